import { TWO_FACTOR_MESSAGES } from '@faith-shield/contract/security/security-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { FormAlert } from '../../../components/ui/form-alert';
import { Logo } from '../../../components/ui/logo';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { logout } from '../../../lib/calls/logout';
import { useNavigate } from '../../../lib/navigation';
import { type Session, setSetupOnly, useSession } from '../../../lib/session';
import { useSecurity } from '../api/get-security';
import { RecoveryCodes } from './recovery-codes';
import { TurnOn } from './turn-on';

/** spec 01 §4: where a signed-in person lands. */
const landingOf = (session: Session) =>
  session.type === USER_TYPE.owner ? '/dashboard' : '/subuser-dashboard';

/**
 * /two-factor-setup (spec 03 §5): a leader whose team requires a second factor, signed in only to
 * turn it on. The screen alone, without the app's menus: every other call would be refused.
 * Once it is on and the recovery codes are saved, the app opens as usual.
 */
export function TwoFactorSetupPage({ title }: { title: string }) {
  usePageTitle(title);
  const session = useSession();
  if (!session.token) return <Redirect to="/login" replace />;
  if (!session.setupOnly) return <Redirect to={landingOf(session)} replace />;
  return <SetUp title={title} session={session} />;
}

function SetUp({ title, session }: { title: string; session: Session }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const security = useSecurity();
  const [codes, setCodes] = useState<string[] | null>(null);

  const carryOn = () => {
    // nothing asked while held (refusals) may stand for the open app
    queryClient.clear();
    setSetupOnly(false);
    navigate(landingOf(session), { replace: true });
  };
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  const data = security.data;
  const isDone = data && (data.two_factor_enabled || !data.two_factor_setup_required);

  return (
    <Container component="main" size={520} py={{ base: 'xl', sm: 64 }}>
      <Stack gap="lg">
        <Stack align="center">
          <Logo size={40} />
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <Stack gap="md">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {codes ? (
              <RecoveryCodes codes={codes} onDone={carryOn} />
            ) : security.isPending ? (
              <PageLoader />
            ) : security.isError ? (
              <FormAlert message={security.error.message} />
            ) : isDone ? (
              <>
                <Text>Two-factor authentication is on for your account.</Text>
                <Button onClick={carryOn}>Continue</Button>
              </>
            ) : (
              <>
                <Alert color="yellow">{TWO_FACTOR_MESSAGES.setUpFirst}</Alert>
                <TurnOn onCodes={setCodes} />
              </>
            )}
          </Stack>
        </Paper>
        <Text ta="center" size="sm">
          Not now?{' '}
          <Anchor component="button" type="button" onClick={signOut} fw={600} py={12} my={-12}>
            Logout
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
