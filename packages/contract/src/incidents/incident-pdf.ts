import { z } from 'zod';
import { defineCall } from '../shared/call';
import { incidentIdField } from './incident-fields';

export const IncidentPdfRequestSchema = z.object({ id: incidentIdField() });

/**
 * spec 03 §3: POST incident_pdf. Answers `url`: the incident's PDF, a link bound to that
 * incident that works for 15 minutes without the token.
 */
export const incidentPdfCall = defineCall({
  name: 'incident_pdf',
  method: 'POST',
  access: 'user',
  request: IncidentPdfRequestSchema,
  response: z.object({ url: z.string() }),
});
