import { ATTENDANCE_STATUS } from '@faith-shield/contract/events/event-messages';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getAttendanceSheetQueryOptions } from '../api/get-attendance-sheet';

type Props = {
  eventId: string;
  opened: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Who on the team has not entered a count, as the sheet has it now. */
function NotCountedYet({ eventId }: { eventId: string }) {
  const sheet = useQuery(getAttendanceSheetQueryOptions(eventId));
  if (sheet.isPending) return <Text c="dimmed">Checking who has entered their count…</Text>;
  if (sheet.isError) return null;
  const pending = sheet.data.rows.filter((row) => row.status === ATTENDANCE_STATUS.pending);
  if (pending.length === 0) return <Text>Everyone on the team has entered their count.</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>Not entered their count yet:</Text>
      <List aria-label="Not entered their count yet">
        {pending.map((row) => (
          <List.Item key={row.user_id}>{row.user_name}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The owner's Submit closes attendance for the whole team, for good: it is asked once more,
 * naming who has not entered a count.
 */
export function SubmitAttendanceConfirm({ eventId, opened, isSubmitting, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Submit attendance for the whole team?" centered>
      <Stack>
        <Text>Once submitted, nobody on the team can add or change a count for this event.</Text>
        {opened && <NotCountedYet eventId={eventId} />}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" mih={44} onClick={onCancel}>
            Cancel
          </Button>
          <Button mih={44} loading={isSubmitting} onClick={onConfirm}>
            Submit attendance
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
