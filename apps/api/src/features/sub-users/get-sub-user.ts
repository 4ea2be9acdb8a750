import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';
import { isMemberOf } from './find-sub-user';

/**
 * get_sub_user: the organisation's live members, oldest first (a deleted one is not listed).
 * Kept in the read cache, written as JSON: the users table is in the change feed, so any change
 * to the team drops it (docs/decisions/008-read-cache.md).
 */
export function listSubUsers(
  { db, readCache }: { db: Database; readCache: ReadCache },
  organisationId: string,
): Promise<JsonText<SubUserOption[]>> {
  return readCache.readJson(
    `team:${organisationId}`,
    () =>
      db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          leader: sql<'Yes' | 'No'>`case when ${users.isLeader} then 'Yes' else 'No' end`,
          two_factor: sql<
            'Yes' | 'No'
          >`case when ${users.twoFactorEnabledAt} is null then 'No' else 'Yes' end`,
        })
        .from(users)
        .where(isMemberOf(organisationId))
        .orderBy(asc(users.createdAt), asc(users.id)),
    organisationId,
  );
}
