import type { SignupRequest, signupCall } from '@faith-shield/contract/accounts/signup';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST signup. DESIGN.md §4: it signs the owner in, so it answers what login does. */
export const signup = (payload: SignupRequest) => callApi<typeof signupCall>('signup', payload);

export const useSignup = () => useMutation({ mutationFn: signup });
