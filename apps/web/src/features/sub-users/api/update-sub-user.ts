import type {
  UpdateSubUserRequest,
  updateSubUserCall,
} from '@faith-shield/contract/sub-users/update-sub-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getSubUserQueryOptions } from '../../../lib/calls/get-sub-user';
import { getSubUserDeatilQueryOptions } from './get-sub-user-deatil';

/** spec 02 §7: POST update_sub_user, the add fields plus id; an empty password keeps the old one. */
export const updateSubUser = (payload: UpdateSubUserRequest) =>
  callApi<typeof updateSubUserCall>('update_sub_user', payload);

export const useUpdateSubUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubUser,
    onSuccess: (answer, payload) => {
      if (answer.status !== 1) return;
      void queryClient.invalidateQueries(getSubUserQueryOptions());
      void queryClient.invalidateQueries(getSubUserDeatilQueryOptions(payload.id));
    },
  });
};
