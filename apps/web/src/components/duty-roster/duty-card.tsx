import type { MyDuty } from '@faith-shield/contract/duty-roster/roster-fields';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconLogin, IconLogout, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useQueuedWrites } from '../offline/use-queued-writes';
import { WaitingNote } from '../offline/waiting-note';
import { showAnswer } from '../ui/toast';
import { useCheckInDuty } from './api/check-in-duty';
import { useCheckOutDuty } from './api/check-out-duty';
import { useRespondDuty } from './api/respond-duty';
import { DeclineForm } from './decline-form';
import { formatDateTime, formatTime, isCheckInOpen } from './duty-times';
import { ResponseBadge } from './response-badge';

/** The phone's id of this check-in (DESIGN.md §4c): a tap sent twice is one check-in. */
const newClientId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/**
 * One of the member's duties (spec 03 §4): the event, the post, the answer; Accept or Decline
 * with a reason; on the day a large Check in, then Check out, with the times.
 */
export function DutyCard({ duty }: { duty: MyDuty }) {
  const respond = useRespondDuty();
  const checkIn = useCheckInDuty();
  const checkOut = useCheckOutDuty();
  const [isDeclining, setIsDeclining] = useState(false);
  const clientId = useRef(newClientId());
  const isOpen = isCheckInOpen(duty);
  // a check-in made offline waits on the phone (the note below): no second one
  const isWaiting = useQueuedWrites('check_in_duty', (payload) => payload.id === duty.id).length > 0;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={`${duty.post_name}, ${duty.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {duty.post_name}
            </Text>
            <Text>{duty.title}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(duty.utc_start)}
            </Text>
          </Stack>
          <ResponseBadge response={duty.response} />
        </Group>
        {duty.response === 'declined' && duty.decline_reason && (
          <Text size="sm">Your reason: {duty.decline_reason}</Text>
        )}
        {duty.checked_in_at && <Text fw={600}>Checked in at {formatTime(duty.checked_in_at)}</Text>}
        {duty.checked_out_at && <Text fw={600}>Checked out at {formatTime(duty.checked_out_at)}</Text>}
        <WaitingNote
          call="check_in_duty"
          match={(payload) => payload.id === duty.id}
          describe={() => 'Check in'}
        />
        {isOpen && !duty.checked_in_at && !isWaiting && (
          <Button
            size="xl"
            color="green.9"
            fullWidth
            leftSection={<IconLogin size={26} aria-hidden />}
            loading={checkIn.isPending}
            onClick={() =>
              void checkIn.checkIn({ id: duty.id, client_id: clientId.current }).then(showAnswer)
            }
          >
            Check in
          </Button>
        )}
        {duty.checked_in_at && !duty.checked_out_at && (
          <Button
            size="xl"
            variant="light"
            fullWidth
            leftSection={<IconLogout size={26} aria-hidden />}
            loading={checkOut.isPending}
            onClick={() => checkOut.mutate({ id: duty.id }, { onSuccess: showAnswer })}
          >
            Check out
          </Button>
        )}
        {!duty.checked_in_at && !isWaiting && !isDeclining && (
          <Group grow>
            {duty.response !== 'accepted' && (
              <Button
                color="green.9"
                variant="outline"
                mih={44}
                leftSection={<IconCheck size={18} aria-hidden />}
                loading={respond.isPending}
                onClick={() =>
                  respond.mutate({ id: duty.id, response: 'accepted' }, { onSuccess: showAnswer })
                }
              >
                Accept
              </Button>
            )}
            {duty.response !== 'declined' && (
              <Button
                color="red.9"
                variant="outline"
                mih={44}
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => setIsDeclining(true)}
              >
                Decline
              </Button>
            )}
          </Group>
        )}
        {isDeclining && <DeclineForm dutyId={duty.id} onDone={() => setIsDeclining(false)} />}
      </Stack>
    </Paper>
  );
}
