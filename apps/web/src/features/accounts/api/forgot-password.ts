import type {
  ForgotPasswordRequest,
  forgotPasswordCall,
} from '@faith-shield/contract/accounts/forgot-password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST forgotPassword. A ref: /forgot-password loads zod only when its form is used. */
export const FORGOT_PASSWORD_CALL = callRef<typeof forgotPasswordCall>({
  name: 'forgotPassword',
  method: 'POST',
  access: 'public',
});

/** spec 01 §7: POST forgotPassword with the e-mail. */
export const forgotPassword = (payload: ForgotPasswordRequest) => callApi(FORGOT_PASSWORD_CALL, payload);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
