import type { AuditLogRequest, getAuditLogCall } from '@faith-shield/contract/security/get-audit-log';
import type {
  endSessionCall,
  getSecurityCall,
  logoutEverywhereCall,
  UpdateSecuritySettingsRequest,
  updateSecuritySettingsCall,
} from '@faith-shield/contract/security/security-settings';
import type {
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorRecoveryCodesRequest,
  twoFactorDisableCall,
  twoFactorEnableCall,
  twoFactorRecoveryCodesCall,
  twoFactorSetupCall,
} from '@faith-shield/contract/security/two-factor';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** Profile → Security: the person's second factor, the team's requirement and live sessions. */
export const getSecurityQueryOptions = () =>
  queryOptions({
    queryKey: ['get_security'],
    queryFn: async ({ signal }) =>
      dataOf(await callApi<typeof getSecurityCall>('get_security', {}, { signal })),
  });

export const useSecurity = () => useQuery(getSecurityQueryOptions());

/** A mutation that reads Security afresh once it succeeds. */
const useSecurityChange = <P, A extends { status: 0 | 1 }>(mutationFn: (payload: P) => Promise<A>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getSecurityQueryOptions());
    },
  });
};

export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => callApi<typeof twoFactorSetupCall>('two_factor_setup', {}) });

export const useTwoFactorEnable = () =>
  useSecurityChange((payload: TwoFactorEnableRequest) =>
    callApi<typeof twoFactorEnableCall>('two_factor_enable', payload),
  );

export const useTwoFactorDisable = () =>
  useSecurityChange((payload: TwoFactorDisableRequest) =>
    callApi<typeof twoFactorDisableCall>('two_factor_disable', payload),
  );

export const useNewRecoveryCodes = () =>
  useSecurityChange((payload: TwoFactorRecoveryCodesRequest) =>
    callApi<typeof twoFactorRecoveryCodesCall>('two_factor_recovery_codes', payload),
  );

export const useUpdateSecuritySettings = () =>
  useSecurityChange((payload: UpdateSecuritySettingsRequest) =>
    callApi<typeof updateSecuritySettingsCall>('update_security_settings', payload),
  );

export const useEndSession = () =>
  useSecurityChange((id: string) => callApi<typeof endSessionCall>('end_session', { id }));

export const useLogoutEverywhere = () =>
  useMutation({ mutationFn: () => callApi<typeof logoutEverywhereCall>('logout_everywhere', {}) });

/** spec 03 §5: the organisation's audit log, a page at a time; the owner's. */
export const getAuditLogQueryOptions = (filter: AuditLogRequest) =>
  queryOptions({
    queryKey: ['get_audit_log', filter],
    queryFn: async ({ signal }) =>
      dataOf(await callApi<typeof getAuditLogCall>('get_audit_log', filter, { signal })),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditLogRequest) => useQuery(getAuditLogQueryOptions(filter));
