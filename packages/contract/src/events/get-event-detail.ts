import { z } from 'zod';
import { defineCall } from '../shared/call';
import { EventDetailSchema, eventIdField } from './event-fields';
import { EVENT_MESSAGES } from './event-messages';

export const GetEventDetailRequestSchema = z.object({
  id: eventIdField(),
  /** spec 02 §7: sub users also send type=subuser; the server knows who asks either way. */
  type: z.string().optional(),
});

/**
 * spec 02 §7: POST get_event_detail. The owner reads any event of the organisation, a sub user
 * the events assigned to them; anything else is 404.
 */
export const getEventDetailCall = defineCall({
  name: 'get_event_detail',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  request: GetEventDetailRequestSchema,
  response: EventDetailSchema,
});
