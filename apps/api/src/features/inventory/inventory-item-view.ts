import type { InventoryItem, Location } from '@faith-shield/contract/inventory/inventory-form';
import type { inventoryItems } from '../../db/schema/index';

/** An item's row and its location as the owner's list and forms read them (spec 02 §3). */
export const inventoryItemView = (
  row: typeof inventoryItems.$inferSelect,
  location: Location,
): InventoryItem => ({
  id: row.id,
  user_id: row.userId,
  title: row.title,
  image: row.image,
  serial_number: row.serialNumber,
  model_number: row.modelNumber,
  price: row.price,
  location_id: row.locationId,
  locations: location,
});
