import { z } from 'zod';
import { defineCall } from '../shared/call';
import { IncidentDetailSchema, incidentIdField } from './incident-fields';
import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from './incident-messages';

export const CloseIncidentRequestSchema = z.object({
  id: incidentIdField(),
  closing_note: z
    .string({ error: M.closingNote })
    .trim()
    .min(1, M.closingNote)
    .max(INCIDENT_LIMITS.closingNoteMax, M.closingNoteTooLong),
});
export type CloseIncidentRequest = z.input<typeof CloseIncidentRequestSchema>;

/** spec 03 §3: POST close_incident. The owner or a leader; closing twice is refused. */
export const closeIncidentCall = defineCall({
  name: 'close_incident',
  method: 'POST',
  access: 'user',
  request: CloseIncidentRequestSchema,
  response: IncidentDetailSchema,
});
