import { z } from 'zod';
import { defineCall } from '../shared/call';
import { dateField, EventDetailSchema, EventFieldsSchema, eventIdField, timeField } from './event-fields';
import { EVENT_MESSAGES, EVENT_FORM_MESSAGES as M } from './event-messages';

/** spec 02 §2: the edit form has separate start date, start time, end date and end time. */
export const EventUpdateFieldsSchema = EventFieldsSchema.extend({
  id: eventIdField(),
  start_date: dateField(M.startDate),
  start_time: timeField(M.startTime),
  end_date: dateField(M.endDate),
  end_time: timeField(M.endTime),
});

const DATE_AND_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * spec 02 §7 lists start_date and end_date only: a client that sends the time inside them
 * ('2026-12-06 10:00') is read as if it had sent the time field too.
 */
export const splitDateTimes = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const fields: Record<string, unknown> = { ...value };
  for (const side of ['start', 'end'] as const) {
    const match = DATE_AND_TIME.exec(String(fields[`${side}_date`] ?? '').trim());
    if (match && !fields[`${side}_time`]) {
      fields[`${side}_date`] = match[1];
      fields[`${side}_time`] = match[2];
    }
  }
  return fields;
};

type Times = { start_date: string; start_time: string; end_date: string; end_time: string };

/** The end after the start, reported under the end value that makes it wrong. */
export const checkEndAfterStart = (value: Times, ctx: z.core.$RefinementCtx) => {
  if (`${value.end_date} ${value.end_time}` > `${value.start_date} ${value.start_time}`) return;
  const path = value.end_date === value.start_date ? 'end_time' : 'end_date';
  ctx.addIssue({ code: 'custom', message: M.endNotAfterStart, path: [path] });
};

export const EventUpdateRequestSchema = z
  .preprocess(splitDateTimes, EventUpdateFieldsSchema)
  .superRefine(checkEndAfterStart);
export type EventUpdateRequest = z.input<typeof EventUpdateRequestSchema>;

/**
 * spec 02 §7: POST event_update. A new time or team tells each assigned member (and a member
 * taken off the team). Answers the event as get_event_detail does.
 */
export const eventUpdateCall = defineCall({
  name: 'event_update',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  files: ['image'],
  request: EventUpdateRequestSchema,
  response: EventDetailSchema,
});
