import type { addInventoryCategoryCall } from '@faith-shield/contract/inventory/add-inventory-category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inventoryCategoriesQueryOptions } from './inventory-categories';

/** Ours (docs/decisions/018): a new location from the location select; answers it. */
export const addInventoryCategory = (name: string) =>
  callApi<typeof addInventoryCategoryCall>('add_inventory_category', { name });

export const useAddInventoryCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventoryCategory,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(inventoryCategoriesQueryOptions());
    },
  });
};
