import { z } from 'zod';
import { defineCall } from '../shared/call';
import { InventoryPageSchema, pageField } from './inventory-form';

export const SearchInventroyRequestSchema = z.object({
  keyword: z.string().trim().max(100, 'Keyword must be 100 characters or fewer').optional().default(''),
  page: pageField().optional(),
});
export type SearchInventroyRequest = z.input<typeof SearchInventroyRequestSchema>;

/**
 * spec 02 §7: POST search_inventroy (spelt so) with keyword: the items whose title, model
 * number, serial number or location name contains it, ignoring case; every character is
 * taken as itself (`%` and `_` too). An empty keyword lists everything. Paged as get_inventories.
 */
export const searchInventroyCall = defineCall({
  name: 'search_inventroy',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  request: SearchInventroyRequestSchema,
  response: InventoryPageSchema,
});
