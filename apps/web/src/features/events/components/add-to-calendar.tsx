import type { Event } from '@faith-shield/contract/events/event-fields';
import { Button, type ButtonProps, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogle, IconBrandOffice, IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { useWorshipAddress } from '../api/get-profile';
import {
  type CalendarEvent,
  googleCalendarLink,
  icsFile,
  icsFileName,
  officeCalendarLink,
} from '../calendar-links';
import { formatDateTime } from '../event-times';

type EventFields = Pick<Event, 'id' | 'title' | 'description' | 'utc_start_date' | 'utc_end_date'>;

/** Saves the .ics file: a download of the text, without a round trip to the server. */
function download(event: CalendarEvent) {
  const url = URL.createObjectURL(new Blob([icsFile(event)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * spec 02 §2: 'Add To Calendar', a modal with Google Calendar and Microsoft Office links, and an
 * .ics file for any other calendar app; the times in UTC, the place of worship as the location.
 */
export function AddToCalendar({ event, buttonProps }: { event: EventFields; buttonProps?: ButtonProps }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const location = useWorshipAddress().data ?? '';
  const entry: CalendarEvent = {
    id: event.id,
    title: event.title,
    description: event.description,
    location,
    utcStart: event.utc_start_date,
    utcEnd: event.utc_end_date,
  };
  const linkProps = {
    component: 'a',
    target: '_blank',
    rel: 'noopener noreferrer',
    variant: 'default',
    mih: 44,
    fullWidth: true,
  } as const;
  return (
    <>
      <Button
        variant="light"
        mih={44}
        fullWidth
        {...buttonProps}
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        onClick={open}
        aria-label={`Add To Calendar: ${event.title}`}
      >
        Add To Calendar
      </Button>
      <Modal opened={isOpen} onClose={close} title="Add To Calendar" centered>
        <Stack gap="sm">
          <Text fw={600}>{event.title}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(event.utc_start_date)} – {formatDateTime(event.utc_end_date)}
          </Text>
          <Button
            {...linkProps}
            href={googleCalendarLink(entry)}
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
          >
            Google Calendar
          </Button>
          <Button
            {...linkProps}
            href={officeCalendarLink(entry)}
            leftSection={<IconBrandOffice size={18} aria-hidden />}
          >
            Microsoft Office
          </Button>
          <Button
            variant="default"
            mih={44}
            fullWidth
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => download(entry)}
          >
            Download .ics file
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
