import type { AddBlockoutRequest, addBlockoutCall } from '@faith-shield/contract/duty-roster/add-blockout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getBlockoutsQueryOptions } from './get-blockouts';

/** spec 03 §4: POST add_blockout. */
export const addBlockout = (payload: AddBlockoutRequest) =>
  callApi<typeof addBlockoutCall>('add_blockout', payload);

export const useAddBlockout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlockout,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getBlockoutsQueryOptions());
    },
  });
};
