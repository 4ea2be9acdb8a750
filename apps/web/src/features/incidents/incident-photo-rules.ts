import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import type { ImageRules } from '../../components/images/image-rules';

/** spec 03: up to five photos, JPG or PNG, each of at most the incident limit. */
export const INCIDENT_PHOTO_RULES: ImageRules = {
  maxBytes: INCIDENT_LIMITS.imageBytes,
  maxCount: INCIDENT_LIMITS.images,
  messages: { wrongType: M.imageType, tooLarge: M.imageSize, tooMany: M.tooManyImages },
};
