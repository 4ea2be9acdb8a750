import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { Executor } from '../notifications/notify';
import { type ChatPartner, fullName } from './chat-partner';
import { pushToUnconnected } from './chat-push';
import type { ChatLive } from './live/chat-live';
import { storeMessages } from './store-messages';

async function senderOf(tx: Executor, id: string) {
  const [sender] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return { id, name: sender ? fullName(sender) : '' };
}

/**
 * Sends `html` from the caller to each recipient: stored with both sides of the conversation
 * the pushes to readers not connected and the notice to the other servers, all in one
 * transaction; then delivered to this server's connections.
 */
export async function sendChat(
  deps: Pick<AppDeps, 'db'> & { log: { error: (object: object, message: string) => void } },
  live: ChatLive,
  fromUserId: string,
  recipients: readonly ChatPartner[],
  html: string,
): Promise<ChatMessage[]> {
  const stored = await deps.db.transaction(async (tx) => {
    const result = await storeMessages(tx, fromUserId, recipients, html);
    const firstUnread = new Set(result.firstUnreadFor);
    await pushToUnconnected(
      tx,
      () => senderOf(tx, fromUserId),
      recipients.filter((recipient) => firstUnread.has(recipient.id)),
      html,
    );
    await live.announce(tx, result.messages);
    return result;
  });
  live.deliver(stored.messages);
  return stored.messages;
}
