import type { z } from 'zod';
import { defineCall } from '../shared/call';
import { optionalImage } from '../shared/image-field';
import { InventoryFieldsSchema, InventoryItemSchema, inventoryIdField } from './inventory-form';

/** spec 02 §5: edit has the same fields; a new image replaces the old one, none keeps it. */
export const EditInventoryRequestSchema = InventoryFieldsSchema.extend({
  id: inventoryIdField(),
  image: optionalImage(),
});
export type EditInventoryRequest = z.input<typeof EditInventoryRequestSchema>;

/** spec 02 §7: POST edit_inventory: id, image, title, price, location_id, model_number, serial_number. */
export const editInventoryCall = defineCall({
  name: 'edit_inventory',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  files: ['image'],
  request: EditInventoryRequestSchema,
  response: InventoryItemSchema,
});
