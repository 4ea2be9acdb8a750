import type {
  EditInventoryRequest,
  editInventoryCall,
} from '@faith-shield/contract/inventory/edit-inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inventoryChanged } from './inventory-changed';

/** spec 02 §7: POST edit_inventory with id; a new image only when one was chosen. */
export const editInventory = (payload: EditInventoryRequest) =>
  callApi<typeof editInventoryCall>('edit_inventory', payload);

export const useEditInventory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editInventory,
    onSuccess: (answer, payload) => {
      if (answer.status === 1) inventoryChanged(queryClient, payload.id);
    },
  });
};
