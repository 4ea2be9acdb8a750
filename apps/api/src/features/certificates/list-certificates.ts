import type { Certificate, TeamCertificate } from '@faith-shield/contract/certificates/certificate-form';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { certificates, users } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { ReadCache } from '../../infra/cache/read-cache';
import { certificateView, teamCertificateView } from './certificate-view';
import { isLiveMemberOf } from './team-member';

type Deps = { db: Database; readCache: ReadCache };

/** The next to expire first, those without an expiration date last, then the newest. */
const ORDER = [sql`${certificates.expirationDate} asc nulls last`, desc(certificates.createdAt)];

/**
 * get_certificates: the caller's own. Kept in the read cache: certificates are in the change
 * feed (the inventory-and-certificates migration), so any change in the organisation drops it.
 */
export async function listOwnCertificates(
  { db, readCache }: Deps,
  auth: AuthContext,
): Promise<Certificate[]> {
  const kept = await readCache.read(
    `certificates:${auth.userId}`,
    async () => ({
      organisationId: auth.organisationId,
      list: (
        await db
          .select()
          .from(certificates)
          .where(
            and(eq(certificates.userId, auth.userId), eq(certificates.organisationId, auth.organisationId)),
          )
          .orderBy(...ORDER)
      ).map(certificateView),
    }),
    (value) => value.organisationId,
  );
  return kept?.list ?? [];
}

/** get_sub_users_certificates: every live member's, with their names (a removed member's are not listed). */
export async function listTeamCertificates(
  { db, readCache }: Deps,
  organisationId: string,
): Promise<TeamCertificate[]> {
  const kept = await readCache.read(
    `team-certificates:${organisationId}`,
    async () => ({
      organisationId,
      list: (
        await db
          .select({ row: certificates, holder: { firstName: users.firstName, lastName: users.lastName } })
          .from(certificates)
          .innerJoin(users, eq(users.id, certificates.userId))
          .where(and(eq(certificates.organisationId, organisationId), isLiveMemberOf(organisationId)))
          .orderBy(...ORDER)
      ).map(({ row, holder }) => teamCertificateView(row, holder)),
    }),
    (value) => value.organisationId,
  );
  return kept?.list ?? [];
}
