import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { randomIp, signUpOwner } from '../helpers/accounts';
import { readResetCode } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const NEW_PASSWORD = 'Renewed#Pass77';

/** The longest window of the limits a brute force meets, and a minute more. */
const afterTheWindow = (...limits: (keyof typeof RATE_LIMITS)[]) =>
  Math.max(...limits.flatMap((name) => RATE_LIMITS[name].map((limit) => limit.timeWindow))) + 60_000;

/** Six digits other than `code`. */
const wrongCode = (code: string, attempt: number) =>
  String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');

describe('brute force: refused for a while, never a lock-out for good', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  // The limits count on the wall clock: the tests move it (and only it) forward.
  afterEach(() => vi.useRealTimers());

  const from = (ip: string, name: string, fields: Record<string, string>) =>
    server.call(name, fields, { headers: { 'x-forwarded-for': ip } });

  it('answers guessing a password with 429, then lets the owner in once the window has passed', async () => {
    const { email, password } = await signUpOwner(server);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const ownerIp = randomIp();
    let refused = 0;
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const { code } = await from(randomIp(), 'login', { email, password: `Guess#${attempt}x` });
      expect([422, 429]).toContain(code);
      if (code === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    // Meanwhile the owner is refused too (the limit is the account's)…
    const during = await from(ownerIp, 'login', { email, password });
    expect({ code: during.code, message: during.body.message }).toEqual({ code: 429, message: TOO_MANY });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await from(ownerIp, 'login', { email, password })).code).toBe(429);
    // …but only for the window: more guesses did not make it longer.
    vi.setSystemTime(Date.now() + afterTheWindow('login'));
    const after = await from(ownerIp, 'login', { email, password });
    expect(after.code).toBe(200);
    expect(after.body.status).toBe(1);
  });

  it('answers guessing a reset code with 429 and a dead code, then lets the owner reset once the window has passed', async () => {
    const { email } = await signUpOwner(server);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await from(randomIp(), 'forgotPassword', { email })).code).toBe(200);
    const code = await readResetCode(server.dataDir, email, 1);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1)
      answers.push((await from(randomIp(), 'code_check', { email, code: wrongCode(code, attempt) })).code);
    expect(answers).toContain(429);
    expect(answers.filter((answer) => answer !== 422 && answer !== 429)).toEqual([]);
    // Guessing never got to the real code: it is spent (5 wrong tries) and expired by now.
    vi.setSystemTime(Date.now() + afterTheWindow('code_check', 'forgotPassword', 'reset_password_update'));
    expect((await from(randomIp(), 'code_check', { email, code })).code).toBe(422);

    // The owner asks for a new code and resets the password.
    const ownerIp = randomIp();
    expect((await from(ownerIp, 'forgotPassword', { email })).code).toBe(200);
    const fresh = await readResetCode(server.dataDir, email, 2);
    expect((await from(ownerIp, 'code_check', { email, code: fresh })).code).toBe(200);
    const reset = await from(ownerIp, 'reset_password_update', {
      email,
      code: fresh,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.code).toBe(200);
    expect((await from(ownerIp, 'login', { email, password: NEW_PASSWORD })).code).toBe(200);
  });
});
