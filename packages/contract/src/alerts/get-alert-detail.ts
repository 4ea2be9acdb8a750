import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AlertDetailSchema, alertIdField } from './alert-fields';

export const GetAlertDetailRequestSchema = z.object({ id: alertIdField() });

/**
 * spec 03 §2: POST get_alert_detail. The alert and its roll-call: every member's row for the
 * sender, the owner and leaders; only the rows that need help for the other members; none for
 * a received regional alert.
 */
export const getAlertDetailCall = defineCall({
  name: 'get_alert_detail',
  method: 'POST',
  access: 'user',
  request: GetAlertDetailRequestSchema,
  response: AlertDetailSchema,
});
