import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema/index';

export type CounterKey = { key: string; windowMs: number };
export type Count = { key: string; hits: number; resetsAt: Date };

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts one attempt under each key (fixed windows from each key's first attempt) and answers
 * the counts, in the order of `keys`: one statement, one indexed upsert, however many keys. A key whose window has
 * ended starts again from 1. Rows are written in key order, so two requests never wait on
 * each other's rows in opposite orders.
 */
export async function countAttempts(db: Database, keys: readonly CounterKey[], now: Date): Promise<Count[]> {
  const rows = keys
    .map(({ key, windowMs }) => ({
      key,
      keyHash: hashOf(key),
      hits: 1,
      resetsAt: new Date(now.getTime() + windowMs),
    }))
    .sort((a, b) => (a.keyHash < b.keyHash ? -1 : 1));
  if (rows.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const hasEnded = sql`${rateLimitCounters.resetsAt} <= ${at}`;
  const counted = await db
    .insert(rateLimitCounters)
    .values(rows.map(({ keyHash, hits, resetsAt }) => ({ keyHash, hits, resetsAt })))
    .onConflictDoUpdate({
      target: rateLimitCounters.keyHash,
      set: {
        hits: sql`case when ${hasEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${hasEnded} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning();
  const byHash = new Map(counted.map((row) => [row.keyHash, row]));
  return keys.map(({ key }) => {
    const row = byHash.get(hashOf(key));
    if (!row) throw new Error('attempt not counted');
    return { key, hits: row.hits, resetsAt: row.resetsAt };
  });
}

/** Deletes the counters whose window has ended (they would count from 1 anyway). */
export async function deleteEndedCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now));
}
