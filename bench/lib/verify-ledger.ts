import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../apps/api/src/db/database';
import {
  certificates,
  chatMessages,
  eventAttendance,
  events,
  inventoryItems,
  riskAnswers,
  users,
  waitlistApplicants,
} from '../../apps/api/src/db/schema/index';
import {
  INSERT_KINDS,
  type InsertKind,
  LAST_VALUE_KINDS,
  type LastValueKind,
  type LedgerCheck,
  type LedgerSnapshot,
} from './write-ledger';

const BATCH = 500;

/** The column each insert's mark is found in. */
const INSERT_COLUMNS: Record<InsertKind, PgColumn> = {
  waitlist: waitlistApplicants.email,
  event: events.title,
  inventory: inventoryItems.title,
  certificate: certificates.licenceNumber,
  chat: chatMessages.message,
};

async function foundValues(db: Database, kind: InsertKind, values: string[]): Promise<Set<string>> {
  const column = INSERT_COLUMNS[kind];
  const found = new Set<string>();
  for (let start = 0; start < values.length; start += BATCH) {
    const batch = values.slice(start, start + BATCH);
    // waitlist e-mails are kept as typed but compared without case, as the server does
    const rows =
      kind === 'waitlist'
        ? await db
            .select({ value: sql<string>`lower(${column})` })
            .from(waitlistApplicants)
            .where(
              inArray(
                sql`lower(${column})`,
                batch.map((value) => value.toLowerCase()),
              ),
            )
        : await db
            .select({ value: sql<string>`${column}` })
            .from(column.table)
            .where(inArray(column, batch));
    for (const row of rows) found.add(row.value);
  }
  return found;
}

/** What the database holds for each key of a replaced value ('email|id' or 'email'). */
async function heldValues(db: Database, kind: LastValueKind, keys: string[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const emails = [...new Set(batch.map((key) => key.split('|')[0] ?? ''))];
    const byEmail = inArray(users.email, emails);
    const rows: { key: string; value: string }[] =
      kind === 'profile'
        ? await db.select({ key: users.email, value: users.firstName }).from(users).where(byEmail)
        : kind === 'attendance'
          ? await db
              .select({
                key: sql<string>`${users.email} || '|' || ${eventAttendance.eventId}`,
                value: sql<string>`${eventAttendance.totalPerson}::text`,
              })
              .from(eventAttendance)
              .innerJoin(users, eq(users.id, eventAttendance.userId))
              .where(byEmail)
          : await db
              .select({
                key: sql<string>`${users.email} || '|' || ${riskAnswers.questionId}`,
                value: sql<string>`${riskAnswers.status}::text`,
              })
              .from(riskAnswers)
              .innerJoin(
                users,
                and(eq(users.organisationId, riskAnswers.organisationId), eq(users.type, 1)) as SQL,
              )
              .where(byEmail);
    for (const row of rows) held.set(row.key, row.value);
  }
  return held;
}

/** Reads the database itself: every acknowledged write of the ledger must be there, exactly. */
export async function verifyLedger(db: Database, ledger: LedgerSnapshot): Promise<LedgerCheck> {
  const missing = {} as LedgerCheck['missing'];
  for (const kind of INSERT_KINDS) {
    const found = await foundValues(db, kind, ledger.inserted[kind]);
    const canonical = (value: string) => (kind === 'waitlist' ? value.toLowerCase() : value);
    missing[kind] = ledger.inserted[kind].filter((value) => !found.has(canonical(value)));
  }
  const wrong: LedgerCheck['wrong'] = [];
  for (const kind of LAST_VALUE_KINDS) {
    const entries = ledger.last[kind];
    const held = await heldValues(
      db,
      kind,
      entries.map((entry) => entry.key),
    );
    for (const entry of entries) {
      const found = held.get(entry.key) ?? null;
      if (found === null || !entry.accepted.includes(found))
        wrong.push({ kind, key: entry.key, accepted: entry.accepted, found });
    }
  }
  return { missing, wrong };
}

/** How many acknowledged writes the check did not find. */
export const lostCount = (check: LedgerCheck) =>
  Object.values(check.missing).reduce((sum, values) => sum + values.length, 0) + check.wrong.length;

/**
 * A ledger of writes never made, one per kind (on keys the run did write, where it has them):
 * the check must report every one, or it could not have caught a loss either.
 */
export function neverWritten(ledger: LedgerSnapshot): LedgerSnapshot {
  const absent = `never written ${Date.now()}`;
  return {
    inserted: Object.fromEntries(INSERT_KINDS.map((kind) => [kind, [absent]])) as LedgerSnapshot['inserted'],
    last: Object.fromEntries(
      LAST_VALUE_KINDS.map((kind) => [
        kind,
        [{ key: ledger.last[kind][0]?.key ?? absent, accepted: [absent] }],
      ]),
    ) as LedgerSnapshot['last'],
  };
}

/** How many writes `neverWritten` makes up: the check must find that many lost. */
export const NEVER_WRITTEN_COUNT = INSERT_KINDS.length + LAST_VALUE_KINDS.length;
