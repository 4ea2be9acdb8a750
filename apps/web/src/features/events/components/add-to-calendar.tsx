import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { CalendarEventFields } from './calendar-modal';

const CalendarModal = lazy(() => import('./calendar-modal').then((m) => ({ default: m.CalendarModal })));

/**
 * spec 02 §2: 'Add To Calendar', a modal with Google Calendar and Microsoft Office links, and an
 * .ics file for any other calendar app; the times in UTC, the place of worship as the location.
 * The modal's code comes with the first tap: a list shows one button per event.
 */
export function AddToCalendar({
  event,
  buttonProps,
}: {
  event: CalendarEventFields;
  buttonProps?: ButtonProps;
}) {
  const [isOpen, { open, close }] = useDisclosure(false);
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
      {isOpen && (
        <Suspense fallback={null}>
          <CalendarModal event={event} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
