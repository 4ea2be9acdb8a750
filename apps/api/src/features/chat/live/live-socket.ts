import { randomUUID } from 'node:crypto';
import {
  CHAT_LIVE_CLOSE,
  CHAT_LIVE_PATH,
  CHAT_LIVE_TIMING,
  type ChatLiveServerFrame,
} from '@faith-shield/contract/chat/chat-live';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { type AuthContext, authenticate } from '../../../infra/auth/authenticate';
import { sessionEndsAt } from '../../../infra/auth/session-lifetime';
import { mayChat } from '../chat-partner';
import { clearUnread } from '../clear-unread';
import type { LiveConnection } from './chat-hub';
import type { ChatLive } from './chat-live';
import { frameBudget } from './frame-budget';
import { missedMessages } from './missed-messages';
import { forgetConnection, recordConnection } from './presence';

/** The longest a Node timer waits (about 24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Frames are small: a token, an id. */
const MAX_FRAME_BYTES = 4096;
/** A burst as a person's client makes it (a read per message of a burst arriving), then a steady few. */
const FRAMES = { burst: 30, perSecond: 5 };

const ClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(512),
    after: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
  }),
  z.object({ type: z.literal('read'), id: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]);

const frameOf = (data: unknown) => {
  try {
    const parsed = ClientFrameSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The live connection at CHAT_LIVE_PATH (a WebSocket). The token comes in the first frame,
 * never in the address, which logs and histories keep (DESIGN.md §4). Once signed in, every
 * message to or from the user arrives as it is stored; a session that ends, or a connection
 * that stops answering pings, is closed at the next refresh.
 */
export async function liveSocketRoutes(app: FastifyInstance, live: ChatLive) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const { deps } = app;
  // a stopping server tells every socket, signed in or not, to reconnect to another one
  deps.draining.onRelease(() => {
    for (const client of app.websocketServer.clients)
      client.close(CHAT_LIVE_CLOSE.serverRestart, 'server restarting');
  });

  app.get(CHAT_LIVE_PATH, { websocket: true }, (socket: WebSocket) => {
    if (deps.draining.isDraining()) return socket.close(CHAT_LIVE_CLOSE.serverRestart, 'server restarting');
    let auth: AuthContext | undefined;
    let token = '';
    let isAlive = true;
    let stopChecks: (() => void) | undefined;
    const connectionId = randomUUID();
    const send = (frame: ChatLiveServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    // While the missed messages of a resumed connection are read, live frames wait here; a
    // message the read sent may still come live afterwards (its delivery was under way): once.
    let held: ChatLiveServerFrame[] | undefined;
    const replayed = new Set<string>();
    const isReplayed = (frame: ChatLiveServerFrame) =>
      frame.type === 'message' && replayed.has(frame.message.id);
    const connection: LiveConnection = {
      id: connectionId,
      userId: '',
      sessionId: '',
      send: (frame) => {
        if (held) held.push(frame);
        else if (!isReplayed(frame)) send(frame);
      },
      close: (code, reason) => socket.close(code, reason),
    };
    let endTimer: NodeJS.Timeout | undefined;
    const authTimer = setTimeout(
      () => socket.close(CHAT_LIVE_CLOSE.authTimeout, 'no token'),
      CHAT_LIVE_TIMING.authTimeoutMs,
    );

    // Each refresh: the session must still be live and the socket must have answered the last ping.
    const check = async () => {
      if (!isAlive) return socket.terminate();
      isAlive = false;
      socket.ping();
      const still = await authenticate(deps, token, deps.now()).catch(() => auth);
      if (!still || !mayChat(still)) socket.close(CHAT_LIVE_CLOSE.signedOut, 'signed out');
    };

    // The session's end is known: the connection closes then, not at the next refresh.
    const closeAtSessionEnd = async (sessionId: string) => {
      const endsAt = await sessionEndsAt(deps.db, sessionId, deps.config);
      const wait = endsAt ? endsAt.getTime() - deps.now().getTime() : 0;
      // a longer wait than a timer can hold is left to the refreshes' checks
      if (socket.readyState === socket.OPEN && wait < MAX_TIMER_MS)
        endTimer = setTimeout(() => socket.close(CHAT_LIVE_CLOSE.signedOut, 'signed out'), Math.max(wait, 0));
    };

    /**
     * The messages stored since `after` first, then the live frames that came meanwhile, less
     * those the read already sent: nothing missed, nothing twice.
     */
    const resume = async (userId: string, after: number) => {
      const missed = await missedMessages(deps.db, userId, after);
      for (const message of missed) {
        send({ type: 'message', message });
        replayed.add(message.id);
      }
      const waiting = held ?? [];
      held = undefined;
      for (const frame of waiting) if (!isReplayed(frame)) send(frame);
    };

    const signIn = async (given: string, after: string | undefined) => {
      const found = await authenticate(deps, given, deps.now());
      if (!found) return socket.close(CHAT_LIVE_CLOSE.signedOut, 'signed out');
      if (!mayChat(found)) return socket.close(CHAT_LIVE_CLOSE.notAllowed, 'no chat on this plan');
      if (!live.isLive()) return socket.close(CHAT_LIVE_CLOSE.tryAgainLater, 'try again later');
      if (socket.readyState !== socket.OPEN) return;
      auth = found;
      token = given;
      connection.userId = found.userId;
      connection.sessionId = found.sessionId;
      if (after !== undefined) held = [];
      live.hub.add(connection);
      stopChecks = live.onRefresh(check);
      await closeAtSessionEnd(found.sessionId);
      await recordConnection(deps.db, connectionId, found.userId, live.serverId);
      // closed while the row was written: the close's delete may have run first
      if (socket.readyState !== socket.OPEN) return forgetConnection(deps.db, connectionId);
      send({ type: 'ready' });
      if (after !== undefined) await resume(found.userId, Number(after));
    };

    let isSigningIn = false;
    const takeFrame = frameBudget(FRAMES);
    socket.on('message', (data) => {
      if (!takeFrame()) return socket.close(CHAT_LIVE_CLOSE.tooManyFrames, 'too many frames');
      const frame = frameOf(data);
      if (!auth) {
        // the first frame is the token; anything else, or a second one meanwhile, ends it
        if (frame?.type !== 'auth' || isSigningIn)
          return socket.close(CHAT_LIVE_CLOSE.signedOut, 'token first');
        isSigningIn = true;
        clearTimeout(authTimer);
        signIn(frame.token, frame.after).catch((err: unknown) => {
          app.log.error({ err }, 'live chat sign-in failed');
          socket.close(CHAT_LIVE_CLOSE.tryAgainLater, 'try again later');
        });
        return;
      }
      if (frame?.type === 'ping') send({ type: 'pong' });
      if (frame?.type === 'read') {
        clearUnread(deps.db, auth.userId, frame.id).catch((err: unknown) =>
          app.log.warn({ err }, 'unread count not cleared'),
        );
      }
    });
    socket.on('pong', () => {
      isAlive = true;
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(endTimer);
      stopChecks?.();
      if (!auth) return;
      live.hub.remove(connection);
      forgetConnection(deps.db, connectionId).catch(() => undefined);
    });
    socket.on('error', (err) => app.log.debug({ err }, 'live chat connection error'));
  });
}
