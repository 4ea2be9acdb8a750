import type { z } from 'zod';
import { defineCall } from '../shared/call';
import { optionalImage } from '../shared/image-field';
import { certificateIdField, certificateRequest, TeamCertificateSchema } from './certificate-form';
import { CERTIFICATE_MESSAGES } from './certificate-messages';

/** The edit form's rules, naming the member's certificate by id and user_id. */
export const UpdateSubUserCertificateRequestSchema = certificateRequest({
  id: certificateIdField(),
  user_id: certificateIdField(),
  image: optionalImage(),
});
export type UpdateSubUserCertificateRequest = z.input<typeof UpdateSubUserCertificateRequestSchema>;

/** spec 02 §7: POST update_sub_user_certificate: user_id, id, type and the fields, image. */
export const updateSubUserCertificateCall = defineCall({
  name: 'update_sub_user_certificate',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: CERTIFICATE_MESSAGES.planNeeded,
  files: ['image'],
  request: UpdateSubUserCertificateRequestSchema,
  response: TeamCertificateSchema,
});
