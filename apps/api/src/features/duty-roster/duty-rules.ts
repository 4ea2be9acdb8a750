import { ROSTER_MESSAGES as M, noValidCertificate } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, eq, gte, lte } from 'drizzle-orm';
import { blockouts, certificates, duties } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { Executor } from '../notifications/notify';

type Days = { first: string; last: string };

const refuse = (message: string) => badRequest(message, { user_id: message });

/**
 * spec 03 §4's rules for putting a member on a post at an event: not away on its days, a
 * certificate of the post's type valid through its end day (unless None), no other post at
 * it. Run inside the transaction that writes the duty, after the member's row is locked.
 */
export async function checkDutyRules(
  tx: Executor,
  rule: { userId: string; eventId: string; days: Days; requiredCertificate: string },
) {
  const [away] = await tx
    .select({ id: blockouts.id })
    .from(blockouts)
    .where(
      and(
        eq(blockouts.userId, rule.userId),
        lte(blockouts.startDate, rule.days.last),
        gte(blockouts.endDate, rule.days.first),
      ),
    )
    .limit(1);
  if (away) throw refuse(M.unavailable);
  if (rule.requiredCertificate !== 'None') {
    const [valid] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, rule.userId),
          eq(certificates.type, rule.requiredCertificate),
          gte(certificates.expirationDate, rule.days.last),
        ),
      )
      .limit(1);
    if (!valid) throw refuse(noValidCertificate(rule.requiredCertificate));
  }
  const [posted] = await tx
    .select({ id: duties.id })
    .from(duties)
    .where(and(eq(duties.eventId, rule.eventId), eq(duties.userId, rule.userId)))
    .limit(1);
  if (posted) throw refuse(M.alreadyPosted);
}

export const alreadyPosted = () => refuse(M.alreadyPosted);
