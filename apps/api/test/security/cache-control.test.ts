import type { SessionData } from '@faith-shield/contract/accounts/login';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, signupFields } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ACCESS_TABLE } from './access-table';

/**
 * An answer that carries an account's data (a profile, a token) must not be kept by a browser
 * or a shared cache: every call that is not public content says `Cache-Control: no-store`,
 * refusals included.
 */
describe('Cache-Control on the answers of calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const guarded = Object.entries(ACCESS_TABLE)
    .filter(([, entry]) => !['public', 'signature', 'signed_link'].includes(entry.access))
    .map(([name]) => name);

  it.each(guarded)('%s says no-store, even when it refuses', async (name) => {
    const method = server.app.deps.calls.find((call) => call.name === name)?.method ?? 'POST';
    const { code, headers } = await server.call(name, {}, { method });
    expect(code).toBe(401);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it.each(Object.entries(ACCESS_TABLE).filter(([, entry]) => entry.access === 'signed_link'))(
    '%s (a signed link) says no-store, even when it refuses',
    async (name) => {
      const response = await fetch(`${server.url}/api/${name}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('a signed-in answer (signup with its token, get_profile) says no-store', async () => {
    const call = fromAnyIp(server);
    const signedUp = await call<SessionData>('signup', signupFields());
    expect(signedUp.code).toBe(200);
    expect(signedUp.headers.get('cache-control')).toBe('no-store');
    const profile = await call('get_profile', {}, { token: signedUp.body.data?.token ?? '' });
    expect(profile.code).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
  });

  it('login, which answers a token, says no-store', async () => {
    const { code, headers } = await fromAnyIp(server)('login', {
      email: 'nobody@example.org',
      password: 'x',
    });
    expect(code).toBe(422);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('public content read from its cache is not marked no-store', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { code, headers } = await server.call('home_page');
      expect(code).toBe(200);
      expect(headers.get('cache-control') ?? '').not.toContain('no-store');
    }
  });
});
