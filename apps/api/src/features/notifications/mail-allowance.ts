import type { Database } from '../../db/database';
import { countAttempts } from '../../http/durable-counters';

const DAY_MS = 24 * 60 * 60_000;
/** Notification mails one address receives in a day: far above a person's reminders. */
export const MAILS_PER_ADDRESS_A_DAY = 50;
/** Notification mails one organisation's notifications send in a day. */
const MAILS_PER_ORGANISATION_A_DAY = 1000;

/**
 * Whether one more notification mail may go to `email` about `organisationId`'s doings today
 * (an owner could otherwise mail any address they made a member, once per event they add).
 * The counts are durable: every server process counts together.
 */
export async function mayMailNotification(db: Database, organisationId: string, email: string, now: Date) {
  const [byAddress, byOrganisation] = await countAttempts(
    db,
    [
      { key: `notification-mail:address:${email.toLowerCase()}`, windowMs: DAY_MS },
      { key: `notification-mail:organisation:${organisationId}`, windowMs: DAY_MS },
    ],
    now,
  );
  return (
    (byAddress?.hits ?? 0) <= MAILS_PER_ADDRESS_A_DAY &&
    (byOrganisation?.hits ?? 0) <= MAILS_PER_ORGANISATION_A_DAY
  );
}
