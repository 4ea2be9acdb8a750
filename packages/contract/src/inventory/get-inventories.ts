import { z } from 'zod';
import { defineCall } from '../shared/call';
import { InventoryPageSchema, pageField } from './inventory-form';

export const GetInventoriesRequestSchema = z.object({ page: pageField().optional() });

/**
 * spec 02 §7: POST get_inventories with the token: the organisation's items, newest first,
 * INVENTORY_PAGE_SIZE a page (`page`, ours, from 1; absent: the first).
 */
export const getInventoriesCall = defineCall({
  name: 'get_inventories',
  method: 'POST',
  access: 'owner',
  tier: 'inventory',
  request: GetInventoriesRequestSchema,
  response: InventoryPageSchema,
});
