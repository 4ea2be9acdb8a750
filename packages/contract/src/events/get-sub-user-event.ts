import { z } from 'zod';
import { defineCall } from '../shared/call';
import { EventSchema } from './event-fields';
import { EVENT_MESSAGES } from './event-messages';
import { EventsRequestSchema } from './events';

/** spec 02 §7: POST get_sub_user_event, a sub user's list: the events they are assigned to, as `events` orders them. */
export const getSubUserEventCall = defineCall({
  name: 'get_sub_user_event',
  method: 'POST',
  access: 'sub_user',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  request: EventsRequestSchema,
  response: z.array(EventSchema),
});
