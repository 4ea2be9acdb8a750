import type {
  ForgotPasswordRequest,
  forgotPasswordCall,
} from '@faith-shield/contract/accounts/forgot-password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST forgotPassword with the e-mail. */
export const forgotPassword = (payload: ForgotPasswordRequest) =>
  callApi<typeof forgotPasswordCall>('forgotPassword', payload);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
