import type { SessionData } from '@faith-shield/contract/accounts/login';
import { defineCall } from '@faith-shield/contract/shared/call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../../src/http/register-call';
import { fromAnyIp, signupFields } from '../helpers/accounts';
import { asFile, pngBytes } from '../helpers/images';
import { readResetCode } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';

const crashCall = defineCall({
  name: 'test_logs_crash',
  method: 'POST',
  access: 'public',
  request: z.object({}),
  response: z.object({}),
});

const FIRST = 'First#Secret91';
const CHANGED = 'Changed#Secret92';
const RESET = 'Reset#Secret93';

describe('the logs of a whole account journey, failures included', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extend: (app) => {
        registerCall(app, crashCall, {
          input: z.unknown(),
          handler: async () => {
            throw new Error('database unavailable');
          },
        });
      },
    });
  });
  afterAll(() => server.close());

  it('hold no password, token or code anywhere', async () => {
    const call = fromAnyIp(server);
    const fields = signupFields({ password: FIRST, password_confirmation: FIRST });
    const { email } = fields;
    const tokens: string[] = [];
    const signedUp = await call<SessionData>('signup', fields);
    tokens.push(signedUp.body.data?.token ?? 'missing');
    expect((await call('login', { email, password: 'Wrong#Secret90' })).code).toBe(422);
    const loggedIn = await call<SessionData>('login', { email, password: FIRST });
    tokens.push(loggedIn.body.data?.token ?? 'missing');
    const [token = ''] = tokens;

    await call('get_profile', {}, { token });
    await call('get_profile', {}, { token, bearer: true });
    await fetch(`${server.url}/api/get_profile?token=${token}&password=${FIRST}`, { method: 'POST' });
    await call('update_profile', { first_name: 'Ruth', image: asFile(pngBytes(), 'me.png') }, { token });
    const wrongOld = await call(
      'change_password',
      { old_password: 'Wrong#Secret90', new_password: CHANGED, confirm_new_password: CHANGED },
      { token },
    );
    expect(wrongOld.code).toBe(422);
    const changed = await call(
      'change_password',
      { old_password: FIRST, new_password: CHANGED, confirm_new_password: CHANGED },
      { token },
    );
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    // a body that is not JSON: the parser's message quotes it, the log must not
    const malformed = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email": "${email}", "password": ${CHANGED}}`,
    });
    expect(malformed.status).toBe(400);
    await call('test_logs_crash', { password: FIRST, token, code: '123456' });

    await call('forgotPassword', { email });
    const code = await readResetCode(server.dataDir, email);
    await call('code_check', { email, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    await call('code_check', { email, code });
    await call('reset_password_update', { email, code, newPassword: RESET, confirmPassword: RESET });
    const again = await call<SessionData>('login', { email, password: RESET });
    tokens.push(again.body.data?.token ?? 'missing');
    await call('logout', {}, { token: again.body.data?.token ?? '' });

    const logs = server.logs();
    expect(logs).toContain('/api/reset_password_update');
    expect(logs).toContain('request failed');
    for (const secret of [FIRST, CHANGED, RESET, 'Wrong#Secret90', code, email, ...tokens]) {
      expect(logs.includes(secret), `the logs hold ${secret.slice(0, 4)}…`).toBe(false);
    }
  });
});
