import { z } from 'zod';
import { defineCall } from '../shared/call';
import { optionalText, PostSchema, postNameField, requiredCertificateField } from './roster-fields';
import { ROSTER_MESSAGES as M, ROSTER_LIMITS } from './roster-messages';

export const AddPostRequestSchema = z.object({
  name: postNameField(),
  required_certificate: requiredCertificateField(),
  description: optionalText(ROSTER_LIMITS.descriptionMax, M.descriptionTooLong),
});
export type AddPostRequest = z.input<typeof AddPostRequestSchema>;

/** spec 03 §4: POST add_post. The owner or a leader; names are unique in the organisation. */
export const addPostCall = defineCall({
  name: 'add_post',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: AddPostRequestSchema,
  response: PostSchema,
});
