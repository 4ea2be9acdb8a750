import type { Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rosterPosts } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { postOf } from './post-view';

/** get_posts (spec 03 §4): the organisation's live posts by name; any member may read them. */
export async function listPosts(db: Database, auth: AuthContext): Promise<Post[]> {
  const rows = await db
    .select()
    .from(rosterPosts)
    .where(and(eq(rosterPosts.organisationId, auth.organisationId), isNull(rosterPosts.deletedAt)))
    .orderBy(asc(sql`lower(${rosterPosts.name})`), asc(rosterPosts.id));
  return rows.map(postOf);
}
