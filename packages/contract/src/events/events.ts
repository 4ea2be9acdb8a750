import { z } from 'zod';
import { defineCall } from '../shared/call';
import { EventSchema, pageField } from './event-fields';
import { EVENT_MESSAGES } from './event-messages';

export const EventsRequestSchema = z.object({ page: pageField() });

/**
 * spec 02 §7: POST events, the owner's list. Upcoming and running events first, soonest first,
 * then past ones, latest first; EVENTS_PAGE_SIZE a page (a short page is the last).
 */
export const eventsCall = defineCall({
  name: 'events',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  request: EventsRequestSchema,
  response: z.array(EventSchema),
});
