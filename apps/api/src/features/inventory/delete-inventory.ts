import { and, eq } from 'drizzle-orm';
import { inventoryItems } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findInventoryItem } from './find-inventory-item';

/**
 * delete_inventory: the item and its image are gone, and with them its shared link: the public
 * view reads the table on every request, so it answers 404 from the next one on.
 */
export async function deleteInventory(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  const item = await findInventoryItem(deps.db, auth.organisationId, id);
  await deps.db
    .delete(inventoryItems)
    .where(and(eq(inventoryItems.id, item.id), eq(inventoryItems.organisationId, auth.organisationId)));
  await deps.storage.remove(item.image);
}
