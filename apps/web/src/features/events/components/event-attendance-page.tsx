import type { EventDetail } from '@faith-shield/contract/events/event-fields';
import { EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { WaitingNote } from '../../../components/offline/waiting-note';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { showSuccess } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { isCurrentAnswer } from '../../../lib/offline/current-answer';
import { useAddEventAttendance } from '../api/add-event-attendance';
import { useAddEventSubmit } from '../api/add-event-submit';
import { useEventDetail } from '../api/get-event-detail';
import { type Area, attendanceSheetPath, eventsListPath } from '../event-paths';
import { EventSummary } from './event-summary';
import { SubmitAttendanceConfirm } from './submit-attendance-confirm';
import { useEventId } from './use-event-id';

const schema = lazySchema(() =>
  import('@faith-shield/contract/events/add-event-attendance').then((m) => m.AddEventAttendanceRequestSchema),
);

type Values = { event_id: string; attendance_count: number | string };

/** spec 02 §8: an attendance submit that fails shows the server's message in a popup. */
function FailurePopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Attendance not submitted" centered>
      <Stack>
        <Text>{message}</Text>
        <Button onClick={onClose} mih={44} style={{ alignSelf: 'flex-end' }}>
          OK
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The owner's entry screen: 'Save My Count' records their own headcount (replacing the one before;
 * spec 02 §2 calls it 'Add My Numbers') and shows the event's new total; Submit, once confirmed,
 * closes the attendance and opens the sheet. A sub user's: their headcount and Submit, then their
 * sheet (they cannot close the event, spec 02 §6).
 */
function AttendanceForm({ event, area }: { event: EventDetail; area: Area }) {
  const navigate = useNavigate();
  const record = useAddEventAttendance();
  const submit = useAddEventSubmit();
  const [total, setTotal] = useState(event.attendance_count);
  const [popup, setPopup] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const isOwner = area === 'owner';
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { event_id: event.id, attendance_count: event.my_attendance ?? '' } as Values,
    send: record,
    // The owner's own numbers fail in the red alert; a sub user's Submit, in the popup.
    onRefusal: isOwner ? undefined : setPopup,
    onSuccess: (answer) => {
      // no network: it waits on the phone (the note below) and is sent once it returns
      if ('queued' in answer) return;
      setTotal(answer.data.total_person);
      if (!isOwner) navigate(attendanceSheetPath(area, event.id));
    },
  });

  const submitAttendance = async () => {
    const answer = await submit.mutateAsync(event.id);
    setIsConfirming(false);
    if (answer.status !== 1) {
      setPopup(answer.message);
      return;
    }
    showSuccess(answer.message);
    navigate(attendanceSheetPath(area, event.id));
  };

  return (
    <Stack gap="md">
      <form {...formProps}>
        <Stack gap="sm">
          <FormAlert {...alertProps} />
          <NumberInput
            label="Number"
            description={
              isOwner
                ? 'Your own headcount: saving again replaces it'
                : 'Your own headcount: the people you saw'
            }
            withAsterisk
            allowDecimal={false}
            clampBehavior="none"
            thousandSeparator=","
            inputMode="numeric"
            {...form.getInputProps('attendance_count')}
          />
          <Button type="submit" variant={isOwner ? 'light' : 'filled'} mih={44} loading={isPending}>
            {isOwner ? 'Save My Count' : 'Submit'}
          </Button>
        </Stack>
      </form>
      <WaitingNote
        call="add_event_attendance"
        match={(payload) => payload.event_id === event.id}
        describe={(payload) => `Your headcount: ${String(payload.attendance_count)}`}
      />
      <Group justify="space-between" p="sm" bg="navy.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text fw={600}>Total attendance</Text>
        <Text fw={700} fz="xl" aria-live="polite" data-testid="attendance-total">
          {total}
        </Text>
      </Group>
      {isOwner && (
        <Button mih={44} size="md" onClick={() => setIsConfirming(true)}>
          Submit
        </Button>
      )}
      <SubmitAttendanceConfirm
        eventId={event.id}
        opened={isConfirming}
        isSubmitting={submit.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => void submitAttendance()}
      />
      <FailurePopup message={popup} onClose={() => setPopup(null)} />
    </Stack>
  );
}

/**
 * /event-attendance/{id} and /subuser-event-attendance/{id} (spec 02 §2): the event's image,
 * title, start and end, and the headcount. A submitted event goes back to the list (spec 02 §4).
 */
function EventAttendance({ title, area }: { title: string; area: Area }) {
  usePageTitle(title);
  const id = useEventId();
  const navigate = useNavigate();
  const detail = useEventDetail(id, area);
  // As the screen opens: an event submitted already goes back to the list. Not later: the
  // owner's own submit from this screen goes on to the sheet.
  // It is decided on this visit's answer, not on a copy kept on the phone (lib/offline).
  const [isSubmitted, setIsSubmitted] = useState<boolean | null>(null);
  const isCurrent = detail.data !== undefined && isCurrentAnswer(detail.dataUpdatedAt);
  if (isSubmitted === null && isCurrent) setIsSubmitted(detail.data.status === EVENT_STATUS.submitted);
  useEffect(() => {
    if (isSubmitted) navigate(eventsListPath(area), { replace: true });
  }, [isSubmitted, area, navigate]);
  if (detail.isError)
    return <LoadError title={title} message={detail.error.message} onRetry={() => detail.refetch()} />;
  return (
    <SignedInPage title={title}>
      {detail.isPending || !isCurrent || isSubmitted ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <EventSummary event={detail.data} />
            <AttendanceForm event={detail.data} area={area} />
          </Stack>
        </Paper>
      )}
    </SignedInPage>
  );
}

export const EventAttendancePage = ({ title }: { title: string }) => (
  <EventAttendance title={title} area="owner" />
);
export const SubUserEventAttendancePage = ({ title }: { title: string }) => (
  <EventAttendance title={title} area="subuser" />
);
