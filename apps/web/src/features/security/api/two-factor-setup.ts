import type { twoFactorSetupCall } from '@faith-shield/contract/security/two-factor';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** spec 03 §5: POST two_factor_setup, a new secret to scan (nothing is on yet). */
export const twoFactorSetup = () => callApi<typeof twoFactorSetupCall>('two_factor_setup', {});

export const useTwoFactorSetup = () => useMutation({ mutationFn: twoFactorSetup });
