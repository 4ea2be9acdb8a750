import { z } from 'zod';
import { defineCall } from '../shared/call';
import { IncidentSummarySchema } from './incident-fields';
import { INCIDENT_CATEGORIES, INCIDENT_STATUSES, INCIDENT_MESSAGES as M } from './incident-messages';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

export const GetIncidentsRequestSchema = z.object({
  status: z.preprocess(blankAsAbsent, z.enum(INCIDENT_STATUSES, { error: M.status }).optional()),
  category: z.preprocess(blankAsAbsent, z.enum(INCIDENT_CATEGORIES, { error: M.category }).optional()),
  month: wholeNumber(M.month, 1, 12),
  year: wholeNumber(M.year, 2000, 2100),
  /** Ours: the page, 1 for the first (INCIDENTS_PAGE_SIZE a page). */
  page: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(10_000).catch(1).default(1)),
});
export type GetIncidentsRequest = z.input<typeof GetIncidentsRequestSchema>;

/**
 * spec 03 §3: POST get_incidents. The incidents the caller may see, newest first; a month
 * without a year is of the current year, by the date as entered. A page at a time
 * (INCIDENTS_PAGE_SIZE; `page` is ours, so an organisation's whole log is never one answer).
 */
export const getIncidentsCall = defineCall({
  name: 'get_incidents',
  method: 'POST',
  access: 'user',
  request: GetIncidentsRequestSchema,
  response: z.array(IncidentSummarySchema),
});
