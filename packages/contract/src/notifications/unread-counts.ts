import { z } from 'zod';
import { defineCall } from '../shared/call';

export const UNREAD_MESSAGES = {
  counts: 'Unread counts',
  read: 'Notifications read',
} as const;

/** What the menus and the tab title show beside Chat and Notification. */
export const UnreadCountsSchema = z.object({
  /** Chat messages not yet opened, in every conversation with someone still here. */
  chat: z.number().int(),
  /** Notifications since the person last opened the list. */
  notifications: z.number().int(),
  /** spec 03 §6: the team channel's messages from others since the person last read it. */
  team: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/** Ours: the signed-in person's unread counts (owners and sub users alike). */
export const getUnreadCountsCall = defineCall({
  name: 'get_unread_counts',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: UnreadCountsSchema,
});

/** Ours: the notifications list is on screen; answers the counts with none left unread. */
export const readNotificationsCall = defineCall({
  name: 'read_notifications',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: UnreadCountsSchema,
});
