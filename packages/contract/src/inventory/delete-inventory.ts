import { z } from 'zod';
import { defineCall } from '../shared/call';
import { inventoryIdField } from './inventory-form';

export const DeleteInventoryRequestSchema = z.object({ id: inventoryIdField() });

/**
 * spec 02 §7: POST delete_inventory with id. The item, its image and its shared link are gone
 * at once: get_inventroy_by_id answers 404 from then on.
 */
export const deleteInventoryCall = defineCall({
  name: 'delete_inventory',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  request: DeleteInventoryRequestSchema,
  response: z.undefined(),
});
