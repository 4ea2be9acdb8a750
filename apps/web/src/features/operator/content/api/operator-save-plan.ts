import type { operatorSavePlanCall } from '@faith-shield/contract/operator-content/operator-save-plan';
import { callOperator } from '../../lib/call-operator';

/** A plan's price (dollars, as typed) and its features; the list travels as JSON text. */
export const operatorSavePlan = (plan: { id: string; price: string; features: string[] }) =>
  callOperator<typeof operatorSavePlanCall>('operator_save_plan', {
    ...plan,
    features: JSON.stringify(plan.features),
  });
