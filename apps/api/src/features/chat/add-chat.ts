import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { isUuid } from '../../db/is-uuid';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findChatPartner } from './chat-partner';
import type { ChatLive } from './live/chat-live';
import { connectedOf } from './live/presence';
import { sendChat } from './send-chat';
import { storeForConnectedReader } from './store-for-connected-reader';

/**
 * add_chat: one message to someone the caller may talk to (else 403, nothing stored). A
 * reader with a live connection gets it through the one-statement path; any other may need
 * a push, which the transaction of sendChat writes with the message.
 */
export async function addChat(
  deps: AppDeps & { log: Parameters<typeof sendChat>[0]['log'] },
  live: ChatLive,
  auth: AuthContext,
  input: { to_user_id: string; message: string },
): Promise<ChatMessage> {
  const [partner, connected] = await Promise.all([
    findChatPartner(deps.db, auth, input.to_user_id),
    isUuid(input.to_user_id) ? connectedOf(deps.db, [input.to_user_id]) : new Set<string>(),
  ]);
  if (connected.has(partner.id))
    return storeForConnectedReader(deps.db, live, auth.userId, partner, input.message);
  const [message] = await sendChat(deps, live, auth.userId, [partner], input.message);
  if (!message) throw new Error('chat message not stored');
  return message;
}
