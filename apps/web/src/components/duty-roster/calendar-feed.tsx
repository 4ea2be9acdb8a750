import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { dataOf } from '../../lib/api-error';
import { confirm } from '../ui/confirm';
import { showError, showSuccess } from '../ui/toast';
import { feedAddresses, getCalendarLink, newCalendarLink } from './api/calendar-link';

/**
 * The member's personal calendar feed on their profile (issue 39): 'Subscribe in my calendar'
 * opens the phone's calendar on the webcal:// address and shows it to copy; 'Make a new link'
 * stops the old one (docs/decisions/0XX-roster-calendar-feed.md).
 */
export function CalendarFeed({
  openAddress = (address: string) => window.location.assign(address),
}: {
  /** Where 'Subscribe' sends the browser (a test's stand-in for the calendar app). */
  openAddress?: (address: string) => void;
}) {
  const [path, setPath] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: getCalendarLink,
    onSuccess: (link) => {
      setPath(link.path);
      openAddress(feedAddresses(link.path).webcal);
    },
    onError: (error) => showError(error.message),
  });
  const renew = useMutation({
    mutationFn: async () => {
      const answer = await newCalendarLink();
      return { link: dataOf(answer), message: answer.message };
    },
    onSuccess: ({ link, message }) => {
      setPath(link.path);
      showSuccess(message);
    },
    onError: (error) => showError(error.message),
  });
  const makeNew = async () => {
    const isSure = await confirm({
      title: 'Make a new link',
      message: 'Calendars that follow your current link will stop updating. Make a new link?',
    });
    if (isSure) renew.mutate();
  };
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      showSuccess('Calendar link copied.');
    } catch {
      showError('The link could not be copied: please select it and copy it by hand.');
    }
  };
  const addresses = path ? feedAddresses(path) : null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="My calendar">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          My calendar
        </Title>
        <Text size="sm">
          Your duties and events in your phone's calendar, kept up to date. Anyone with the link sees them:
          keep it to yourself.
        </Text>
        {addresses && (
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              label="Your calendar link"
              value={addresses.webcal}
              readOnly
              flex={1}
              miw={0}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="light"
              mih={44}
              leftSection={<IconCopy size={18} aria-hidden />}
              onClick={() => void copy(addresses.webcal)}
            >
              Copy
            </Button>
          </Group>
        )}
        <Group grow wrap="wrap">
          <Button
            mih={44}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            loading={subscribe.isPending}
            onClick={() => subscribe.mutate()}
          >
            Subscribe in my calendar
          </Button>
          <Button
            variant="default"
            mih={44}
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={renew.isPending}
            onClick={() => void makeNew()}
          >
            Make a new link
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
