import { dutyRefusal } from '@faith-shield/contract/duty-roster/duty-rule';
import type { DutyRoster, RosterPost } from '@faith-shield/contract/duty-roster/roster-fields';
import { Alert, Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useAssignDuty } from './api/assign-duty';

type Props = { eventId: string; post: RosterPost; members: DutyRoster['members']; onClose: () => void };

/**
 * spec 03 §4: 'Assign' picks a member for the post. Who is available comes first; who is away,
 * lacks the post's certificate or has another post is shown with the reason, not selectable.
 */
export function AssignPicker({ eventId, post, members, onClose }: Props) {
  const assign = useAssignDuty();
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = members
    .map((member) => ({ member, reason: dutyRefusal(member, post) }))
    .sort((a, b) => Number(a.reason !== null) - Number(b.reason !== null));
  const pick = (userId: string) =>
    assign.mutate(
      { event_id: eventId, post_id: post.id, user_id: userId },
      {
        onSuccess: (answer) => (answer.status === 1 ? onClose() : setRefusal(answer.message)),
        onError: (error) => setRefusal(error.message),
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Assign: ${post.name}`} centered>
      <Stack gap="xs">
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {rows.map(({ member, reason }) => (
          <UnstyledButton
            key={member.user_id}
            disabled={reason !== null || assign.isPending}
            aria-disabled={reason !== null}
            onClick={() => pick(member.user_id)}
            p="sm"
            mih={44}
            style={{
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 'var(--mantine-radius-md)',
              background: reason ? 'var(--mantine-color-gray-0)' : undefined,
              cursor: reason ? 'not-allowed' : 'pointer',
            }}
          >
            <Text fw={600}>{member.name}</Text>
            <Text size="sm" c={reason ? 'red.9' : 'green.9'}>
              {reason ?? 'Available'}
            </Text>
          </UnstyledButton>
        ))}
        <Button variant="default" mih={44} onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
