import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * An authenticator's 6-digit code: the numeric keyboard, and the phone's autofill of codes. A
 * pasted '123 456' (as apps show it) keeps its six digits: spaces are dropped, not cut at six characters.
 */
export function CodeField({ label, inputProps }: { label: string; inputProps: GetInputPropsReturnType }) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      styles={{ input: { letterSpacing: 4, fontSize: 20 } }}
      {...inputProps}
      onChange={(event) => inputProps.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
