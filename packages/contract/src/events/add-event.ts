import { z } from 'zod';
import { defineCall } from '../shared/call';
import { dateArrayField, EventFieldsSchema, EventSchema } from './event-fields';
import { EVENT_MESSAGES } from './event-messages';

/**
 * spec 02 §5 (add): the shared fields and date_array, one event per row. The server adds what
 * needs its clock and database: no row starts in the past, only the organisation's own sub
 * users, the image by its content.
 */
export const AddEventRequestSchema = EventFieldsSchema.extend({ date_array: dateArrayField() });
export type AddEventRequest = z.input<typeof AddEventRequestSchema>;

/**
 * spec 02 §7: POST add_event (multipart when an image is sent). One event per date row, all or
 * none; each assigned member is told. Answers the events made, in the rows' order.
 */
export const addEventCall = defineCall({
  name: 'add_event',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: EVENT_MESSAGES.planNeeded,
  files: ['image'],
  request: AddEventRequestSchema,
  response: z.array(EventSchema),
});
