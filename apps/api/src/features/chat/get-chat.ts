import { CHAT_LIMITS } from '@faith-shield/contract/chat/chat-messages';
import type { Chat, GetChatRequest } from '@faith-shield/contract/chat/get-chat';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatMessages } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { chatMessageOf } from './chat-message-row';
import { findChatPartner, fullName } from './chat-partner';
import { clearUnread } from './clear-unread';
import { conversationKey } from './conversation-key';

/**
 * get_chat: the person and the latest page of the conversation (or the page before `before`),
 * oldest first. Opening the latest page means the reader has seen it: the unread count clears.
 */
export async function getChat(db: Database, auth: AuthContext, input: GetChatRequest): Promise<Chat> {
  const partner = await findChatPartner(db, auth, input.id);
  const key = conversationKey(auth.userId, partner.id);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationKey, key),
        input.before ? lt(chatMessages.id, Number(input.before)) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_LIMITS.pageSize + 1);
  if (!input.before) await clearUnread(db, auth.userId, partner.id);
  return {
    user_name: fullName(partner),
    profile: partner.image,
    chat_array: rows.slice(0, CHAT_LIMITS.pageSize).reverse().map(chatMessageOf),
    has_more: rows.length > CHAT_LIMITS.pageSize,
  };
}
