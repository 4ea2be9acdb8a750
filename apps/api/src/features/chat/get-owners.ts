import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatConversations, organisations, users } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { fullName } from './chat-partner';

/**
 * get_owners: the community, the owners of every other organisation (spec 02 §2), those the
 * owner talked with most recently first, then by name.
 */
export async function getOwners(db: Database, auth: AuthContext): Promise<Owner[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      worshipPlaceName: organisations.worshipPlaceName,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(
      chatConversations,
      and(eq(chatConversations.userId, auth.userId), eq(chatConversations.partnerId, users.id)),
    )
    .where(
      and(
        eq(users.type, USER_TYPE.owner),
        ne(users.organisationId, auth.organisationId),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(
      sql`${chatConversations.lastMessageId} desc nulls last`,
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      desc(users.id),
    );
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    profile: row.image,
    worship_place_name: row.worshipPlaceName,
  }));
}
