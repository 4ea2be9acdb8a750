import { PAYMENT_MESSAGES } from '@faith-shield/contract/subscriptions/payment-messages';
import { Alert, Button, Container, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { showWarning } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useNavigate } from '../../../lib/navigation';
import { setChosenPlan } from '../../../lib/session';
import { useSubscription } from '../api/get-subscription';
import { useSubscriptionCancel } from '../api/subscription-cancel';
import { toChosenPlan } from '../chosen-plan';
import { formatDay } from '../format-day';
import { showsCurrentPlanBlock } from '../plan-period';
import { CurrentPlanCard } from './current-plan-card';
import { PlanInForce } from './plan-in-force';
import { PlanOption } from './plan-option';

type CancelResult = { ok: boolean; message: string };

/** /subscriptions (spec 01 §2–4): choose a plan, or see and cancel the plan in force. */
export function SubscriptionsPage({ title }: { title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const subscription = useSubscription();
  const cancel = useSubscriptionCancel();
  const [choice, setChoice] = useState<string | null>(null);
  const [cancelResult, setCancelResult] = useState<CancelResult | null>(null);

  if (subscription.isPending) return <PageLoader />;
  if (subscription.isError) {
    return (
      <LoadError title={title} message={subscription.error.message} onRetry={() => subscription.refetch()} />
    );
  }

  const { plans, current, trial_ends_at } = subscription.data;
  // spec 01 §4: choosing is possible only when no plan is in force.
  const canChoose = current === null;

  const next = () => {
    const plan = plans.find((candidate) => candidate.id === choice);
    if (!plan) {
      showWarning(PAYMENT_MESSAGES.selectSubscription);
      return;
    }
    setChosenPlan(toChosenPlan(plan));
    navigate('/payment');
  };

  const cancelPlan = async () => {
    if (!current || cancel.isPending) return;
    setCancelResult(null);
    const envelope = await cancel.mutateAsync({ id: current.id, subscription_id: current.subscription_id });
    setCancelResult({ ok: envelope.status === 1, message: envelope.message });
  };

  return (
    <Container size="sm" py="lg" pos="relative">
      <FormLoadingOverlay visible={cancel.isPending} />
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {cancelResult && (
          <Alert color={cancelResult.ok ? 'teal.9' : 'red.9'} variant="light" role="alert">
            {cancelResult.message}
          </Alert>
        )}
        {trial_ends_at && canChoose && (
          <Text>
            Your free trial ends on {formatDay(trial_ends_at)}. Choose a plan to keep using Faith Shield.
          </Text>
        )}
        {current && <PlanInForce current={current} isCancelling={cancel.isPending} onCancel={cancelPlan} />}
        {current && showsCurrentPlanBlock(current.type) && <CurrentPlanCard current={current} />}
        <Radio.Group
          label="Choose your plan"
          labelProps={{ fz: 'lg', fw: 700, mb: 'xs' }}
          value={current ? current.id : choice}
          onChange={setChoice}
          disabled={!canChoose}
        >
          <Stack gap="sm">
            {plans.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                disabled={!canChoose}
                isCurrent={current?.id === plan.id}
              />
            ))}
          </Stack>
        </Radio.Group>
        {canChoose && (
          <Button size="md" onClick={next} style={{ alignSelf: 'stretch' }}>
            Next
          </Button>
        )}
      </Stack>
    </Container>
  );
}
