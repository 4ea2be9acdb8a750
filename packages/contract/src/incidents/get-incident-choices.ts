import { z } from 'zod';
import { defineCall } from '../shared/call';

export const IncidentChoicesSchema = z.object({
  /** The organisation's events of about today (a day back, twelve hours ahead), by start. */
  events: z.array(z.object({ id: z.string(), title: z.string(), running: z.boolean() })),
  /** Where the team's recent incidents happened, most recent first, each once. */
  locations: z.array(z.string()),
});
export type IncidentChoices = z.infer<typeof IncidentChoicesSchema>;

/**
 * Ours (spec 03 §3's form): what the report form offers, the event running now pre-selected
 * and the locations the team used lately. Any member.
 */
export const getIncidentChoicesCall = defineCall({
  name: 'get_incident_choices',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: IncidentChoicesSchema,
});
