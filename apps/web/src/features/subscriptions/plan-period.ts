import { PLAN_PERIOD_DAYS } from '@faith-shield/contract/shared/constants';
import type { PlanType } from '@faith-shield/contract/subscriptions/get-subscription';

/** spec 01 §9: Monthly is shown as '30 Days', Yearly as '365 Days'. */
export const periodLabel = (type: PlanType) => `${PLAN_PERIOD_DAYS[type]} Days`;

/** spec 01 §4: the current-plan block is hidden for Monthly (30 Days) and shown for Yearly. */
export const showsCurrentPlanBlock = (type: PlanType) => type === 'Yearly';

/** '$19', '$19.50': prices are USD (DESIGN.md §2). */
export const formatPrice = (price: number) =>
  `$${Number.isInteger(price) ? String(price) : price.toFixed(2)}`;
