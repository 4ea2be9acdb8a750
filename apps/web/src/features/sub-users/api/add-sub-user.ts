import type { AddSubUserRequest, addSubUserCall } from '@faith-shield/contract/sub-users/add-sub-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getSubUserQueryOptions } from '../../../lib/calls/get-sub-user';

/** spec 02 §7: POST add_sub_user; answers the envelope itself (status 0 → red alert, spec 02 §4). */
export const addSubUser = (payload: AddSubUserRequest) =>
  callApi<typeof addSubUserCall>('add_sub_user', payload);

export const useAddSubUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubUser,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getSubUserQueryOptions());
    },
  });
};
