import type { operatorSetupCall } from '@faith-shield/contract/operators/operator-setup';
import type { operatorSetupStartCall } from '@faith-shield/contract/operators/operator-setup-start';
import { Alert, Button, Center, List, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { callOperator, operatorData } from '../lib/call-operator';
import { AuthenticatorCodeStep } from './authenticator-code-step';
import { SignedOutFrame } from './signed-out-frame';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operators/operator-setup').then((m) => m.operatorSetupCall.request),
);

const QrCode = lazy(() => import('../../../components/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** /operator/setup?token=…: the link `npm run operator -- add` printed. */
export function OperatorSetupPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  // one request per link: each start makes a new authenticator secret
  const started = useQuery({
    queryKey: ['operator_setup_start', token],
    queryFn: () =>
      operatorData<typeof operatorSetupStartCall>('operator_setup_start', { setup_token: token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
  return (
    <SignedOutFrame title="Set up your operator account">
      {started.isPending && (
        <Center>
          <Loader aria-label="Loading" />
        </Center>
      )}
      {started.isError && (
        <Alert color="red" role="alert">
          {started.error.message}
        </Alert>
      )}
      {started.data && <SetupForm token={token} {...started.data} onDone={setRecoveryCodes} />}
    </SignedOutFrame>
  );
}

type SetupFormProps = {
  token: string;
  email: string;
  otpauth_uri: string;
  secret: string;
  onDone: (codes: string[]) => void;
};

function SetupForm({ token, email, otpauth_uri, secret, onDone }: SetupFormProps) {
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { setup_token: token, password: '', password_confirmation: '', code: '' },
    send: (values) => callOperator<typeof operatorSetupCall>('operator_setup', values),
    // the recovery codes take the form's place
    confirmation: false,
    onSuccess: (answer) => onDone(answer.data.recovery_codes),
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          For <strong>{email}</strong>. Choose a password, then add Faith Shield to your authenticator app.
        </Text>
        <FormAlert {...alertProps} />
        <PasswordInput
          label="Password"
          description="At least 12 characters, with a lowercase and an uppercase letter, a number and one of ! @ # $ % ^ & * _"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Re-enter password"
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Center>
          <Suspense fallback={<Loader aria-label="Loading" />}>
            <QrCode text={otpauth_uri} label="QR code for your authenticator app" />
          </Suspense>
        </Center>
        <Text size="sm">
          Cannot scan? Enter this key:{' '}
          <Text component="span" ff="monospace" fw={600} data-testid="totp-secret">
            {secret}
          </Text>
        </Text>
        <AuthenticatorCodeStep
          code={form.getInputProps('code')}
          submitLabel="Finish set-up"
          pending={isPending}
        />
      </Stack>
    </form>
  );
}

/** Shown once: the codes are kept only as hashes on the server. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  return (
    <SignedOutFrame title="Your recovery codes">
      <Alert color="yellow">
        Each code signs you in once if you lose your authenticator. Save them somewhere safe now: they are not
        shown again.
      </Alert>
      <List spacing={4} data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Text component="span" ff="monospace">
              {code}
            </Text>
          </List.Item>
        ))}
      </List>
      <Button onClick={() => navigate('/operator/login')}>I have saved them: sign in</Button>
    </SignedOutFrame>
  );
}
