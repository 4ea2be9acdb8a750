import '@mantine/core/styles/Code.css';
import { Button, Code, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { QrCode } from '../../../components/ui/qr-code';
import { lazySchema } from '../../../lib/lazy-schema';
import { useTwoFactorEnable } from '../api/two-factor-enable';
import { useTwoFactorSetup } from '../api/two-factor-setup';
import { CodeField } from './code-field';

const enableSchema = lazySchema(() =>
  import('@faith-shield/contract/security/two-factor').then((m) => m.TwoFactorEnableRequestSchema),
);

/** Groups of four, as an authenticator app's manual entry is easiest typed. */
const spaced = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Turning it on: a new secret as a QR code drawn here and as text, then a code that proves it. */
export function TurnOn({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [secret, setSecret] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: enableSchema,
    initialValues: { code: '' },
    send: enable.mutateAsync,
    onSuccess: ({ data }) => onCodes(data.recovery_codes),
  });
  const start = async () => {
    const answer = await setup.mutateAsync();
    if (answer.status === 1 && answer.data) setSecret(answer.data);
    else setError(answer.message);
  };
  if (!secret)
    return (
      <Stack gap="sm">
        <Text>
          Sign in with your password and a code from an authenticator app on your phone (Google Authenticator,
          Microsoft Authenticator, 1Password…).
        </Text>
        <FormAlert message={error} />
        <Button onClick={start} loading={setup.isPending}>
          Turn on two-factor authentication
        </Button>
      </Stack>
    );
  return (
    <Paper withBorder radius="lg" p="md">
      <form {...formProps} aria-label="Turn on two-factor authentication">
        <Stack gap="sm" align="stretch">
          <Text fw={600}>1. Scan this code with your authenticator app</Text>
          <Stack align="center">
            <QrCode text={secret.otpauth_url} size={200} label="QR code for your authenticator app" />
          </Stack>
          <Text size="sm">Or enter this key by hand:</Text>
          <Code block fz="md" data-testid="totp-secret" style={{ whiteSpace: 'pre-wrap' }}>
            {spaced(secret.secret)}
          </Code>
          <Text fw={600}>2. Enter the 6-digit code the app shows</Text>
          <FormAlert {...alertProps} />
          <CodeField label="Code" inputProps={form.getInputProps('code')} />
          <Button type="submit" loading={isPending}>
            Turn on
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
