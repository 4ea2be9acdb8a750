import type {
  UpdateSecuritySettingsRequest,
  updateSecuritySettingsCall,
} from '@faith-shield/contract/security/security-settings';
import { callApi } from '../../../lib/api-client';
import { useSecurityChange } from './security-change';

/** spec 03 §5: POST update_security_settings, the owner's leaders' requirement. */
export const updateSecuritySettings = (payload: UpdateSecuritySettingsRequest) =>
  callApi<typeof updateSecuritySettingsCall>('update_security_settings', payload);

export const useUpdateSecuritySettings = () => useSecurityChange(updateSecuritySettings);
