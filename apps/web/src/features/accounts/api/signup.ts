import { type SignupRequest, signupCall } from '@faith-shield/contract/accounts/signup.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST signup; DESIGN.md §4: it signs the owner in, so it answers what login does. */
export const signup = (payload: SignupRequest) => callApi(signupCall, payload);

export const useSignup = () => useMutation({ mutationFn: signup });
