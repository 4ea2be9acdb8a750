import { z } from 'zod';
import { defineCall } from '../shared/call';
import { CERTIFICATE_MESSAGES } from './certificate-messages';
import { TeamCertificateIdsSchema } from './team-certificate-ids';

/** spec 02 §7: POST sub_users_certificate_delete with id and user_id. */
export const subUsersCertificateDeleteCall = defineCall({
  name: 'sub_users_certificate_delete',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: CERTIFICATE_MESSAGES.planNeeded,
  request: TeamCertificateIdsSchema,
  response: z.undefined(),
});
