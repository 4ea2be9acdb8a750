import type { RosterPost } from '@faith-shield/contract/duty-roster/roster-fields';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../ui/empty-state';
import { PageLoader } from '../ui/page-loader';
import { showError } from '../ui/toast';
import { useDutyRoster } from './api/get-duty-roster';
import { useUnassignDuty } from './api/unassign-duty';
import { AssignPicker } from './assign-picker';
import { formatTime } from './duty-times';
import { ResponseBadge } from './response-badge';
import { useRosterFramesRefresh } from './use-roster-frames';

/** Uncovered posts first (spec 03 §4), each group in the server's order (by name). */
const byCover = (posts: readonly RosterPost[]) =>
  [...posts].sort((a, b) => Number(a.covered) - Number(b.covered));

function PostRow({ eventId, post, onAssign }: { eventId: string; post: RosterPost; onAssign: () => void }) {
  const unassign = useUnassignDuty();
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="li"
      aria-label={post.name}
      style={post.covered ? undefined : { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{post.name}</Text>
            {post.required_certificate !== 'None' && (
              <Text size="sm" c="dimmed">
                Needs {post.required_certificate}
              </Text>
            )}
          </Stack>
          {post.covered ? <Badge color="green.9">Covered</Badge> : <Badge color="red.9">Uncovered</Badge>}
        </Group>
        {post.duties.map((duty) => (
          <Group key={duty.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="duty">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{duty.name}</Text>
                <ResponseBadge response={duty.response} />
              </Group>
              {duty.response === 'declined' && duty.decline_reason && (
                <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  “{duty.decline_reason}”
                </Text>
              )}
              {duty.checked_in_at && (
                <Text size="sm" c="green.9" fw={600}>
                  Checked in {formatTime(duty.checked_in_at)}
                  {duty.checked_out_at ? ` · out ${formatTime(duty.checked_out_at)}` : ''}
                </Text>
              )}
            </Stack>
            <Button
              variant="subtle"
              color="red.9"
              miw={44}
              mih={44}
              px="xs"
              aria-label={`Take ${duty.name} off ${post.name}`}
              onClick={() =>
                unassign.mutate(
                  { id: duty.id, eventId },
                  { onSuccess: (answer) => (answer.status === 1 ? undefined : showError(answer.message)) },
                )
              }
            >
              <IconTrash size={18} aria-hidden />
            </Button>
          </Group>
        ))}
        <Button
          variant="light"
          mih={44}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={onAssign}
        >
          Assign
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * spec 03 §4: the event's roster for the owner and leaders: every post with its members,
 * their answers and check-in times, uncovered posts first in red; live as it changes.
 */
export function RosterBoard({ eventId }: { eventId: string }) {
  const roster = useDutyRoster(eventId);
  useRosterFramesRefresh(eventId);
  const [assigning, setAssigning] = useState<string | null>(null);
  if (roster.isError)
    return (
      <Alert color="red" role="alert" title="The roster could not load">
        <Stack gap="xs">
          <Text size="sm">{roster.error.message}</Text>
          <Button variant="white" color="red" onClick={() => roster.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (roster.isPending) return <PageLoader />;
  const { posts, uncovered_count, members } = roster.data;
  if (posts.length === 0) return <EmptyState description="Add posts first, then assign members to them." />;
  const picked = posts.find((post) => post.id === assigning);
  return (
    <Stack gap="sm">
      <Text fw={700} c={uncovered_count > 0 ? 'red.9' : 'green.9'} role="status" aria-live="polite">
        {uncovered_count > 0 ? `${uncovered_count} uncovered` : 'Every post is covered'}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Posts">
        {byCover(posts).map((post) => (
          <PostRow key={post.id} eventId={eventId} post={post} onAssign={() => setAssigning(post.id)} />
        ))}
      </Stack>
      {picked && (
        <AssignPicker eventId={eventId} post={picked} members={members} onClose={() => setAssigning(null)} />
      )}
    </Stack>
  );
}
