import {
  NOTIFICATIONS_LISTED,
  type Notification,
} from '@faith-shield/contract/notifications/get-notifications';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/index';
import type { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';

/**
 * get_notifications: the person's own, newest first, kept in the read cache written as JSON (at
 * 100 rows, encoding it was most of a call's work): a notification written for anyone of the
 * organisation announces it on the change feed (drizzle/0006_events.sql), which forgets the
 * kept lists (docs/decisions/008-read-cache.md).
 */
export function listNotifications(
  { db, readCache }: { db: Database; readCache: ReadCache },
  person: { userId: string; organisationId: string },
): Promise<JsonText<Notification[]>> {
  return readCache.readJson(
    `notifications:${person.userId}`,
    () => loadNotifications(db, person.userId),
    person.organisationId,
  );
}

async function loadNotifications(db: Database, userId: string): Promise<Notification[]> {
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
    ...(row.alertId ? { alert_id: row.alertId } : {}),
    title: row.title,
    body: row.body,
    image: row.image,
    url: row.url,
    created_at: row.createdAt.toISOString(),
  }));
}
