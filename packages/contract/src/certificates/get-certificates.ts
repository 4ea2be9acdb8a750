import { z } from 'zod';
import { defineCall } from '../shared/call';
import { CertificateSchema } from './certificate-form';

/**
 * spec 02 §7: POST get_certificates with the token. The signed-in person's own certificates
 * (an owner's or a sub user's), the next to expire first; no expiration date last.
 */
export const getCertificatesCall = defineCall({
  name: 'get_certificates',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.array(CertificateSchema),
});
