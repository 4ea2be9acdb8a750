import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { chatConversations } from '../../db/schema/index';

/** The conversation with `partnerId` is on the user's screen: nothing in it is unread. */
export async function clearUnread(db: Database, userId: string, partnerId: string): Promise<void> {
  if (!isUuid(partnerId)) return;
  await db
    .update(chatConversations)
    .set({ unreadCount: 0 })
    .where(
      and(
        eq(chatConversations.userId, userId),
        eq(chatConversations.partnerId, partnerId),
        ne(chatConversations.unreadCount, 0),
      ),
    );
}
