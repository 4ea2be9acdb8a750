import type { deleteBlockoutCall } from '@faith-shield/contract/duty-roster/delete-blockout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getBlockoutsQueryOptions } from './get-blockouts';

/** spec 03 §4: POST delete_blockout. */
export const deleteBlockout = (id: string) => callApi<typeof deleteBlockoutCall>('delete_blockout', { id });

export const useDeleteBlockout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlockout,
    onSettled: () => void queryClient.invalidateQueries(getBlockoutsQueryOptions()),
  });
};
