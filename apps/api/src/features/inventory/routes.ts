import { addInventoryCall } from '@faith-shield/contract/inventory/add-inventory';
import { addInventoryCategoryCall } from '@faith-shield/contract/inventory/add-inventory-category';
import { deleteInventoryCall } from '@faith-shield/contract/inventory/delete-inventory';
import { deleteInventoryCategoryCall } from '@faith-shield/contract/inventory/delete-inventory-category';
import { editInventoryCall } from '@faith-shield/contract/inventory/edit-inventory';
import { editInventoryCategoryCall } from '@faith-shield/contract/inventory/edit-inventory-category';
import { getInventoriesCall } from '@faith-shield/contract/inventory/get-inventories';
import { getInventroyByIdCall } from '@faith-shield/contract/inventory/get-inventroy-by-id';
import { inventoryCategoriesCall } from '@faith-shield/contract/inventory/inventory-categories';
import { INVENTORY_MESSAGES } from '@faith-shield/contract/inventory/inventory-messages';
import { searchInventroyCall } from '@faith-shield/contract/inventory/search-inventroy';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { addInventory } from './add-inventory';
import { deleteInventory } from './delete-inventory';
import { removeLocation } from './delete-location';
import { editInventory } from './edit-inventory';
import { renameLocation } from './edit-location';
import { getInventoryView } from './get-inventroy-by-id';
import { AddInventoryInput, EditInventoryInput } from './inventory-input';
import { addLocation, listLocations } from './locations';
import { listInventory, searchInventory } from './organisation-inventory';

/** spec 02 §7: the owner's equipment inventory (tiers 1 to 4) and its public view. */
export async function inventoryRoutes(app: FastifyInstance) {
  registerCall(app, inventoryCategoriesCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: INVENTORY_MESSAGES.locations,
      data: await listLocations(deps, auth.organisationId),
    }),
  });

  registerCall(app, addInventoryCategoryCall, {
    handler: async ({ input, auth, deps }) => {
      const { location, isNew } = await addLocation(deps.db, auth.organisationId, input);
      return {
        message: isNew ? INVENTORY_MESSAGES.locationAdded : INVENTORY_MESSAGES.locationExists,
        data: location,
      };
    },
  });

  registerCall(app, editInventoryCategoryCall, {
    handler: async ({ input, auth, deps }) => ({
      message: INVENTORY_MESSAGES.locationRenamed,
      data: await renameLocation(deps.db, auth.organisationId, input),
    }),
  });

  registerCall(app, deleteInventoryCategoryCall, {
    handler: async ({ input, auth, deps }) => {
      const { message, moved } = await removeLocation(deps.db, auth.organisationId, input);
      return { message, data: { moved } };
    },
  });

  registerCall(app, getInventoriesCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: INVENTORY_MESSAGES.list,
      data: await listInventory(deps, auth.organisationId, input.page ?? 1),
    }),
  });

  registerCall(app, searchInventroyCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: INVENTORY_MESSAGES.list,
      data: await searchInventory(deps, auth.organisationId, input.keyword, input.page ?? 1),
    }),
  });

  registerCall(app, addInventoryCall, {
    input: AddInventoryInput,
    handler: async ({ input, auth, deps }) => ({
      message: INVENTORY_MESSAGES.added,
      data: await addInventory(deps, auth, input),
    }),
  });

  registerCall(app, editInventoryCall, {
    input: EditInventoryInput,
    handler: async ({ input, auth, deps }) => ({
      message: INVENTORY_MESSAGES.updated,
      data: await editInventory(deps, auth, input),
    }),
  });

  registerCall(app, deleteInventoryCall, {
    handler: async ({ input, auth, deps }) => {
      await deleteInventory(deps, auth, input.id);
      return { message: INVENTORY_MESSAGES.deleted };
    },
  });

  registerCall(app, getInventroyByIdCall, {
    readOnly: true,
    handler: async ({ input, deps }) => ({
      message: INVENTORY_MESSAGES.found,
      data: await getInventoryView(deps.db, input.id),
    }),
  });
}
