import { z } from 'zod';
import { defineCall } from '../shared/call';
import { certificateIdField } from './certificate-form';

export const DeleteCertificateByIdRequestSchema = z.object({ id: certificateIdField() });

/** spec 02 §7: POST delete_certificate_by_id with the id; one of the caller's own. */
export const deleteCertificateByIdCall = defineCall({
  name: 'delete_certificate_by_id',
  method: 'POST',
  access: 'user',
  request: DeleteCertificateByIdRequestSchema,
  response: z.undefined(),
});
