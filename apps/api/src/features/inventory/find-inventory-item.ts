import { INVENTORY_MESSAGES } from '@faith-shield/contract/inventory/inventory-messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inventoryItems } from '../../db/schema/index';
import { notFound } from '../../http/api-error';

/**
 * The organisation's item with this id. Another organisation's, a deleted one and an id that is
 * none all answer the same 404, so an owner learns nothing about other inventories.
 */
export async function findInventoryItem(db: Database, organisationId: string, id: string) {
  const [item] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, id), eq(inventoryItems.organisationId, organisationId)))
    .limit(1);
  if (!item) throw notFound(INVENTORY_MESSAGES.notFound);
  return item;
}
