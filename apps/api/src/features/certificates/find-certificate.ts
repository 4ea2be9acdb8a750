import { CERTIFICATE_MESSAGES } from '@faith-shield/contract/certificates/certificate-messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { certificates, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import { isLiveMemberOf } from './team-member';

const missing = () => notFound(CERTIFICATE_MESSAGES.notFound);

/**
 * One of the caller's own certificates (an owner's or a sub user's). Anyone else's, and an id
 * that is none, answer the same 404.
 */
export async function findOwnCertificate(db: Database, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw missing();
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.id, id),
        eq(certificates.userId, auth.userId),
        eq(certificates.organisationId, auth.organisationId),
      ),
    )
    .limit(1);
  if (!row) throw missing();
  return row;
}

/**
 * A certificate of a live member of the owner's team, named by its id and its holder's. The
 * owner's own, another team's, a removed member's, or a pair that does not match: one 404.
 */
export async function findTeamCertificate(db: Database, organisationId: string, id: string, userId: string) {
  if (!isUuid(id) || !isUuid(userId)) throw missing();
  const [found] = await db
    .select({ row: certificates, holder: { firstName: users.firstName, lastName: users.lastName } })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(
      and(
        eq(certificates.id, id),
        eq(certificates.userId, userId),
        eq(certificates.organisationId, organisationId),
        isLiveMemberOf(organisationId),
      ),
    )
    .limit(1);
  if (!found) throw missing();
  return found;
}
