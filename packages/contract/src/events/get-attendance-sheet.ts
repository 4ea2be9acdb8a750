import { z } from 'zod';
import { defineCall } from '../shared/call';
import { eventIdField } from './event-fields';
import { EVENT_MESSAGES } from './event-messages';

export const GetAttendanceSheetRequestSchema = z.object({ event_id: eventIdField() });

/** spec 02 §3: one person's row: status 0 Pending, 1 Submitted (shown 'Summitted'), 2 Running. */
export const AttendanceRowSchema = z.object({
  user_id: z.string(),
  /** Their picture under /uploads/, or ''. */
  profile: z.string(),
  user_name: z.string(),
  status: z.number().int(),
  total_person: z.number().int(),
});
export type AttendanceRow = z.infer<typeof AttendanceRowSchema>;

/** spec 02 §3: the attendance sheet. date and end_date are the event's start and end, ISO 8601 UTC. */
export const AttendanceSheetSchema = z.object({
  event_id: z.string(),
  event_title: z.string(),
  date: z.string(),
  end_date: z.string(),
  image: z.string(),
  /** The event's status: 1 once its attendance is submitted. */
  status: z.number().int(),
  total: z.number().int(),
  rows: z.array(AttendanceRowSchema),
});
export type AttendanceSheet = z.infer<typeof AttendanceSheetSchema>;

/**
 * spec 02 §7: POST get_attendance_sheet. The owner and each assigned member, then anyone else
 * who recorded a headcount (a member since taken off the team keeps their row).
 */
export const getAttendanceSheetCall = defineCall({
  name: 'get_attendance_sheet',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  request: GetAttendanceSheetRequestSchema,
  response: AttendanceSheetSchema,
});
