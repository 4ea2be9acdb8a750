import type { AuditLogRequest, getAuditLogCall } from '@faith-shield/contract/security/get-audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §5: POST get_audit_log, the organisation's log a page at a time; the owner's. */
export const getAuditLog = async (filter: AuditLogRequest, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getAuditLogCall>('get_audit_log', filter, { signal }));

export const getAuditLogQueryOptions = (filter: AuditLogRequest) =>
  queryOptions({
    queryKey: ['get_audit_log', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditLogRequest) => useQuery(getAuditLogQueryOptions(filter));
