import { PLAN_PERIOD_DAYS } from '@faith-shield/contract/shared/constants';
import type { PlanType } from '@faith-shield/contract/subscriptions/get-subscription';
import { Alert } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDay } from '../format-day';

type Props = { trialEndsAt: string | null; planName: string; type: PlanType; price: string };

/**
 * Before the owner pays during the free trial: what the payment does to the trial. The server
 * counts the first period from the trial's end (docs/decisions/005); this says so in days.
 */
export function TrialPaymentNote({ trialEndsAt, planName, type, price }: Props) {
  if (!trialEndsAt) return null;
  const paidUntil = dayjs(trialEndsAt).add(PLAN_PERIOD_DAYS[type], 'day').toISOString();
  return (
    <Alert color="navy" variant="light" title="Your free trial is not lost">
      Your free trial runs until {formatDay(trialEndsAt)}. You pay {price} now and {planName} starts today,
      but its first {PLAN_PERIOD_DAYS[type]} days are counted from the end of your trial: it runs until{' '}
      {formatDay(paidUntil)}.
    </Alert>
  );
}
