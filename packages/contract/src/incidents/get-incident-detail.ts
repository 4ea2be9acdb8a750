import { z } from 'zod';
import { defineCall } from '../shared/call';
import { IncidentDetailSchema, incidentIdField } from './incident-fields';

export const GetIncidentDetailRequestSchema = z.object({ id: incidentIdField() });

/** spec 03 §3: POST get_incident_detail. Every field, images as URLs, follow_ups, the event's title. */
export const getIncidentDetailCall = defineCall({
  name: 'get_incident_detail',
  method: 'POST',
  access: 'user',
  request: GetIncidentDetailRequestSchema,
  response: IncidentDetailSchema,
});
