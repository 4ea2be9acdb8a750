import { TWO_FACTOR_MESSAGES } from '@faith-shield/contract/security/security-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSession } from '../../../lib/session';
import { useSecurity } from '../api/get-security';
import { LeadersRequirement } from './leaders-requirement';
import { RecoveryCodes } from './recovery-codes';
import { SessionsList } from './sessions-list';
import { TurnOn } from './turn-on';
import { TwoFactorOn } from './two-factor-on';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /security (Profile → Security): the second factor, the owner's leaders' requirement, sessions. */
export function SecurityPage({ title = 'Security' }: { title?: string }) {
  usePageTitle(title);
  const { data, isPending, isError, error } = useSecurity();
  const isOwner = useSession().type === USER_TYPE.owner;
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <SignedInPage title={title} size="md">
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <FormAlert message={error.message} />
      ) : (
        <>
          {data.two_factor_setup_required && (
            <Alert color="yellow" title="Two-factor authentication needed">
              {TWO_FACTOR_MESSAGES.setUpFirst}
            </Alert>
          )}
          <Section title="Two-factor authentication">
            {codes ? (
              <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
            ) : data.two_factor_enabled ? (
              <TwoFactorOn codesLeft={data.recovery_codes_left} onCodes={setCodes} />
            ) : (
              <TurnOn onCodes={setCodes} />
            )}
          </Section>
          {isOwner && (
            <Section title="Team">
              <LeadersRequirement required={data.require_two_factor_for_leaders === 'Yes'} />
              <Button
                component={Link}
                to="/audit-log"
                variant="light"
                leftSection={<IconListDetails size={18} aria-hidden />}
              >
                Audit log
              </Button>
            </Section>
          )}
          <Section title="Active sessions">
            <Text size="sm" c="dimmed">
              Where you are signed in now. End any you do not recognise, then change your password.
            </Text>
            <SessionsList sessions={data.sessions} />
          </Section>
        </>
      )}
    </SignedInPage>
  );
}
