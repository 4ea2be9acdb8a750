import { z } from 'zod';
import { defineCall } from '../shared/call';
import { eventIdField } from './event-fields';
import { EVENT_MESSAGES } from './event-messages';

export const AddEventSubmitRequestSchema = z.object({ event_id: eventIdField() });

/**
 * spec 02 §7: POST add_event_submit. Closes the event's attendance (status 1, spec 02 §4), once;
 * a second submit is refused and changes nothing. Answers the total.
 */
export const addEventSubmitCall = defineCall({
  name: 'add_event_submit',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  request: AddEventSubmitRequestSchema,
  response: z.object({ status: z.number().int(), total_person: z.number().int() }),
});
