import { z } from 'zod';
import { defineCall } from '../shared/call';

export const GET_NOTIFICATIONS_MESSAGES = { list: 'Notifications' } as const;

/**
 * spec 02 §3 Notification: type, event_id, title, body, image. Type 'users' is an event (it
 * opens /view-events/{event_id}); other types are ours (DESIGN.md §4b) and carry `url`, the
 * screen they open. id and created_at are ours too.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  event_id: z.string().nullable(),
  /** spec 03 §2: on type 'alert', the alert it is about. */
  alert_id: z.string().optional(),
  title: z.string(),
  body: z.string(),
  image: z.string(),
  url: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** At most this many, newest first: what a phone's list shows. */
export const NOTIFICATIONS_LISTED = 100;

/** spec 02 §7: POST get_notifications with the token; the signed-in person's own, newest first. */
export const getNotificationsCall = defineCall({
  name: 'get_notifications',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.array(NotificationSchema),
});
