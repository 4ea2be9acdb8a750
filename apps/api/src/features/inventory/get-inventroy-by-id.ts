import type { InventoryView } from '@faith-shield/contract/inventory/get-inventroy-by-id';
import { INVENTORY_MESSAGES } from '@faith-shield/contract/inventory/inventory-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inventoryItems, inventoryLocations, organisations } from '../../db/schema/index';
import { notFound } from '../../http/api-error';

/**
 * get_inventroy_by_id, public: what the shared link shows and nothing more (the organisation's
 * name, no person, no ids but the item's own). Read from the table each time, never kept, so a deleted
 * item stops answering at once on every server.
 */
export async function getInventoryView(db: Database, id: string): Promise<InventoryView> {
  const [found] = await db
    .select({
      id: inventoryItems.id,
      title: inventoryItems.title,
      image: inventoryItems.image,
      price: inventoryItems.price,
      location: inventoryLocations.name,
      model_number: inventoryItems.modelNumber,
      serial_number: inventoryItems.serialNumber,
      worship_place_name: organisations.worshipPlaceName,
    })
    .from(inventoryItems)
    .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventoryItems.locationId))
    .innerJoin(organisations, eq(organisations.id, inventoryItems.organisationId))
    .where(eq(inventoryItems.id, id))
    .limit(1);
  if (!found) throw notFound(INVENTORY_MESSAGES.notFound);
  const { location, ...view } = found;
  return { ...view, locations: { name: location } };
}
