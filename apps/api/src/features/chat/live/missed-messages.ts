import { LIVE_RESUME_LIMIT } from '@faith-shield/contract/chat/chat-live';
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { chatMessages } from '../../../db/schema/index';
import { chatMessageOf } from '../chat-message-row';

/**
 * The messages to or from `userId` stored after the one with id `after`, oldest first: what a
 * connection that resumes has not seen. The primary key's order finds them; only the few rows
 * past `after` are read.
 */
export async function missedMessages(db: Database, userId: string, after: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        gt(chatMessages.id, after),
        or(eq(chatMessages.toUserId, userId), eq(chatMessages.fromUserId, userId)),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(LIVE_RESUME_LIMIT);
  return rows.map(chatMessageOf);
}
