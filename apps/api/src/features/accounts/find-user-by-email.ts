import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';

/** The account of an e-mail, compared in lower case (the unique index on lower(email) serves it). */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      organisationId: users.organisationId,
      type: users.type,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}
