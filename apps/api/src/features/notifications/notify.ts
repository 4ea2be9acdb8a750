import type { Database } from '../../db/database';
import { notificationDeliveries, notifications } from '../../db/schema/index';

/** The database or a transaction of it: a notification can be part of the write it is about. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type Notice = {
  organisationId: string;
  /** The people told; each gets a row of their own (an empty list tells nobody). */
  userIds: readonly string[];
  /** 'users' for an event (spec 02 §2); ours otherwise, e.g. 'risk', 'certificate', 'chat'. */
  type: string;
  title: string;
  body: string;
  eventId?: string;
  /** The alert an 'alert' notice is about (spec 03 §2). */
  alertId?: string;
  /** The screen a tap opens, a path of the web app such as `/subuser-view-events/<id>`. */
  url?: string;
  image?: string;
  /**
   * Makes the notice happen once per person, however often it is asked for (a reminder that
   * two server processes both find due, a retried job): a second notify with it does nothing.
   */
  dedupeKey?: string;
  /** Also send it by mail (reminders worth more than a push). Web Push always goes. */
  mail?: boolean;
};

/**
 * Tells people something (DESIGN.md §4b): a row for get_notifications each and, in the same
 * write, the deliveries (Web Push to every device they registered; mail when asked) that the
 * server processes then make (deliveries.ts), each exactly once. Answers how many people were
 * newly told. Inside a transaction, nothing is told unless it commits.
 */
export async function notify(executor: Executor, notice: Notice): Promise<number> {
  if (notice.userIds.length === 0) return 0;
  const told = await executor
    .insert(notifications)
    .values(
      [...new Set(notice.userIds)].map((userId) => ({
        organisationId: notice.organisationId,
        userId,
        type: notice.type,
        eventId: notice.eventId ?? null,
        alertId: notice.alertId ?? null,
        title: notice.title,
        body: notice.body,
        image: notice.image ?? '',
        url: notice.url ?? '',
        dedupeKey: notice.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  if (told.length === 0) return 0;
  const channels = notice.mail ? (['push', 'mail'] as const) : (['push'] as const);
  await executor
    .insert(notificationDeliveries)
    .values(told.flatMap(({ id }) => channels.map((channel) => ({ notificationId: id, channel }))));
  return told.length;
}
