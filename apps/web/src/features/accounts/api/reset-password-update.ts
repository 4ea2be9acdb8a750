import type {
  ResetPasswordUpdateRequest,
  resetPasswordUpdateCall,
} from '@faith-shield/contract/accounts/reset-password-update';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST reset_password_update with newPassword, confirmPassword, code (and the e-mail). */
export const resetPasswordUpdate = (payload: ResetPasswordUpdateRequest) =>
  callApi<typeof resetPasswordUpdateCall>('reset_password_update', payload);

export const useResetPasswordUpdate = () => useMutation({ mutationFn: resetPasswordUpdate });
