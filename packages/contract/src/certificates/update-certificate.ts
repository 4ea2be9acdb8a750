import type { z } from 'zod';
import { defineCall } from '../shared/call';
import { optionalImage } from '../shared/image-field';
import { CertificateSchema, certificateIdField, certificateRequest } from './certificate-form';

/** spec 02 §5: edit is add without the image rule; a new image replaces the old one. */
export const UpdateCertificateRequestSchema = certificateRequest({
  id: certificateIdField(),
  image: optionalImage(),
});
export type UpdateCertificateRequest = z.input<typeof UpdateCertificateRequestSchema>;

/** spec 02 §7: POST update_certificate, the add fields plus id; one of the caller's own. */
export const updateCertificateCall = defineCall({
  name: 'update_certificate',
  method: 'POST',
  access: 'user',
  files: ['image'],
  request: UpdateCertificateRequestSchema,
  response: CertificateSchema,
});
