import { z } from 'zod';
import { certificateIdField } from './certificate-form';

/** spec 02 §7: a team member's certificate is named by its id and its holder's (user_id). */
export const TeamCertificateIdsSchema = z.object({ id: certificateIdField(), user_id: certificateIdField() });
