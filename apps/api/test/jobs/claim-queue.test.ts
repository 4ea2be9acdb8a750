import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { type ClaimedRow, claimQueue, DONE, type QueuePolicy } from '../../src/infra/jobs/claim-queue';
import { testDatabase } from '../helpers/test-database';

const POLICY: QueuePolicy = {
  batch: 2,
  concurrency: 2,
  claimSeconds: 60,
  retryStepSeconds: 30,
  maxAttempts: 5,
  timeoutMs: 5_000,
};

type Row = { id: string; attempts: number; sent_at: string | null; claimed_until: string | null };

describe('the claim queue', () => {
  let db: Database;
  // a table of this file's own, shaped as the queue wants
  const table = `claim_queue_test_${randomUUID().replace(/-/g, '')}`;
  const rows = async () =>
    (
      (await db.execute(
        sql`select id, attempts, sent_at, claimed_until from ${sql.identifier(table)} order by created_at`,
      )) as unknown as { rows: Row[] }
    ).rows;

  beforeAll(async () => {
    ({ db } = await testDatabase());
    await db.execute(sql`create table ${sql.identifier(table)} (
      id uuid primary key, created_at timestamptz not null, attempts int not null default 0,
      claimed_until timestamptz, failed_at timestamptz, sent_at timestamptz)`);
  });

  afterAll(async () => {
    await db.execute(sql`drop table ${sql.identifier(table)}`);
  });

  const queue = (policy: QueuePolicy, work: (row: ClaimedRow, signal: AbortSignal) => Promise<typeof DONE>) =>
    claimQueue<ClaimedRow>(db, { name: table, doneColumn: 'sent_at' }, policy, {
      load: async (claimed) => claimed,
      work,
      label: 'test row',
      log: pino({ level: 'silent' }),
    });

  const addRows = async (count: number) => {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const [index, id] of ids.entries())
      await db.execute(
        sql`insert into ${sql.identifier(table)} (id, created_at) values (${id}, now() + make_interval(secs => ${index}))`,
      );
    return ids;
  };

  it('claims the next row as soon as a slot frees, while a slow row still holds its own', async () => {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
    const [slow, quick, later] = await addRows(3);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const drained = queue(POLICY, async (row) => {
      if (row.id === slow) await released;
      return DONE;
    }).drain();

    await vi.waitFor(
      async () => {
        const sent = (await rows()).filter((row) => row.sent_at !== null).map((row) => row.id);
        expect(sent.sort()).toEqual([quick, later].sort());
      },
      { timeout: 3_000, interval: 20 },
    );
    release();
    expect(await drained).toBe(3);
    expect((await rows()).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('gives up on a row at its time-out, aborting its signal, and frees it for a later retry', async () => {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
    await addRows(1);
    let aborted = false;
    const claimed = await queue({ ...POLICY, timeoutMs: 100 }, (_row, signal) => {
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(signal.reason);
        });
      });
    }).drain();

    expect(claimed).toBe(1);
    expect(aborted).toBe(true);
    const [row] = await rows();
    expect(row?.sent_at).toBeNull();
    expect(row?.attempts).toBe(1);
    // backed off, not free again at once
    expect(new Date(row?.claimed_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});
