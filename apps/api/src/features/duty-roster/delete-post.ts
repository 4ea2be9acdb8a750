import { and, eq, gt, inArray } from 'drizzle-orm';
import { duties, events, rosterPosts } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findManager, findPost } from './roster-access';
import type { RosterLive } from './roster-live';

/**
 * delete_post (spec 03 §4): its duties at events not yet ended go with it; the post is kept,
 * marked deleted, with the duties of events past (DESIGN.md §4c: evidence is kept).
 */
export async function deletePost(deps: AppDeps, live: RosterLive, auth: AuthContext, id: string) {
  const caller = await findManager(deps.db, auth);
  const now = deps.now();
  const gone = await deps.db.transaction(async (tx) => {
    const post = await findPost(tx, caller.organisationId, id);
    const future = tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.organisationId, caller.organisationId), gt(events.utcEnd, now)));
    const removed = await tx
      .delete(duties)
      .where(and(eq(duties.postId, post.id), inArray(duties.eventId, future)))
      .returning({ eventId: duties.eventId });
    await tx.update(rosterPosts).set({ deletedAt: now }).where(eq(rosterPosts.id, post.id));
    return removed;
  });
  for (const eventId of new Set(gone.map((row) => row.eventId))) live.changed(caller.organisationId, eventId);
}
