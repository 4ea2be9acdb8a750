import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/database';
import type { NoticeHandlers, Unlisten } from '../../db/notices';

/** The channel ended sessions are announced on, to every server process. */
const ENDED_CHANNEL = 'sessions_ended';
/** Ids a notice carries: far below PostgreSQL's 8000-byte payload limit. */
const IDS_PER_NOTICE = 100;

/**
 * Tells every server process that these sessions ended, inside the write that ends them: the
 * notice goes when, and only if, it commits. Whatever a process holds open for them (a live
 * chat connection) is closed at once rather than at its next check.
 */
export async function announceEndedSessions(executor: Database, sessionIds: readonly string[]) {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_NOTICE) {
    const ids = sessionIds.slice(start, start + IDS_PER_NOTICE).join(',');
    await executor.execute(sql`select pg_notify(${ENDED_CHANNEL}, ${ids})`);
  }
}

/** Calls `onEnded` with the ids of every session any process ends from now on. */
export function listenForEndedSessions(
  database: DatabaseHandle,
  onEnded: (sessionIds: string[]) => void,
  handlers: Omit<NoticeHandlers, 'onNotice'>,
): Promise<Unlisten> {
  return database.listen(ENDED_CHANNEL, {
    ...handlers,
    onNotice: (payload) => onEnded(payload.split(',')),
  });
}
