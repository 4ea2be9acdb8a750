import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { showSuccess } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useNavigate } from '../../../lib/navigation';
import { clearChosenPlan, getChosenPlan, setSubscriptionsId } from '../../../lib/session';
import { useSubscription } from '../api/get-subscription';
import { usePayment } from '../api/payment';
import { findChosenPlan } from '../chosen-plan';
import { formatPrice, periodLabel } from '../plan-period';
import { TestCardForm } from './test-card-form';
import { TrialPaymentNote } from './trial-payment-note';

// Stripe.js and its React bindings load only here, and only when Stripe takes the payment.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

/** /payment (spec 01 §2, §4): pay for the plan chosen on /subscriptions. */
export function PaymentPage({ title }: { title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const [chosen] = useState(getChosenPlan);
  const subscription = useSubscription();
  const payment = usePayment();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // A second tap lands before React re-renders the disabled button: this ref refuses it.
  const isSubmitting = useRef(false);

  // spec 01 §2: no plan chosen, back to /subscriptions.
  if (!chosen) return <Redirect to="/subscriptions" replace />;
  if (subscription.isPending) return <PageLoader />;
  if (subscription.isError) {
    return (
      <LoadError
        title={title}
        size="xs"
        message={subscription.error.message}
        onRetry={() => subscription.refetch()}
      />
    );
  }

  const plan = findChosenPlan(subscription.data.plans, chosen);
  if (!plan) return <Redirect to="/subscriptions" replace />;
  const publishableKey = subscription.data.stripe_publishable_key;

  const payWith = async (stripeToken: string) => {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    setServerMessage(null);
    try {
      const envelope = await payment.mutateAsync({
        id: plan.id,
        plan_id: plan.plan_id,
        amount: chosen.price,
        stripeToken,
      });
      if (envelope.status === 1 && envelope.data) {
        // spec 01 §4: payment success stores subscriptions_id and goes to /profile.
        setSubscriptionsId(envelope.data.subscriptions_id);
        clearChosenPlan();
        showSuccess(envelope.message);
        navigate('/profile', { replace: true });
        return;
      }
      setServerMessage(envelope.message);
    } finally {
      isSubmitting.current = false;
    }
  };

  const formProps = {
    submitLabel: `Pay ${formatPrice(plan.price)}`,
    isPaying: payment.isPending,
    onToken: payWith,
  };

  return (
    <Container size="xs" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Chosen plan">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>{plan.name}</Text>
              <Text size="sm" c="dimmed">
                {periodLabel(plan.type)}
              </Text>
            </div>
            <Text fw={700} fz="xl">
              {formatPrice(plan.price)}
            </Text>
          </Group>
        </Paper>
        <TrialPaymentNote
          trialEndsAt={subscription.data.trial_ends_at}
          planName={plan.name}
          type={plan.type}
          price={formatPrice(plan.price)}
        />
        {/* spec 01 §8: a status 0 answer to payment is shown in an alert. */}
        <FormAlert message={serverMessage} />
        <Paper withBorder radius="md" p="md" pos="relative">
          <FormLoadingOverlay visible={payment.isPending} />
          {publishableKey ? (
            <Suspense fallback={<PageLoader />}>
              <StripeCardForm publishableKey={publishableKey} {...formProps} />
            </Suspense>
          ) : (
            <TestCardForm {...formProps} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
