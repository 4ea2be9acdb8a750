import type { CurrentPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '../format-day';
import { formatPrice, periodLabel } from '../plan-period';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Group justify="space-between" gap="xs">
    <Text c="dimmed">{label}</Text>
    <Text fw={600} component="div">
      {children}
    </Text>
  </Group>
);

/** spec 01 §3: the current plan (plan_name, plan_price, plan_status); shown for Yearly (§4). */
export function CurrentPlanCard({ current }: { current: CurrentPlan }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-plan-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="current-plan-title">
          Current plan
        </Title>
        <Row label="Plan">{current.plan_name}</Row>
        <Row label="Price">
          {formatPrice(current.plan_price)} / {periodLabel(current.type)}
        </Row>
        <Row label="Status">
          <Badge color={current.plan_status === 'active' ? 'teal.9' : 'red.9'} variant="filled">
            {current.plan_status}
          </Badge>
        </Row>
        <Row label={current.cancel_at_period_end ? 'Active until' : 'Renews on'}>
          {formatDay(current.ends_at)}
        </Row>
      </Stack>
    </Paper>
  );
}
