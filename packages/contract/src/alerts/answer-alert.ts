import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AlertAnswerSchema, alertIdField, noteField, sharedCoordinate } from './alert-fields';
import { ALERT_ANSWERS, ALERT_LIMITS, ALERT_MESSAGES as M } from './alert-messages';

export const AnswerAlertRequestSchema = z.object({
  id: alertIdField(),
  answer: z.enum(ALERT_ANSWERS, { error: M.answer }),
  note: noteField(ALERT_LIMITS.noteMax, M.noteTooLong),
  lat: sharedCoordinate(90),
  long: sharedCoordinate(180),
  /** spec 03 §3: an answer the phone queued offline and sent twice lands once. */
  client_id: z.string().trim().max(64).optional(),
});
export type AnswerAlertRequest = z.input<typeof AnswerAlertRequestSchema>;

/** spec 03 §2: POST answer_alert. The caller's answer (the last one counts); a closed alert refuses it. */
export const answerAlertCall = defineCall({
  name: 'answer_alert',
  method: 'POST',
  access: 'user',
  request: AnswerAlertRequestSchema,
  response: AlertAnswerSchema,
});
