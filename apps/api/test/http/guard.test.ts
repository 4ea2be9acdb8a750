import type { CallAccess } from '@faith-shield/contract/shared/call';
import { defineCall } from '@faith-shield/contract/shared/call';
import type { TierName } from '@faith-shield/contract/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organisations, sessions } from '../../src/db/schema/index';
import { registerCall } from '../../src/http/register-call';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const guarded = (name: string, access: CallAccess, tier?: TierName) =>
  defineCall({
    name,
    method: 'POST',
    access,
    ...(tier ? { tier } : {}),
    request: z.object({}),
    response: z.object({ organisationId: z.string(), type: z.number() }),
  });

const calls = {
  anyone: guarded('test_user_call', 'user'),
  owner: guarded('test_owner_call', 'owner'),
  subUser: guarded('test_sub_user_call', 'sub_user'),
  advance: guarded('test_events_call', 'owner', 'advance'),
  content: guarded('test_news_call', 'user', 'content'),
};

describe('the token, role and tier guard', () => {
  let server: TestServer;
  let owner: { token: string };
  let member: { token: string };
  beforeAll(async () => {
    server = await startTestServer({
      extend: (app) => {
        for (const call of Object.values(calls)) {
          registerCall(app, call, {
            handler: async ({ auth }) => ({
              message: 'ok',
              data: { organisationId: auth.organisationId, type: auth.type },
            }),
          });
        }
      },
    });
    const db = (await testDatabase()).db;
    const organisation = await createOrganisation(db, { planTier: 1 });
    owner = organisation.owner;
    member = await createUser(db, organisation.organisation.id, 2);
  });
  afterAll(() => server.close());

  it('refuses a call without a token with 401', async () => {
    const { code, body } = await server.call('test_user_call');
    expect(code).toBe(401);
    expect(body).toEqual({ status: 0, message: 'Please sign in to continue.' });
  });

  it('refuses an unknown token with 401', async () => {
    const { code, body } = await server.call('test_user_call', {}, { token: 'made-up-token' });
    expect(code).toBe(401);
    expect(body.message).toBe('Your session has ended. Please sign in again.');
  });

  it('accepts the token as a form field or a bearer header', async () => {
    expect((await server.call('test_user_call', {}, { token: owner.token })).code).toBe(200);
    expect((await server.call('test_user_call', {}, { token: owner.token, bearer: true })).code).toBe(200);
  });

  it('never accepts the token in the query string', async () => {
    const response = await fetch(`${server.url}/api/test_user_call?token=${owner.token}`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('keeps owner calls from sub users and sub-user calls from owners', async () => {
    expect((await server.call('test_owner_call', {}, { token: member.token })).code).toBe(403);
    expect((await server.call('test_sub_user_call', {}, { token: owner.token })).code).toBe(403);
    expect((await server.call('test_owner_call', {}, { token: owner.token })).code).toBe(200);
    expect((await server.call('test_sub_user_call', {}, { token: member.token })).code).toBe(200);
  });

  it('refuses a revoked session', async () => {
    const db = (await testDatabase()).db;
    const { owner: other } = await createOrganisation(db);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, other.sessionId));
    expect((await server.call('test_user_call', {}, { token: other.token })).code).toBe(401);
  });

  it.each([
    [1, 'test_events_call', 200],
    [2, 'test_events_call', 403],
    [3, 'test_events_call', 403],
    [4, 'test_events_call', 200],
    [1, 'test_news_call', 200],
    [2, 'test_news_call', 403],
    [3, 'test_news_call', 200],
    [4, 'test_news_call', 200],
  ])('a plan of tier %i gets %s answered %i', async (planTier, call, expected) => {
    const db = (await testDatabase()).db;
    const { owner: planOwner } = await createOrganisation(db, { planTier });
    const { code, body } = await server.call(call, {}, { token: planOwner.token });
    expect(code).toBe(expected);
    if (expected === 403) {
      expect(body.message).toBe('Your plan does not include this feature. Please upgrade your subscription.');
    }
  });

  it('treats a plan that has ended as no plan', async () => {
    const db = (await testDatabase()).db;
    const { organisation, owner: lapsed } = await createOrganisation(db, { planTier: 4 });
    await db
      .update(organisations)
      .set({ planEndsAt: new Date(Date.now() - 1000) })
      .where(eq(organisations.id, organisation.id));
    expect((await server.call('test_events_call', {}, { token: lapsed.token })).code).toBe(403);
  });

  it('applies the organisation plan to its sub users too', async () => {
    const db = (await testDatabase()).db;
    const { organisation } = await createOrganisation(db, { planTier: 2 });
    const basicMember = await createUser(db, organisation.id, 2);
    expect((await server.call('test_news_call', {}, { token: basicMember.token })).code).toBe(403);
  });
});
