import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  cardNumberError,
  cvcError,
  cvcLength,
  expiryError,
  formatCardNumber,
  formatExpiry,
  testTokenFor,
} from '../test-cards';
import type { CardFormProps } from './card-form-props';

/**
 * The card form when payments run on the built-in test provider (DESIGN.md §2): checks the
 * card like Stripe Elements would, errors under the fields (spec 01 §5), and pays with the
 * Stripe test token that the number stands for.
 */
export function TestCardForm({ submitLabel, isPaying, onToken }: CardFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: {
      number: cardNumberError,
      expiry: (value) => expiryError(value, new Date()),
      cvc: (value, values) => cvcError(value, values.number),
    },
  });

  const submit = form.onSubmit(({ number }) => {
    if (isPaying) return;
    const result = testTokenFor(number);
    if ('error' in result) form.setFieldError('number', result.error);
    else onToken(result.token);
  });

  const numberProps = form.getInputProps('number');
  const expiryProps = form.getInputProps('expiry');
  const cvcProps = form.getInputProps('cvc');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden />} title="Test mode">
          <Text size="sm">
            No real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000
            0002 is declined.
          </Text>
        </Alert>
        <TextInput
          {...numberProps}
          onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          size="md"
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            {...expiryProps}
            onChange={(event) =>
              form.setFieldValue('expiry', formatExpiry(event.currentTarget.value, form.values.expiry))
            }
            label="Expiry date"
            placeholder="MM / YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            size="md"
          />
          <TextInput
            {...cvcProps}
            onChange={(event) =>
              form.setFieldValue(
                'cvc',
                event.currentTarget.value.replace(/\D/g, '').slice(0, cvcLength(form.values.number)),
              )
            }
            label="CVC"
            placeholder={cvcLength(form.values.number) === 4 ? '1234' : '123'}
            inputMode="numeric"
            autoComplete="cc-csc"
            size="md"
          />
        </Group>
        <Button type="submit" size="md" loading={isPaying} disabled={isPaying}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
