import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/db/schema/index';
import { countAttempts, deleteEndedCounters } from '../../src/http/durable-counters';
import { testDatabase } from '../helpers/test-database';

const MINUTE = 60_000;

describe('attempt counters kept in the database', () => {
  it('counts per key in fixed windows, answering in the order asked', async () => {
    const { db } = await testDatabase();
    const start = new Date('2001-01-01T00:00:00Z');
    const a = { key: `a-${randomUUID()}`, windowMs: 15 * MINUTE };
    const b = { key: `b-${randomUUID()}`, windowMs: MINUTE };
    expect((await countAttempts(db, [a, b], start)).map((count) => count.hits)).toEqual([1, 1]);
    const second = await countAttempts(db, [b, a], new Date(start.getTime() + 30_000));
    expect(second.map(({ key, hits }) => [key, hits])).toEqual([
      [b.key, 2],
      [a.key, 2],
    ]);
    expect(second[1]?.resetsAt).toEqual(new Date(start.getTime() + 15 * MINUTE));
    // b's window has ended: it counts from 1 in a new one; a's goes on
    const third = await countAttempts(db, [a, b], new Date(start.getTime() + 2 * MINUTE));
    expect(third.map((count) => count.hits)).toEqual([3, 1]);
  });

  it('deletes the counters whose window has ended', async () => {
    const { db } = await testDatabase();
    // long ago, so no counter of a test running beside this one is touched
    const start = new Date('2000-01-01T00:00:00Z');
    const short = { key: `short-${randomUUID()}`, windowMs: MINUTE };
    const long = { key: `long-${randomUUID()}`, windowMs: 60 * MINUTE };
    await countAttempts(db, [short, long], start);
    const cleanUpAt = new Date(start.getTime() + 2 * MINUTE);
    const endedBy = (at: Date) =>
      db.select().from(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, at));
    expect((await endedBy(cleanUpAt)).length).toBeGreaterThan(0);
    await deleteEndedCounters(db, cleanUpAt);
    expect(await endedBy(cleanUpAt)).toEqual([]);
    // long's window goes on
    const [longCount] = await countAttempts(db, [long], new Date(start.getTime() + 3 * MINUTE));
    expect(longCount?.hits).toBe(2);
  });
});
