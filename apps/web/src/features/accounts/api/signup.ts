import type { SignupRequest, signupCall } from '@faith-shield/contract/accounts/signup';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST signup. A ref: /signup loads zod only when its form is used. */
export const SIGNUP_CALL = callRef<typeof signupCall>({ name: 'signup', method: 'POST', access: 'public' });

/** DESIGN.md §4: it signs the owner in, so it answers what login does. */
export const signup = (payload: SignupRequest) => callApi(SIGNUP_CALL, payload);

export const useSignup = () => useMutation({ mutationFn: signup });
