import { z } from 'zod';
import { defineCall } from '../shared/call';
import { IncidentDetailSchema, IncidentFieldsSchema } from './incident-fields';
import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from './incident-messages';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** spec 03 §3: a UUID the app makes, so a report the phone sent twice lands once. */
export const clientIdField = () =>
  z.preprocess(blankAsAbsent, z.uuid({ error: 'Please send a valid client_id.' }).optional());

/**
 * The web form's images: the Files picked (the server judges their content). The server
 * replaces this with its uploaded-file check.
 */
export const incidentImagesField = () =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : value),
    z.array(z.unknown()).max(INCIDENT_LIMITS.images, M.tooManyImages),
  );

export const AddIncidentRequestSchema = IncidentFieldsSchema.extend({
  images: incidentImagesField(),
  client_id: clientIdField(),
});
export type AddIncidentRequest = z.input<typeof AddIncidentRequestSchema>;

/**
 * spec 03 §3: POST add_incident (multipart; images as `images`, repeated). Any member, every
 * plan. The same client_id sent again answers the incident it made, with status 1.
 */
export const addIncidentCall = defineCall({
  name: 'add_incident',
  method: 'POST',
  access: 'user',
  files: ['images'],
  fileLimits: { images: { maxBytes: INCIDENT_LIMITS.imageBytes, message: M.imageSize } },
  fileCounts: { images: { max: INCIDENT_LIMITS.images, message: M.tooManyImages } },
  request: AddIncidentRequestSchema,
  response: IncidentDetailSchema,
});
