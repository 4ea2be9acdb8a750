import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { Announced } from './live-bus';

type Handlers = {
  /** Whether this server holds a live connection of the person. */
  holds: (userId: string) => boolean;
  /** The stored messages of these ids, oldest first. */
  read: (ids: number[]) => Promise<ChatMessage[]>;
  deliver: (message: ChatMessage) => void;
  /**
   * The read failed (a busy database: no connection in time): these messages cannot be
   * delivered live, so the connections of their people must resume from the database.
   */
  onUnread: (messages: Announced[], err: unknown) => void;
};

/**
 * The messages other servers announce, read and delivered to this server's connections in
 * batches, one read at a time, so they arrive in order. A batch whose read fails is not
 * dropped in silence: a connection that went on to receive the next messages would resume
 * after them and never see it, so its people's connections are handed to `onUnread` (which
 * closes them: they reconnect and resume after the last message they saw), and the batches
 * behind it are still read.
 */
export function announcedReader(handlers: Handlers) {
  let waiting: Announced[] = [];
  let reading: Promise<void> | undefined;
  const readWaiting = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        for (const message of await handlers.read(batch.map((announced) => announced.id)))
          handlers.deliver(message);
      } catch (err) {
        handlers.onUnread(batch, err);
      }
    }
  };
  return {
    onAnnounced: (messages: Announced[]) => {
      waiting.push(
        ...messages.filter((message) => handlers.holds(message.to) || handlers.holds(message.from)),
      );
      if (reading || waiting.length === 0) return reading;
      reading = readWaiting().finally(() => {
        reading = undefined;
      });
      return reading;
    },
  };
}
