import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { ChatPartner } from './chat-partner';
import { conversationKey } from './conversation-key';
import type { ChatLive } from './live/chat-live';

type Row = {
  id: string | number;
  from_user_id: string;
  to_user_id: string;
  message: string;
  created_at: Date | string;
};

/**
 * One message to a reader with a live connection (so no push): stored, both sides of the
 * conversation kept (as store-messages.ts does) and the other servers told, in a single
 * statement, so the message reaches the reader after one round trip to the database instead
 * of a transaction's several.
 */
export async function storeForConnectedReader(
  db: Database,
  live: ChatLive,
  fromUserId: string,
  reader: ChatPartner,
  html: string,
): Promise<ChatMessage> {
  const [first, second] = [fromUserId, reader.id].sort();
  const unreadOf = (userId: string | undefined) => (userId === reader.id ? 1 : 0);
  const notice =
    live.noticeOf({
      id: sql`message.id`,
      from: sql`message.from_user_id`,
      to: sql`message.to_user_id`,
    }) ?? sql`null`;
  const result = await db.execute(sql`
    with message as (
      insert into chat_messages (conversation_key, from_user_id, to_user_id, message)
      values (${conversationKey(fromUserId, reader.id)}, ${fromUserId}, ${reader.id}, ${html})
      returning id, from_user_id, to_user_id, message, created_at
    ), sides as (
      insert into chat_conversations (user_id, partner_id, last_message_id, unread_count)
      select side.user_id, side.partner_id, message.id, side.unread
      from message, (values
        (${first}::uuid, ${first === fromUserId ? reader.id : fromUserId}::uuid, ${unreadOf(first)}::int),
        (${second}::uuid, ${second === fromUserId ? reader.id : fromUserId}::uuid, ${unreadOf(second)}::int)
      ) as side (user_id, partner_id, unread)
      order by side.user_id
      on conflict (user_id, partner_id) do update set
        last_message_id = greatest(chat_conversations.last_message_id, excluded.last_message_id),
        unread_count = case when excluded.unread_count = 0 then 0
          else chat_conversations.unread_count + excluded.unread_count end,
        updated_at = now()
      returning user_id
    )
    select message.id, message.from_user_id, message.to_user_id, message.message, message.created_at,
      ${notice} as announced
    from message`);
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) throw new Error('chat message not stored');
  const message: ChatMessage = {
    id: String(row.id),
    from_user_id: row.from_user_id,
    to_user_id: row.to_user_id,
    message: row.message,
    created_at: new Date(row.created_at).toISOString(),
  };
  live.deliver([message]);
  return message;
}
