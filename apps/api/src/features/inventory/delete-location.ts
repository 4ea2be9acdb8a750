import type { DeleteInventoryCategoryRequest } from '@faith-shield/contract/inventory/delete-inventory-category';
import {
  INVENTORY_MESSAGES,
  locationInUseMessage,
  locationRemovedMovingMessage,
} from '@faith-shield/contract/inventory/inventory-messages';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inventoryItems, inventoryLocations } from '../../db/schema/index';
import { ApiError, badRequest } from '../../http/api-error';
import { ownLocation } from './own-location';

/**
 * delete_inventory_category: removes a location, and never an item's location with it. While
 * items are kept there it is refused, naming how many, unless `move_to_id` names another of
 * the organisation's locations: then they move there first, in the same transaction. The row
 * is locked first, so an item added there meanwhile waits and is counted, or fails its own
 * check once the location is gone.
 */
export async function removeLocation(
  db: Database,
  organisationId: string,
  { id, move_to_id: moveToId }: DeleteInventoryCategoryRequest,
): Promise<{ message: string; moved: number }> {
  return db.transaction(async (tx) => {
    const location = await ownLocation(tx, organisationId, id, true);
    const [{ items } = { items: 0 }] = await tx
      .select({ items: count() })
      .from(inventoryItems)
      .where(
        and(eq(inventoryItems.locationId, location.id), eq(inventoryItems.organisationId, organisationId)),
      );
    let message: string = INVENTORY_MESSAGES.locationRemoved;
    if (items > 0) {
      if (!moveToId) {
        const inUse = locationInUseMessage(location.name, items);
        throw new ApiError(409, inUse, { move_to_id: inUse });
      }
      if (moveToId === location.id)
        throw badRequest(INVENTORY_MESSAGES.moveToSame, { move_to_id: INVENTORY_MESSAGES.moveToSame });
      const target = await ownLocation(tx, organisationId, moveToId);
      await tx
        .update(inventoryItems)
        .set({ locationId: target.id, updatedAt: sql`now()` })
        .where(
          and(eq(inventoryItems.locationId, location.id), eq(inventoryItems.organisationId, organisationId)),
        );
      message = locationRemovedMovingMessage(items, target.name);
    }
    await tx
      .delete(inventoryLocations)
      .where(
        and(eq(inventoryLocations.id, location.id), eq(inventoryLocations.organisationId, organisationId)),
      );
    return { message, moved: items };
  });
}
