import { TIERS } from '@faith-shield/contract/shared/constants';
import { COMMON_MESSAGES, type Envelope } from '@faith-shield/contract/shared/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventAttendance,
  operatorSessions,
  operators,
  riskAnswers,
  sessions,
} from '../../src/db/schema/index';
import { ownEvent } from '../events/access-fixtures';
import { createOrganisation, createUser } from '../helpers/factories';
import { createOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { type FileField, startTestServer, type TestServer } from '../helpers/test-server';
import { findPlan, getSubscription, pay } from '../subscriptions/subscription-fixtures';
import { operationsSecrets, otherOperations } from './access-operations';
import {
  ACCESS_TABLE,
  type AccessEntry,
  type Caller,
  OTHER_ORGANISATION_ACTION_ITEM,
  type OtherOrganisation,
} from './access-table';
import { organisationRows, organisationTables } from './organisation-tables';
import { servedApiCalls } from './route-table';

const NOT_SIGNED_IN = { status: 0, message: COMMON_MESSAGES.notSignedIn };
const SESSION_ENDED = { status: 0, message: COMMON_MESSAGES.sessionExpired };
const WRONG_ROLE = { status: 0, message: COMMON_MESSAGES.wrongRole };

/** Tokens that are not tokens: garbage, an injection attempt, a JWT look-alike. */
const MALFORMED_TOKENS = ["' OR '1'='1", 'x'.repeat(5000), 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'];

let server: TestServer;
let other: OtherOrganisation;

beforeAll(async () => {
  server = await startTestServer();
  const db = (await testDatabase()).db;
  const { organisation, owner } = await createOrganisation(db, { planTier: 1 });
  const plan = await findPlan(server, owner.token, 'basic_monthly');
  const paid = await pay(server, owner.token, plan);
  if (paid.code !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  const current = (await getSubscription(server, owner.token)).current;
  if (!current) throw new Error('the other organisation has no subscription');
  const member = await createUser(db, organisation.id, 2);
  const eventTitle = `Their vigil ${crypto.randomUUID()}`;
  const eventId = await ownEvent({ db, organisationId: organisation.id, userId: member.user.id }, eventTitle);
  await db
    .insert(riskAnswers)
    .values({ organisationId: organisation.id, questionId: OTHER_ORGANISATION_ACTION_ITEM, status: 0 });
  other = {
    ...(await otherOperations(db, {
      organisationId: organisation.id,
      ownerId: owner.user.id,
      subUserId: member.user.id,
    })),
    eventId,
    eventTitle,
    subUserId: member.user.id,
    subUserEmail: member.user.email,
    organisationId: organisation.id,
    ownerId: owner.user.id,
    ownerEmail: owner.user.email,
    worshipPlaceName: organisation.worshipPlaceName,
    subscriptionId: current.subscription_id,
    planId: current.id,
  };
});
afterAll(() => server.close());

/** Sends a call the way the web app does: the token in the form, or as a bearer header for GET. */
function send(name: string, token?: string, fields: Record<string, string | number | FileField> = {}) {
  const method = server.app.deps.calls.find((call) => call.name === name)?.method ?? 'POST';
  return server.call(name, fields, {
    method,
    ...(token ? { token, bearer: method === 'GET' } : {}),
    headers: {
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`,
    },
  });
}

/**
 * None of the other organisation's records may appear in an answer to someone else (but the
 * owner's card in a call that lists the community: access-table.ts `showsCommunity`).
 */
function expectNothingOf(body: Envelope, { showsCommunity = false } = {}) {
  const text = JSON.stringify(body);
  for (const secret of [
    other.organisationId,
    ...(showsCommunity ? [] : [other.ownerId, other.worshipPlaceName]),
    other.ownerEmail,
    other.subscriptionId,
    // (not planId: plans are the shared price list, which get_subscription shows everyone)
    other.subUserId,
    other.subUserEmail,
    ...operationsSecrets(other),
    other.eventId,
    other.eventTitle,
  ])
    expect(text).not.toContain(secret);
}

/** Every row the other organisation owns, in every table: a refused request leaves them as they were. */
const otherRows = async () => organisationRows((await testDatabase()).db, other.organisationId);

/** A user of a fresh organisation (type 1 owner, 2 sub user) as a row's caller. */
async function callerOf(type: 1 | 2, options: Parameters<typeof createOrganisation>[1] = { planTier: 1 }) {
  const db = (await testDatabase()).db;
  const { organisation, owner } = await createOrganisation(db, options);
  const user = type === 1 ? owner : await createUser(db, organisation.id, 2);
  const caller: Caller = {
    server,
    db,
    token: user.token,
    userId: user.user.id,
    organisationId: organisation.id,
  };
  return caller;
}

/** The call's own request, made by `caller`. */
async function sendOwn(name: string, entry: GuardedEntry, caller: Caller) {
  return send(name, caller.token, (await entry.own.fields?.(caller)) ?? {});
}

describe('the access matrix, generated from the route table', () => {
  it('has an entry for every /api call the server serves, and none for calls it does not', () => {
    const served = servedApiCalls(server.app).map((call) => call.name);
    expect(served.length).toBeGreaterThan(10);
    const missing = served.filter((name) => !(name in ACCESS_TABLE));
    const stale = Object.keys(ACCESS_TABLE).filter((name) => !served.includes(name));
    expect({ missing, stale }, 'add each new call to test/security/access-table.ts').toEqual({
      missing: [],
      stale: [],
    });
  });

  it('serves every /api route through registerCall, with the access and tier the table expects', () => {
    const registered = new Map(server.app.deps.calls.map((call) => [call.name, call]));
    for (const { name, methods } of servedApiCalls(server.app)) {
      if (['signature', 'signed_link'].includes(ACCESS_TABLE[name]?.access ?? '')) continue;
      const call = registered.get(name);
      expect(call, `/api/${name} is served without registerCall (no guard)`).toBeDefined();
      const expected = ACCESS_TABLE[name] as AccessEntry;
      expect({ name, access: call?.access, tier: call?.tier }).toEqual({
        name,
        access: expected.access,
        tier: 'tier' in expected ? expected.tier : undefined,
      });
      expect(methods).toContain(call?.method);
    }
  });

  it('compares every table an organisation owns, read from the schema', () => {
    const tables = organisationTables();
    for (const table of ['organisations', 'users', 'sessions', 'events', 'event_attendance', 'report_shares'])
      expect(tables, table).toContain(table);
  });

  it('sees a headcount written on the other organisation’s event, even under the writer’s own id', async () => {
    const caller = await callerOf(2);
    const before = await otherRows();
    const db = (await testDatabase()).db;
    await db.insert(eventAttendance).values({
      eventId: other.eventId,
      userId: caller.userId,
      organisationId: caller.organisationId,
      totalPerson: 3,
    });
    expect(await otherRows()).not.toEqual(before);
    await db.delete(eventAttendance).where(eq(eventAttendance.userId, caller.userId));
    expect(await otherRows()).toEqual(before);
  });

  it('marks every public call public on purpose, with the reason', () => {
    for (const [name, entry] of Object.entries(ACCESS_TABLE)) {
      if (entry.access === 'public') expect(entry.publicBecause.length, name).toBeGreaterThan(10);
    }
  });

  it('refuses a webhook that is not signed, whoever sends it', async () => {
    const { owner } = await createOrganisation((await testDatabase()).db, { planTier: 1 });
    for (const [name] of Object.entries(ACCESS_TABLE).filter(([, entry]) => entry.access === 'signature')) {
      const forged = {
        id: 'evt_forged',
        type: 'invoice.paid',
        data: { object: { subscription: other.subscriptionId } },
      };
      const response = await fetch(`${server.url}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify(forged),
      });
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { status: number }).status).toBe(0);
    }
  });

  it('refuses a signed link that is not signed, even with a session', async () => {
    const { owner } = await createOrganisation((await testDatabase()).db, { planTier: 1 });
    for (const [name] of Object.entries(ACCESS_TABLE).filter(([, entry]) => entry.access === 'signed_link')) {
      const response = await fetch(`${server.url}/api/${name}?token=${owner.token}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(response.status, name).toBe(404);
      expect(((await response.json()) as { status: number }).status).toBe(0);
    }
  });
});

type GuardedEntry = Extract<AccessEntry, { access: 'user' | 'owner' | 'sub_user' }>;
type OperatorEntry = Extract<AccessEntry, { access: 'operator' }>;

const guardedCalls = Object.entries(ACCESS_TABLE).filter(
  (entry): entry is [string, GuardedEntry] =>
    !['public', 'signature', 'signed_link', 'operator'].includes(entry[1].access),
);
const operatorCalls = Object.entries(ACCESS_TABLE).filter(
  (entry): entry is [string, OperatorEntry] => entry[1].access === 'operator',
);
const OPERATORS_ONLY = { status: 0, message: COMMON_MESSAGES.operatorsOnly };
const NOT_FOR_OPERATORS = { status: 0, message: COMMON_MESSAGES.notForOperators };

describe.each(operatorCalls)('%s (an operator call)', (name, entry) => {
  it('refuses no token, malformed tokens and an ended operator session with 401', async () => {
    expect(await send(name).then(({ code, body }) => ({ code, body }))).toEqual({
      code: 401,
      body: NOT_SIGNED_IN,
    });
    for (const token of [...MALFORMED_TOKENS, `op.${'x'.repeat(43)}`]) {
      const { code, body } = await send(name, token);
      expect({ code, body }).toEqual({ code: 401, body: SESSION_ENDED });
    }
    const db = (await testDatabase()).db;
    const operator = await createOperator(db);
    await db
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(eq(operatorSessions.id, operator.sessionId));
    const { code, body } = await send(name, operator.token);
    expect({ code, body }).toEqual({ code: 401, body: SESSION_ENDED });
  });

  it('refuses an owner’s and a sub user’s live session with 403, changing nothing', async () => {
    const before = await otherRows();
    for (const type of [1, 2] as const) {
      const caller = await callerOf(type, { planTier: 4 });
      const { code, body } = await send(name, caller.token);
      expect({ code, body }).toEqual({ code: 403, body: OPERATORS_ONLY });
    }
    expect(await otherRows()).toEqual(before);
  });

  it('refuses a removed operator’s session with 401', async () => {
    const db = (await testDatabase()).db;
    const operator = await createOperator(db);
    await db.update(operators).set({ removedAt: new Date() }).where(eq(operators.id, operator.id));
    const { code, body } = await send(name, operator.token);
    expect({ code, body }).toEqual({ code: 401, body: SESSION_ENDED });
  });

  it('answers an operator', async () => {
    const db = (await testDatabase()).db;
    const operator = { server, db, ...(await createOperator(db)) };
    const { code, body } = await send(name, operator.token, (await entry.own.fields?.(operator)) ?? {});
    expect(code, body.message).toBe(entry.own.code);
  });
});

describe('an operator session on an organisation’s calls', () => {
  it('is refused with 403 by every call for signed-in users, changing nothing', async () => {
    const operator = await createOperator((await testDatabase()).db);
    const before = await otherRows();
    for (const [name] of guardedCalls) {
      const { code, body } = await send(name, operator.token);
      expect({ name, code, body }).toEqual({ name, code: 403, body: NOT_FOR_OPERATORS });
    }
    expect(await otherRows()).toEqual(before);
  });
});

describe.each(guardedCalls)('%s', (name, entry) => {
  it('refuses a request without a token with 401', async () => {
    const { code, body } = await send(name);
    expect({ code, body }).toEqual({ code: 401, body: NOT_SIGNED_IN });
  });

  it('refuses malformed tokens with 401', async () => {
    for (const token of MALFORMED_TOKENS) {
      const { code, body } = await send(name, token);
      expect({ code, body }).toEqual({ code: 401, body: SESSION_ENDED });
    }
  });

  it('refuses a revoked session with 401', async () => {
    const db = (await testDatabase()).db;
    const { owner } = await createOrganisation(db, { planTier: 1 });
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, owner.sessionId));
    const { code, body } = await send(name, owner.token);
    expect({ code, body }).toEqual({ code: 401, body: SESSION_ENDED });
  });

  it(`answers a sub user as its access (${entry.access}) says`, async () => {
    const caller = await callerOf(2);
    if (entry.access === 'owner') {
      const { code, body } = await send(name, caller.token);
      expect({ code, body }).toEqual({ code: 403, body: WRONG_ROLE });
      return;
    }
    const { code, body } = await sendOwn(name, entry, caller);
    expect(code, body.message).toBe(entry.own.code);
  });

  it(`answers an owner as its access (${entry.access}) says`, async () => {
    const caller = await callerOf(1);
    if (entry.access === 'sub_user') {
      const { code, body } = await send(name, caller.token);
      expect({ code, body }).toEqual({ code: 403, body: WRONG_ROLE });
      return;
    }
    const { code, body } = await sendOwn(name, entry, caller);
    expect(code, body.message).toBe(entry.own.code);
  });

  it('never answers with another organisation’s data, nor changes it', async () => {
    const caller = await callerOf(entry.access === 'sub_user' ? 2 : 1);
    const before = await otherRows();
    const own = await sendOwn(name, entry, caller);
    expect(own.code, own.body.message).toBe(entry.own.code);
    expectNothingOf(own.body, { showsCommunity: entry.showsCommunity !== undefined });
    expect(await otherRows()).toEqual(before);
  });

  const rows = (entry.foreignIds ?? []).flatMap((row) =>
    (['an owner', 'a sub user'] as const).map((who) => [row.is, who, row] as const),
  );
  if (rows.length > 0)
    it.each(rows)(
      'naming %s, as %s: answers its own message, nothing of theirs, changes none of their tables',
      async (_is, who, row) => {
        const caller = await callerOf(who === 'an owner' ? 1 : 2);
        const fields = await row.fields(other, caller);
        const before = await otherRows();
        const { code, body } = await send(name, caller.token, fields);
        const refusedByRole =
          (entry.access === 'owner' && who === 'a sub user') ||
          (entry.access === 'sub_user' && who === 'an owner');
        expect({ code, body: { status: body.status, message: body.message } }).toEqual(
          refusedByRole
            ? { code: 403, body: WRONG_ROLE }
            : { code: row.code, body: { status: 0, message: row.message } },
        );
        expect(body.data).toBeUndefined();
        expectNothingOf(body);
        expect(await otherRows()).toEqual(before);
      },
    );

  it(
    entry.tier ? `refuses a plan without ${entry.tier} with 403` : 'lets any plan through, even none',
    async () => {
      const allowed: readonly number[] = entry.tier ? TIERS[entry.tier] : [];
      const lowTier = [0, 1, 2, 3, 4].find((tier) => !allowed.includes(tier)) ?? 0;
      const caller = await callerOf(entry.access === 'sub_user' ? 2 : 1, {
        planTier: entry.tier ? lowTier : 0,
        planEndsAt: null,
      });
      if (entry.tier) {
        const { code, body } = await send(name, caller.token);
        // the call's own message names the plan it needs; the common one otherwise
        const planMessage = server.app.deps.calls.find((call) => call.name === name)?.planMessage;
        const planTooLow = { status: 0, message: planMessage ?? COMMON_MESSAGES.planTooLow };
        expect({ code, body }).toEqual({ code: 403, body: planTooLow });
        return;
      }
      const { code, body } = await sendOwn(name, entry, caller);
      expect(code, body.message).toBe(entry.own.code);
    },
  );
});
