import { z } from 'zod';
import { isCalendarDate } from '../events/event-fields';
import {
  DUTY_RESPONSES,
  ROSTER_MESSAGES as M,
  REQUIRED_CERTIFICATES,
  ROSTER_LIMITS,
} from './roster-messages';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An id the caller was given; blank or absent reads as not found. */
export const idField = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Optional text: absent or blank is ''. */
export const optionalText = (max: number, message: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().max(max, message).optional()).transform((v) => v ?? '');

/** A day written YYYY-MM-DD, as `<input type="date">` gives it. */
export const dayField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isCalendarDate, message);

export const postNameField = () =>
  z.string({ error: M.postName }).trim().min(1, M.postName).max(ROSTER_LIMITS.postNameMax, M.postNameTooLong);

export const requiredCertificateField = () =>
  z.preprocess(
    blankAsAbsent,
    z.enum(REQUIRED_CERTIFICATES, { error: M.requiredCertificate }).default('None'),
  );

/** spec 03 §4 Post. */
export const PostSchema = z.object({
  id: z.string(),
  name: z.string(),
  required_certificate: z.enum(REQUIRED_CERTIFICATES),
  description: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

/** spec 03 §4 Duty, as assign_duty and respond_duty answer it. */
export const DutySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  post_id: z.string(),
  user_id: z.string(),
  response: z.enum(DUTY_RESPONSES),
  decline_reason: z.string(),
  /** ISO 8601, UTC. */
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
});
export type Duty = z.infer<typeof DutySchema>;

/** One duty of a post on the roster board (spec 03 §4 get_duty_roster). */
export const RosterDutySchema = DutySchema.pick({
  id: true,
  user_id: true,
  response: true,
  decline_reason: true,
  checked_in_at: true,
  checked_out_at: true,
}).extend({ name: z.string() });
export type RosterDuty = z.infer<typeof RosterDutySchema>;

export const RosterPostSchema = PostSchema.extend({
  duties: z.array(RosterDutySchema),
  /** true when a duty on it is accepted. */
  covered: z.boolean(),
});
export type RosterPost = z.infer<typeof RosterPostSchema>;

/**
 * Ours: a member as the 'Assign' picker shows them for this event: whether they are away that
 * day, the certificate types they hold valid through its end, and the post they already have.
 */
export const RosterMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  blocked_out: z.boolean(),
  valid_certificates: z.array(z.string()),
  post_id: z.string().nullable(),
});
export type RosterMember = z.infer<typeof RosterMemberSchema>;

export const DutyRosterSchema = z.object({
  posts: z.array(RosterPostSchema),
  uncovered_count: z.number().int(),
  members: z.array(RosterMemberSchema),
});
export type DutyRoster = z.infer<typeof DutyRosterSchema>;

/** spec 03 §4 my_duties: a duty with its event's title and times and its post's name. */
export const MyDutySchema = DutySchema.extend({
  title: z.string(),
  /** The event's start and end, ISO 8601 UTC, and as entered (YYYY-MM-DD HH:mm:ss) in `time_zone`. */
  utc_start: z.string(),
  utc_end: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  time_zone: z.string(),
  post_name: z.string(),
  required_certificate: z.enum(REQUIRED_CERTIFICATES),
});
export type MyDuty = z.infer<typeof MyDutySchema>;

/** spec 03 §4 Blockout; `name` for the owner's and leaders' view of the team. */
export const BlockoutSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
});
export type Blockout = z.infer<typeof BlockoutSchema>;
