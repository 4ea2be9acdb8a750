import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, setPlan, subUserFields, teamOwner, welcomeMail } from './sub-user-fixtures';

const PLAN_NEEDED = 'Sub users are part of the Advance plan. Please upgrade your subscription.';
const EMAIL_TAKEN = 'This email is already registered. Please use another email address.';

describe('POST /api/add_sub_user', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof teamOwner>>;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://shield.example.org' } });
    call = fromAnyIp(server);
    owner = await teamOwner(server);
  });
  afterAll(() => server.close());

  it('adds a member to the owner’s organisation and answers them', async () => {
    const fields = subUserFields({ email: ' Ruth.Member@Example.org ' });
    fields.email = `ruth-${Date.now()}@Example.org`;
    const { code, body } = await call<SubUserDetail>('add_sub_user', fields, { token: owner.token });
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.message).toBe('The sub user has been added. We have emailed them a link to sign in.');
    const { password: _p, password_confirmation: _c, ...shown } = fields;
    expect(body.data).toEqual({
      ...shown,
      email: fields.email.toLowerCase(),
      id: expect.any(String),
      image: '',
      leader: 'No',
    });

    const [row] = await (await testDatabase()).db
      .select()
      .from(users)
      .where(eq(users.id, body.data?.id ?? ''));
    expect(row).toMatchObject({ type: 2, organisationId: owner.organisationId, deletedAt: null });
    expect(row?.passwordHash).not.toContain(fields.password);

    const list = await call<SubUserOption[]>('get_sub_user', {}, { token: owner.token });
    expect(list.body.data).toContainEqual({
      id: body.data?.id,
      first_name: 'Samuel',
      last_name: 'Reyes',
      leader: 'No',
      two_factor: 'No',
    });
  });

  it('mails the member the organisation, who added them and the sign-in link, never the password', async () => {
    const member = await addMember(server, owner.token, {
      password: 'Welcome#Pass9',
      password_confirmation: 'Welcome#Pass9',
    });
    const mail = await welcomeMail(server.dataDir, member.email);
    expect(mail).toContain('Subject: You have been added to a security team on Faith Shield');
    expect(mail).toContain('(written by the organisation, not by Faith Shield)');
    expect(mail).toContain('Organisation: "Grace Community Church"');
    expect(mail).toContain('Added by: "Grace Okafor"');
    expect(mail).toContain('https://shield.example.org/login');
    expect(mail).not.toContain('Welcome#Pass9');
    expect(server.logs()).not.toContain('Welcome#Pass9');
  });

  it('lets the member sign in with the password the owner chose', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    expect(token).toEqual(expect.any(String));
  });

  it('answers every missing field with the spec message (spec 02 §5)', async () => {
    const { code, body } = await call('add_sub_user', {}, { token: owner.token });
    expect(code).toBe(422);
    expect(body.message).toBe('Please enter first name');
    expect(body.errors).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      email: 'Please enter email',
      password: 'Please enter password',
      password_confirmation: 'Please enter confirm password',
      mobile: 'Please enter mobile number',
      address: 'Please enter address',
      personal_lat: 'Please enter address',
      personal_long: 'Please enter address',
      personal_area: 'Please enter area',
      personal_state: 'Please enter state',
      personal_city: 'Please enter city',
      personal_zip_code: 'Please enter zip code',
    });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email'],
    ['password', { password: 'Ab1#', password_confirmation: 'Ab1#' }, 'Password must be 8 character long'],
    [
      'password',
      { password: 'shieldpass', password_confirmation: 'shieldpass' },
      'Your password must contain one uppercase letter, one number and one special character (!@#$%^&*_)',
    ],
    ['password_confirmation', { password_confirmation: '' }, 'Please enter confirm password'],
    [
      'password_confirmation',
      { password_confirmation: 'Shield#2027' },
      'Password & confirm password must be same',
    ],
    ['mobile', { mobile: '615-555-0142' }, 'Please enter a valid mobile number (digits only)'],
    ['mobile', { mobile: '6155550142.123' }, 'Please enter a valid mobile number (digits only)'],
    ['address', { address: '   ' }, 'Please enter address'],
    ['personal_lat', { personal_lat: '' }, 'Please enter address'],
    ['personal_long', { personal_long: '' }, 'Please enter address'],
    ['personal_lat', { personal_lat: '123' }, 'Please choose the address from the suggestions'],
    ['personal_area', { personal_area: '' }, 'Please enter area'],
    ['personal_state', { personal_state: '' }, 'Please enter state'],
    ['personal_city', { personal_city: '' }, 'Please enter city'],
    ['personal_zip_code', { personal_zip_code: '' }, 'Please enter zip code'],
    ['first_name', { first_name: '' }, 'Please enter first name'],
    ['last_name', { last_name: '' }, 'Please enter last name'],
  ])('refuses a bad %s: %o', async (field, overrides, message) => {
    const { code, body } = await call('add_sub_user', subUserFields(overrides), { token: owner.token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ [field]: message });
  });

  it('takes a mobile number with up to two decimals', async () => {
    const member = await addMember(server, owner.token, { mobile: '6155550142.25' });
    expect(member.mobile).toBe('6155550142.25');
  });

  it('refuses an e-mail in use by anyone, in any case, with a clear message', async () => {
    const member = await addMember(server, owner.token);
    const other = await teamOwner(server);
    for (const email of [member.email.toUpperCase(), owner.email, other.email]) {
      const { code, body } = await call('add_sub_user', subUserFields({ email }), { token: owner.token });
      expect({ code, body }).toEqual({
        code: 422,
        body: { status: 0, message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } },
      });
    }
  });

  it('refuses two adds of one e-mail at once: one is added', async () => {
    const fields = subUserFields();
    const answers = await Promise.all([1, 2].map(() => call('add_sub_user', fields, { token: owner.token })));
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 422]);
  });

  it('refuses a sub user’s token with 403', async () => {
    const member = await addMember(server, owner.token);
    const token = await logIn(server, member.email, member.password);
    const { code, body } = await call('add_sub_user', subUserFields(), { token });
    expect({ code, body }).toEqual({
      code: 403,
      body: { status: 0, message: 'You do not have access to this.' },
    });
  });

  it.each([
    [2, null],
    [3, null],
    [4, new Date(Date.now() - 1000)],
    [0, null],
  ])('refuses a plan of tier %i (ending %s) with the plan it needs', async (tier, endsAt) => {
    const lowOwner = await teamOwner(server);
    await setPlan(server, lowOwner.organisationId, tier, endsAt);
    const fields = subUserFields();
    const { code, body } = await call('add_sub_user', fields, { token: lowOwner.token });
    expect({ code, body }).toEqual({ code: 403, body: { status: 0, message: PLAN_NEEDED } });
    const [row] = await (await testDatabase()).db.select().from(users).where(eq(users.email, fields.email));
    expect(row).toBeUndefined();
  });

  it('serves the Advance plan itself', async () => {
    const advanceOwner = await teamOwner(server);
    await setPlan(server, advanceOwner.organisationId, 4, new Date(Date.now() + 86_400_000));
    expect((await call('add_sub_user', subUserFields(), { token: advanceOwner.token })).code).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect((await call('add_sub_user', subUserFields())).code).toBe(401);
  });
});
