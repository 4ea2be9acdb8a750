import type { CodeCheckRequest, codeCheckCall } from '@faith-shield/contract/accounts/code-check';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 01 §7: POST code_check; DESIGN.md §4: with the e-mail saved at forgotPassword. */
export const codeCheck = (payload: CodeCheckRequest) => callApi<typeof codeCheckCall>('code_check', payload);

export const useCodeCheck = () => useMutation({ mutationFn: codeCheck });
