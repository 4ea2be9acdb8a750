import type { TwoFactorEnableRequest, twoFactorEnableCall } from '@faith-shield/contract/security/two-factor';
import { callApi } from '../../../lib/api-client';
import { useSecurityChange } from './security-change';

/** spec 03 §5: POST two_factor_enable, a current code; answers ten recovery codes. */
export const twoFactorEnable = (payload: TwoFactorEnableRequest) =>
  callApi<typeof twoFactorEnableCall>('two_factor_enable', payload);

export const useTwoFactorEnable = () => useSecurityChange(twoFactorEnable);
