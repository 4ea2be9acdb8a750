import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { Box, Button, Group, Input, Stack } from '@mantine/core';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import type { CardFormProps } from './card-form-props';

// This module is loaded only by /payment with a publishable key (payment-page.tsx), so
// Stripe.js reaches no other screen. One Stripe instance per key, as Stripe asks.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // Offline or blocked: null, and forgotten so that the next visit tries again.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripe.then((loaded) => loaded ?? stripes.delete(publishableKey));
    stripes.set(publishableKey, stripe);
  }
  return stripe;
};

export const STRIPE_LOAD_FAILED =
  'The card form could not be loaded. Please check your connection and try again.';

type Field = 'number' | 'expiry' | 'cvc';
type Errors = Partial<Record<Field | 'form', string>>;

/** Which field a Stripe error code belongs under (spec 01 §5: card errors under the fields). */
const fieldOf = (code: string | undefined): Field | 'form' => {
  if (!code) return 'form';
  if (code.includes('number')) return 'number';
  if (code.includes('expiry')) return 'expiry';
  if (code.includes('cvc')) return 'cvc';
  return 'form';
};

const ELEMENT_OPTIONS = {
  style: { base: { fontSize: '16px', color: '#1a1b1e', '::placeholder': { color: '#5c5f66' } } },
};

function StripeField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Input.Wrapper id={id} label={label} error={error} labelElement="div" size="md">
      <Box
        px="sm"
        py={13}
        mih={44}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-5)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        {children}
      </Box>
    </Input.Wrapper>
  );
}

function CardFields({ submitLabel, isPaying, onToken }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [errors, setErrors] = useState<Errors>({});
  const [isTokenising, setIsTokenising] = useState(false);

  const onFieldChange = (field: Field) => (event: StripeElementChangeEvent) =>
    setErrors((previous) => ({ ...previous, [field]: event.error?.message, form: undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card || isPaying || isTokenising) return;
    setIsTokenising(true);
    try {
      const { token, error } = await stripe.createToken(card, { name: PRODUCT_NAME, currency: 'usd' });
      if (token) onToken(token.id);
      else setErrors({ [fieldOf(error?.code)]: error?.message ?? COMMON_MESSAGES.somethingWentWrong });
    } finally {
      setIsTokenising(false);
    }
  };

  const isBusy = isPaying || isTokenising;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.form} />
        <StripeField id="card-number" label="Card number" error={errors.number}>
          <CardNumberElement
            options={{ ...ELEMENT_OPTIONS, showIcon: true }}
            onChange={onFieldChange('number')}
          />
        </StripeField>
        <Group grow align="flex-start" gap="sm">
          <StripeField id="card-expiry" label="Expiry date" error={errors.expiry}>
            <CardExpiryElement options={ELEMENT_OPTIONS} onChange={onFieldChange('expiry')} />
          </StripeField>
          <StripeField id="card-cvc" label="CVC" error={errors.cvc}>
            <CardCvcElement options={ELEMENT_OPTIONS} onChange={onFieldChange('cvc')} />
          </StripeField>
        </Group>
        <Button type="submit" size="md" loading={isBusy} disabled={!stripe || isBusy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The card form with Stripe Elements, when the server names a publishable key (DESIGN.md §2). */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    stripe.then((loaded) => {
      if (isCurrent && !loaded) setHasFailed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [stripe]);

  if (hasFailed) return <FormAlert message={STRIPE_LOAD_FAILED} />;
  return (
    <Elements stripe={stripe} options={{ locale: 'en' }}>
      <CardFields {...props} />
    </Elements>
  );
}
