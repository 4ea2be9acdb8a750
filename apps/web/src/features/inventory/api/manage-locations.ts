import type { deleteInventoryCategoryCall } from '@faith-shield/contract/inventory/delete-inventory-category';
import type { editInventoryCategoryCall } from '@faith-shield/contract/inventory/edit-inventory-category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inventoryCategoriesQueryOptions } from './inventory-categories';
import { inventoryChanged } from './inventory-changed';

/** Ours (docs/decisions/018): POST edit_inventory_category with id and name. */
export const editInventoryCategory = (payload: { id: string; name: string }) =>
  callApi<typeof editInventoryCategoryCall>('edit_inventory_category', payload);

/** Ours (docs/decisions/018): POST delete_inventory_category with id, and move_to_id while items are kept there. */
export const deleteInventoryCategory = (payload: { id: string; move_to_id?: string }) =>
  callApi<typeof deleteInventoryCategoryCall>('delete_inventory_category', payload);

/** The select's locations and every list showing a location's name are read again. */
const useLocationsChanged = () => {
  const queryClient = useQueryClient();
  return (answer: { status: number }) => {
    if (answer.status !== 1) return;
    void queryClient.invalidateQueries(inventoryCategoriesQueryOptions());
    inventoryChanged(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['get_inventroy_by_id'] });
  };
};

export const useEditInventoryCategory = () =>
  useMutation({ mutationFn: editInventoryCategory, onSuccess: useLocationsChanged() });

export const useDeleteInventoryCategory = () =>
  useMutation({ mutationFn: deleteInventoryCategory, onSuccess: useLocationsChanged() });
