import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AUDIT_ACTIONS, SECURITY_MESSAGES as M } from './security-messages';

const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
const day = () => z.preprocess(blankIsAbsent, z.iso.date({ error: M.day }).optional());

export const AuditLogRequestSchema = z
  .object({
    page: z.preprocess(
      blankIsAbsent,
      z.coerce.number({ error: M.page }).int(M.page).min(1, M.page).max(100_000, M.page).default(1),
    ),
    action: z.preprocess(blankIsAbsent, z.enum(AUDIT_ACTIONS, { error: M.auditLog }).optional()),
    /** A member's id: what they did. */
    actor_id: z.preprocess(blankIsAbsent, z.uuid({ error: M.auditLog }).optional()),
    from: day(),
    to: day(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: M.dateRange,
    path: ['to'],
  });
export type AuditLogRequest = z.input<typeof AuditLogRequestSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  action: z.string(),
  target: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** spec 03 §5: the organisation's log, newest first, a page at a time; the owner only. */
export const getAuditLogCall = defineCall({
  name: 'get_audit_log',
  method: 'POST',
  access: 'owner',
  request: AuditLogRequestSchema,
  response: z.object({
    entries: z.array(AuditEntrySchema),
    page: z.number().int(),
    has_more: z.boolean(),
    /** The team, to filter by. */
    people: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
