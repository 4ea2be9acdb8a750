import { z } from 'zod';
import { defineCall } from '../shared/call';
import { LocationSchema } from './inventory-form';

/**
 * spec 02 §7: GET inventory_categories, token as request data: the organisation's locations
 * (id, name) for the location select, by name. Every organisation starts with SEEDED_LOCATIONS.
 */
export const inventoryCategoriesCall = defineCall({
  name: 'inventory_categories',
  method: 'GET',
  access: 'owner',
  tier: 'inventory',
  request: z.object({}),
  response: z.array(LocationSchema),
});
