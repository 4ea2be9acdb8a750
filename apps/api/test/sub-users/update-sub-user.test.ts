import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, editFields, setPlan, teamOwner } from './sub-user-fixtures';

const NOT_FOUND = { status: 0, message: 'This sub user was not found.' };
const EMAIL_TAKEN = 'This email is already registered. Please use another email address.';
const NEW_PASSWORD = 'Changed#Pass7';
const soon = { timeout: 3_000, interval: 20 };

describe('POST /api/update_sub_user', () => {
  let server: TestServer;
  let otherServer: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof teamOwner>>;
  beforeAll(async () => {
    server = await startTestServer();
    otherServer = await startTestServer(); // a second server process on the same database
    call = fromAnyIp(server);
    owner = await teamOwner(server);
  });
  afterAll(async () => {
    await otherServer.close();
    await server.close();
  });

  const profileCode = async (on: TestServer, token: string) =>
    (await fromAnyIp(on)('get_profile', {}, { token })).code;

  it('changes the member’s fields and keeps their password and sessions when none is given', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    const changes = {
      first_name: 'Samuel J.',
      mobile: '6155550999.5',
      personal_city: 'Franklin',
      password: '',
    };
    const { code, body } = await call<SubUserDetail>('update_sub_user', editFields(member, changes), {
      token: owner.token,
    });
    expect(code).toBe(200);
    expect(body.message).toBe('The sub user has been updated.');
    expect(body.data).toMatchObject({
      id: member.id,
      first_name: 'Samuel J.',
      mobile: '6155550999.5',
      personal_city: 'Franklin',
    });
    const detail = await call<SubUserDetail>(
      'get_sub_user_deatil',
      { id: member.id },
      { token: owner.token },
    );
    expect(detail.body.data).toEqual(body.data);
    expect(await profileCode(server, token)).toBe(200);
    expect(await logIn(server, member.email, member.password)).toEqual(expect.any(String));
  });

  it('sets a new password and ends the member’s open sessions at once, on every server', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    expect(await profileCode(server, token)).toBe(200);
    expect(await profileCode(otherServer, token)).toBe(200); // both servers hold the session in memory
    const fields = editFields(member, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await call('update_sub_user', fields, { token: owner.token })).code).toBe(200);
    expect(await profileCode(server, token)).toBe(401);
    await vi.waitFor(async () => expect(await profileCode(otherServer, token)).toBe(401), soon);
    const login = await call('login', { email: member.email, password: member.password });
    expect(login.body.message).toBe('Invalid email or password');
    expect(await logIn(server, member.email, NEW_PASSWORD)).toEqual(expect.any(String));
    // the owner's own session is untouched
    expect(await profileCode(server, owner.token)).toBe(200);
  });

  it('checks a password only when given (spec 02 §5)', async () => {
    const member = await addMember(server, owner.token);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { password: 'short' },
        {
          password: 'Password must be 8 character long',
          password_confirmation: 'Please enter confirm password',
        },
      ],
      [{ password: NEW_PASSWORD }, { password_confirmation: 'Please enter confirm password' }],
      [
        { password: NEW_PASSWORD, password_confirmation: 'Other#Pass7' },
        { password_confirmation: 'Password & confirm password must be same' },
      ],
      [
        { password: 'nouppercase1#', password_confirmation: 'nouppercase1#' },
        { password: 'Your password must contain one uppercase letter' },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const { code, body } = await call('update_sub_user', editFields(member, overrides), {
        token: owner.token,
      });
      expect({ code, errors: body.errors }).toEqual({ code: 422, errors });
    }
  });

  it('answers every missing field with the spec message', async () => {
    const member = await addMember(server, owner.token);
    const { code, body } = await call('update_sub_user', { id: member.id }, { token: owner.token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      email: 'Please enter email',
      mobile: 'Please enter mobile number',
      address: 'Please enter address',
      personal_lat: 'Please enter address',
      personal_long: 'Please enter address',
      personal_area: 'Please enter area',
      personal_state: 'Please enter state',
      personal_city: 'Please enter city',
      personal_zip_code: 'Please enter zip code',
    });
    const bad = await call('update_sub_user', editFields(member, { email: 'nope', mobile: '12ab' }), {
      token: owner.token,
    });
    expect(bad.body.errors).toEqual({
      email: 'Invalid email',
      mobile: 'Please enter a valid mobile number (digits only)',
    });
  });

  it('refuses an e-mail in use by someone else, and keeps the member’s own', async () => {
    const member = await addMember(server, owner.token);
    const another = await addMember(server, owner.token);
    const taken = await call('update_sub_user', editFields(member, { email: another.email.toUpperCase() }), {
      token: owner.token,
    });
    expect(taken).toMatchObject({
      code: 422,
      body: { message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } },
    });
    const same = await call('update_sub_user', editFields(member, { email: member.email.toUpperCase() }), {
      token: owner.token,
    });
    expect(same.code).toBe(200);
  });

  it('answers another organisation’s member with 404 and changes nothing', async () => {
    const other = await teamOwner(server);
    const stranger = await addMember(server, other.token);
    const fields = editFields(stranger, {
      first_name: 'Hijacked',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    for (const id of [stranger.id, other.id, owner.id, 'not-a-uuid']) {
      const { code, body } = await call('update_sub_user', { ...fields, id }, { token: owner.token });
      expect({ code, body }).toEqual({ code: 404, body: NOT_FOUND });
    }
    const [row] = await (await testDatabase()).db.select().from(users).where(eq(users.id, stranger.id));
    expect(row?.firstName).toBe('Samuel');
    expect(await logIn(server, stranger.email, stranger.password)).toEqual(expect.any(String));
  });

  it('refuses a sub user’s token with 403 and a plan without sub users', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    const { code } = await call('update_sub_user', editFields(member), { token });
    expect(code).toBe(403);
    const basic = await teamOwner(server);
    const own = await addMember(server, basic.token);
    await setPlan(server, basic.organisationId, 2);
    expect(await call('update_sub_user', editFields(own), { token: basic.token })).toMatchObject({
      code: 403,
      body: { message: 'Sub users are part of the Advance plan. Please upgrade your subscription.' },
    });
  });
});
