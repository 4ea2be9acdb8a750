import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { publishAlertFrame } from '../../../lib/alert-frames';
import { publishRosterFrame } from '../../../lib/roster-frames';
import { getSession, subscribeSession } from '../../../lib/session';
import { publishTeamFrame } from '../../../lib/team-frames';
import { type LiveState, openChatSocket } from './chat-socket';

type Listener = {
  onMessage: (message: ChatMessage) => void;
  onReady: () => void;
};

/** How long the connection outlives the last chat screen (moving between them keeps it). */
const LINGER_MS = 10_000;

let connection: ReturnType<typeof openChatSocket> | undefined;
/** The session the connection signed in with: another one (a logout, a new sign-in) ends it. */
let connectedAs: string | null = null;
let state: LiveState = 'offline';
let closing: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();

const setState = (next: LiveState) => {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
};

const disconnect = () => {
  connection?.close();
  connection = undefined;
  connectedAs = null;
};

const connect = () => {
  const { token } = getSession();
  if (!token) return;
  connectedAs = token;
  connection = openChatSocket({
    token,
    onMessage: (message) => {
      for (const each of listeners) each.onMessage(message);
    },
    onReady: () => {
      for (const each of listeners) each.onReady();
    },
    onState: setState,
    onAlert: publishAlertFrame,
    onTeam: publishTeamFrame,
    onRoster: publishRosterFrame,
  });
};

if (typeof window !== 'undefined')
  subscribeSession(() => {
    if (!connection || getSession().token === connectedAs) return;
    disconnect();
    if (listeners.size > 0) connect();
  });

/**
 * One live connection for every chat screen on the page, opened by the first and closed a
 * little after the last has gone.
 */
export function joinChatLive(listener: Listener): () => void {
  clearTimeout(closing);
  listeners.add(listener);
  if (connection && getSession().token !== connectedAs) disconnect();
  if (!connection) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    closing = setTimeout(disconnect, LINGER_MS);
  };
}

export const markRead = (id: string) => connection?.markRead(id);

export const subscribeLiveState = (listener: () => void) => {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
};

export const getLiveState = () => state;
