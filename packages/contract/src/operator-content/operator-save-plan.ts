import { z } from 'zod';
import { defineCall } from '../shared/call';
import { jsonList, requiredText } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M } from './operator-content-messages';
import { OperatorPlanSchema } from './operator-plans';

/** Dollars with at most two decimals, from 1 to 100,000: what the form's field holds. */
const price = z
  .string()
  .trim()
  .min(1, { error: M.price })
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: M.priceFormat })
  .transform(Number)
  .refine((dollars) => dollars >= 1 && dollars <= 100_000, { error: M.priceFormat });

/**
 * A plan's price and feature list. The price is what new purchases and every later renewal
 * charge; a period already paid keeps what was paid (docs/decisions/023).
 */
export const SavePlanSchema = z.object({
  id: z.string().trim().min(1, { error: M.planNotFound }),
  price: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), price),
  features: jsonList(requiredText(M.feature), 20),
});
export type SavePlan = z.input<typeof SavePlanSchema>;

export const operatorSavePlanCall = defineCall({
  name: 'operator_save_plan',
  method: 'POST',
  access: 'operator',
  request: SavePlanSchema,
  response: OperatorPlanSchema,
});
