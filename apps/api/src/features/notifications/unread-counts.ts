import type { UnreadCounts } from '@faith-shield/contract/notifications/unread-counts';
import { and, count, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatConversations, notifications, users } from '../../db/schema/index';
import { teamReadOf } from '../team-channel/team-reads';

/**
 * get_unread_counts: the unread chat messages (as get_chat_list counts them, people still
 * here only), the team channel's (spec 03 §6) and the notifications written since the person last opened the list.
 */
export async function unreadCounts(db: Database, userId: string): Promise<UnreadCounts> {
  const [chat] = await db
    .select({ total: sum(chatConversations.unreadCount).mapWith(Number) })
    .from(chatConversations)
    .innerJoin(users, and(eq(users.id, chatConversations.partnerId), isNull(users.deletedAt)))
    .where(eq(chatConversations.userId, userId));
  const [told] = await db
    .select({ total: count() })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, users.notificationsReadAt)));
  const team = await teamReadOf(db, userId);
  return { chat: chat?.total ?? 0, notifications: told?.total ?? 0, team: team.unread };
}

/** read_notifications: everything told until now counts as read. */
export async function readNotifications(db: Database, userId: string): Promise<UnreadCounts> {
  // the database's clock, which stamps the notifications too
  await db.update(users).set({ notificationsReadAt: sql`now()` }).where(eq(users.id, userId));
  return unreadCounts(db, userId);
}
