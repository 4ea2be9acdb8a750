import type { operatorAuditLogCall } from '@faith-shield/contract/operators/operator-audit-log';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { operatorData } from '../lib/call-operator';

export type AuditLogFilter = { operator: string; action: string; from: string; to: string };

/** GET operator_audit_log: one page of the entries that match, after the cursor `before`. */
export const getAuditLog = (filter: AuditLogFilter, before: string) =>
  operatorData<typeof operatorAuditLogCall>('operator_audit_log', { ...filter, before });

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: ['operator_audit_log', filter],
    queryFn: ({ pageParam }) => getAuditLog(filter, pageParam),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
    retry: false,
  });

/** Newest first; "Load more" fetches the next page with the same filter. */
export const useAuditLog = (filter: AuditLogFilter) =>
  useInfiniteQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
