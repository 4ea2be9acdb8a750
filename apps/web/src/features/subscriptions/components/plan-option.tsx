import type { SubscriptionPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import { Badge, Button, Group, Radio, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { formatPrice, periodLabel } from '../plan-period';
import { openPlanFeatures } from './plan-features';

type Props = { plan: SubscriptionPlan; disabled: boolean; isCurrent: boolean };

/** One price to choose (spec 01 §3: id, plan_id, name, price, type) and its feature popup. */
export function PlanOption({ plan, disabled, isCurrent }: Props) {
  const period = periodLabel(plan.type);
  return (
    <Group gap="xs" wrap="nowrap" align="stretch">
      <Radio.Card
        value={plan.id}
        disabled={disabled}
        radius="md"
        p="sm"
        mih={56}
        style={{
          flex: 1,
          cursor: disabled ? 'not-allowed' : undefined,
          borderColor: isCurrent ? 'var(--mantine-color-navy-7)' : undefined,
          borderWidth: isCurrent ? 2 : undefined,
        }}
      >
        <Group wrap="nowrap" gap="sm">
          <Radio.Indicator disabled={disabled} />
          <div>
            <Group gap="xs">
              <Text fw={700}>{plan.name}</Text>
              {isCurrent && (
                <Badge color="navy.7" variant="filled" size="sm">
                  Current
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {formatPrice(plan.price)} / {period}
            </Text>
          </div>
        </Group>
      </Radio.Card>
      <Button
        variant="subtle"
        h="auto"
        mih={56}
        px="xs"
        leftSection={<IconListCheck size={18} aria-hidden />}
        aria-label={`Features of ${plan.name} (${period})`}
        onClick={() => openPlanFeatures(plan)}
      >
        Features
      </Button>
    </Group>
  );
}
