import type { updateProfileCall } from '@faith-shield/contract/accounts/update-profile';
import type { CallRequest } from '@faith-shield/contract/shared/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getProfileQueryOptions } from '../../../lib/calls/get-profile';

export type UpdateProfilePayload = CallRequest<typeof updateProfileCall>;

/** spec 01 §7: POST update_profile, multipart when a picture is sent. */
export const updateProfile = (payload: UpdateProfilePayload) =>
  callApi<typeof updateProfileCall>('update_profile', payload);

/** A saved profile replaces the cached one, so the screen and the shell's check see it at once. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (envelope) => {
      if (envelope.status === 1 && envelope.data)
        queryClient.setQueryData(getProfileQueryOptions().queryKey, envelope.data);
    },
  });
};
