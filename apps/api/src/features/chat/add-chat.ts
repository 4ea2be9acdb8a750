import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findChatPartner } from './chat-partner';
import type { ChatLive } from './live/chat-live';
import { sendChat } from './send-chat';

/** add_chat: one message to someone the caller may talk to (else 403, nothing stored). */
export async function addChat(
  deps: AppDeps & { log: Parameters<typeof sendChat>[0]['log'] },
  live: ChatLive,
  auth: AuthContext,
  input: { to_user_id: string; message: string },
): Promise<ChatMessage> {
  const partner = await findChatPartner(deps.db, auth, input.to_user_id);
  const [message] = await sendChat(deps, live, auth.userId, [partner], input.message);
  if (!message) throw new Error('chat message not stored');
  return message;
}
