import { z } from 'zod';
import {
  ALERT_ANSWERS,
  ALERT_KINDS,
  ALERT_SCOPES,
  ALERT_STATUSES,
  ALERT_MESSAGES as M,
} from './alert-messages';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An alert's id, as get_alerts lists it. */
export const alertIdField = () => z.string({ error: M.notFound }).trim().min(1, M.notFound);

/** Optional text: absent or blank is ''. */
export const noteField = (max: number, message: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().max(max, message).optional()).transform((v) => v ?? '');

/** A latitude or longitude a phone shared; absent or blank when not shared. */
export const sharedCoordinate = (limit: 90 | 180) =>
  z.preprocess(
    blankAsAbsent,
    z
      .union([z.number(), z.string()])
      .transform(Number)
      .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, M.invalidLocation)
      .optional(),
  );

export const AlertCountsSchema = z.object({
  ok: z.number().int(),
  help: z.number().int(),
  away: z.number().int(),
  pending: z.number().int(),
});
export type AlertCounts = z.infer<typeof AlertCountsSchema>;

/** spec 03 §2 Alert; `received` and the sender's place are set on a regional alert from another team. */
export const AlertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  location_note: z.string(),
  scope: z.enum(ALERT_SCOPES),
  radius_miles: z.number().int().nullable(),
  status: z.enum(ALERT_STATUSES),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  created_by: z.string(),
  closed_at: z.string().nullable(),
  closing_note: z.string(),
  counts: AlertCountsSchema,
  /** Ours: a regional alert of another organisation, told to this owner (no roll-call). */
  received: z.boolean(),
  /** The sending organisation's place of worship: on received alerts; the own one otherwise. */
  worship_place_name: z.string(),
  /** Great-circle distance between the two places of worship; null on the own alerts. */
  distance_miles: z.number().nullable(),
  /** Ours: whether the caller may see the whole roll-call and close it (the sender, owner, leaders). */
  can_manage: z.boolean(),
});
export type Alert = z.infer<typeof AlertSchema>;

/** spec 03 §2 Answer: one member's row of the roll-call. */
export const AlertAnswerSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  answer: z.enum([...ALERT_ANSWERS, 'pending']),
  note: z.string(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  answered_at: z.string().nullable(),
  /** Ours: the member's mobile number for a call from the board; only for those who see every row. */
  mobile: z.string(),
});
export type AlertAnswer = z.infer<typeof AlertAnswerSchema>;

export const AlertDetailSchema = AlertSchema.extend({ answers: z.array(AlertAnswerSchema) });
export type AlertDetail = z.infer<typeof AlertDetailSchema>;
