import type {
  TwoFactorDisableRequest,
  twoFactorDisableCall,
} from '@faith-shield/contract/security/two-factor';
import { callApi } from '../../../lib/api-client';
import { useSecurityChange } from './security-change';

/** spec 03 §5: POST two_factor_disable, password and code. */
export const twoFactorDisable = (payload: TwoFactorDisableRequest) =>
  callApi<typeof twoFactorDisableCall>('two_factor_disable', payload);

export const useTwoFactorDisable = () => useSecurityChange(twoFactorDisable);
