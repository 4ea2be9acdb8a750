import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import type { SessionData } from '@faith-shield/contract/accounts/login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, subscriptions } from '../../src/db/schema/index';
import { fromAnyIp, ORGANISATION_PROFILE_FIELDS, PERSONAL_PROFILE_FIELDS } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { findPlan, paymentFields } from '../subscriptions/subscription-fixtures';
import { addMember, setPlan, teamOwner } from './sub-user-fixtures';

/** A sub user added through add_sub_user uses their own account calls (spec 02 §2, sub-user area). */
describe('a sub user’s own account', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  const memberOfNewTeam = async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    const login = await call<SessionData>('login', { email: member.email, password: member.password });
    if (!login.body.data) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { owner, member, login, token: login.body.data.token };
  };

  it('signs in as type 2 with the organisation’s plan', async () => {
    const { login } = await memberOfNewTeam();
    expect(login.code).toBe(200);
    expect(login.body.message).toBe('Login successful');
    expect(login.body.data).toEqual({
      token: expect.any(String),
      type: 2,
      plan_status: 'active',
      subscriptions_id: 1,
      risk_assessment_answer_by_user: 0,
    });
  });

  it('reads a profile with the organisation read-only, its plan and main_id, their administrator', async () => {
    const { owner, member, token } = await memberOfNewTeam();
    const { code, body } = await call<Profile>('get_profile', {}, { token });
    expect(code).toBe(200);
    expect(body.data).toEqual({
      id: member.id,
      type: 2,
      first_name: 'Samuel',
      last_name: 'Reyes',
      email: member.email,
      mobile: member.mobile,
      image: '',
      plan_name: 'Free Trial',
      plan_status: 'active',
      subscriptions_id: 1,
      worship_place_name: owner.fields.worship_place_name,
      worship_address: owner.fields.worship_address,
      latitude: owner.fields.lat,
      longitude: owner.fields.long,
      area: owner.fields.area,
      state: owner.fields.state,
      city: owner.fields.city,
      zip_code: owner.fields.zip_code,
      address: member.address,
      personal_lat: member.personal_lat,
      personal_long: member.personal_long,
      personal_area: member.personal_area,
      personal_state: member.personal_state,
      personal_city: member.personal_city,
      personal_zip_code: member.personal_zip_code,
      main_id: owner.id,
      plan_type: '',
      leader: 'No',
      team_size: 2,
    });
  });

  it('says the period of the organisation’s paid plan, so a Yearly plan’s block can show (spec 02 §4)', async () => {
    const { owner, token } = await memberOfNewTeam();
    for (const planId of ['advance_monthly', 'advance_yearly']) {
      await setPlan(server, owner.organisationId, 0, null);
      const plan = await findPlan(server, owner.token, planId);
      const paid = await call('payment', paymentFields(plan), { token: owner.token });
      expect(paid.code).toBe(200);
      expect((await call<Profile>('get_profile', {}, { token })).body.data).toMatchObject({
        plan_name: 'Advance',
        plan_status: 'active',
        plan_type: plan.type,
      });
      await server.app.deps.db
        .update(subscriptions)
        .set({ status: 'deactive' })
        .where(eq(subscriptions.organisationId, owner.organisationId));
    }
  });

  it('says deactive once the organisation’s plan has ended, or no longer includes sub users', async () => {
    const { owner, token } = await memberOfNewTeam();
    await setPlan(server, owner.organisationId, 4, new Date(Date.now() - 1000));
    expect((await call<Profile>('get_profile', {}, { token })).body.data).toMatchObject({
      plan_name: 'Advance',
      plan_status: 'deactive',
      subscriptions_id: 0,
    });
    await setPlan(server, owner.organisationId, 2, new Date(Date.now() + 86_400_000));
    expect((await call<Profile>('get_profile', {}, { token })).body.data).toMatchObject({
      plan_name: 'Basic',
      plan_status: 'deactive',
      subscriptions_id: 0,
    });
    // the owner still sees the plan they pay for
    expect((await call<Profile>('get_profile', {}, { token: owner.token })).body.data).toMatchObject({
      plan_status: 'active',
      subscriptions_id: 2,
    });
    await setPlan(server, owner.organisationId, 4, new Date(Date.now() + 86_400_000));
    expect((await call<Profile>('get_profile', {}, { token })).body.data).toMatchObject({
      plan_status: 'active',
      subscriptions_id: 4,
    });
  });

  it('updates only their own fields; the organisation’s stay as they are', async () => {
    const { owner, token } = await memberOfNewTeam();
    const { code, body } = await call<Profile>(
      'update_profile',
      { ...PERSONAL_PROFILE_FIELDS, ...ORGANISATION_PROFILE_FIELDS },
      { token, as: 'multipart' },
    );
    expect(code).toBe(200);
    expect(body.data).toMatchObject({
      ...PERSONAL_PROFILE_FIELDS,
      worship_place_name: owner.fields.worship_place_name,
    });
    const [organisation] = await (await testDatabase()).db
      .select()
      .from(organisations)
      .where(eq(organisations.id, owner.organisationId));
    expect(organisation?.worshipPlaceName).toBe(owner.fields.worship_place_name);
    const seenByOwner = await call(
      'get_sub_user_deatil',
      { id: body.data?.id ?? '' },
      { token: owner.token },
    );
    expect(seenByOwner.body.data).toMatchObject({ first_name: PERSONAL_PROFILE_FIELDS.first_name });
  });

  it('changes their password and logs out', async () => {
    const { member, token } = await memberOfNewTeam();
    const changed = await call(
      'change_password',
      { old_password: member.password, new_password: 'Member#Pass8', confirm_new_password: 'Member#Pass8' },
      { token },
    );
    expect(changed.code).toBe(200);
    expect(changed.body.message).toBe('Your password has been changed.');
    const again = await call('login', { email: member.email, password: 'Member#Pass8' });
    expect(again.code).toBe(200);
    expect((await call('logout', {}, { token })).body.message).toBe('You have been logged out.');
    expect((await call('get_profile', {}, { token })).code).toBe(401);
  });

  it('is refused every owner-only call with 403', async () => {
    const { token } = await memberOfNewTeam();
    for (const name of [
      'get_sub_user',
      'add_sub_user',
      'get_sub_user_deatil',
      'update_sub_user',
      'delete_sub_user',
      'get_subscription',
    ]) {
      const { code, body } = await call(name, {}, { token });
      expect({ name, code, message: body.message }).toEqual({
        name,
        code: 403,
        message: 'You do not have access to this.',
      });
    }
  });
});
