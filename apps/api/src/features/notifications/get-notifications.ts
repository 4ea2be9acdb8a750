import {
  NOTIFICATIONS_LISTED,
  type Notification,
} from '@faith-shield/contract/notifications/get-notifications';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/index';

/** get_notifications: the person's own, newest first. */
export async function listNotifications(db: Database, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    event_id: row.eventId,
    title: row.title,
    body: row.body,
    image: row.image,
    url: row.url,
    created_at: row.createdAt.toISOString(),
  }));
}
