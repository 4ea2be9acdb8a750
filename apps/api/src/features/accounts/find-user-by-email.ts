import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';

/**
 * The account of an e-mail, compared in lower case (the unique index on lower(email) serves it).
 * A deleted sub user has no account any more: their e-mail may belong to someone else now.
 */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      organisationId: users.organisationId,
      type: users.type,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      isLeader: users.isLeader,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user;
}
