import type { ChatLiveServerFrame } from '@faith-shield/contract/chat/chat-live';
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';

/** One signed-in live connection, as the hub sees it. */
export type LiveConnection = {
  /** Its presence row's id. */
  id: string;
  userId: string;
  /** The session it signed in with. */
  sessionId: string;
  send: (frame: ChatLiveServerFrame) => void;
  close: (code: number, reason: string) => void;
};

/** The most live connections one person keeps on one server (tabs, devices); the oldest goes. */
const MAX_PER_USER = 20;

/** This server's live connections by person, and the delivery of a message to them. */
export class ChatHub {
  readonly #byUser = new Map<string, Set<LiveConnection>>();

  add(connection: LiveConnection) {
    const held = this.#byUser.get(connection.userId) ?? new Set();
    this.#byUser.set(connection.userId, held);
    held.add(connection);
    if (held.size > MAX_PER_USER) {
      const [oldest] = held;
      oldest?.close(1008, 'too many connections');
      if (oldest) this.remove(oldest);
    }
  }

  remove(connection: LiveConnection) {
    const held = this.#byUser.get(connection.userId);
    if (!held?.delete(connection)) return;
    if (held.size === 0) this.#byUser.delete(connection.userId);
  }

  holds(userId: string) {
    return this.#byUser.has(userId);
  }

  get size() {
    let count = 0;
    for (const held of this.#byUser.values()) count += held.size;
    return count;
  }

  all(): LiveConnection[] {
    return [...this.#byUser.values()].flatMap((held) => [...held]);
  }

  /** Closes every connection signed in with one of these sessions (they ended). */
  closeSessions(sessionIds: readonly string[], code: number) {
    const ended = new Set(sessionIds);
    for (const connection of this.all())
      if (ended.has(connection.sessionId)) {
        connection.close(code, 'signed out');
        this.remove(connection);
      }
  }

  /** One frame to every connection of these people on this server. */
  sendTo(userIds: Iterable<string>, frame: ChatLiveServerFrame) {
    for (const userId of new Set(userIds))
      for (const connection of this.#byUser.get(userId) ?? []) connection.send(frame);
  }

  /** To the reader's connections and the sender's (their other tabs show it too). */
  deliver(message: ChatMessage) {
    const frame: ChatLiveServerFrame = { type: 'message', message };
    for (const userId of new Set([message.to_user_id, message.from_user_id]))
      for (const connection of this.#byUser.get(userId) ?? []) connection.send(frame);
  }
}
