import type { CurrentPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { openConfirm } from '../../../components/ui/confirm';
import { formatDay } from '../format-day';

type Props = { current: CurrentPlan; isCancelling: boolean; onCancel: () => void };

/**
 * spec 01 §4: with a plan the radios are disabled and a Cancel link appears. Shown for Monthly
 * and Yearly alike, since the current-plan block is hidden for Monthly.
 */
export function PlanInForce({ current, isCancelling, onCancel }: Props) {
  const until = formatDay(current.ends_at);
  const askToCancel = () =>
    void openConfirm({
      title: 'Cancel subscription',
      message: `Are you sure you want to cancel your ${current.plan_name} plan? It stays active until ${until} and will not renew.`,
      onConfirm: onCancel,
    });

  return (
    <Paper withBorder radius="md" p="md" bg="navy.0">
      <Stack gap={4}>
        <Text fw={600}>
          {current.cancel_at_period_end
            ? `Your ${current.plan_name} plan is cancelled and stays active until ${until}.`
            : `Your ${current.plan_name} plan is active.`}
        </Text>
        <Text size="sm">You can choose a new plan when the current one ends.</Text>
        {!current.cancel_at_period_end && (
          <Anchor
            component="button"
            type="button"
            c="red.9"
            fw={600}
            py={12}
            my={-8}
            disabled={isCancelling}
            onClick={askToCancel}
            style={{ alignSelf: 'flex-start' }}
          >
            Cancel subscription
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
