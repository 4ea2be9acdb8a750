import type { Event } from '@faith-shield/contract/events/event-fields';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconBrandOffice, IconDownload } from '@tabler/icons-react';
import { useWorshipAddress } from '../api/worship-location';
import {
  type CalendarEvent,
  googleCalendarLink,
  icsFile,
  icsFileName,
  officeCalendarLink,
} from '../calendar-links';
import { formatDateTime } from '../event-times';

export type CalendarEventFields = Pick<
  Event,
  'id' | 'title' | 'description' | 'utc_start_date' | 'utc_end_date'
>;

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

function CalendarChoices({ event }: { event: CalendarEventFields }) {
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
  );
}

/** The 'Add To Calendar' modal (spec 02 §2), a chunk of its own: loaded on the first tap. */
export function CalendarModal({ event, onClose }: { event: CalendarEventFields; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Add To Calendar" centered>
      <CalendarChoices event={event} />
    </Modal>
  );
}
