import { OTP_LENGTH } from '@faith-shield/contract/shared/constants';
import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/**
 * spec 01 §2, §5, §9: six one-digit boxes. Typing moves to the next box, Backspace on an empty
 * box goes back, and a pasted code fills all six.
 */
export function OtpBoxes({ value, onChange, error }: Props) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>Verification code</span>}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <PinInput
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="lg"
        gap="xs"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        role="group"
        aria-labelledby={labelId}
        mt={4}
        getInputProps={(index) => ({
          'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
          'aria-describedby': error ? errorId : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
