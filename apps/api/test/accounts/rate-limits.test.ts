import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { randomIp, STRONG_PASSWORD, signUpOwner } from '../helpers/accounts';
import { uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

type LimitedCall = keyof typeof RATE_LIMITS;

const limitOf = (call: LimitedCall, per: string) => {
  const limit = RATE_LIMITS[call].find((entry) => entry.per === per);
  if (!limit) throw new Error(`${call} has no limit per ${per}`);
  return limit;
};

const TOO_MANY = { status: 0, message: 'Too many attempts. Please wait a few minutes and try again.' };

describe('rate limits (per account and per address)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const from = (ip: string, name: string, fields: Record<string, string>, token?: string) =>
    server.call(name, fields, { headers: { 'x-forwarded-for': ip }, ...(token ? { token } : {}) });

  /** `max` requests pass (whatever they answer), the next one is 429. */
  const expectLimit = async (max: number, send: (attempt: number) => ReturnType<TestServer['call']>) => {
    for (let attempt = 0; attempt < max; attempt += 1) expect((await send(attempt)).code).not.toBe(429);
    const refused = await send(max);
    expect(refused.code).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('names only calls the server serves (a misspelt name would limit nothing)', () => {
    const served = new Set(server.app.deps.calls.map((call) => call.name));
    // a file answered outside the call envelope (the report's PDF) is served at /api/<name> too
    const isRoute = (name: string) => server.app.hasRoute({ method: 'GET', url: `/api/${name}` });
    expect(Object.keys(RATE_LIMITS).filter((name) => !served.has(name) && !isRoute(name))).toEqual([]);
  });

  it('limits login per e-mail, from any address, in any case, even with the right password', async () => {
    const { email } = await signUpOwner(server);
    const { max, timeWindow } = limitOf('login', 'email');
    expect(timeWindow).toBeLessThanOrEqual(15 * 60_000);
    await expectLimit(max, (attempt) =>
      from(randomIp(), 'login', {
        email: attempt % 2 ? email.toUpperCase() : email,
        password: attempt === max ? STRONG_PASSWORD : 'Wrong#Pass1',
      }),
    );
    // Another account is not affected.
    const other = await signUpOwner(server);
    expect((await from(randomIp(), 'login', { email: other.email, password: STRONG_PASSWORD })).code).toBe(
      200,
    );
  });

  it('limits login per address, whatever the e-mail, and not other addresses', async () => {
    const ip = randomIp();
    await expectLimit(limitOf('login', 'ip').max, () =>
      from(ip, 'login', { email: uniqueEmail(), password: '' }),
    );
    expect((await from(randomIp(), 'login', { email: uniqueEmail(), password: '' })).code).toBe(422);
  });

  it('limits forgotPassword per e-mail and per address', async () => {
    const email = uniqueEmail('reset');
    await expectLimit(limitOf('forgotPassword', 'email').max, () =>
      from(randomIp(), 'forgotPassword', { email }),
    );
    const ip = randomIp();
    await expectLimit(limitOf('forgotPassword', 'ip').max, () =>
      from(ip, 'forgotPassword', { email: uniqueEmail('reset') }),
    );
  });

  it('limits code_check per e-mail and per address', async () => {
    const email = uniqueEmail('code');
    await expectLimit(limitOf('code_check', 'email').max, () =>
      from(randomIp(), 'code_check', { email, code: '123456' }),
    );
    const ip = randomIp();
    await expectLimit(limitOf('code_check', 'ip').max, () =>
      from(ip, 'code_check', { email: uniqueEmail('code'), code: '12' }),
    );
  });

  it('limits reset_password_update per e-mail', async () => {
    const email = uniqueEmail('code');
    await expectLimit(limitOf('reset_password_update', 'email').max, () =>
      from(randomIp(), 'reset_password_update', { email, code: '12' }),
    );
  });

  it('limits sign-ups per address', async () => {
    const ip = randomIp();
    await expectLimit(limitOf('signup', 'ip').max, () => from(ip, 'signup', {}));
  });

  it('limits change_password per session', async () => {
    const { token } = await signUpOwner(server);
    await expectLimit(limitOf('change_password', 'session').max, () =>
      from(randomIp(), 'change_password', {}, token),
    );
  });

  it('limits the address picker per address, generously', async () => {
    const ip = randomIp();
    const { max } = limitOf('address_suggestions', 'ip');
    expect(max).toBeGreaterThanOrEqual(60);
    await expectLimit(max, () => from(ip, 'address_suggestions', { query: '372' }));
    await expectLimit(limitOf('address_details', 'ip').max, () =>
      from(ip, 'address_details', { placeId: 'us-zip:37203' }),
    );
  });

  it('limits reading shared reports per address: a wrong token costs a try too', async () => {
    const ip = randomIp();
    await expectLimit(limitOf('get_shared_report', 'ip').max, () =>
      from(ip, 'get_shared_report', { user_id: 'not-a-share-token', month: '11', year: '2026' }),
    );
  });

  it('keeps limits off calls that have none', async () => {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      expect((await from('10.9.9.9', 'home_page', {})).code).toBe(200);
    }
  });
});
