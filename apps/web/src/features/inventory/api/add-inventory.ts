import type { AddInventoryRequest, addInventoryCall } from '@faith-shield/contract/inventory/add-inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inventoryChanged } from './inventory-changed';

/** spec 02 §7: POST add_inventory (multipart, the image a File); answers the envelope itself. */
export const addInventory = (payload: AddInventoryRequest) =>
  callApi<typeof addInventoryCall>('add_inventory', payload);

export const useAddInventory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventory,
    onSuccess: (answer) => {
      if (answer.status === 1) inventoryChanged(queryClient);
    },
  });
};
