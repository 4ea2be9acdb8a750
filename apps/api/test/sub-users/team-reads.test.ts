import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, setPlan, teamOwner } from './sub-user-fixtures';

const NOT_FOUND = { status: 0, message: 'This sub user was not found.' };
const PLAN_NEEDED = 'Sub users are part of the Advance plan. Please upgrade your subscription.';
const WRONG_ROLE = { status: 0, message: 'You do not have access to this.' };

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
let owner: Awaited<ReturnType<typeof teamOwner>>;
let other: Awaited<ReturnType<typeof teamOwner>>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
  owner = await teamOwner(server);
  other = await teamOwner(server);
});
afterAll(() => server.close());

describe('POST /api/get_sub_user', () => {
  it('lists the owner’s own team, oldest first, and nobody else', async () => {
    const team = await teamOwner(server);
    const first = await addMember(server, team.token, { first_name: 'Abel' });
    const second = await addMember(server, team.token, { first_name: 'Beth' });
    await addMember(server, other.token, { first_name: 'Stranger' });
    const { code, body } = await call<SubUserOption[]>('get_sub_user', {}, { token: team.token });
    expect(code).toBe(200);
    expect(body.message).toBe('Sub users');
    expect(body.data).toEqual([
      { id: first.id, first_name: 'Abel', last_name: 'Reyes', leader: 'No', two_factor: 'No' },
      { id: second.id, first_name: 'Beth', last_name: 'Reyes', leader: 'No', two_factor: 'No' },
    ]);
  });

  it('answers an empty team with an empty list', async () => {
    const team = await teamOwner(server);
    expect((await call<SubUserOption[]>('get_sub_user', {}, { token: team.token })).body.data).toEqual([]);
  });

  it('refuses a sub user with 403 and a plan without sub users with the plan needed', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    expect(await call('get_sub_user', {}, { token })).toMatchObject({ code: 403, body: WRONG_ROLE });
    const basic = await teamOwner(server);
    await setPlan(server, basic.organisationId, 2);
    expect(await call('get_sub_user', {}, { token: basic.token })).toMatchObject({
      code: 403,
      body: { status: 0, message: PLAN_NEEDED },
    });
  });
});

describe('POST /api/get_sub_user_deatil', () => {
  it('answers the fields the edit form shows', async () => {
    const member = await addMember(server, owner.token);
    const { code, body } = await call<SubUserDetail>(
      'get_sub_user_deatil',
      { id: member.id },
      { token: owner.token },
    );
    expect(code).toBe(200);
    expect(body.message).toBe('Sub user');
    const { password: _p, password_confirmation: _c, ...shown } = member.fields;
    expect(body.data).toEqual({ ...shown, id: member.id, image: '', leader: 'No' });
  });

  it('answers another organisation’s member, the owner, or an unknown id with 404 and no data', async () => {
    const stranger = await addMember(server, other.token, { first_name: 'Hidden' });
    for (const id of [stranger.id, other.id, owner.id, crypto.randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const { code, body } = await call('get_sub_user_deatil', { id }, { token: owner.token });
      expect({ id, code, body }).toEqual({ id, code: 404, body: NOT_FOUND });
    }
  });

  it('asks for an id', async () => {
    const { code, body } = await call('get_sub_user_deatil', {}, { token: owner.token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ id: 'This sub user was not found.' });
  });

  it('refuses a sub user’s token and a plan without sub users', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    expect(await call('get_sub_user_deatil', { id: member.id }, { token })).toMatchObject({
      code: 403,
      body: WRONG_ROLE,
    });
    const standard = await teamOwner(server);
    const own = await addMember(server, standard.token);
    await setPlan(server, standard.organisationId, 3);
    expect(await call('get_sub_user_deatil', { id: own.id }, { token: standard.token })).toMatchObject({
      code: 403,
      body: { status: 0, message: PLAN_NEEDED },
    });
  });
});
