import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import {
  CHAT_LIVE_CLOSE,
  CHAT_LIVE_PATH,
  CHAT_LIVE_TIMING,
  type ChatLiveClientFrame,
  type ChatLiveServerFrame,
} from '@faith-shield/contract/chat/chat-live';
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { RosterLiveFrame } from '@faith-shield/contract/duty-roster/roster-live';
import type { TeamChannelLiveFrame } from '@faith-shield/contract/team-channel/team-channel-live';

export type LiveState = 'connecting' | 'live' | 'offline';

type Options = {
  token: string;
  onMessage: (message: ChatMessage) => void;
  /** Connected (again): whatever was missed meanwhile is to be read. */
  onReady: () => void;
  onState: (state: LiveState) => void;
  /** spec 03 §2: an emergency alert sent, answered or closed. */
  onAlert?: (frame: AlertLiveFrame) => void;
  /** spec 03 §6: a team channel message posted or deleted. */
  onTeam?: (frame: TeamChannelLiveFrame) => void;
  /** spec 03 §4: a roster changed. */
  onRoster?: (frame: RosterLiveFrame) => void;
  /** The WebSocket to use (tests pass their own). */
  createSocket?: (url: string) => WebSocket;
  /** Waits before each new try, growing to a cap, with jitter so servers are not hit at once. */
  retryDelayMs?: (attempt: number) => number;
  /** Waits before a new try when the server said it is restarting. */
  restartDelayMs?: () => number;
};

const defaultDelay = (attempt: number) => Math.min(30_000, 2_000 * 2 ** attempt) * (0.75 + Math.random() / 2);
/** A server that stops asks for a new connection at once: spread over a second, not all at once. */
const restartDelay = () => Math.random() * 1_000;
/** A socket that has not said 'ready' by then counts as not connecting (a proxy that holds it). */
const READY_WITHIN_MS = 5_000;

const liveUrl = () => `${window.location.origin.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`;

/**
 * The live chat connection (DESIGN.md §4): a plain WebSocket; the token in the first frame,
 * never in the address. While it is not live, the screens fall back to the spec's 2-second
 * refresh; it tries again by itself, later each time, until it is closed or signed out.
 */
export function openChatSocket({
  token,
  onMessage,
  onReady,
  onState,
  onAlert,
  onTeam,
  onRoster,
  createSocket = (url) => new WebSocket(url),
  retryDelayMs = defaultDelay,
  restartDelayMs = restartDelay,
}: Options) {
  let socket: WebSocket | undefined;
  /** The newest message seen: a new connection resumes after it (nothing missed, nothing twice). */
  let lastMessageId: string | undefined;
  let attempt = 0;
  let isClosed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let pongDue: ReturnType<typeof setTimeout> | undefined;

  const send = (frame: ChatLiveClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  const stopTimers = () => {
    clearTimeout(readyTimer);
    clearInterval(ping);
    clearTimeout(pongDue);
  };

  const connect = () => {
    onState('connecting');
    let current: WebSocket;
    try {
      current = createSocket(liveUrl());
    } catch {
      return lost(undefined);
    }
    socket = current;
    readyTimer = setTimeout(() => current.close(), READY_WITHIN_MS);
    current.onopen = () =>
      send(
        lastMessageId === undefined ? { type: 'auth', token } : { type: 'auth', token, after: lastMessageId },
      );
    current.onmessage = (event) => {
      let frame: ChatLiveServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatLiveServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        clearTimeout(readyTimer);
        attempt = 0;
        onState('live');
        onReady();
        ping = setInterval(() => {
          send({ type: 'ping' });
          pongDue = setTimeout(() => current.close(), CHAT_LIVE_TIMING.pongWithinMs);
        }, CHAT_LIVE_TIMING.pingEveryMs);
      } else if (frame.type === 'pong') clearTimeout(pongDue);
      else if (frame.type === 'message') {
        if (lastMessageId === undefined || Number(frame.message.id) > Number(lastMessageId))
          lastMessageId = frame.message.id;
        onMessage(frame.message);
      } else if (frame.type === 'alert') onAlert?.(frame);
      else if (frame.type === 'team') onTeam?.(frame);
      else if (frame.type === 'roster') onRoster?.(frame);
    };
    current.onclose = (event) => {
      if (socket === current) lost(event.code);
    };
  };

  const lost = (code: number | undefined) => {
    stopTimers();
    socket = undefined;
    onState('offline');
    if (isClosed) return;
    // signed out or not allowed: the refresh's calls will say why; trying again would not help
    if (code === CHAT_LIVE_CLOSE.signedOut || code === CHAT_LIVE_CLOSE.notAllowed) return;
    if (code === CHAT_LIVE_CLOSE.serverRestart) {
      retry = setTimeout(connect, restartDelayMs());
      return;
    }
    retry = setTimeout(connect, retryDelayMs(attempt));
    attempt += 1;
  };

  connect();
  return {
    /** The conversation with `id` is on screen: its unread count clears. */
    markRead: (id: string) => send({ type: 'read', id }),
    close: () => {
      isClosed = true;
      clearTimeout(retry);
      stopTimers();
      const current = socket;
      socket = undefined;
      current?.close();
      onState('offline');
    },
  };
}
