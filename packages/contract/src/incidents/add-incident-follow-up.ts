import { z } from 'zod';
import { defineCall } from '../shared/call';
import { IncidentDetailSchema, incidentIdField } from './incident-fields';
import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from './incident-messages';

export const AddIncidentFollowUpRequestSchema = z.object({
  id: incidentIdField(),
  note: z.string({ error: M.note }).trim().min(1, M.note).max(INCIDENT_LIMITS.noteMax, M.noteTooLong),
});
export type AddIncidentFollowUpRequest = z.input<typeof AddIncidentFollowUpRequestSchema>;

/** spec 03 §3: POST add_incident_follow_up. Whoever can see it, open or closed. Answers the incident. */
export const addIncidentFollowUpCall = defineCall({
  name: 'add_incident_follow_up',
  method: 'POST',
  access: 'user',
  request: AddIncidentFollowUpRequestSchema,
  response: IncidentDetailSchema,
});
