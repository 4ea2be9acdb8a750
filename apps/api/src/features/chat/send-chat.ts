import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { type ChatPartner, fullName } from './chat-partner';
import { pushToUnconnected } from './chat-push';
import type { ChatLive } from './live/chat-live';
import { storeMessages } from './store-messages';

/**
 * Sends `html` from the caller to each recipient: stored with both sides of the conversation
 * and the pushes to readers not connected, all in one transaction; then delivered live.
 */
export async function sendChat(
  deps: Pick<AppDeps, 'db'> & { log: { error: (object: object, message: string) => void } },
  live: ChatLive,
  fromUserId: string,
  recipients: readonly ChatPartner[],
  html: string,
): Promise<ChatMessage[]> {
  const [sender] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, fromUserId));
  const stored = await deps.db.transaction(async (tx) => {
    const result = await storeMessages(tx, fromUserId, recipients, html);
    const firstUnread = new Set(result.firstUnreadFor);
    await pushToUnconnected(
      tx,
      { id: fromUserId, name: sender ? fullName(sender) : '' },
      recipients.filter((recipient) => firstUnread.has(recipient.id)),
      html,
    );
    return result;
  });
  // Stored: a reader not reached live reads it at their next refresh or reconnection.
  await live
    .publish(stored.messages)
    .catch((err: unknown) => deps.log.error({ err }, 'chat messages not announced'));
  return stored.messages;
}
