import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, type sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database';
import { certificates, notifications, users } from '../../apps/api/src/db/schema/index';
import type { AlertPerson } from './seed-alert-bench';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const EVENT_TITLE = 'Cluster Vigil';

const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export type DueReminders = { organisationId: string; events: number; eventPeople: number; expiry: number };

/**
 * Reminders made due for the run (as the two-process reminder tests make them): `events`
 * events added through the proxy, starting 23 hours from now, each with the owner and three
 * members (a day-ahead reminder each); and a certificate of one member expiring in 30 days and
 * of another in 7 (an expiry reminder to each holder and to the owner).
 */
export async function makeRemindersDue(
  db: Database,
  proxyUrl: string,
  team: { organisationId: string; owner: AlertPerson; members: AlertPerson[] },
  events: number,
): Promise<DueReminders> {
  const assigned = team.members.slice(0, 3).map((member) => member.id);
  for (let index = 0; index < events; index += 1) {
    const from = new Date(Date.now() + 23 * HOUR + (index + 1) * 60_000);
    const to = new Date(from.getTime() + HOUR);
    const response = await fetch(`${proxyUrl}/api/add_event`, {
      method: 'POST',
      body: new URLSearchParams({
        token: team.owner.token,
        title: EVENT_TITLE,
        description: 'Night watch',
        sub_user_id: JSON.stringify(assigned),
        time_zone: 'UTC',
        date_array: JSON.stringify([
          {
            start_date: from.toISOString().slice(0, 10),
            start_time: from.toISOString().slice(11, 16),
            end_date: to.toISOString().slice(0, 10),
            end_time: to.toISOString().slice(11, 16),
          },
        ]),
      }),
    });
    if (response.status !== 200) throw new Error(`add_event answered ${response.status}`);
  }
  const holders = team.members.slice(0, 2);
  await db.insert(certificates).values(
    holders.map((holder, index) => ({
      organisationId: team.organisationId,
      userId: holder.id,
      type: 'CPR & First Aid',
      licenceNumber: `cluster-due-${index}`,
      issueDate: dayFromToday(-700),
      expirationDate: dayFromToday(index === 0 ? 30 : 7),
      description: 'Adult CPR',
      image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
    })),
  );
  return {
    organisationId: team.organisationId,
    events,
    eventPeople: 1 + assigned.length,
    expiry: holders.length * 2,
  };
}

export type ReminderCount = {
  dayAhead: { rows: number; twice: number; mails: number };
  expiry: { rows: number; twice: number; mails: number };
};

/** The reminders stored (and any made twice for one person and key) and the mails written. */
export async function countReminders(
  db: Database,
  dataDir: string,
  due: DueReminders,
): Promise<ReminderCount> {
  const of = async (pattern: SQL) => {
    const rows = await db
      .select({ userId: notifications.userId, key: notifications.dedupeKey, eventId: notifications.eventId })
      .from(notifications)
      .where(and(eq(notifications.organisationId, due.organisationId), pattern));
    const keys = rows.map((row) => `${row.userId}|${row.key ?? ''}|${row.eventId ?? ''}`);
    return { rows: rows.length, twice: keys.length - new Set(keys).size };
  };
  const team = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.organisationId, due.organisationId));
  const emails = new Set(team.map((person) => person.email));
  const outbox = path.join(dataDir, 'outbox');
  let dayAheadMails = 0;
  let expiryMails = 0;
  for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
    if (!file.endsWith('.eml')) continue;
    const mail = await fs.readFile(path.join(outbox, file), 'utf8');
    if (!emails.has(/^To: (.*)$/m.exec(mail)?.[1]?.trim() ?? '')) continue;
    if (mail.includes(`\nReminder: ${EVENT_TITLE}\n`)) dayAheadMails += 1;
    if (/CPR & First Aid certificate expires in (30|7) days/.test(mail)) expiryMails += 1;
  }
  return {
    dayAhead: { ...(await of(like(notifications.title, `Reminder: ${EVENT_TITLE}%`))), mails: dayAheadMails },
    expiry: { ...(await of(like(notifications.dedupeKey, 'certificate-expiry:%'))), mails: expiryMails },
  };
}

type SQL = ReturnType<typeof sql>;

/** Whether every reminder due was made exactly once, stored and mailed. */
export const remindersExact = (count: ReminderCount, due: DueReminders) =>
  count.dayAhead.rows === due.events * due.eventPeople &&
  count.dayAhead.twice === 0 &&
  count.dayAhead.mails === due.events * due.eventPeople &&
  count.expiry.rows === due.expiry &&
  count.expiry.twice === 0 &&
  count.expiry.mails === due.expiry;
