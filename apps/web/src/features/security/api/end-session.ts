import type { endSessionCall } from '@faith-shield/contract/security/security-settings';
import { callApi } from '../../../lib/api-client';
import { useSecurityChange } from './security-change';

/** Ours: POST end_session, one of the person's own sessions. */
export const endSession = (id: string) => callApi<typeof endSessionCall>('end_session', { id });

export const useEndSession = () => useSecurityChange(endSession);
