import type { SessionData } from '@faith-shield/contract/accounts/login';
import { TWO_FACTOR_MESSAGES } from '@faith-shield/contract/security/security-messages';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../lib/lazy-schema';
import { useLogin } from '../api/login';
import { getPushToken } from '../push-token';

const codeSchema = lazySchema(() =>
  import('@faith-shield/contract/security/two-factor').then((m) => m.SecondFactorCodeSchema),
);

type Props = {
  credentials: { email: string; password: string };
  onSignedIn: (data: SessionData) => void;
  onBack: () => void;
};

/**
 * Sign-in's second step (spec 03 §5): one field for the authenticator's code, with the numeric
 * keyboard and the phone's autofill of codes; or, for a lost phone, a recovery code.
 */
export function LoginCodeStep({ credentials, onSignedIn, onBack }: Props) {
  const login = useLogin();
  const [isRecovery, setIsRecovery] = useState(false);
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: codeSchema,
    initialValues: { code: '' },
    send: async (values) =>
      login.mutateAsync({ ...credentials, ...values, push_token: await getPushToken() }),
    onSuccess: ({ data }) => onSignedIn(data),
  });
  const switchKind = () => {
    setIsRecovery(!isRecovery);
    form.setFieldValue('code', '');
  };
  return (
    <>
      <FormLoadingOverlay visible={isPending} />
      <Text>{isRecovery ? 'Enter one of your recovery codes' : TWO_FACTOR_MESSAGES.codeRequired}.</Text>
      <FormAlert {...alertProps} />
      <form {...formProps} aria-label="Two-factor code">
        <Stack gap="md">
          <TextInput
            key={isRecovery ? 'recovery' : 'totp'}
            label={isRecovery ? 'Recovery code' : 'Authentication code'}
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            maxLength={isRecovery ? 32 : undefined}
            placeholder={isRecovery ? 'xxxx-xxxx-xxxx-xxxx' : '123456'}
            autoFocus
            styles={{ input: { letterSpacing: isRecovery ? 1 : 4, fontSize: 20 } }}
            {...form.getInputProps('code')}
            // a pasted '123 456' (as apps show it) keeps its six digits
            onChange={(event) => {
              const typed = event.currentTarget.value;
              form.getInputProps('code').onChange(isRecovery ? typed : typed.replace(/\D/g, '').slice(0, 6));
            }}
          />
          <Button type="submit" fullWidth loading={isPending}>
            Verify
          </Button>
          <Anchor component="button" type="button" onClick={switchKind} size="sm" py={12} my={-12}>
            {isRecovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
          </Anchor>
          <Anchor component="button" type="button" onClick={onBack} size="sm" c="dimmed" py={12} my={-12}>
            Back
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
