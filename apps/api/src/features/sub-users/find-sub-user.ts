import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { SUB_USER_MESSAGES } from '@faith-shield/contract/sub-users/sub-user-messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';

/** A live member of the organisation (spec 01 §1: any type but 1 is a sub user). */
export const isMemberOf = (organisationId: string) =>
  and(eq(users.organisationId, organisationId), ne(users.type, USER_TYPE.owner), isNull(users.deletedAt));

/**
 * The organisation's member with this id. Anything else (another organisation's member, the
 * owner, a deleted member, an id that is not one) answers the same 404, so an owner learns
 * nothing about other teams.
 */
export async function findSubUser(db: Database, organisationId: string, id: string) {
  if (!isUuid(id)) throw notFound(SUB_USER_MESSAGES.notFound);
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isMemberOf(organisationId)))
    .limit(1);
  if (!member) throw notFound(SUB_USER_MESSAGES.notFound);
  return member;
}
