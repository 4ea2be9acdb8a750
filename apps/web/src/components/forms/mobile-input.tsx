import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { filterMobileTyping } from './mobile-filter';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** spec 01 §5: a mobile number box that takes digits and up to two decimals, nothing else. */
export function MobileInput({ value = '', onChange, ...props }: Props) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange?.(filterMobileTyping(value, event.currentTarget.value));
  return (
    <TextInput
      label="Mobile number"
      type="text"
      inputMode="decimal"
      autoComplete="tel"
      {...props}
      value={value}
      onChange={handleChange}
    />
  );
}
