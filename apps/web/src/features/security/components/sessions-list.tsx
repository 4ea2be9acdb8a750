import type { ActiveSession } from '@faith-shield/contract/security/security-settings';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { confirm } from '../../../components/ui/confirm';
import { showError, showSuccess } from '../../../components/ui/toast';
import { clearSession } from '../../../lib/session';
import { useEndSession } from '../api/end-session';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { when } from '../when';

/** The person's live sessions (device, network, last used), each with 'End', and 'Sign out everywhere'. */
export function SessionsList({ sessions }: { sessions: ActiveSession[] }) {
  const end = useEndSession();
  const everywhere = useLogoutEverywhere();
  const endOne = async (id: string) => {
    const answer = await end.mutateAsync(id);
    if (answer.status === 1) showSuccess(answer.message);
    else showError(answer.message);
  };
  const signOutEverywhere = async () => {
    if (!(await confirm({ message: 'Sign out on every device, this one too?' }))) return;
    const answer = await everywhere.mutateAsync();
    if (answer.status !== 1) return showError(answer.message);
    clearSession();
  };
  return (
    <Stack gap="sm">
      <Stack gap="xs" role="list" aria-label="Active sessions">
        {sessions.map((session) => (
          <Paper key={session.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconDeviceDesktop size={22} aria-hidden />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {session.device || 'Unknown device'}
                    {session.current ? ' · this device' : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {session.network || 'Unknown network'} · last used {when(session.last_used_at)}
                  </Text>
                </Stack>
              </Group>
              {!session.current && (
                <Button
                  size="compact-md"
                  variant="light"
                  color="red.9"
                  onClick={() => endOne(session.id)}
                  aria-label={`End the session on ${session.device || 'an unknown device'}`}
                >
                  End
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Button variant="outline" color="red.9" onClick={signOutEverywhere} loading={everywhere.isPending}>
        Sign out everywhere
      </Button>
    </Stack>
  );
}
