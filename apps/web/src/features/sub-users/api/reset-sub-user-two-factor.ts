import type {
  ResetSubUserTwoFactorRequest,
  resetSubUserTwoFactorCall,
} from '@faith-shield/contract/security/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getSubUserQueryOptions } from '../../../lib/calls/get-sub-user';

/** Ours (decision 067): the owner, with their password, resets a member's second factor. */
export const resetSubUserTwoFactor = (payload: ResetSubUserTwoFactorRequest) =>
  callApi<typeof resetSubUserTwoFactorCall>('reset_sub_user_two_factor', payload);

/** Once done, the team list says the member's factor is off. */
export const useResetSubUserTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSubUserTwoFactor,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getSubUserQueryOptions());
    },
  });
};
