import type { LoginRequest, loginCall } from '@faith-shield/contract/accounts/login';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST login. A ref: /login loads zod only when its form is used. */
export const LOGIN_CALL = callRef<typeof loginCall>({ name: 'login', method: 'POST', access: 'public' });

/** spec 01 §7: POST login with email, password and push_token; answers the envelope itself. */
export const login = (payload: LoginRequest) => callApi(LOGIN_CALL, payload);

export const useLogin = () => useMutation({ mutationFn: login });
