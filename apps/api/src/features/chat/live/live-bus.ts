import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../../db/database';
import type { Executor } from '../../notifications/notify';

/** The channel new chat messages are announced on, between server processes. */
export const CHAT_CHANNEL = 'chat_messages';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: announce in chunks below it. */
const MAX_PAYLOAD_BYTES = 7_000;

/** A message as announced: ids only; whoever holds a connection of either person reads it. */
export type Announced = { id: number; from: string; to: string };

export type LiveBus = {
  /**
   * Tells every other server of new messages (this one delivers its own), inside the
   * transaction that stores them: PostgreSQL sends the notice when, and only if, it commits.
   */
  announce: (tx: Executor, messages: readonly Announced[]) => Promise<void>;
  /**
   * The same notice for one message as an SQL expression over its columns, for a statement
   * that stores and announces at once; undefined where nothing leaves the process.
   */
  noticeOf: (columns: { id: SQL; from: SQL; to: SQL }) => SQL | undefined;
  close: () => Promise<void>;
};

type Handlers = {
  /** Messages another server stored. */
  onAnnounced: (messages: Announced[]) => void;
  /** Announcements may have been missed (the listening connection broke): now, or until onLive. */
  onCutOff: () => void;
  onLive: () => void;
};

type Notice = { s: string; m: [number, string, string][] };

/** Splits announcements so that each notice stays under PostgreSQL's payload limit. */
export function noticesOf(serverId: string, messages: readonly Announced[]): string[] {
  const notices: string[] = [];
  let batch: Notice['m'] = [];
  const flush = () => {
    if (batch.length > 0) notices.push(JSON.stringify({ s: serverId, m: batch } satisfies Notice));
    batch = [];
  };
  for (const message of messages) {
    batch.push([message.id, message.from, message.to]);
    if (JSON.stringify({ s: serverId, m: batch }).length > MAX_PAYLOAD_BYTES) {
      batch.pop();
      flush();
      batch.push([message.id, message.from, message.to]);
    }
  }
  flush();
  return notices;
}

/**
 * Fan-out of new messages between the server processes of one PostgreSQL server through its
 * LISTEN/NOTIFY (DESIGN.md §4b); the embedded database has one process, so nothing leaves it.
 */
export async function startLiveBus(
  database: DatabaseHandle,
  serverId: string,
  handlers: Handlers,
  log: FastifyBaseLogger,
): Promise<LiveBus> {
  if (database.kind === 'pglite') {
    handlers.onLive();
    return { announce: async () => undefined, noticeOf: () => undefined, close: async () => undefined };
  }
  let wasCutOff = false;
  const unlisten = await database.listen(CHAT_CHANNEL, {
    onListening: () => {
      if (wasCutOff) log.info('chat announcements listening again');
      wasCutOff = false;
      handlers.onLive();
    },
    onNotice: (payload) => {
      try {
        const notice = JSON.parse(payload) as Notice;
        if (notice.s === serverId) return;
        handlers.onAnnounced(notice.m.map(([id, from, to]) => ({ id, from, to })));
      } catch (err) {
        log.warn({ err }, 'an unreadable chat announcement');
      }
    },
    onCutOff: (err) => {
      if (!wasCutOff) log.warn({ err }, 'chat announcements cut off: live connections close until back');
      wasCutOff = true;
      handlers.onCutOff();
    },
  });
  return {
    announce: async (tx, messages) => {
      for (const notice of noticesOf(serverId, messages))
        await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${notice})`);
    },
    noticeOf: ({ id, from, to }) =>
      sql`pg_notify(${CHAT_CHANNEL}, json_build_object('s', ${serverId}::text, 'm',
        json_build_array(json_build_array(${id}, ${from}, ${to})))::text)`,
    close: unlisten,
  };
}
