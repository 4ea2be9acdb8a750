import { z } from 'zod';
import { defineCall } from '../shared/call';
import { idField, optionalText, PostSchema, postNameField, requiredCertificateField } from './roster-fields';
import { ROSTER_MESSAGES as M, ROSTER_LIMITS } from './roster-messages';

export const UpdatePostRequestSchema = z.object({
  id: idField(M.postNotFound),
  name: postNameField(),
  required_certificate: requiredCertificateField(),
  description: optionalText(ROSTER_LIMITS.descriptionMax, M.descriptionTooLong),
});
export type UpdatePostRequest = z.input<typeof UpdatePostRequestSchema>;

/** spec 03 §4: POST update_post: id and the fields. Duties already assigned stay. */
export const updatePostCall = defineCall({
  name: 'update_post',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: UpdatePostRequestSchema,
  response: PostSchema,
});
