import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { confirm } from '../ui/confirm';
import { showAnswer, showError, showSuccess } from '../ui/toast';
import { feedAddresses, useCalendarLink, useNewCalendarLink } from './api/calendar-link';

/**
 * The member's personal calendar feed on their profile (issue 39): 'Subscribe in my calendar'
 * is a webcal:// link, which the phone's calendar app subscribes to; the address is shown to
 * copy; 'Make a new link' stops the old one (docs/decisions/065-calendar-feed.md).
 */
export function CalendarFeed() {
  const link = useCalendarLink();
  const renew = useNewCalendarLink();
  const makeNew = async () => {
    const isSure = await confirm({
      title: 'Make a new link',
      message: 'Calendars that follow your current link will stop updating. Make a new link?',
    });
    if (!isSure) return;
    const answer = await renew.mutateAsync().catch(() => null);
    showAnswer(answer ?? { status: 0, message: 'The link could not be made. Please try again.' });
  };
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      showSuccess('Calendar link copied.');
    } catch {
      showError('The link could not be copied: please select it and copy it by hand.');
    }
  };
  const addresses = link.data ? feedAddresses(link.data.path) : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="My calendar">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          My calendar
        </Title>
        <Text size="sm">
          Your duties and events in your phone's calendar, kept up to date. Anyone with the link sees them:
          keep it to yourself.
        </Text>
        {link.isError && <Text c="red.9">{link.error.message}</Text>}
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {addresses ? (
            <Button
              component="a"
              href={addresses.webcal}
              mih={44}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
            >
              Subscribe in my calendar
            </Button>
          ) : (
            <Button mih={44} loading={link.isPending} disabled={!link.isPending}>
              Subscribe in my calendar
            </Button>
          )}
          <Button
            variant="default"
            mih={44}
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={renew.isPending}
            disabled={!addresses}
            onClick={() => void makeNew()}
          >
            Make a new link
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
