import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { randomIp, STRONG_PASSWORD, signUpOwner } from '../helpers/accounts';
import { uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const limitOf = (call: keyof typeof RATE_LIMITS, per: string) => {
  const limit = RATE_LIMITS[call].find((entry) => entry.per === per);
  if (!limit) throw new Error(`${call} has no limit per ${per}`);
  return limit;
};

/** The value of the device cookie a sign-in set, as a browser sends it back. */
const deviceCookie = (headers: Headers) => {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('fs_device='));
  if (!cookie) throw new Error('no device cookie');
  return cookie.split(';')[0] ?? '';
};

describe('an account cannot be locked, nor its count wiped, by strangers', () => {
  let server: TestServer;
  let otherServer: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    otherServer = await startTestServer(); // a second server process on the same database
  });
  afterAll(async () => {
    await otherServer.close();
    await server.close();
  });

  const login = (fields: Record<string, string>, headers: Record<string, string> = {}, on = server) =>
    on.call('login', fields, { headers: { 'x-forwarded-for': randomIp(), ...headers } });

  /** Wrong passwords from new addresses until the account refuses strangers. */
  const lockOut = async (email: string) => {
    const { max } = limitOf('login', 'email');
    for (let attempt = 0; attempt < max; attempt += 1)
      expect([422, 429]).toContain((await login({ email, password: `Guess#${attempt}x` })).code);
    const refused = await login({ email, password: STRONG_PASSWORD });
    expect({ code: refused.code, message: refused.body.message }).toEqual({ code: 429, message: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('keeps an account’s count however many other keys are tried meanwhile', async () => {
    const { email } = await signUpOwner(server);
    await lockOut(email);
    // Cheap requests for other keys (a junk e-mail, no password) from 84 addresses, each within
    // its address's limit: more keys than an in-memory limiter keeps.
    const perIp = limitOf('login', 'ip').max;
    const addresses = Array.from({ length: 84 }, (_, index) => `172.16.${index}.${randomInt(1, 255)}`);
    const junk = addresses.flatMap((ip) => Array.from({ length: perIp }, () => ip));
    for (let start = 0; start < junk.length; start += 24) {
      await Promise.all(
        junk
          .slice(start, start + 24)
          .map((ip) => login({ email: uniqueEmail('junk'), password: '' }, { 'x-forwarded-for': ip })),
      );
    }
    expect((await login({ email, password: STRONG_PASSWORD })).code).toBe(429);
  }, 120_000);

  it('counts an account’s attempts on every server process together', async () => {
    const { email } = await signUpOwner(server);
    const { max } = limitOf('login', 'email');
    for (let attempt = 0; attempt < max; attempt += 1) {
      const on = attempt % 2 ? server : otherServer;
      expect((await login({ email, password: `Guess#${attempt}x` }, {}, on)).code).toBe(422);
    }
    expect((await login({ email, password: STRONG_PASSWORD }, {}, otherServer)).code).toBe(429);
    expect((await login({ email, password: STRONG_PASSWORD }, {}, server)).code).toBe(429);
  });

  it('limits an IPv6 client by its /64, not by each address of it', async () => {
    const { max } = limitOf('login', 'ip');
    const block = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const from = (attempt: number) => ({ 'x-forwarded-for': `${block}:${attempt.toString(16)}::1` });
    for (let attempt = 0; attempt < max; attempt += 1)
      expect((await login({ email: uniqueEmail(), password: '' }, from(attempt))).code).toBe(422);
    expect((await login({ email: uniqueEmail(), password: '' }, from(max))).code).toBe(429);
    // another block is another client
    const elsewhere = { 'x-forwarded-for': `2001:db8:ffff:${randomInt(0xffff).toString(16)}::1` };
    expect((await login({ email: uniqueEmail(), password: '' }, elsewhere)).code).toBe(422);
  });

  it('refuses strangers on a locked account but lets a device it was used on sign in', async () => {
    const { email } = await signUpOwner(server);
    const first = await login({ email, password: STRONG_PASSWORD });
    expect(first.code).toBe(200);
    const cookie = deviceCookie(first.headers);
    await lockOut(email);
    const known = await login({ email, password: STRONG_PASSWORD }, { cookie });
    expect({ code: known.code, status: known.body.status }).toEqual({ code: 200, status: 1 });
    // the cookie is this account's: it does not open another locked account
    const other = await signUpOwner(server);
    await lockOut(other.email);
    expect((await login({ email: other.email, password: STRONG_PASSWORD }, { cookie })).code).toBe(429);
  });

  it('still counts wrong passwords from a known device, on a limit of its own', async () => {
    const { email } = await signUpOwner(server);
    const cookie = deviceCookie((await login({ email, password: STRONG_PASSWORD })).headers);
    const { max } = limitOf('login', 'device');
    // the sign-in that set the cookie did not present it: the device has all its tries
    for (let attempt = 0; attempt < max; attempt += 1)
      expect((await login({ email, password: `Guess#${attempt}x` }, { cookie })).code).toBe(422);
    const refused = await login({ email, password: STRONG_PASSWORD }, { cookie });
    expect({ code: refused.code, message: refused.body.message }).toEqual({ code: 429, message: TOO_MANY });
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, for the login call only', async () => {
    const { email } = await signUpOwner(server);
    const answer = await login({ email, password: STRONG_PASSWORD });
    const line = answer.headers.getSetCookie().find((entry) => entry.startsWith('fs_device=')) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/login/);
    expect(line).not.toContain(email);
    // behind a proxy that says the client came over https: Secure too
    const secure = await login({ email, password: STRONG_PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(secure.headers.getSetCookie().find((entry) => entry.startsWith('fs_device='))).toMatch(/; Secure/);
    // a failed sign-in sets none
    const failed = await login({ email, password: 'Wrong#Pass1' });
    expect(failed.headers.getSetCookie()).toEqual([]);
  });
});
