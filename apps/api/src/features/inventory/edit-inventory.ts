import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { INVENTORY_MESSAGES } from '@faith-shield/contract/inventory/inventory-messages';
import { eq } from 'drizzle-orm';
import { isForeignKeyViolation } from '../../db/foreign-key-violation';
import { inventoryItems } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findInventoryItem } from './find-inventory-item';
import type { EditInventoryInput } from './inventory-input';
import { inventoryItemView } from './inventory-item-view';
import { findLocation, locationGone } from './locations';

/**
 * edit_inventory: the item's fields, and a new image when one is sent; the old image is removed
 * only once the new one is saved. Its id, and so its shared link, stays.
 */
export async function editInventory(
  deps: AppDeps,
  auth: AuthContext,
  input: EditInventoryInput,
): Promise<InventoryItem> {
  const item = await findInventoryItem(deps.db, auth.organisationId, input.id);
  const location = await findLocation(deps.db, auth.organisationId, input.location_id);
  const image = input.image ? await deps.storage.saveImage(input.image, { field: 'image' }) : undefined;
  try {
    const [row] = await deps.db
      .update(inventoryItems)
      .set({
        title: input.title,
        price: input.price,
        locationId: location.id,
        modelNumber: input.model_number,
        serialNumber: input.serial_number,
        updatedAt: deps.now(),
        ...(image ? { image } : {}),
      })
      .where(eq(inventoryItems.id, item.id))
      .returning();
    // deleted between the look-up and the write
    if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
    if (image) await deps.storage.remove(item.image);
    return inventoryItemView(row, location);
  } catch (error) {
    if (image) await deps.storage.remove(image);
    // the location was removed between the look-up and the write (delete_inventory_category)
    if (isForeignKeyViolation(error)) throw locationGone();
    throw error;
  }
}
