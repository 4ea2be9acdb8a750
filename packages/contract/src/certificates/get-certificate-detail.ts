import { z } from 'zod';
import { defineCall } from '../shared/call';
import { CertificateSchema, certificateIdField } from './certificate-form';

export const GetCertificateDetailRequestSchema = z.object({ id: certificateIdField() });

/** spec 02 §7: POST get_certificate_detail with the id; one of the caller's own, or 404. */
export const getCertificateDetailCall = defineCall({
  name: 'get_certificate_detail',
  method: 'POST',
  access: 'user',
  request: GetCertificateDetailRequestSchema,
  response: CertificateSchema,
});
