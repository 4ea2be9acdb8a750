import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index';
import { fromAnyIp, logIn, signUpOwner } from '../helpers/accounts';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, setPlan, teamOwner } from './sub-user-fixtures';

const NOT_FOUND = { status: 0, message: 'This sub user was not found.' };
const soon = { timeout: 3_000, interval: 20 };

describe('POST /api/delete_sub_user', () => {
  let server: TestServer;
  let otherServer: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof teamOwner>>;
  beforeAll(async () => {
    server = await startTestServer();
    otherServer = await startTestServer();
    call = fromAnyIp(server);
    owner = await teamOwner(server);
  });
  afterAll(async () => {
    await otherServer.close();
    await server.close();
  });

  const profileCode = async (on: TestServer, token: string) =>
    (await fromAnyIp(on)('get_profile', {}, { token })).code;

  it('ends the member’s sessions at once on every server, hides them and refuses their sign-in', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    expect(await profileCode(server, token)).toBe(200);
    expect(await profileCode(otherServer, token)).toBe(200);

    const { code, body } = await call('delete_sub_user', { id: member.id }, { token: owner.token });
    expect({ code, body }).toEqual({
      code: 200,
      body: { status: 1, message: 'The sub user has been deleted.' },
    });

    expect(await profileCode(server, token)).toBe(401);
    await vi.waitFor(async () => expect(await profileCode(otherServer, token)).toBe(401), soon);
    const login = await call('login', { email: member.email, password: member.password });
    expect({ code: login.code, message: login.body.message }).toEqual({
      code: 422,
      message: 'Invalid email or password',
    });

    const list = await call<SubUserOption[]>('get_sub_user', {}, { token: owner.token });
    expect(list.body.data?.map((row) => row.id)).not.toContain(member.id);
    expect(await call('get_sub_user_deatil', { id: member.id }, { token: owner.token })).toMatchObject({
      code: 404,
      body: NOT_FOUND,
    });
    expect((await call('delete_sub_user', { id: member.id }, { token: owner.token })).code).toBe(404);
  });

  it('keeps the member’s row and name for the organisation’s history', async () => {
    const member = await addMember(server, owner.token, { first_name: 'Miriam', last_name: 'Cole' });
    await call('delete_sub_user', { id: member.id }, { token: owner.token });
    const [row] = await (await testDatabase()).db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      firstName: 'Miriam',
      lastName: 'Cole',
      organisationId: owner.organisationId,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('frees the e-mail: the owner may add it again, or its holder sign up', async () => {
    const member = await addMember(server, owner.token);
    await call('delete_sub_user', { id: member.id }, { token: owner.token });
    const again = await addMember(server, owner.token, { email: member.email, first_name: 'Again' });
    expect(again.id).not.toBe(member.id);
    expect(await logIn(server, member.email, member.password)).toEqual(expect.any(String));

    const gone = await addMember(server, owner.token);
    await call('delete_sub_user', { id: gone.id }, { token: owner.token });
    await expect(signUpOwner(server, { email: gone.email })).resolves.toMatchObject({ email: gone.email });
  });

  it('sends a deleted member no password reset code', async () => {
    const member = await addMember(server, owner.token);
    await call('delete_sub_user', { id: member.id }, { token: owner.token });
    expect((await call('forgotPassword', { email: member.email })).code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await mailsTo(server.dataDir, member.email);
    expect(mails.filter((mail) => mail.includes('password reset code'))).toEqual([]);
  });

  it('answers another organisation’s member with 404 and leaves them be', async () => {
    const other = await teamOwner(server);
    const stranger = await addMember(server, other.token);
    for (const id of [stranger.id, other.id, owner.id, 'not-a-uuid']) {
      const { code, body } = await call('delete_sub_user', { id }, { token: owner.token });
      expect({ code, body }).toEqual({ code: 404, body: NOT_FOUND });
    }
    expect(await logIn(server, stranger.email, stranger.password)).toEqual(expect.any(String));
    expect(await logIn(server, other.email, other.password)).toEqual(expect.any(String));
  });

  it('refuses a sub user’s token with 403 and a plan without sub users', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    expect((await call('delete_sub_user', { id: member.id }, { token })).code).toBe(403);
    const standard = await teamOwner(server);
    const own = await addMember(server, standard.token);
    await setPlan(server, standard.organisationId, 3);
    expect(await call('delete_sub_user', { id: own.id }, { token: standard.token })).toMatchObject({
      code: 403,
      body: { message: 'Sub users are part of the Advance plan. Please upgrade your subscription.' },
    });
    expect(await logIn(server, own.email, own.password)).toEqual(expect.any(String));
  });
});
