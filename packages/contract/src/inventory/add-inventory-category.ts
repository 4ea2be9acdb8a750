import { z } from 'zod';
import { requiredText } from '../accounts/account-field-schemas';
import { defineCall } from '../shared/call';
import { LocationSchema } from './inventory-form';
import { INVENTORY_MESSAGES } from './inventory-messages';

export const AddInventoryCategoryRequestSchema = z.object({
  name: requiredText(INVENTORY_MESSAGES.locationName, 'Location name', 60),
});
export type AddInventoryCategoryRequest = z.infer<typeof AddInventoryCategoryRequestSchema>;

/**
 * Ours (DESIGN.md §4b: the owner can add locations), named after inventory_categories, whose
 * list it adds to: POST add_inventory_category with name. A name already there (in any case)
 * answers that location, so the select simply picks it. Answers the location.
 */
export const addInventoryCategoryCall = defineCall({
  name: 'add_inventory_category',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  request: AddInventoryCategoryRequestSchema,
  response: LocationSchema,
});
