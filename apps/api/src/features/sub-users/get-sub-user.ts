import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { isMemberOf } from './find-sub-user';

/** get_sub_user: the organisation's live members, oldest first (a deleted one is not listed). */
export async function listSubUsers(db: Database, organisationId: string): Promise<SubUserOption[]> {
  return db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(isMemberOf(organisationId))
    .orderBy(asc(users.createdAt), asc(users.id));
}
