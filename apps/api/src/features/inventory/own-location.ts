import type { Location } from '@faith-shield/contract/inventory/inventory-form';
import { INVENTORY_MESSAGES } from '@faith-shield/contract/inventory/inventory-messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { inventoryLocations } from '../../db/schema/index';
import { notFound } from '../../http/api-error';

/**
 * One of the organisation's locations, to rename or remove. Another organisation's, a removed
 * one and an id that is none all answer the same 404. `lock` holds the row for the transaction
 * (an item being added there waits for it).
 */
export async function ownLocation(
  db: Database,
  organisationId: string,
  id: string,
  lock = false,
): Promise<Location> {
  if (!isUuid(id)) throw notFound(INVENTORY_MESSAGES.locationNotFound);
  const query = db
    .select({ id: inventoryLocations.id, name: inventoryLocations.name })
    .from(inventoryLocations)
    .where(and(eq(inventoryLocations.id, id), eq(inventoryLocations.organisationId, organisationId)));
  const [location] = lock ? await query.for('update') : await query;
  if (!location) throw notFound(INVENTORY_MESSAGES.locationNotFound);
  return location;
}
