import { z } from 'zod';
import { defineCall } from '../shared/call';
import { SubscriptionPlanSchema } from '../subscriptions/get-subscription';

/** A plan as the console lists it: as owners see it, plus how many paid plans renew at it. */
export const OperatorPlanSchema = SubscriptionPlanSchema.extend({
  /** Active plans that will renew (not cancelled): the next renewal charges `price`. */
  renewing: z.number().int(),
});
export type OperatorPlan = z.infer<typeof OperatorPlanSchema>;

export const operatorPlansCall = defineCall({
  name: 'operator_plans',
  method: 'GET',
  access: 'operator',
  request: z.object({}),
  response: z.object({ plans: z.array(OperatorPlanSchema) }),
});
