import type { EditInventoryCategoryRequest } from '@faith-shield/contract/inventory/edit-inventory-category';
import type { Location } from '@faith-shield/contract/inventory/inventory-form';
import { INVENTORY_MESSAGES } from '@faith-shield/contract/inventory/inventory-messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inventoryLocations } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http/api-error';
import { ownLocation } from './own-location';

const nameTaken = () =>
  badRequest(INVENTORY_MESSAGES.locationNameTaken, { name: INVENTORY_MESSAGES.locationNameTaken });

/**
 * edit_inventory_category: a new name for one of the organisation's locations. Items name their
 * location by id, so they keep it. Another location with the name in any case refuses it; the
 * unique index on the lower-case name decides when two renames race.
 */
export async function renameLocation(
  db: Database,
  organisationId: string,
  { id, name }: EditInventoryCategoryRequest,
): Promise<Location> {
  const location = await ownLocation(db, organisationId, id);
  const [other] = await db
    .select({ id: inventoryLocations.id })
    .from(inventoryLocations)
    .where(
      and(
        eq(inventoryLocations.organisationId, organisationId),
        sql`lower(${inventoryLocations.name}) = lower(${name})`,
        ne(inventoryLocations.id, location.id),
      ),
    )
    .limit(1);
  if (other) throw nameTaken();
  try {
    const [renamed] = await db
      .update(inventoryLocations)
      .set({ name })
      .where(
        and(eq(inventoryLocations.id, location.id), eq(inventoryLocations.organisationId, organisationId)),
      )
      .returning({ id: inventoryLocations.id, name: inventoryLocations.name });
    if (!renamed) throw new Error('the location was removed while it was renamed');
    return renamed;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
