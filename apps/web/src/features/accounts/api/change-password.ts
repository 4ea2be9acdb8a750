import type {
  ChangePasswordRequest,
  changePasswordCall,
} from '@faith-shield/contract/accounts/change-password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST change_password with the token. */
export const changePassword = (payload: ChangePasswordRequest) =>
  callApi<typeof changePasswordCall>('change_password', payload);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
