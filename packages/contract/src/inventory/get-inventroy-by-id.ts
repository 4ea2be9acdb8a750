import { z } from 'zod';
import { defineCall } from '../shared/call';
import { inventoryIdField } from './inventory-form';

export const GetInventroyByIdRequestSchema = z.object({ id: inventoryIdField() });

/** spec 02 §2: what View inventory shows — image, title, price, location, model and serial number. */
export const InventoryViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.string(),
  locations: z.object({ name: z.string() }),
  model_number: z.string(),
  serial_number: z.string(),
  /** The organisation whose item it is, so whoever opens a shared link knows whose it is. */
  worship_place_name: z.string(),
});
export type InventoryView = z.infer<typeof InventoryViewSchema>;

/**
 * spec 02 §7: POST get_inventroy_by_id (spelt so) with id and no token: the view the share
 * sheet's link opens. The id is unguessable (128 random bits, DESIGN.md §4b), the answer holds
 * the view's fields only, and a deleted item answers 404 at once.
 */
export const getInventroyByIdCall = defineCall({
  name: 'get_inventroy_by_id',
  method: 'POST',
  access: 'public',
  request: GetInventroyByIdRequestSchema,
  response: InventoryViewSchema,
});
