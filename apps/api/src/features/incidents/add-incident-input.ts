import { AddIncidentRequestSchema } from '@faith-shield/contract/incidents/add-incident';
import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import { z } from 'zod';
import { uploadedFile } from '../../http/file-field';
import { isUploadedFile } from '../../infra/storage/uploaded-file';

/**
 * add_incident on the server: `images` is the list of files the body parser read (a repeated
 * field, CallDefinition.fileCounts); empty file parts are none. Their content is judged when stored.
 */
export const addIncidentServerSchema = AddIncidentRequestSchema.extend({
  images: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
        (file) => !isUploadedFile(file) || file.data.length > 0,
      ),
    z.array(uploadedFile(M.imageType)).max(INCIDENT_LIMITS.images, M.tooManyImages),
  ),
});
