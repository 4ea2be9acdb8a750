import type {
  ChangePasswordRequest,
  changePasswordCall,
} from '@faith-shield/contract/accounts/change-password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** A ref: the form loads its schema on first use (lib/lazy-schema.ts). */
export const CHANGE_PASSWORD_CALL = callRef<typeof changePasswordCall>({
  name: 'change_password',
  method: 'POST',
  access: 'user',
});

/** spec 01 §7: POST change_password with the token. */
export const changePassword = (payload: ChangePasswordRequest) => callApi(CHANGE_PASSWORD_CALL, payload);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
