import { defineCall } from '../shared/call';
import { TeamCertificateSchema } from './certificate-form';
import { CERTIFICATE_MESSAGES } from './certificate-messages';
import { TeamCertificateIdsSchema } from './team-certificate-ids';

/**
 * spec 02 §7: POST get_sub_users_certificate_detail with id and user_id. One variant of the
 * spec sends no token; ours always asks for the owner's (docs/decisions/018).
 */
export const getSubUsersCertificateDetailCall = defineCall({
  name: 'get_sub_users_certificate_detail',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: CERTIFICATE_MESSAGES.planNeeded,
  request: TeamCertificateIdsSchema,
  response: TeamCertificateSchema,
});
