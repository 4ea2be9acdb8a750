import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { hashToken } from '../../src/infra/auth/tokens';
import { fromAnyIp, logIn, signUpOwner } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const DAY = 86_400_000;
const EXPIRED = { status: 0, message: 'Your session has ended. Please sign in again.' };

/** Sessions end after SESSION_IDLE_DAYS without use and SESSION_MAX_DAYS after sign-in. */
describe('session lifetime', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let offset = 0;
  const later = (days: number) => {
    offset += days * DAY;
  };
  beforeAll(async () => {
    server = await startTestServer({
      env: { SESSION_IDLE_DAYS: '30', SESSION_MAX_DAYS: '90' },
      now: () => new Date(Date.now() + offset),
    });
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  const profile = async (token: string) => {
    const { code, body } = await call('get_profile', {}, { token });
    return code === 401 ? { code, body } : { code };
  };

  it('ends a session left unused past the idle timeout, with 401 and the session message', async () => {
    const { token } = await signUpOwner(server);
    later(29);
    expect(await profile(token)).toEqual({ code: 200 });
    later(29); // 29 days since it was last used: still alive
    expect(await profile(token)).toEqual({ code: 200 });
    later(31);
    expect(await profile(token)).toEqual({ code: 401, body: EXPIRED });
  });

  it('ends a session in use at its absolute lifetime', async () => {
    const { email, password } = await signUpOwner(server);
    const token = await logIn(server, email, password);
    for (let day = 0; day < 88; day += 22) {
      later(22);
      expect(await profile(token)).toEqual({ code: 200 });
    }
    later(3); // 91 days after sign-in, used 3 days ago
    expect(await profile(token)).toEqual({ code: 401, body: EXPIRED });
    // Signing in again starts a new session.
    const fresh = await logIn(server, email, password);
    expect(await profile(fresh)).toEqual({ code: 200 });
  });

  it('ends a session on every route, logout included', async () => {
    const { token } = await signUpOwner(server);
    later(31);
    const logout = await call('logout', {}, { token });
    expect({ code: logout.code, body: logout.body }).toEqual({ code: 401, body: EXPIRED });
  });

  it('records a use without making the servers forget their cached reads', async () => {
    const { token } = await signUpOwner(server);
    expect(await profile(token)).toEqual({ code: 200 });
    const { readCache, changes } = server.app.deps;
    const kept = readCache.size;
    expect(kept).toBeGreaterThan(0);
    const db = (await testDatabase()).db;
    const byToken = eq(sessions.tokenHash, hashToken(token));
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(byToken);
    await changes.settle();
    expect(readCache.size).toBe(kept);
    // what does matter is still heard of
    await db.update(sessions).set({ revokedAt: new Date() }).where(byToken);
    await changes.settle();
    expect(readCache.size).toBeLessThan(kept);
  });
});
