import { and, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { countAttempts } from '../../http/durable-counters';

const DAY_MS = 24 * 60 * 60_000;
/** Welcome mails one organisation sends in a day: a team set up at once, not a mailing list. */
const PER_ORGANISATION = { max: 30, windowMs: DAY_MS };
/** Welcome mails one address receives in a week, from every organisation together. */
const PER_ADDRESS = { max: 3, windowMs: 7 * DAY_MS };
/** An address removed from a team is not welcomed again this soon (an add-and-remove loop). */
const REMOVED_QUIET_MS = DAY_MS;

/**
 * Whether a welcome mail may go to `email` for `organisationId` now. The counts are durable
 * (every session and server process counts together); a refused mail is counted too.
 */
export async function mayWelcome(db: Database, organisationId: string, email: string, now: Date) {
  const address = email.toLowerCase();
  const [removed] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${address}`,
        gt(users.deletedAt, new Date(now.getTime() - REMOVED_QUIET_MS)),
      ),
    )
    .limit(1);
  if (removed) return false;
  const [byOrganisation, byAddress] = await countAttempts(
    db,
    [
      { key: `welcome-mail:organisation:${organisationId}`, windowMs: PER_ORGANISATION.windowMs },
      { key: `welcome-mail:address:${address}`, windowMs: PER_ADDRESS.windowMs },
    ],
    now,
  );
  return (byOrganisation?.hits ?? 0) <= PER_ORGANISATION.max && (byAddress?.hits ?? 0) <= PER_ADDRESS.max;
}
