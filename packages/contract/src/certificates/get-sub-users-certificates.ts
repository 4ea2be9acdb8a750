import { z } from 'zod';
import { defineCall } from '../shared/call';
import { TeamCertificateSchema } from './certificate-form';
import { CERTIFICATE_MESSAGES } from './certificate-messages';

/**
 * spec 02 §7: POST get_sub_users_certificates with the token. Every certificate of the owner's
 * live team members, with the holder's name, the next to expire first.
 */
export const getSubUsersCertificatesCall = defineCall({
  name: 'get_sub_users_certificates',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: CERTIFICATE_MESSAGES.planNeeded,
  request: z.object({}),
  response: z.array(TeamCertificateSchema),
});
