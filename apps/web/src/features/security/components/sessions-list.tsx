import type { ActiveSession } from '@faith-shield/contract/security/security-settings';
import { Button, Stack } from '@mantine/core';
import { confirm } from '../../../components/ui/confirm';
import { PagedList } from '../../../components/ui/paged-list';
import { showAnswer, showError } from '../../../components/ui/toast';
import { clearSession } from '../../../lib/session';
import { useEndSession } from '../api/end-session';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { SessionRow } from './session-row';

/** The person's live sessions (device, network, last used), each with 'End', and 'Sign out everywhere'. */
export function SessionsList({ sessions }: { sessions: ActiveSession[] }) {
  const end = useEndSession();
  const everywhere = useLogoutEverywhere();
  const endOne = async (id: string) => {
    const answer = await end.mutateAsync(id);
    showAnswer(answer);
  };
  const signOutEverywhere = async () => {
    if (!(await confirm({ message: 'Sign out on every device, this one too?' }))) return;
    const answer = await everywhere.mutateAsync();
    if (answer.status !== 1) return showError(answer.message);
    clearSession();
  };
  return (
    <Stack gap="sm">
      <PagedList
        items={sessions}
        row={(session) => <SessionRow key={session.id} session={session} onEnd={endOne} />}
        label="Active sessions"
      />
      <Button variant="outline" color="red.9" onClick={signOutEverywhere} loading={everywhere.isPending}>
        Sign out everywhere
      </Button>
    </Stack>
  );
}
