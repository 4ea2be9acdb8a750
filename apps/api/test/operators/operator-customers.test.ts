import type { Applicant } from '@faith-shield/contract/operators/operator-applicants';
import { OPERATOR_ACTIONS, OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import type { OrganisationSummary } from '@faith-shield/contract/operators/operator-organisations';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, operatorAuditLog, users, waitlistApplicants } from '../../src/db/schema/index';
import { fromAnyIp, STRONG_PASSWORD, signUpOwner } from '../helpers/accounts';
import { createUser, uniqueEmail } from '../helpers/factories';
import { createOperator, type TestOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { findPlan, pay } from '../subscriptions/subscription-fixtures';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
let operator: TestOperator;
const db = async () => (await testDatabase()).db;

// a day no other test file writes applicants on: the date filters then see only these
const DAY = '2019-03-14';
const tag = crypto.randomUUID().slice(0, 8);

beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
  operator = await createOperator(await db());
  const answers = (churchSize: string) => [
    {
      id: 1,
      name: 'How large is your congregation?',
      type: 'radio' as const,
      answers: [{ id: 1, name: churchSize }],
    },
    {
      id: 2,
      name: 'What worries you most?',
      type: 'checkbox' as const,
      answers: [
        { id: 3, name: 'Fire' },
        { id: 4, name: 'Medical, "urgent"' },
      ],
    },
  ];
  await (await db()).insert(waitlistApplicants).values([
    {
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: `Mallory ${tag}`,
      organization: 'St. Comma, Newline\nChurch',
      email: uniqueEmail('applicant'),
      zipCode: '37203',
      questionDetail: answers('-100'),
      createdAt: new Date(`${DAY}T10:00:00Z`),
    },
    {
      firstName: 'Ruth',
      lastName: `Ames ${tag}`,
      organization: 'Hope Chapel',
      email: uniqueEmail('applicant'),
      zipCode: '37206',
      questionDetail: answers('50–200'),
      createdAt: new Date(`${DAY}T23:59:00Z`),
    },
    {
      firstName: 'Late',
      lastName: `Next day ${tag}`,
      organization: 'Grace',
      email: uniqueEmail('applicant'),
      zipCode: '37206',
      questionDetail: [],
      createdAt: new Date('2019-03-15T00:00:30Z'),
    },
  ]);
});
afterAll(() => server.close());

const get = <T>(name: string, fields: Record<string, string> = {}) =>
  call<T>(name, fields, { token: operator.token, method: 'GET', bearer: true });

describe('waitlist applicants', () => {
  it('lists the applicants of a day range with their answers, newest first', async () => {
    const { code, body } = await get<{ applicants: Applicant[]; total: number }>('operator_applicants', {
      from: DAY,
      to: DAY,
    });
    expect(code).toBe(200);
    expect(body.data?.applicants.map((a) => a.last_name)).toEqual([`Ames ${tag}`, `Mallory ${tag}`]);
    expect(body.data?.applicants[0]?.answers).toEqual([
      { question: 'How large is your congregation?', answers: ['50–200'] },
      { question: 'What worries you most?', answers: ['Fire', 'Medical, "urgent"'] },
    ]);
  });

  it('refuses a malformed date and a range that ends before it starts, with the messages', async () => {
    const bad = await get('operator_applicants', { from: '14/03/2019' });
    expect({ code: bad.code, errors: bad.body.errors }).toEqual({
      code: 422,
      errors: { from: OPERATOR_MESSAGES.date },
    });
    const reversed = await get('operator_applicants', { from: '2019-03-15', to: '2019-03-14' });
    expect(reversed.body.errors).toEqual({ to: OPERATOR_MESSAGES.dateRange });
  });

  it('exports them as CSV: escaped, formula-safe, one column per question; the export is audited', async () => {
    const { code, body } = await call<{ csv: string; rows: number; filename: string }>(
      'operator_export_applicants',
      { from: DAY, to: '2019-03-15' },
      { token: operator.token },
    );
    expect(code).toBe(200);
    expect(body.data?.rows).toBe(3);
    expect(body.data?.filename).toMatch(/^waitlist-applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<string[]>(body.data?.csv ?? '', { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual([
      'Applied at (UTC)',
      'First name',
      'Last name',
      'Organization',
      'Email',
      'ZIP code',
      'How large is your congregation?',
      'What worries you most?',
    ]);
    const mallory = parsed.find((row) => row[2] === `Mallory ${tag}`);
    expect(mallory?.[0]).toBe('2019-03-14 10:00');
    // a spreadsheet would run these as formulas: each starts with ' instead
    expect(mallory?.[1]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(mallory?.[6]).toBe("'-100");
    expect(mallory?.[3]).toBe('St. Comma, Newline\nChurch');
    expect(mallory?.[7]).toBe('Fire; Medical, "urgent"');
    expect(parsed.find((row) => row[2] === `Next day ${tag}`)?.slice(6)).toEqual(['', '']);

    const audited = await (await db())
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.operatorId, operator.id),
          eq(operatorAuditLog.action, OPERATOR_ACTIONS.exportedApplicants),
        ),
      );
    expect(audited.map((row) => row.after)).toEqual([{ from: DAY, to: '2019-03-15', rows: 3 }]);
  });
});

describe('organisations', () => {
  it('lists an organisation with its plan, renewal, members and last activity', async () => {
    const owner = await signUpOwner(server);
    const plan = await findPlan(server, owner.token, 'standard_monthly');
    expect((await pay(server, owner.token, plan)).code).toBe(200);
    const { user } = await loginUser(owner.email);
    await createUser(await db(), user.organisationId, 2);
    const { code, body } = await get<{ organisations: OrganisationSummary[] }>('operator_organisations', {
      search: 'grace COMMUNITY',
    });
    expect(
      code,
      server
        .logs()
        .split('\n')
        .filter((l) => l.includes('"err"'))
        .join('\n'),
    ).toBe(200);
    const found = body.data?.organisations.find((row) => row.id === user.organisationId);
    expect(found).toMatchObject({ plan: 'Standard', plan_status: 'active', member_count: 2 });
    const renewal = Date.parse(found?.renewal_date ?? '');
    expect(renewal - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(Date.now() - Date.parse(found?.last_activity ?? '')).toBeLessThan(120_000);
  });

  it('shows one organisation’s subscription history, never its members’ content', async () => {
    const owner = await signUpOwner(server);
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    expect((await pay(server, owner.token, plan)).code).toBe(200);
    const { user } = await loginUser(owner.email);
    const secret = `certificate only members see ${tag}`;
    await (await db()).insert(certificates).values({
      organisationId: user.organisationId,
      userId: user.id,
      type: 'CPR & First Aid',
      licenceNumber: '1',
      issueDate: '2026-01-01',
      expirationDate: '2028-01-01',
      description: secret,
      image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
    });
    const { code, body } = await get<{
      organisation: OrganisationSummary & { owner_email: string };
      subscriptions: { plan: string; status: string; price_cents: number }[];
    }>('operator_organisation', { id: user.organisationId });
    expect(code).toBe(200);
    expect(body.data?.organisation).toMatchObject({ plan: 'Basic', owner_email: owner.email });
    expect(body.data?.subscriptions).toMatchObject([{ plan: 'Basic (Monthly)', status: 'active' }]);
    expect(JSON.stringify(body)).not.toContain(secret);
    const unknown = await get('operator_organisation', { id: crypto.randomUUID() });
    expect({ code: unknown.code, data: unknown.body.data }).toEqual({ code: 404, data: undefined });
  });
});

/** The owner's user row, after signing in once more (a session: last activity). */
async function loginUser(email: string) {
  expect((await call('login', { email, password: STRONG_PASSWORD })).code).toBe(200);
  const [user] = await (await db()).select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no owner');
  return { user };
}
