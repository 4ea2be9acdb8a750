import { z } from 'zod';
import { defineCall } from '../shared/call';
import {
  dayRangeFields,
  isRangeInOrder,
  nextPageField,
  pageCursorFields,
  RANGE_IN_ORDER,
} from './operator-fields';

export const AuditEntrySchema = z.object({
  id: z.string(),
  operator_email: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 100;

/** The newest entries first, filtered by operator (e-mail), action and day range; a page at a time. */
export const operatorAuditLogCall = defineCall({
  name: 'operator_audit_log',
  method: 'GET',
  access: 'operator',
  request: z
    .object({
      ...dayRangeFields(),
      ...pageCursorFields(),
      operator: z.string().trim().toLowerCase().max(254).optional().default(''),
      action: z.string().trim().max(100).optional().default(''),
    })
    .refine(isRangeInOrder, RANGE_IN_ORDER),
  response: z.object({
    entries: z.array(AuditEntrySchema),
    ...nextPageField(),
    operators: z.array(z.string()),
    actions: z.array(z.string()),
  }),
});
