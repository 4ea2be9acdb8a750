import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

/** The write's transaction (or the database itself, for a write of one statement). */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Announces a frame. Given the transaction of the write it tells of, the database hands it on
 * when that write commits, and never if it does not (a busy pool cannot leave a committed write
 * untold: bench:alert lost answers that way); without one, it is announced after the fact.
 */
export type Announce<T> = (announced: T, tx?: Executor) => Promise<void>;

/** Announces on `channel` inside the write `tx`: heard by every process when it commits, never if not. */
export async function announceInWrite(tx: Executor, channel: string, announced: unknown) {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(announced)})`);
}

/**
 * A NOTIFY channel that carries live frames between server processes (DESIGN.md §4c): what one
 * process announces, every process (itself included) hears and hands to `deliver`, which sends
 * it to the sockets it holds. Payloads are JSON and small (ids and short text): NOTIFY's limit
 * is 8,000 bytes. Answers the function that announces.
 */
export async function startLiveChannel<T>(
  app: FastifyInstance,
  channel: string,
  what: string,
  deliver: (announced: T) => Promise<void>,
): Promise<Announce<T>> {
  const { deps } = app;
  const unlisten = await deps.database.listen(channel, {
    onListening: () => undefined,
    onNotice: (payload) => {
      let announced: T;
      try {
        announced = JSON.parse(payload) as T;
      } catch (err) {
        return app.log.warn({ err }, `an unreadable ${what} announcement`);
      }
      deliver(announced).catch((err: unknown) => app.log.error({ err }, `${what} frames not delivered`));
    },
    onCutOff: (err) =>
      app.log.warn({ err }, `${what} announcements cut off: push and notifications still go`),
  });
  app.addHook('onClose', async () => unlisten());
  return async (announced, tx) => {
    if (tx) return announceInWrite(tx, channel, announced);
    await deps.database
      .notify(channel, JSON.stringify(announced))
      .catch((err: unknown) => app.log.error({ err }, `${what} frame not announced`));
  };
}
