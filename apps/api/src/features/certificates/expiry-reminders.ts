import { dateOfDay, dayNumber, reminderDue } from '@faith-shield/contract/certificates/certificate-expiry';
import { certificateName } from '@faith-shield/contract/certificates/certificate-fields';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, between, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { certificates, users } from '../../db/schema/index';
import { drainInTransactions } from '../../infra/jobs/claim-queue';
import { notify } from '../notifications/notify';
import { holderReminder, ownerReminder, type ReminderFacts } from './reminder-text';

/** How often every server looks for certificates due a reminder (a day starts within the hour). */
export const CERTIFICATE_REMINDER_EVERY_MS = 60 * 60_000;
const BATCH = 200;

type ReminderDeps = { db: Database; now: () => Date; log: FastifyBaseLogger };

/**
 * Limits a run to some organisations. Production runs everything; API tests share one database
 * and move their own clock, so they run the job on their own organisations only.
 */
export type ReminderScope = { organisationIds?: readonly string[] };

type Due = {
  row: typeof certificates.$inferSelect;
  holder: { type: number; firstName: string; lastName: string };
};

/** The record of a reminder: the expiration it is about and its threshold, '2027-01-15:7'. */
const recordOf = (expirationDate: string, threshold: number) => `${expirationDate}:${threshold}`;

/**
 * The certificates expiring within 30 days of `today` whose due reminder is not yet recorded,
 * holders still members, locked for this transaction (SKIP LOCKED: another server's batch is
 * left to it). The threshold is worked out in SQL as in reminderDue (7 or 30 days).
 */
async function claimDue(
  db: Database,
  today: number,
  { organisationIds }: ReminderScope,
  limit: number,
): Promise<Due[]> {
  const sevenDays = dateOfDay(today + 7);
  const threshold = sql`case when ${certificates.expirationDate} <= ${sevenDays}::date then '7' else '30' end`;
  const due = sql`${certificates.expirationDate}::text || ':' || (${threshold})`;
  return db
    .select({
      row: certificates,
      holder: { type: users.type, firstName: users.firstName, lastName: users.lastName },
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(
      and(
        between(certificates.expirationDate, dateOfDay(today), dateOfDay(today + 30)),
        isNull(users.deletedAt),
        or(isNull(certificates.remindedFor), sql`${certificates.remindedFor} <> ${due}`),
        organisationIds ? inArray(certificates.organisationId, [...organisationIds]) : undefined,
      ),
    )
    .limit(limit)
    .for('update', { of: certificates, skipLocked: true });
}

async function ownersOf(db: Database, organisationId: string) {
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.organisationId, organisationId), eq(users.type, USER_TYPE.owner), isNull(users.deletedAt)),
    );
  return owners.map((owner) => owner.id);
}

/**
 * One certificate's reminder, in the transaction that claimed it: the record is written and the
 * holder and the owner are told (a mail and a Web Push each, notify()). The dedupe key would
 * keep a second reminder out even if a claim were lost.
 */
async function remind(tx: Database, { row, holder }: Due, today: number): Promise<boolean> {
  const expirationDate = row.expirationDate ?? '';
  const daysLeft = (dayNumber(expirationDate) ?? today) - today;
  const threshold = reminderDue(daysLeft);
  if (threshold === null) return false;
  const record = recordOf(expirationDate, threshold);
  const facts: ReminderFacts = {
    name: certificateName({ type: row.type, certificate_title: row.certificateTitle }),
    licenceNumber: row.licenceNumber,
    expirationDate,
    daysLeft,
    threshold,
    holderName: `${holder.firstName} ${holder.lastName}`.trim(),
  };
  const isOwnersOwn = holder.type === USER_TYPE.owner;
  const owners = (await ownersOf(tx, row.organisationId)).filter((id) => id !== row.userId);
  await tx.update(certificates).set({ remindedFor: record }).where(eq(certificates.id, row.id));
  const common = {
    organisationId: row.organisationId,
    type: 'certificate',
    dedupeKey: `certificate-expiry:${row.id}:${record}`,
    mail: true,
  };
  await notify(tx, {
    ...common,
    ...holderReminder(facts),
    userIds: [row.userId],
    url: isOwnersOwn ? `/view-certificate/${row.id}` : `/subuser-view-certificate/${row.id}`,
  });
  await notify(tx, {
    ...common,
    ...ownerReminder(facts),
    userIds: owners,
    url: `/view-certificates/${row.id}/${row.userId}`,
  });
  return true;
}

/**
 * The certificate expiry job (DESIGN.md §4b): 30 and 7 days before a certificate expires, its
 * holder and the organisation's owner each get one mail and one Web Push, once, however many
 * servers run it. Days are UTC days of deps.now(). A certificate first found within 7 days gets
 * the 7-day reminder only; an expired one gets none.
 */
export async function sendExpiryReminders(deps: ReminderDeps, scope: ReminderScope = {}): Promise<number> {
  const today = Math.floor(deps.now().getTime() / 86_400_000);
  const reminded = await drainInTransactions(
    deps.db,
    BATCH,
    (tx, limit) => claimDue(tx, today, scope, limit),
    async (tx, due) => {
      let marked = 0;
      for (const certificate of due) if (await remind(tx, certificate, today)) marked += 1;
      return marked;
    },
  );
  if (reminded > 0) deps.log.info({ reminded }, 'certificate expiry reminders');
  return reminded;
}
