import {
  SUBSCRIPTION_CANCEL_MESSAGES,
  type SubscriptionCancelRequestSchema,
} from '@faith-shield/contract/subscriptions/subscription-cancel';
import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { isUuid } from '../../db/is-uuid';
import { plans, subscriptions } from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { formatDay } from './display-format';
import { accessEndsAt } from './plan-access';
import { setOrganisationPlan } from './set-organisation-plan';

type CancelInput = z.output<typeof SubscriptionCancelRequestSchema>;

async function findOwnSubscription(deps: Pick<AppDeps, 'db'>, organisationId: string, input: CancelInput) {
  if (!isUuid(input.subscription_id)) return null;
  const [row] = await deps.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    // someone else's subscription is not found, never "forbidden": ids are not confirmed
    .where(
      and(eq(subscriptions.id, input.subscription_id), eq(subscriptions.organisationId, organisationId)),
    );
  if (!row || (input.id && input.id !== row.plan.id)) return null;
  return row;
}

/**
 * spec 01 §7 subscription_cancel: ends renewal. The plan stays active until the end of the
 * period already paid, then the plan job turns it 'deactive' (DESIGN.md §4). Cancelling twice
 * answers the same.
 */
export async function cancelSubscription(
  deps: Pick<AppDeps, 'db' | 'now' | 'payments'>,
  organisationId: string,
  input: CancelInput,
): Promise<{ message: string; endsAt: Date }> {
  const row = await findOwnSubscription(deps, organisationId, input);
  if (!row) throw notFound(SUBSCRIPTION_CANCEL_MESSAGES.notFound);
  const { subscription, plan } = row;
  const now = deps.now();
  if (subscription.status !== 'active' || subscription.accessEndsAt.getTime() <= now.getTime()) {
    throw badRequest(SUBSCRIPTION_CANCEL_MESSAGES.ended);
  }
  const answer = {
    message: SUBSCRIPTION_CANCEL_MESSAGES.cancelled(plan.name, formatDay(subscription.currentPeriodEnd)),
    endsAt: subscription.currentPeriodEnd,
  };
  if (subscription.cancelAtPeriodEnd) return answer;

  if (subscription.provider === deps.payments.name) {
    const stopped = await deps.payments.cancelAtPeriodEnd({
      subscriptionId: subscription.providerSubscriptionId,
      idempotencyKey: `cancel|${subscription.id}`,
    });
    if (!stopped.ok) throw new ApiError(502, SUBSCRIPTION_CANCEL_MESSAGES.providerFailed);
  }
  const endsAt = accessEndsAt({ ...subscription, cancelAtPeriodEnd: true });
  await deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, cancelledAt: now, accessEndsAt: endsAt })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.accessEndsAt, now),
        ),
      )
      .returning({ tier: subscriptions.tier });
    if (cancelled) await setOrganisationPlan(tx, organisationId, { tier: cancelled.tier, endsAt });
  });
  return answer;
}
