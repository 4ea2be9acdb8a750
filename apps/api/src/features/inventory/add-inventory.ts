import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { isForeignKeyViolation } from '../../db/foreign-key-violation';
import { inventoryItems } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { AddInventoryInput } from './inventory-input';
import { inventoryItemView } from './inventory-item-view';
import { findLocation, locationGone } from './locations';

/**
 * add_inventory: an item of the owner's organisation at one of its locations. The image is JPG
 * or PNG by its content (no size limit but the upload's, spec 02 §9) and stored first; a failed
 * save leaves no stray file.
 */
export async function addInventory(
  deps: AppDeps,
  auth: AuthContext,
  input: AddInventoryInput,
): Promise<InventoryItem> {
  const location = await findLocation(deps.db, auth.organisationId, input.location_id);
  const image = await deps.storage.saveImage(input.image, { field: 'image' });
  try {
    const [row] = await deps.db
      .insert(inventoryItems)
      .values({
        organisationId: auth.organisationId,
        userId: auth.userId,
        title: input.title,
        price: input.price,
        locationId: location.id,
        modelNumber: input.model_number,
        serialNumber: input.serial_number,
        image,
      })
      .returning();
    if (!row) throw new Error('inventory item not added');
    return inventoryItemView(row, location);
  } catch (error) {
    await deps.storage.remove(image);
    // the location was removed between the look-up and the write (delete_inventory_category)
    if (isForeignKeyViolation(error)) throw locationGone();
    throw error;
  }
}
