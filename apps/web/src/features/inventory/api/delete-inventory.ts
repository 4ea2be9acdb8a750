import type { deleteInventoryCall } from '@faith-shield/contract/inventory/delete-inventory';
import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inventoryChanged } from './inventory-changed';

/** spec 02 §7: POST delete_inventory with id. */
export const deleteInventory = (id: string) =>
  callApi<typeof deleteInventoryCall>('delete_inventory', { id });

/** spec 02 §4: on Yes the item leaves the list if the call succeeds. */
export const useDeleteInventory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventory,
    onSuccess: (answer, id) => {
      if (answer.status !== 1) return;
      const withoutIt = (data: InfiniteData<InventoryItem[]> | undefined) =>
        data && { ...data, pages: data.pages.map((page) => page.filter((item) => item.id !== id)) };
      queryClient.setQueriesData<InfiniteData<InventoryItem[]>>({ queryKey: ['get_inventories'] }, withoutIt);
      queryClient.setQueriesData<InfiniteData<InventoryItem[]>>(
        { queryKey: ['search_inventroy'] },
        withoutIt,
      );
      inventoryChanged(queryClient);
    },
  });
};
