import { AUDIT_PAGE_SIZE, type AuditEntry } from '@faith-shield/contract/operators/operator-audit-log';
import { OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import {
  ORGANISATIONS_PAGE_SIZE,
  type OrganisationSummary,
} from '@faith-shield/contract/operators/operator-organisations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { createOperator, type TestOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let alice: TestOperator;
let bob: TestOperator;
const db = async () => (await testDatabase()).db;
const tag = crypto.randomUUID().slice(0, 8);
const action = `test.paging_${tag}`;
/** More than two pages, in runs that share one timestamp to the microsecond (ties broken by id). */
const ALICE_ROWS = AUDIT_PAGE_SIZE * 2 + 37;
const BOB_ROWS = 40;
const ORGANISATION_ROWS = ORGANISATIONS_PAGE_SIZE + 23;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createOperator(await db());
  bob = await createOperator(await db());
  const database = await db();
  // each run of three rows shares an instant; instants a microsecond apart
  await database.execute(sql`
    insert into operator_audit_log (operator_id, action, subject, at)
    select case when n <= ${ALICE_ROWS} then ${alice.id}::uuid else ${bob.id}::uuid end, ${action},
      'row:' || n, timestamptz '2024-03-01 12:00:00Z' + make_interval(secs => (n / 3) * 0.000001)
    from generate_series(1, ${ALICE_ROWS + BOB_ROWS}) as n`);
  await database.execute(sql`
    insert into organisations (worship_place_name, created_at)
    select ${`Paging ${tag} church `} || n, timestamptz '2024-03-01 12:00:00Z' + make_interval(secs => (n / 7) * 0.000001)
    from generate_series(1, ${ORGANISATION_ROWS}) as n`);
});
afterAll(() => server.close());

const get = <T>(name: string, fields: Record<string, string>) =>
  fromAnyIp(server)<T>(name, fields, { token: alice.token, method: 'GET', bearer: true });

type AuditPage = { entries: AuditEntry[]; next_before: string | null };
type OrganisationsPage = { organisations: OrganisationSummary[]; next_before: string | null };

/** Follows next_before to the end, as the screen's "Load more" does; answers each page's rows. */
async function everyPage<T>(fetchPage: (before: string) => Promise<{ rows: T[]; next: string | null }>) {
  const pages: T[][] = [];
  let before = '';
  for (;;) {
    const { rows, next } = await fetchPage(before);
    pages.push(rows);
    if (!next) return pages;
    before = next;
  }
}

const auditPages = (filter: Record<string, string>) =>
  everyPage(async (before) => {
    const { code, body } = await get<AuditPage>('operator_audit_log', { ...filter, before });
    expect(code).toBe(200);
    return { rows: body.data?.entries ?? [], next: body.data?.next_before ?? null };
  });

const subjectNumbers = (entries: AuditEntry[]) => entries.map((entry) => Number(entry.subject.slice(4)));

describe('audit log paging', () => {
  it('walks every entry once, newest first, keeping the action filter', async () => {
    const pages = await auditPages({ action });
    expect(pages.map((page) => page.length)).toEqual([100, 100, 77]);
    const rows = pages.flat();
    expect(new Set(rows.map((row) => row.id)).size).toBe(ALICE_ROWS + BOB_ROWS);
    const instants = rows.map((row) => row.at);
    expect([...instants].sort().reverse()).toEqual(instants);
    expect(new Set(subjectNumbers(rows))).toEqual(
      new Set(Array.from({ length: ALICE_ROWS + BOB_ROWS }, (_, index) => index + 1)),
    );
  });

  it('keeps the operator filter on every page', async () => {
    const pages = await auditPages({ action, operator: bob.email.toUpperCase() });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(BOB_ROWS);
    const alices = await auditPages({ action, operator: alice.email });
    expect(alices.map((page) => page.length)).toEqual([100, 100, 37]);
    const rows = alices.flat();
    expect(rows.every((row) => row.operator_email === alice.email)).toBe(true);
    expect(new Set(subjectNumbers(rows)).size).toBe(ALICE_ROWS);
    expect(Math.max(...subjectNumbers(rows))).toBe(ALICE_ROWS);
  });

  it('keeps the day filter, and refuses a cursor that names no entry', async () => {
    const outside = await auditPages({ action, from: '2024-03-02' });
    expect(outside).toEqual([[]]);
    const inside = await auditPages({ action, from: '2024-03-01', to: '2024-03-01' });
    expect(inside.flat()).toHaveLength(ALICE_ROWS + BOB_ROWS);

    const unknown = await get('operator_audit_log', { action, before: crypto.randomUUID() });
    expect({ code: unknown.code, message: unknown.body.message }).toEqual({
      code: 404,
      message: OPERATOR_MESSAGES.pageCursor,
    });
    const malformed = await get('operator_audit_log', { action, before: 'yesterday' });
    expect(malformed.code).toBe(422);
    expect(malformed.body.errors?.before).toBe(OPERATOR_MESSAGES.pageCursor);
  });
});

describe('organisations paging', () => {
  it('walks every organisation the search finds once, newest first', async () => {
    const pages = await everyPage(async (before) => {
      const { code, body } = await get<OrganisationsPage>('operator_organisations', {
        search: `paging ${tag}`,
        before,
      });
      expect(code).toBe(200);
      return { rows: body.data?.organisations ?? [], next: body.data?.next_before ?? null };
    });
    expect(pages.map((page) => page.length)).toEqual([ORGANISATIONS_PAGE_SIZE, 23]);
    const rows = pages.flat();
    expect(new Set(rows.map((row) => row.id)).size).toBe(ORGANISATION_ROWS);
    expect(new Set(rows.map((row) => row.name)).size).toBe(ORGANISATION_ROWS);
    expect(rows.every((row) => row.name.startsWith(`Paging ${tag} church `))).toBe(true);
    const created = rows.map((row) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });
});
