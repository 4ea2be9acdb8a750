import { Button, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type Props = {
  /** The field's props: the call form's `form.getInputProps('code')`. */
  code: GetInputPropsReturnType;
  /** Sign-in also takes a recovery code; set-up proves the app with a TOTP code only. */
  acceptsRecoveryCode?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Back to the step before (sign-in's password). */
  onBack?: () => void;
};

/** The second factor of sign-in and set-up: the authenticator's code and the button that sends it. */
export function AuthenticatorCodeStep({ code, acceptsRecoveryCode, submitLabel, pending, onBack }: Props) {
  return (
    <>
      <TextInput
        label={acceptsRecoveryCode ? 'Authenticator code' : 'Code from your authenticator app'}
        description={
          acceptsRecoveryCode
            ? 'The 6-digit code from your authenticator app, or one of your recovery codes.'
            : 'The 6-digit code your authenticator app shows for Faith Shield.'
        }
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
        autoFocus={acceptsRecoveryCode}
        {...code}
      />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      {onBack && (
        <Button variant="subtle" onClick={onBack}>
          Back
        </Button>
      )}
    </>
  );
}
