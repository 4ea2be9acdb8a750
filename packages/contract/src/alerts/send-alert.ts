import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AlertSchema, noteField } from './alert-fields';
import { ALERT_KINDS, ALERT_LIMITS, ALERT_SCOPES, ALERT_MESSAGES as M } from './alert-messages';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const SendAlertRequestSchema = z
  .object({
    kind: z.enum(ALERT_KINDS, { error: M.kind }),
    message: z
      .string({ error: M.message })
      .trim()
      .min(1, M.message)
      .max(ALERT_LIMITS.messageMax, M.messageTooLong),
    location_note: noteField(ALERT_LIMITS.locationNoteMax, M.locationNoteTooLong),
    scope: z.preprocess(blankAsAbsent, z.enum(ALERT_SCOPES, { error: M.scope }).default('team')),
    radius_miles: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: M.radiusRange })
        .int(M.radiusRange)
        .min(ALERT_LIMITS.radiusMin, M.radiusRange)
        .max(ALERT_LIMITS.radiusMax, M.radiusRange)
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.scope === 'region' && value.radius_miles === undefined)
      ctx.addIssue({ code: 'custom', message: M.radius, path: ['radius_miles'] });
  });
export type SendAlertRequest = z.input<typeof SendAlertRequestSchema>;

/**
 * spec 03 §2: POST send_alert. The owner or a leader tells every member at once; an owner may
 * also tell the owners of other places of worship within radius_miles (scope region). Every
 * plan (spec 03 §1: safety is not an upsell).
 */
export const sendAlertCall = defineCall({
  name: 'send_alert',
  method: 'POST',
  access: 'user',
  request: SendAlertRequestSchema,
  response: AlertSchema,
});
