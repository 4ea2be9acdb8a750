import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { randomIp } from '../helpers/accounts';
import { createOperator, OPERATOR_PASSWORD } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { movableClock } from '../subscriptions/subscription-fixtures';
import { totpAt } from './operator-fixtures';

const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

const perEmail = RATE_LIMITS.operator_login.find((limit) => limit.per === 'email')?.max ?? 0;

const signIn = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.call('operator_login', fields, { headers: { 'x-forwarded-for': randomIp(), ...headers } });

/** The right password and the authenticator's code of the next 30-second step. */
const rightFields = (operator: { email: string; secret: string }) => {
  clock.advanceMs(30_000);
  return { email: operator.email, password: OPERATOR_PASSWORD, code: totpAt(operator.secret, clock.now()) };
};

const operatorCookie = (headers: Headers) => {
  const line = headers.getSetCookie().find((entry) => entry.startsWith('fs_operator_device=')) ?? '';
  return { line, cookie: line.split(';')[0] ?? '' };
};

/** Wrong passwords from new addresses until strangers are held off the operator's account. */
async function lockOut(email: string) {
  for (let attempt = 0; attempt < perEmail; attempt += 1)
    expect([401, 429]).toContain(
      (await signIn({ email, password: `Guess#${attempt}x`, code: '000000' })).code,
    );
}

describe('a stranger cannot keep an operator out', () => {
  it('lets the operator’s own device in after strangers used up the account’s tries', async () => {
    const operator = await createOperator((await testDatabase()).db);
    const first = await signIn(rightFields(operator));
    expect(first.code).toBe(200);
    const { line, cookie } = operatorCookie(first.headers);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/operator_login/);

    await lockOut(operator.email);
    const stranger = await signIn(rightFields(operator));
    expect({ code: stranger.code, message: stranger.body.message }).toEqual({
      code: 429,
      message: COMMON_MESSAGES.tooManyAttempts,
    });
    const known = await signIn(rightFields(operator), { cookie });
    expect({ code: known.code, status: known.body.status }).toEqual({ code: 200, status: 1 });
  });

  it('sets the cookie only after the second factor, and one operator’s cookie opens no other', async () => {
    const alice = await createOperator((await testDatabase()).db);
    const bob = await createOperator((await testDatabase()).db);
    const wrongCode = await signIn({ email: alice.email, password: OPERATOR_PASSWORD, code: '000000' });
    expect(wrongCode.code).toBe(401);
    expect(operatorCookie(wrongCode.headers).line).toBe('');
    const { cookie } = operatorCookie((await signIn(rightFields(alice))).headers);
    await lockOut(bob.email);
    expect((await signIn(rightFields(bob), { cookie })).code).toBe(429);
  });
});
