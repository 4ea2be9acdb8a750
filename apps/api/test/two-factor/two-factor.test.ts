import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  auditRows,
  movableClock,
  securityTeam,
  signedIn,
  signIn,
  totpCode,
  turnOn,
  waitForMail,
} from './two-factor-fixtures';

describe('second factor (spec 03 §5)', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('sets up with a base32 secret and an otpauth URL, and refuses a missing or wrong code with the spec’s words', async () => {
    const { member } = await securityTeam();
    const token = await signedIn(server, member);
    const setup = await server.call<{ secret: string; otpauth_url: string }>(
      'two_factor_setup',
      {},
      { token },
    );
    expect(setup.code).toBe(200);
    expect(setup.body.data?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data?.otpauth_url).toMatch(/^otpauth:\/\/totp\/Faith%20Shield:/);
    expect(setup.body.data?.otpauth_url).toContain(`secret=${setup.body.data?.secret}`);

    const missing = await server.call('two_factor_enable', {}, { token });
    expect(missing.code).toBe(422);
    expect(missing.body.errors?.code).toBe('Please enter code');
    const wrong = await server.call('two_factor_enable', { code: '000000' }, { token });
    expect(wrong.code).toBe(422);
    expect(wrong.body.message).toBe('Invalid code');
    expect(wrong.body.errors?.code).toBe('Invalid code');
    // still off: the password alone signs in
    expect((await signIn(server, member)).code).toBe(200);
  });

  it('turns on with a current code and answers ten different one-use recovery codes', async () => {
    const { member, organisation } = await securityTeam();
    const token = await signedIn(server, member);
    const { recoveryCodes } = await turnOn(server, token, clock.now());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const again = await server.call('two_factor_setup', {}, { token });
    expect(again.code).toBe(422);
    expect(again.body.message).toBe('Two-factor authentication is already on.');
    const state = await server.call<{ two_factor_enabled: boolean; recovery_codes_left: number }>(
      'get_security',
      {},
      { token },
    );
    expect(state.body.data).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 10 });
    expect((await auditRows(organisation.id, 'two_factor_enabled')).map((row) => row.actorId)).toEqual([
      member.user.id,
    ]);
  });

  it('asks for the code with 401 and the spec’s message, signs in with a current one, and refuses it used again', async () => {
    const { member, organisation } = await securityTeam();
    const token = await signedIn(server, member);
    const { secret } = await turnOn(server, token, clock.now());

    const asked = await signIn(server, member);
    expect(asked.code).toBe(401);
    expect(asked.body.status).toBe(0);
    expect(asked.body.message).toBe('Please enter the code from your authenticator app');
    expect(asked.body.data).toEqual({ two_factor_required: true });

    // the code that turned it on is spent already: the same step is refused
    const replayOfEnable = await signIn(server, member, { code: totpCode(secret, clock.now()) });
    expect(replayOfEnable.code).toBe(422);
    expect(replayOfEnable.body.message).toBe('Invalid code');

    clock.nextStep();
    const code = totpCode(secret, clock.now());
    const ok = await signIn(server, member, { code });
    expect(ok.code).toBe(200);
    expect(ok.body.data?.token).toBeTruthy();
    const replay = await signIn(server, member, { code });
    expect(replay.code).toBe(422);
    expect(replay.body.errors?.code).toBe('Invalid code');
    expect(replay.body.data).toEqual({ two_factor_required: true });

    const wrongPassword = await signIn(server, member, { password: 'Wrong#2026x', code });
    expect(wrongPassword.body.message).toBe('Invalid email or password');
    const failed = await auditRows(organisation.id, 'sign_in_failed');
    expect(failed.map((row) => row.target)).toEqual(['Wrong password', 'Wrong code', 'Wrong code']);
    const signIns = await auditRows(organisation.id, 'sign_in');
    expect(signIns[0]?.target).toBe('Chrome on Android');
  });

  it('signs in once with each recovery code; a used one is refused', async () => {
    const { member, organisation } = await securityTeam();
    const token = await signedIn(server, member);
    const { recoveryCodes } = await turnOn(server, token, clock.now());
    const [first = '', second = ''] = recoveryCodes;
    const ok = await signIn(server, member, { code: first.toUpperCase() });
    expect(ok.code).toBe(200);
    const reused = await signIn(server, member, { code: first });
    expect(reused.code).toBe(422);
    expect(reused.body.message).toBe('Invalid code');
    expect((await signIn(server, member, { code: second })).code).toBe(200);
    const state = await server.call<{ recovery_codes_left: number }>('get_security', {}, { token });
    expect(state.body.data?.recovery_codes_left).toBe(8);
    expect((await auditRows(organisation.id, 'sign_in'))[1]?.target).toBe(
      'Chrome on Android (recovery code)',
    );
  });

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const { member, organisation } = await securityTeam();
    const token = await signedIn(server, member);
    const { secret, recoveryCodes } = await turnOn(server, token, clock.now());
    const wrong = await server.call('two_factor_recovery_codes', { code: '123456' }, { token });
    expect(wrong.body.message).toBe('Invalid code');
    clock.nextStep();
    const renewed = await server.call<{ recovery_codes: string[] }>(
      'two_factor_recovery_codes',
      { code: totpCode(secret, clock.now()) },
      { token },
    );
    expect(renewed.code).toBe(200);
    expect(renewed.body.message).toBe('New recovery codes made. The old ones no longer work.');
    const fresh = renewed.body.data?.recovery_codes ?? [];
    expect(fresh).toHaveLength(10);
    expect((await signIn(server, member, { code: recoveryCodes[0] ?? '' })).code).toBe(422);
    expect((await signIn(server, member, { code: fresh[0] ?? '' })).code).toBe(200);
    expect(await auditRows(organisation.id, 'recovery_codes_renewed')).toHaveLength(1);
  });

  it('turns off with password and code, mails the person, and the password alone signs in again', async () => {
    const { member, organisation } = await securityTeam();
    const token = await signedIn(server, member);
    const { secret, recoveryCodes } = await turnOn(server, token, clock.now());
    clock.nextStep();
    const cases: [Record<string, string>, string, string][] = [
      [{ code: totpCode(secret, clock.now()) }, 'password', 'Please enter password'],
      [{ password: member.password }, 'code', 'Please enter code'],
      [
        { password: 'Wrong#2026x', code: totpCode(secret, clock.now()) },
        'password',
        'Your password is incorrect.',
      ],
      [{ password: member.password, code: '111111' }, 'code', 'Invalid code'],
    ];
    for (const [fields, field, message] of cases) {
      const { code, body } = await server.call('two_factor_disable', fields, { token });
      expect(code, JSON.stringify(fields)).toBe(422);
      expect(body.errors?.[field]).toBe(message);
    }
    expect((await signIn(server, member)).code).toBe(401);
    // a lost phone: a recovery code turns it off as well
    const off = await server.call(
      'two_factor_disable',
      { password: member.password, code: recoveryCodes[3] ?? '' },
      { token },
    );
    expect(off.code).toBe(200);
    expect(off.body.message).toBe('Two-factor authentication is off.');
    expect((await signIn(server, member)).code).toBe(200);
    await waitForMail(server.dataDir, member.email, 'Two-factor authentication was turned off');
    expect(await auditRows(organisation.id, 'two_factor_disabled')).toHaveLength(1);
    const again = await server.call(
      'two_factor_disable',
      { password: member.password, code: '123456' },
      { token },
    );
    expect(again.body.message).toBe('Two-factor authentication is not on.');
  });

  it('mails a sign-in from a new device, and not one from a device that signed in before', async () => {
    const { member } = await securityTeam();
    const first = await signIn(server, member);
    expect(first.code).toBe(200);
    await waitForMail(server.dataDir, member.email, 'a device it had not seen before: Chrome on Android');
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    const known = await server.call(
      'login',
      { email: member.email, password: member.password },
      { headers: { cookie, 'x-forwarded-for': '10.9.9.9' } },
    );
    expect(known.code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = (await mailsTo(server.dataDir, member.email)).filter((eml) => eml.includes('new device'));
    expect(mails).toHaveLength(1);
  });

  it('mails and audits a change of password', async () => {
    const { member, organisation } = await securityTeam();
    const token = await signedIn(server, member);
    const changed = await server.call(
      'change_password',
      { old_password: member.password, new_password: 'Lantern#7781', confirm_new_password: 'Lantern#7781' },
      { token },
    );
    expect(changed.code).toBe(200);
    await waitForMail(server.dataDir, member.email, 'was changed');
    expect(await auditRows(organisation.id, 'password_changed')).toHaveLength(1);
  });
});
