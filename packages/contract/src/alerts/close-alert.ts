import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AlertSchema, alertIdField, noteField } from './alert-fields';
import { ALERT_LIMITS, ALERT_MESSAGES as M } from './alert-messages';

export const CloseAlertRequestSchema = z.object({
  id: alertIdField(),
  closing_note: noteField(ALERT_LIMITS.closingNoteMax, M.closingNoteTooLong),
});
export type CloseAlertRequest = z.input<typeof CloseAlertRequestSchema>;

/** spec 03 §2: POST close_alert. The owner or a leader; every member is told 'All clear'. */
export const closeAlertCall = defineCall({
  name: 'close_alert',
  method: 'POST',
  access: 'user',
  request: CloseAlertRequestSchema,
  response: AlertSchema,
});
