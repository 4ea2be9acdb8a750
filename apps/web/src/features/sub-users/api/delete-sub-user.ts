import type { deleteSubUserCall } from '@faith-shield/contract/sub-users/delete-sub-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getSubUserQueryOptions } from '../../../lib/calls/get-sub-user';

/** spec 02 §7: POST delete_sub_user with the member's id. */
export const deleteSubUser = (id: string) => callApi<typeof deleteSubUserCall>('delete_sub_user', { id });

/** spec 02 §4: on Yes the member leaves the list if the call succeeds. */
export const useDeleteSubUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubUser,
    onSuccess: (answer, id) => {
      if (answer.status !== 1) return;
      queryClient.setQueryData(getSubUserQueryOptions().queryKey, (team) =>
        team?.filter((member) => member.id !== id),
      );
      void queryClient.invalidateQueries(getSubUserQueryOptions());
    },
  });
};
