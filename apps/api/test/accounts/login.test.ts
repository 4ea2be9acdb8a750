import type { SessionData } from '@faith-shield/contract/accounts/login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, riskAnswers, sessions, users } from '../../src/db/schema/index';
import { createSubUserWithPassword, fromAnyIp, logIn, signUpOwner } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const PUSH_SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

const userByEmail = async (email: string) => {
  const db = (await testDatabase()).db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no such user');
  return user;
};

describe('POST /api/login', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('signs in and answers token, type, plan and risk-answer count', async () => {
    const { email, password } = await signUpOwner(server);
    const { code, body } = await call<SessionData>('login', { email, password });
    expect(code).toBe(200);
    expect(body).toEqual({
      status: 1,
      message: 'Login successful',
      data: {
        token: expect.any(String),
        type: 1,
        plan_status: 'active',
        subscriptions_id: 1,
        risk_assessment_answer_by_user: 0,
      },
    });
    expect((await call('get_profile', {}, { token: body.data?.token ?? '' })).code).toBe(200);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { email, password } = await signUpOwner(server);
    expect((await call('login', { email: `  ${email.toUpperCase()} `, password })).code).toBe(200);
  });

  it('keeps the push token (the device’s Web Push subscription) with the new session', async () => {
    const { email, password } = await signUpOwner(server);
    const { body } = await call<SessionData>('login', { email, password, push_token: PUSH_SUBSCRIPTION });
    const db = (await testDatabase()).db;
    const user = await userByEmail(email);
    const pushTokens = (await db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (session) => session.pushToken,
    );
    expect(body.status).toBe(1);
    expect(pushTokens).toContain(PUSH_SUBSCRIPTION);
  });

  it('counts the organisation’s risk-assessment answers', async () => {
    const { email, password } = await signUpOwner(server);
    const user = await userByEmail(email);
    const db = (await testDatabase()).db;
    await db.insert(riskAnswers).values([
      { organisationId: user.organisationId, userId: user.id, questionId: 'perimeter-boundary', status: 1 },
      {
        organisationId: user.organisationId,
        userId: user.id,
        questionId: 'perimeter-vehicle-barriers',
        status: 0,
      },
    ]);
    const { body } = await call<SessionData>('login', { email, password });
    expect(body.data?.risk_assessment_answer_by_user).toBe(2);
  });

  it('answers a plan that has ended as deactive with subscriptions_id 0', async () => {
    const { email, password } = await signUpOwner(server);
    const user = await userByEmail(email);
    const db = (await testDatabase()).db;
    await db
      .update(organisations)
      .set({ planEndsAt: new Date(Date.now() - 1000) })
      .where(eq(organisations.id, user.organisationId));
    const { body } = await call<SessionData>('login', { email, password });
    expect(body.data).toMatchObject({ plan_status: 'deactive', subscriptions_id: 0 });
  });

  it('signs a sub user in as type 2 with the organisation’s plan', async () => {
    const { email } = await signUpOwner(server);
    const owner = await userByEmail(email);
    const member = await createSubUserWithPassword((await testDatabase()).db, owner.organisationId);
    const { body } = await call<SessionData>('login', { email: member.email, password: member.password });
    expect(body.data).toMatchObject({ type: 2, plan_status: 'active', subscriptions_id: 1 });
  });

  it('answers missing fields with the spec messages', async () => {
    const { code, body } = await call('login', {});
    expect(code).toBe(422);
    expect(body.errors).toEqual({ email: 'Please enter email', password: 'Please enter password' });
    expect((await call('login', { email: '  ', password: '' })).body.errors).toEqual({
      email: 'Please enter email',
      password: 'Please enter password',
    });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signUpOwner(server);
    const wrongPassword = await call('login', { email, password: 'Wrong#Pass1' });
    const unknownEmail = await call('login', {
      email: `nobody-${Date.now()}@example.org`,
      password: 'Wrong#Pass1',
    });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.code).toBe(422);
      expect(answer.body).toEqual({ status: 0, message: 'Invalid email or password' });
    }
  });

  it('never logs the password', async () => {
    const { email } = await signUpOwner(server);
    await call('login', { email, password: 'Never#Logged77' });
    expect(server.logs()).not.toContain('Never#Logged77');
  });
});

describe('POST /api/logout', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('ends this session only', async () => {
    const { email, password, token } = await signUpOwner(server);
    const other = await logIn(server, email, password);
    const { code, body } = await call('logout', {}, { token });
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, message: 'You have been logged out.' });
    const after = await call('get_profile', {}, { token });
    expect(after.code).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await call('get_profile', {}, { token: other })).code).toBe(200);
  });

  it('accepts the token as a bearer header too', async () => {
    const { token } = await signUpOwner(server);
    expect((await call('logout', {}, { token, bearer: true })).body.status).toBe(1);
  });

  it('refuses a missing, unknown or already revoked token with 401', async () => {
    const { token } = await signUpOwner(server);
    await call('logout', {}, { token });
    const missing = await call('logout');
    expect(missing.code).toBe(401);
    expect(missing.body.message).toBe('Please sign in to continue.');
    expect((await call('logout', {}, { token: 'made-up' })).code).toBe(401);
    expect((await call('logout', {}, { token })).code).toBe(401);
  });
});
