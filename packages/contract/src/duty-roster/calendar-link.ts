import { z } from 'zod';
import { defineCall } from '../shared/call';
import { ROSTER_MESSAGES as M } from './roster-messages';

/**
 * A member's personal calendar feed (issue 39, docs/decisions/065-calendar-feed.md):
 * `path` is the feed's address on this server (`/api/calendar/<token>.ics`), which a phone's
 * calendar subscribes to as webcal://.
 */
export const CalendarLinkSchema = z.object({ path: z.string(), made_at: z.string() });
export type CalendarLink = z.output<typeof CalendarLinkSchema>;

/** POST get_calendar_link: the caller's feed, made on first ask. */
export const getCalendarLinkCall = defineCall({
  name: 'get_calendar_link',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: z.object({}),
  response: CalendarLinkSchema,
});

/** POST new_calendar_link: a new feed address; the old one answers nothing from then on. */
export const newCalendarLinkCall = defineCall({
  name: 'new_calendar_link',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: z.object({}),
  response: CalendarLinkSchema,
});

/** The feed's path for a token: one place for the server's route and its answer. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;
