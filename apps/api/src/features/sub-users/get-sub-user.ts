import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { ReadCache } from '../../infra/cache/read-cache';
import { isMemberOf } from './find-sub-user';

type Team = { organisationId: string; members: SubUserOption[] };

/**
 * get_sub_user: the organisation's live members, oldest first (a deleted one is not listed).
 * Kept in the read cache: the users table is in the change feed, so any change to the team
 * drops it (docs/decisions/008-read-cache.md).
 */
export async function listSubUsers(
  { db, readCache }: { db: Database; readCache: ReadCache },
  organisationId: string,
): Promise<SubUserOption[]> {
  const team = await readCache.read<Team>(
    `team:${organisationId}`,
    async () => ({
      organisationId,
      members: await db
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
    }),
    (loaded) => loaded.organisationId,
  );
  return team?.members ?? [];
}
