import type { LoginRequest, loginCall } from '@faith-shield/contract/accounts/login';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST login with email, password and push_token; answers the envelope itself. */
export const login = (payload: LoginRequest) => callApi<typeof loginCall>('login', payload);

export const useLogin = () => useMutation({ mutationFn: login });
