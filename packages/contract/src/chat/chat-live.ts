// No zod here: the web app's live connection imports this on every chat screen.
import type { AlertLiveFrame } from '../alerts/alert-live';
import type { RosterLiveFrame } from '../duty-roster/roster-live';
import type { TeamChannelLiveFrame } from '../team-channel/team-channel-live';
import type { ChatMessage } from './chat-message';

/** Where the live connection opens (a WebSocket; the token travels in the first frame). */
export const CHAT_LIVE_PATH = '/live/chat';

/** Frames the browser sends: the token first, then reads and keep-alives. */
export type ChatLiveClientFrame =
  /**
   * `after`: the id of the last message this client saw; the server first sends the ones stored
   * since (oldest first, up to LIVE_RESUME_LIMIT), then live ones, none twice.
   */
  | { type: 'auth'; token: string; after?: string }
  /** The conversation with `id` is on screen: its unread count is cleared. */
  | { type: 'read'; id: string }
  | { type: 'ping' };

/** Frames the server sends. */
export type ChatLiveServerFrame =
  /** Signed in: from now on every message to or from this user arrives. */
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'pong' }
  /** spec 03 §2: an emergency alert, an answer to it, or its all-clear. */
  | AlertLiveFrame
  /** spec 03 §6: a team channel message posted or deleted. */
  | TeamChannelLiveFrame
  /** spec 03 §4: a roster changed; open boards read it again. */
  | RosterLiveFrame;

/** Close codes of the live connection (4000–4999 are the application's, RFC 6455 §7.4.2). */
export const CHAT_LIVE_CLOSE = {
  /** No token, or a session that has ended: do not retry until signed in again. */
  signedOut: 4401,
  /** The user's plan or role has no chat. */
  notAllowed: 4403,
  /** No token within the time allowed. */
  authTimeout: 4408,
  /** Frames far faster than a person's client sends them (RFC 6455's policy violation). */
  tooManyFrames: 1008,
  /** The server cannot deliver for now (its database connection broke): retry later. */
  tryAgainLater: 1013,
  /** The server is stopping (RFC 6455's Service Restart): reconnect at once, to another one. */
  serverRestart: 1012,
} as const;

/** The most missed messages a resumed connection is sent; older ones the screens read again. */
export const LIVE_RESUME_LIMIT = 500;

/** How long the server waits for the token, and the rhythm of keep-alives. */
export const CHAT_LIVE_TIMING = {
  authTimeoutMs: 10_000,
  pingEveryMs: 25_000,
  /** A pong later than this means the connection is dead. */
  pongWithinMs: 10_000,
} as const;
