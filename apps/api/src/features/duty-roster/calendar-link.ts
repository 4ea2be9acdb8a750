import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { type CalendarLink, calendarFeedPath } from '@faith-shield/contract/duty-roster/calendar-link';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calendarFeeds } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { hashToken } from '../../infra/auth/tokens';

/**
 * The key of calendar feed tokens, derived from the server's kept secret (the device-token key:
 * DEVICE_TOKEN_SECRET or DATA_DIR/device-token.key) under a label of its own, as report links'
 * is: the same on every server and after a restart, and saying nothing of the other keys.
 */
export const calendarFeedKey = (secret: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'faith-shield calendar feeds', 32));

/** A feed's token: 256 bits, a MAC of the member and the row's random nonce; never stored. */
export const calendarToken = (key: Buffer, userId: string, nonce: string) =>
  createHmac('sha256', key).update(`calendar-feed\n${userId}\n${nonce}`).digest('base64url');

type FeedRow = typeof calendarFeeds.$inferSelect;

const linkOf = (key: Buffer, row: FeedRow): CalendarLink => ({
  path: calendarFeedPath(calendarToken(key, row.userId, row.nonce)),
  made_at: row.createdAt.toISOString(),
});

/** A fresh nonce and the hash of the token it gives: all the database keeps. */
function freshFeed(key: Buffer, userId: string) {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, tokenHash: hashToken(calendarToken(key, userId, nonce)) };
}

/** get_calendar_link: the caller's feed address, made on first ask (two first asks at once make one). */
export async function getCalendarLink(db: Database, key: Buffer, auth: AuthContext): Promise<CalendarLink> {
  const [made] = await db
    .insert(calendarFeeds)
    .values({ userId: auth.userId, organisationId: auth.organisationId, ...freshFeed(key, auth.userId) })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning();
  if (made) return linkOf(key, made);
  const [kept] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, auth.userId)).limit(1);
  if (!kept) throw new Error('the calendar feed row is gone');
  return linkOf(key, kept);
}

/** new_calendar_link: a new token replaces the old one, which finds no feed from then on. */
export async function newCalendarLink(
  db: Database,
  key: Buffer,
  auth: AuthContext,
  now: Date,
): Promise<CalendarLink> {
  const fresh = freshFeed(key, auth.userId);
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: auth.userId, organisationId: auth.organisationId, ...fresh, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...fresh, createdAt: now } })
    .returning();
  if (!row) throw new Error('the calendar feed was not written');
  return linkOf(key, row);
}
