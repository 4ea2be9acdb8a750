import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** An authenticator's 6-digit code: the numeric keyboard, and the phone's autofill of codes. */
export function CodeField({ label, inputProps }: { label: string; inputProps: GetInputPropsReturnType }) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="123456"
      styles={{ input: { letterSpacing: 4, fontSize: 20 } }}
      {...inputProps}
    />
  );
}
