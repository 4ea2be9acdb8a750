import { z } from 'zod';
import { defineCall } from '../shared/call';
import { clientIdField } from '../shared/client-id';
import { eventIdField } from './event-fields';
import { EVENT_MESSAGES, EVENT_FORM_MESSAGES as M, MAX_HEADCOUNT } from './event-messages';

const WHOLE_NUMBER = /^\d+$/;
const NEGATIVE_NUMBER = /^-\s*\d/;

/** A headcount: a whole number from 0 to MAX_HEADCOUNT (spec 02 §5 shows a number input only). */
export const headcountField = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: M.attendanceCount })
      .trim()
      .min(1, M.attendanceCount)
      .refine((text) => !NEGATIVE_NUMBER.test(text), { error: M.attendanceNegative, abort: true })
      .regex(WHOLE_NUMBER, M.attendanceInvalid)
      .transform(Number)
      .refine((count) => count <= MAX_HEADCOUNT, M.attendanceTooLarge),
  );

export const AddEventAttendanceRequestSchema = z.object({
  event_id: eventIdField(),
  attendance_count: headcountField(),
  client_id: clientIdField(),
});
export type AddEventAttendanceRequest = z.input<typeof AddEventAttendanceRequestSchema>;

/**
 * spec 02 §7: POST add_event_attendance. Records the caller's own headcount (a later one
 * replaces it) while the event is open; answers the event's new total in total_person. A
 * client_id sent before answers that first call's result and writes nothing (spec 03 §3).
 */
export const addEventAttendanceCall = defineCall({
  name: 'add_event_attendance',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  request: AddEventAttendanceRequestSchema,
  response: z.object({
    /** The event's total: every person's headcount added up. */
    total_person: z.number().int(),
    /** The caller's own headcount, as now recorded. */
    attendance_count: z.number().int(),
  }),
});
