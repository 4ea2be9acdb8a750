import { z } from 'zod';
import { requiredText } from '../accounts/account-field-schemas';
import { defineCall } from '../shared/call';
import { LocationSchema, locationIdField } from './inventory-form';
import { INVENTORY_MESSAGES } from './inventory-messages';

export const EditInventoryCategoryRequestSchema = z.object({
  id: locationIdField(),
  name: requiredText(INVENTORY_MESSAGES.locationName, 'Location name', 60),
});
export type EditInventoryCategoryRequest = z.infer<typeof EditInventoryCategoryRequestSchema>;

/**
 * Ours (docs/decisions/018), beside add_inventory_category: POST edit_inventory_category with
 * id and name renames a location. Names stay unique per organisation, ignoring case ('Another
 * location already has this name.'); a change of case alone is a rename. The items keep their
 * location, so every list shows the new name. Answers the location.
 */
export const editInventoryCategoryCall = defineCall({
  name: 'edit_inventory_category',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  request: EditInventoryCategoryRequestSchema,
  response: LocationSchema,
});
