import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

/**
 * A table of work waiting to be done (docs/decisions/048-claim-queue.md): its rows
 * have `id`, `created_at`, `attempts`, `claimed_until`, `failed_at` and a column set when done.
 */
export type QueueTable = {
  name: string;
  /** Set when a row's work is done ('done_at', 'sent_at'). */
  doneColumn: string;
  /** Where a failure's reason is written, if the table keeps one. */
  errorColumn?: string;
  /** Only rows this process may work on (a condition on the table's columns). */
  where?: SQL;
};

export type QueuePolicy = {
  /** Rows claimed at a time (fewer when fewer slots are free). */
  batch: number;
  /**
   * Rows worked on at once, each in its own slot: a finished row frees its slot and the next
   * is claimed at once, so a slow row holds up no other. 1 works them in claim order.
   */
  concurrency: number;
  /** A claim lasts this long: past it, a row whose process died is free again. */
  claimSeconds: number;
  /** A failed row waits this long times its attempts before it is tried again. */
  retryStepSeconds: number;
  /** After this many failed attempts a row is given up (failed_at set). */
  maxAttempts: number;
  /** A row's work taking longer is given up for this attempt (kept well under claimSeconds). */
  timeoutMs: number;
};

/** What a worker answers for a row: done, or refused for good (not retried). */
export type Outcome = { done: true } | { done: false; reason: string };
export const DONE: Outcome = { done: true };

export type ClaimedRow = { id: string; attempts: number };

type Worker<Item extends ClaimedRow> = {
  /** The claimed rows with what their work needs (rows no longer there are left out). */
  load: (claimed: ClaimedRow[]) => Promise<Item[]>;
  /** Does one row's work; a throw (or the time-out) is retried with back-off. */
  work: (item: Item, signal: AbortSignal) => Promise<Outcome>;
  /** Settles a row only while this still holds (a newer request for it meanwhile is worked afresh). */
  unchanged?: (item: Item) => SQL;
  /** What a row is, in log lines ('renewal price update'). */
  label: string;
  log: FastifyBaseLogger;
};

const rowsOf = <T>(result: unknown) =>
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  (result as { rows: T[] }).rows;

/**
 * Claims free rows for this process: FOR UPDATE SKIP LOCKED (on PostgreSQL and PGlite alike)
 * gives each row to one claimer, and the claim's end time keeps it theirs until then.
 */
async function claim(
  db: Database,
  table: QueueTable,
  policy: QueuePolicy,
  limit: number,
): Promise<ClaimedRow[]> {
  const name = sql.identifier(table.name);
  const done = sql.identifier(table.doneColumn);
  return rowsOf<ClaimedRow>(
    await db.execute(sql`
      update ${name} q
      set claimed_until = now() + make_interval(secs => ${policy.claimSeconds}), attempts = q.attempts + 1
      where q.id in (
        select id from ${name}
        where ${done} is null and failed_at is null and (claimed_until is null or claimed_until < now())
          ${table.where ? sql`and ${table.where}` : sql``}
        order by created_at
        limit ${limit}
        for update skip locked
      )
      returning q.id, q.attempts`),
  );
}

const withTimeout = async <T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * One waiting-work table drained by any number of processes, each row worked exactly once:
 * claimed with SKIP LOCKED, worked with a time-out, then marked done, refused (failed_at and
 * the reason) or freed again after a back-off (retryStepSeconds × attempts) until maxAttempts.
 */
export function claimQueue<Item extends ClaimedRow>(
  db: Database,
  table: QueueTable,
  policy: QueuePolicy,
  worker: Worker<Item>,
) {
  const name = sql.identifier(table.name);
  const reasonSet = (reason: string) =>
    table.errorColumn ? sql`, ${sql.identifier(table.errorColumn)} = ${reason}` : sql``;
  const update = (item: Item, set: SQL) =>
    db.execute(sql`update ${name} set ${set} where id = ${item.id}
      ${worker.unchanged ? sql`and ${worker.unchanged(item)}` : sql``}`);

  const settle = async (item: Item) => {
    try {
      const outcome = await withTimeout(policy.timeoutMs, (signal) => worker.work(item, signal));
      if (outcome.done) {
        await update(item, sql`${sql.identifier(table.doneColumn)} = now()${reasonSet('')}`);
        return;
      }
      worker.log.error({ job: table.name, row: item.id, reason: outcome.reason }, `${worker.label} refused`);
      await update(item, sql`failed_at = now()${reasonSet(outcome.reason)}`);
    } catch (err) {
      const isLast = item.attempts >= policy.maxAttempts;
      const reason = err instanceof Error ? err.message : String(err);
      worker.log[isLast ? 'error' : 'warn'](
        { err, job: table.name, row: item.id, attempt: item.attempts },
        `${worker.label} failed: ${isLast ? 'giving up' : 'will retry'}`,
      );
      await update(
        item,
        isLast
          ? sql`failed_at = now()${reasonSet(reason)}`
          : sql`claimed_until = now() + make_interval(secs => ${policy.retryStepSeconds * item.attempts})${reasonSet(reason)}`,
      );
    }
  };

  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  // asked to claim while a claim was under way
  let again = false;
  // the last claim filled every free slot: more rows may be waiting
  let mayBeMore = false;
  let stopped = false;
  let claimedSoFar = 0;
  let idleWaiters: (() => void)[] = [];

  const isIdle = () => !claiming && inFlight.size === 0;
  const wakeIfIdle = () => {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };

  const start = (item: Item) => {
    const working: Promise<void> = settle(item)
      .catch((err: unknown) =>
        worker.log.error({ err, job: table.name, row: item.id }, `${worker.label} not settled`),
      )
      .finally(() => {
        inFlight.delete(working);
        if (mayBeMore && !stopped) void fillSlots();
        else wakeIfIdle();
      });
    inFlight.add(working);
  };

  const fill = async () => {
    while (!stopped) {
      const free = policy.concurrency - inFlight.size;
      if (free <= 0) {
        mayBeMore = true;
        return;
      }
      const limit = Math.min(policy.batch, free);
      const rows = await claim(db, table, policy, limit);
      claimedSoFar += rows.length;
      mayBeMore = rows.length === limit;
      if (rows.length > 0) for (const item of await worker.load(rows)) start(item);
      if (!mayBeMore) return;
    }
  };

  /** Claims waiting rows into the free slots, one claim at a time in this process. */
  const fillSlots = (): Promise<void> => {
    if (claiming) {
      again = true;
      return claiming;
    }
    claiming = fill()
      .catch((err: unknown) => worker.log.error({ err, job: table.name }, `${worker.label} claim failed`))
      .finally(() => {
        claiming = undefined;
        if (again && !stopped) {
          again = false;
          void fillSlots();
        } else wakeIfIdle();
      });
    return claiming;
  };

  return {
    /**
     * Works every row that is waiting and free now, claiming more as slots free; resolves once
     * no row is being worked in this queue, answering how many rows were claimed meanwhile.
     */
    drain: async (): Promise<number> => {
      const before = claimedSoFar;
      await fillSlots();
      if (!isIdle()) await new Promise<void>((wake) => idleWaiters.push(wake));
      return claimedSoFar - before;
    },
    /** Claims no more and waits for the rows being worked. */
    stop: async (): Promise<void> => {
      stopped = true;
      again = false;
      await claiming;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * Work that is only database writes: each batch is claimed (its query locks the rows FOR UPDATE
 * SKIP LOCKED) and worked in one transaction that also marks the rows no longer due, so two
 * processes never take the same row and a failure rolls the batch back to be due again on the
 * next run. `work` answers how many rows it marked; a batch that marked none ends the drain.
 */
export async function drainInTransactions<Item>(
  db: Database,
  batch: number,
  claimBatch: (tx: Database, limit: number) => Promise<Item[]>,
  work: (tx: Database, items: Item[]) => Promise<number>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const { claimed, marked } = await db.transaction(async (tx) => {
      const items = await claimBatch(tx, batch);
      return { claimed: items.length, marked: items.length === 0 ? 0 : await work(tx, items) };
    });
    done += marked;
    if (claimed < batch || marked === 0) return done;
  }
}
