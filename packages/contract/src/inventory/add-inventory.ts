import type { z } from 'zod';
import { defineCall } from '../shared/call';
import { requiredImage } from '../shared/image-field';
import { InventoryFieldsSchema, InventoryItemSchema } from './inventory-form';

/** spec 02 §5: the fields and an image ('Please select image'; JPG or PNG, no size limit). */
export const AddInventoryRequestSchema = InventoryFieldsSchema.extend({ image: requiredImage() });
export type AddInventoryRequest = z.input<typeof AddInventoryRequestSchema>;

/**
 * spec 02 §7: POST add_inventory (multipart): image, title, price, location_id, model_number,
 * serial_number. Answers the item.
 */
export const addInventoryCall = defineCall({
  name: 'add_inventory',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  files: ['image'],
  request: AddInventoryRequestSchema,
  response: InventoryItemSchema,
});
