import type { SubscriptionPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import { List, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck } from '@tabler/icons-react';
import { whenModalsReady } from '../../../components/ui/modals-demand';
import { formatPrice, periodLabel } from '../plan-period';

/** spec 01 §2: each plan's feature popup, listing what the plan opens (DESIGN.md §4). */
export const openPlanFeatures = async (plan: SubscriptionPlan) => {
  await whenModalsReady();
  modals.open({
    title: `${plan.name} features`,
    centered: true,
    children: (
      <>
        <Text c="dimmed" mb="sm">
          {formatPrice(plan.price)} for {periodLabel(plan.type)}
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon color="teal.9" size={22} radius="xl">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </>
    ),
  });
};
