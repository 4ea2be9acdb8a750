import type { logoutEverywhereCall } from '@faith-shield/contract/security/security-settings';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Ours: POST logout_everywhere, every session of the person, this one too. */
export const logoutEverywhere = () => callApi<typeof logoutEverywhereCall>('logout_everywhere', {});

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
