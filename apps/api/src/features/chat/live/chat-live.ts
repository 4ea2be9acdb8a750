import { randomUUID } from 'node:crypto';
import { CHAT_LIVE_CLOSE } from '@faith-shield/contract/chat/chat-live';
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatMessages } from '../../../db/schema/index';
import { listenForEndedSessions } from '../../../infra/auth/ended-sessions';
import type { Executor } from '../../notifications/notify';
import { chatMessageOf } from '../chat-message-row';
import { announcedReader } from './announced-reader';
import { ChatHub } from './chat-hub';
import { type LiveBus, startLiveBus } from './live-bus';
import { clearPresence, PRESENCE_REFRESH_MS, refreshPresence } from './presence';

/** What the chat calls and the live connections share on one server. */
export type ChatLive = {
  serverId: string;
  hub: ChatHub;
  /** Whether messages from every server reach this one now (false while its listener is down). */
  isLive: () => boolean;
  /** Tells the other servers of messages being stored, within the transaction storing them. */
  announce: (tx: Executor, messages: readonly ChatMessage[]) => Promise<void>;
  /** The notice of one message as an SQL expression (live-bus.ts), for a single statement. */
  noticeOf: LiveBus['noticeOf'];
  /** Delivers stored messages to this server's connections, once they are committed. */
  deliver: (messages: readonly ChatMessage[]) => void;
  /** Runs `check` for every connection at each presence refresh (session still valid, alive). */
  onRefresh: (check: () => Promise<void>) => () => void;
};

/**
 * Live delivery on this server (DESIGN.md §4b): its connections, the announcements of the
 * others (LISTEN/NOTIFY on a PostgreSQL server; in memory on the embedded database), and the
 * presence rows that tell a sender whether the reader is connected anywhere.
 */
export async function startChatLive(app: FastifyInstance): Promise<ChatLive> {
  const { db, database } = app.deps;
  const serverId = randomUUID();
  const hub = new ChatHub();
  let isLive = false;

  // What other servers announce, read for this server's connections; a batch that cannot be
  // read closes its people's connections, which reconnect and resume from the database.
  const { onAnnounced } = announcedReader({
    holds: (userId) => hub.holds(userId),
    read: async (ids) =>
      (
        await db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.id, ids))
          .orderBy(asc(chatMessages.id))
      ).map(chatMessageOf),
    deliver: (message) => hub.deliver(message),
    onUnread: (messages, err) => {
      app.log.warn({ err }, 'announced chat messages could not be read: their connections resume');
      const people = new Set(messages.flatMap((message) => [message.from, message.to]));
      for (const connection of hub.all())
        if (people.has(connection.userId)) connection.close(CHAT_LIVE_CLOSE.tryAgainLater, 'try again later');
    },
  });

  await clearPresence(db, serverId, { everyServer: database.kind === 'pglite' });
  const bus = await startLiveBus(
    database,
    serverId,
    {
      onAnnounced: (messages) => void onAnnounced(messages),
      onLive: () => {
        isLive = true;
      },
      // What was announced meanwhile is lost here: the connections close, and the browsers
      // reconnect once it is back and read what they missed.
      onCutOff: () => {
        isLive = false;
        for (const connection of hub.all())
          connection.close(CHAT_LIVE_CLOSE.tryAgainLater, 'try again later');
      },
    },
    app.log,
  );

  // A session that ends (logout, new password, member removed) closes its connections on every
  // server at once; the refresh's check remains for a session that simply runs out.
  const stopEndedSessions = await listenForEndedSessions(
    database,
    (sessionIds) => hub.closeSessions(sessionIds, CHAT_LIVE_CLOSE.signedOut),
    {
      onListening: () => undefined,
      onCutOff: (err) =>
        app.log.warn({ err }, 'ended-session notices cut off: sessions end at the next check'),
    },
  );

  const checks = new Set<() => Promise<void>>();
  const refresh = setInterval(() => {
    void refreshPresence(
      db,
      serverId,
      hub.all().map((connection) => connection.id),
    ).catch((err: unknown) => app.log.warn({ err }, 'chat presence not refreshed'));
    for (const check of checks) void check();
  }, PRESENCE_REFRESH_MS);
  refresh.unref();

  app.addHook('onClose', async () => {
    clearInterval(refresh);
    await stopEndedSessions();
    await bus.close();
    await clearPresence(db, serverId, { everyServer: false }).catch(() => undefined);
  });

  return {
    serverId,
    hub,
    isLive: () => isLive,
    announce: (tx, messages) =>
      bus.announce(
        tx,
        messages.map((message) => ({
          id: Number(message.id),
          from: message.from_user_id,
          to: message.to_user_id,
        })),
      ),
    noticeOf: bus.noticeOf,
    deliver: (messages) => {
      for (const message of messages) hub.deliver(message);
    },
    onRefresh: (check) => {
      checks.add(check);
      return () => checks.delete(check);
    },
  };
}
