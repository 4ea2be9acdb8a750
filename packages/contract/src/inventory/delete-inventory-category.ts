import { z } from 'zod';
import { defineCall } from '../shared/call';
import { locationIdField } from './inventory-form';

export const DeleteInventoryCategoryRequestSchema = z.object({
  id: locationIdField(),
  /** Where the location's items go; needed only while items are kept there. */
  move_to_id: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value) => value || undefined),
});
export type DeleteInventoryCategoryRequest = z.infer<typeof DeleteInventoryCategoryRequestSchema>;

/**
 * Ours (docs/decisions/018): POST delete_inventory_category with id removes a location. An
 * item never loses its location: while items are kept there the removal is refused (409,
 * naming how many, `errors.move_to_id`) unless `move_to_id` names another of the
 * organisation's locations, where they all move in the same transaction. Answers how many moved.
 */
export const deleteInventoryCategoryCall = defineCall({
  name: 'delete_inventory_category',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  request: DeleteInventoryCategoryRequestSchema,
  response: z.object({ moved: z.number().int().min(0) }),
});
