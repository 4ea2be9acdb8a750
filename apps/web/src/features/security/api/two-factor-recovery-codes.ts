import type {
  TwoFactorRecoveryCodesRequest,
  twoFactorRecoveryCodesCall,
} from '@faith-shield/contract/security/two-factor';
import { callApi } from '../../../lib/api-client';
import { useSecurityChange } from './security-change';

/** Ours: POST two_factor_recovery_codes, ten new codes for a current code. */
export const twoFactorRecoveryCodes = (payload: TwoFactorRecoveryCodesRequest) =>
  callApi<typeof twoFactorRecoveryCodesCall>('two_factor_recovery_codes', payload);

export const useNewRecoveryCodes = () => useSecurityChange(twoFactorRecoveryCodes);
