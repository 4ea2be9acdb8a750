import { z } from 'zod';
import { dateField, timeField, timeZoneField } from '../events/event-fields';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_LIMITS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_VISIBILITIES,
  INCIDENT_MESSAGES as M,
  YES_NO,
} from './incident-messages';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Optional text: absent or blank is ''. */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().max(max, tooLong).optional()).transform((v) => v ?? '');

const yesNo = () => z.preprocess(blankAsAbsent, z.enum(YES_NO, { error: M.yesNo }).default('No'));

/** An incident's id, as get_incidents lists it. */
export const incidentIdField = () => z.string({ error: M.notFound }).trim().min(1, M.notFound);

/**
 * spec 03 §3: what add_incident and update_incident take (images apart). The time is checked
 * against the server's clock there ('The incident time cannot be in the future').
 */
export const IncidentFieldsSchema = z.object({
  category: z.enum(INCIDENT_CATEGORIES, { error: M.category }),
  title: requiredText(INCIDENT_LIMITS.titleMax, M.title, M.titleTooLong),
  description: requiredText(INCIDENT_LIMITS.descriptionMax, M.description, M.descriptionTooLong),
  occurred_date: dateField(M.date),
  occurred_time: timeField(M.time),
  time_zone: timeZoneField(),
  location: requiredText(INCIDENT_LIMITS.locationMax, M.location, M.locationTooLong),
  event_id: z.preprocess(blankAsAbsent, z.string().trim().max(64, M.event).optional()),
  people_involved: optionalText(INCIDENT_LIMITS.peopleInvolvedMax, M.peopleInvolvedTooLong),
  injuries: yesNo(),
  police_called: yesNo(),
  police_report_number: optionalText(INCIDENT_LIMITS.policeReportNumberMax, M.policeReportNumberTooLong),
  severity: z.enum(INCIDENT_SEVERITIES, { error: M.severity }),
  visibility: z.preprocess(
    blankAsAbsent,
    z.enum(INCIDENT_VISIBILITIES, { error: M.visibility }).default('leaders'),
  ),
});
export type IncidentFields = z.input<typeof IncidentFieldsSchema>;

/** spec 03 §3 get_incidents: one row of the list. */
export const IncidentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(INCIDENT_CATEGORIES),
  severity: z.enum(INCIDENT_SEVERITIES),
  status: z.enum(INCIDENT_STATUSES),
  /** ISO 8601, UTC. */
  occurred_at: z.string(),
  location: z.string(),
  reported_by: z.string(),
  follow_up_count: z.number().int(),
});
export type IncidentSummary = z.infer<typeof IncidentSummarySchema>;

export const IncidentFollowUpSchema = z.object({
  id: z.string(),
  note: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type IncidentFollowUp = z.infer<typeof IncidentFollowUpSchema>;

/** spec 03 §3 get_incident_detail: every field, images as URLs, the follow-ups, the event's title. */
export const IncidentDetailSchema = IncidentSummarySchema.extend({
  description: z.string(),
  occurred_date: z.string(),
  occurred_time: z.string(),
  time_zone: z.string(),
  event_id: z.string(),
  event_title: z.string(),
  people_involved: z.string(),
  injuries: z.enum(YES_NO),
  police_called: z.enum(YES_NO),
  police_report_number: z.string(),
  visibility: z.enum(INCIDENT_VISIBILITIES),
  /** Signed, short-lived addresses: served only to those who may see the incident. */
  images: z.array(z.string()),
  follow_ups: z.array(IncidentFollowUpSchema),
  closing_note: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string(),
  client_id: z.string(),
  created_at: z.string(),
  /** Ours: whether the caller may edit it (the reporter while open, the owner, a leader). */
  can_edit: z.boolean(),
  /** Ours: whether the caller may close it (the owner, a leader). */
  can_close: z.boolean(),
});
export type IncidentDetail = z.infer<typeof IncidentDetailSchema>;
