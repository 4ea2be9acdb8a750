import type { z } from 'zod';
import { defineCall } from '../shared/call';
import { requiredImage } from '../shared/image-field';
import { CertificateSchema, certificateRequest } from './certificate-form';

/** spec 02 §5: the type's fields and an image (JPG or PNG, at most 2 MB). */
export const AddCertificateRequestSchema = certificateRequest({ image: requiredImage() });
export type AddCertificateRequest = z.input<typeof AddCertificateRequestSchema>;

/**
 * spec 02 §7: POST add_certificate (multipart): type, licence_number, certificate_title,
 * issue_date, expiration_date, description, image. The caller's own; answers it.
 */
export const addCertificateCall = defineCall({
  name: 'add_certificate',
  method: 'POST',
  access: 'user',
  files: ['image'],
  request: AddCertificateRequestSchema,
  response: CertificateSchema,
});
