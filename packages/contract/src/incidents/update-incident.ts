import type { z } from 'zod';
import { defineCall } from '../shared/call';
import { IncidentDetailSchema, IncidentFieldsSchema, incidentIdField } from './incident-fields';

/** Every field as the form sends them; the images stay as they were added. */
export const UpdateIncidentRequestSchema = IncidentFieldsSchema.extend({ id: incidentIdField() });
export type UpdateIncidentRequest = z.input<typeof UpdateIncidentRequestSchema>;

/** spec 03 §3: POST update_incident. The reporter while it is open, the owner, a leader. */
export const updateIncidentCall = defineCall({
  name: 'update_incident',
  method: 'POST',
  access: 'user',
  request: UpdateIncidentRequestSchema,
  response: IncidentDetailSchema,
});
