import type { ActiveSession } from '@faith-shield/contract/security/security-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  auditRows,
  movableClock,
  securityTeam,
  signedIn,
  signIn,
  totpCode,
  turnOn,
} from './two-factor-fixtures';

describe('leaders’ requirement and active sessions (spec 03 §5)', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('lets only the owner require it, with Yes or No', async () => {
    const { owner, member } = await securityTeam();
    const memberToken = await signedIn(server, member);
    const refused = await server.call(
      'update_security_settings',
      { require_two_factor_for_leaders: 'Yes' },
      { token: memberToken },
    );
    expect(refused.code).toBe(403);
    const bad = await server.call(
      'update_security_settings',
      { require_two_factor_for_leaders: 'Maybe' },
      {
        token: owner.token,
      },
    );
    expect(bad.code).toBe(422);
    expect(bad.body.errors?.require_two_factor_for_leaders).toBe('Please select Yes or No');
  });

  it('lets a leader without it sign in only to set it up; once on, everything opens again', async () => {
    const { owner, leader, member, organisation } = await securityTeam();
    const saved = await server.call(
      'update_security_settings',
      { require_two_factor_for_leaders: 'Yes' },
      { token: owner.token },
    );
    expect(saved.code).toBe(200);
    expect(saved.body.message).toBe('Security settings saved.');
    expect((await auditRows(organisation.id, 'security_settings_changed'))[0]?.target).toBe(
      'Two-factor authentication required of leaders: Yes',
    );

    const signedInLeader = await signIn(server, leader);
    expect(signedInLeader.code).toBe(200);
    expect(signedInLeader.body.data?.two_factor_setup_required).toBe(true);
    const token = signedInLeader.body.data?.token ?? '';
    const held = await server.call('get_alerts', {}, { token });
    expect(held.code).toBe(403);
    expect(held.body.message).toBe(
      'Your team requires two-factor authentication for leaders. Please turn it on to continue.',
    );
    const alert = await server.call('send_alert', { kind: 'Fire', message: 'Smoke in the hall' }, { token });
    expect(alert.code).toBe(403);
    const state = await server.call<{ two_factor_setup_required: boolean }>('get_security', {}, { token });
    expect(state.body.data?.two_factor_setup_required).toBe(true);

    // members who are not leaders, and the owner, are not held
    const memberSession = await signIn(server, member);
    expect(memberSession.body.data?.two_factor_setup_required).toBeUndefined();
    expect((await server.call('get_alerts', {}, { token: memberSession.body.data?.token ?? '' })).code).toBe(
      200,
    );

    await turnOn(server, token, clock.now());
    expect((await server.call('get_alerts', {}, { token })).code).toBe(200);

    const off = await server.call(
      'update_security_settings',
      { require_two_factor_for_leaders: 'No' },
      { token: owner.token },
    );
    expect(off.body.data).toEqual({ require_two_factor_for_leaders: 'No' });
  });

  it('lists the person’s live sessions by device and network, ends one, and signs out everywhere', async () => {
    const { member, organisation } = await securityTeam();
    const phone = await signIn(server, member, {}, '203.0.113.77');
    const laptop = await signIn(server, member, {}, '198.51.100.4');
    const phoneToken = phone.body.data?.token ?? '';
    const laptopToken = laptop.body.data?.token ?? '';
    const listed = await server.call<{ sessions: ActiveSession[] }>(
      'get_security',
      {},
      { token: phoneToken },
    );
    const sessions = listed.body.data?.sessions ?? [];
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.network).sort()).toEqual(['198.51.100.x', '203.0.113.x']);
    expect(sessions.every((session) => session.device === 'Chrome on Android')).toBe(true);
    const current = sessions.find((session) => session.current);
    expect(current?.network).toBe('203.0.113.x');
    const other = sessions.find((session) => !session.current);

    // someone else's session is not found
    const { member: stranger } = await securityTeam();
    const strangerToken = await signedIn(server, stranger);
    const notTheirs = await server.call('end_session', { id: other?.id ?? '' }, { token: strangerToken });
    expect(notTheirs.code).toBe(404);
    expect(notTheirs.body.message).toBe('Session not found.');

    const ended = await server.call('end_session', { id: other?.id ?? '' }, { token: phoneToken });
    expect(ended.code).toBe(200);
    expect(ended.body.message).toBe('The session has ended.');
    expect((await server.call('get_profile', {}, { token: laptopToken })).code).toBe(401);
    expect((await server.call('get_profile', {}, { token: phoneToken })).code).toBe(200);

    const second = await signIn(server, member);
    const everywhere = await server.call('logout_everywhere', {}, { token: phoneToken });
    expect(everywhere.body.message).toBe('You have been signed out everywhere.');
    expect((await server.call('get_profile', {}, { token: phoneToken })).code).toBe(401);
    expect((await server.call('get_profile', {}, { token: second.body.data?.token ?? '' })).code).toBe(401);
    expect(await auditRows(organisation.id, 'session_ended')).toHaveLength(1);
    expect(await auditRows(organisation.id, 'signed_out_everywhere')).toHaveLength(1);
  });

  it('counts wrong codes toward the sign-in limit of the account', async () => {
    const { member } = await securityTeam();
    const token = await signedIn(server, member);
    const { secret } = await turnOn(server, token, clock.now());
    clock.nextStep();
    // one try of the password above; nine wrong codes, each from a new address
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const wrong = await signIn(server, member, { code: String(100000 + attempt) });
      expect(wrong.code).toBe(422);
    }
    // the eleventh try at the account is refused, even with the right code
    const held = await signIn(server, member, { code: totpCode(secret, clock.now()) });
    expect(held.code).toBe(429);
    expect(held.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});
