import type { addInventoryCategoryCall } from '@faith-shield/contract/inventory/add-inventory-category';
import type { Location } from '@faith-shield/contract/inventory/inventory-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inventoryCategoriesQueryOptions } from './inventory-categories';

/** Ours (docs/decisions/018): a new location from the location select; answers it. */
export const addInventoryCategory = (name: string) =>
  callApi<typeof addInventoryCategoryCall>('add_inventory_category', { name });

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The new location is in the select's options at once, so choosing it shows its name. */
export const useAddInventoryCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventoryCategory,
    onSuccess: (answer) => {
      const added = answer.data;
      if (answer.status !== 1 || !added) return;
      queryClient.setQueryData(inventoryCategoriesQueryOptions().queryKey, (locations) =>
        locations?.some((location) => location.id === added.id)
          ? locations
          : [...(locations ?? []), added].sort(byName),
      );
      void queryClient.invalidateQueries(inventoryCategoriesQueryOptions());
    },
  });
};
