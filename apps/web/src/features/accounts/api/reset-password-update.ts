import type {
  ResetPasswordUpdateRequest,
  resetPasswordUpdateCall,
} from '@faith-shield/contract/accounts/reset-password-update';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** A ref: the form loads its schema on first use (lib/lazy-schema.ts). */
export const RESET_PASSWORD_UPDATE_CALL = callRef<typeof resetPasswordUpdateCall>({
  name: 'reset_password_update',
  method: 'POST',
  access: 'public',
});

/** spec 01 §7: POST reset_password_update with newPassword, confirmPassword, code (and the e-mail). */
export const resetPasswordUpdate = (payload: ResetPasswordUpdateRequest) =>
  callApi(RESET_PASSWORD_UPDATE_CALL, payload);

export const useResetPasswordUpdate = () => useMutation({ mutationFn: resetPasswordUpdate });
