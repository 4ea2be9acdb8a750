import { SUB_USER_MESSAGES } from '@faith-shield/contract/sub-users/sub-user-messages';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';

export const emailTaken = () =>
  badRequest(SUB_USER_MESSAGES.emailTaken, { email: SUB_USER_MESSAGES.emailTaken });

/**
 * Whether a live account (any organisation's) has this e-mail, other than `exceptUserId`.
 * A quick answer for the form; the unique index on lower(email) decides when two writes race.
 */
export async function isEmailInUse(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(found);
}
