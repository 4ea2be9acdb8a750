import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, users } from '../../src/db/schema/index';
import {
  createSubUserWithPassword,
  fromAnyIp,
  logIn,
  ORGANISATION_PROFILE_FIELDS,
  PERSONAL_PROFILE_FIELDS,
  signUpOwner,
  signupFields,
} from '../helpers/accounts';
import { createOrganisation, createUser } from '../helpers/factories';
import { asFile, largePng } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const personal = PERSONAL_PROFILE_FIELDS;
const organisation = ORGANISATION_PROFILE_FIELDS;

const userByEmail = async (email: string) => {
  const [user] = await (await testDatabase()).db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no such user');
  return user;
};

describe('POST /api/get_profile', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('answers an owner’s profile, organisation and plan', async () => {
    const { email, token, fields } = await signUpOwner(server);
    const { code, body } = await call<Profile>('get_profile', {}, { token });
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data).toEqual({
      id: (await userByEmail(email)).id,
      type: 1,
      first_name: fields.first_name,
      last_name: fields.last_name,
      email,
      mobile: fields.mobile,
      image: '',
      plan_name: 'Free Trial',
      plan_status: 'active',
      subscriptions_id: 1,
      worship_place_name: fields.worship_place_name,
      worship_address: fields.worship_address,
      latitude: fields.lat,
      longitude: fields.long,
      area: fields.area,
      state: fields.state,
      city: fields.city,
      zip_code: fields.zip_code,
      address: fields.address,
      personal_lat: fields.personal_lat,
      personal_long: fields.personal_long,
      personal_area: fields.personal_area,
      personal_state: fields.personal_state,
      personal_city: fields.personal_city,
      personal_zip_code: fields.personal_zip_code,
      team_size: 1,
    });
  });

  it('takes the place of worship as the owner’s own address when sign-up sends the spec’s fields alone', async () => {
    const spec = signupFields();
    for (const part of Object.keys(spec).filter((key) => key.startsWith('personal_')))
      delete spec[part as keyof typeof spec];
    const { code, body } = await call<{ token: string }>('signup', { ...spec, address: '' });
    expect(code).toBe(200);
    const token = body.data?.token as string;
    const { body: profile } = await call<Profile>('get_profile', {}, { token });
    expect(profile.data).toMatchObject({
      address: spec.worship_address,
      personal_lat: spec.lat,
      personal_city: spec.city,
      personal_zip_code: spec.zip_code,
    });
    const shown = profile.data as Profile;
    const form = {
      ...Object.fromEntries(
        [...Object.keys(personal), ...Object.keys(organisation)].map((key) => [
          key,
          String(shown[key as keyof Profile] ?? ''),
        ]),
      ),
      lat: shown.latitude,
      long: shown.longitude,
    };
    const saved = await call<Profile>('update_profile', { ...form, mobile: '6155550199' }, { token });
    expect(saved.body.message).toBe('Your profile has been updated.');
  });

  it('answers a sub user’s profile with main_id, the owner’s id', async () => {
    const { email } = await signUpOwner(server);
    const owner = await userByEmail(email);
    const member = await createSubUserWithPassword((await testDatabase()).db, owner.organisationId);
    const token = await logIn(server, member.email, member.password);
    const { body } = await call<Profile>('get_profile', {}, { token });
    expect(body.data).toMatchObject({ type: 2, email: member.email, main_id: owner.id, subscriptions_id: 1 });
    expect(body.data?.worship_place_name).toBe('Grace Community Church');
  });

  it('tells a sub user whether they lead the team, and everyone how many the team is', async () => {
    const { email, token: ownerToken } = await signUpOwner(server);
    const owner = await userByEmail(email);
    const { db } = await testDatabase();
    const member = await createSubUserWithPassword(db, owner.organisationId);
    await db.update(users).set({ isLeader: true }).where(eq(users.email, member.email));
    const token = await logIn(server, member.email, member.password);
    const asMember = await call<Profile>('get_profile', {}, { token });
    expect(asMember.body.data).toMatchObject({ leader: 'Yes', team_size: 2 });
    const asOwner = await call<Profile>('get_profile', {}, { token: ownerToken });
    expect(asOwner.body.data?.team_size).toBe(2);
    expect(asOwner.body.data?.leader).toBeUndefined();
  });

  it.each([
    [{ planTier: 2, planEndsAt: new Date(Date.now() + 86_400_000) }, 'Basic', 'active', 2],
    [{ planTier: 3, planEndsAt: null }, 'Standard', 'active', 3],
    [{ planTier: 4, planEndsAt: new Date(Date.now() - 1000) }, 'Advance', 'deactive', 0],
    [{ planTier: 0, planEndsAt: null }, '', 'deactive', 0],
  ])('reads plan %o as %s, %s, %i', async (plan, planName, planStatus, subscriptionsId) => {
    const { owner } = await createOrganisation((await testDatabase()).db, plan);
    const { body } = await call<Profile>('get_profile', {}, { token: owner.token });
    expect(body.data).toMatchObject({
      plan_name: planName,
      plan_status: planStatus,
      subscriptions_id: subscriptionsId,
    });
  });

  it('refuses a missing, unknown or revoked token', async () => {
    const { token } = await signUpOwner(server);
    expect((await call('get_profile')).code).toBe(401);
    expect((await call('get_profile', {}, { token: 'made-up' })).code).toBe(401);
    await call('logout', {}, { token });
    expect((await call('get_profile', {}, { token })).code).toBe(401);
  });
});

describe('POST /api/update_profile', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('updates an owner’s own and organisation fields, ignoring the e-mail', async () => {
    const { email, token } = await signUpOwner(server);
    const { code, body } = await call<Profile>(
      'update_profile',
      { ...personal, ...organisation, email: 'taken-over@example.org' },
      { token },
    );
    expect(code).toBe(200);
    expect(body.message).toBe('Your profile has been updated.');
    expect(body.data).toMatchObject({
      ...personal,
      email,
      worship_place_name: organisation.worship_place_name,
      worship_address: organisation.worship_address,
      latitude: organisation.lat,
      longitude: organisation.long,
      area: organisation.area,
      zip_code: organisation.zip_code,
    });
    const again = await call<Profile>('get_profile', {}, { token });
    expect(again.body.data).toEqual(body.data);
  });

  it('takes a multipart form as the client sends it', async () => {
    const { token } = await signUpOwner(server);
    const { code } = await call(
      'update_profile',
      { ...personal, ...organisation },
      { token, as: 'multipart' },
    );
    expect(code).toBe(200);
  });

  it('answers every missing personal field with the spec message', async () => {
    const { token } = await signUpOwner(server);
    const { code, body } = await call('update_profile', { ...organisation }, { token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      mobile: 'Please enter mobile number',
      address: 'Please enter organization address',
      personal_lat: 'Please enter organization address',
      personal_long: 'Please enter organization address',
      personal_area: 'Please enter area',
      personal_state: 'Please enter state',
      personal_city: 'Please enter city',
      personal_zip_code: 'Please enter zip code',
    });
  });

  it('answers an owner’s missing organisation fields with their messages', async () => {
    const { token } = await signUpOwner(server);
    const { body } = await call('update_profile', { ...personal }, { token });
    expect(body.errors).toEqual({
      worship_place_name: 'Please enter organization name',
      worship_address: 'Please enter organization address',
      lat: 'Please enter organization address',
      long: 'Please enter organization address',
      area: 'Please enter area',
      state: 'Please enter state',
      city: 'Please enter city',
      zip_code: 'Please enter zip code',
    });
  });

  it('refuses a mobile that is not digits', async () => {
    const { token } = await signUpOwner(server);
    const { body } = await call(
      'update_profile',
      { ...personal, ...organisation, mobile: '+1 615' },
      { token },
    );
    expect(body.errors).toEqual({ mobile: 'Please enter a valid mobile number (digits only)' });
  });

  it('lets a sub user change their own fields but not the organisation', async () => {
    const { email } = await signUpOwner(server);
    const owner = await userByEmail(email);
    const member = await createSubUserWithPassword((await testDatabase()).db, owner.organisationId);
    const token = await logIn(server, member.email, member.password);
    const { code, body } = await call<Profile>(
      'update_profile',
      { ...personal, ...organisation, worship_place_name: 'Hijacked Hall' },
      { token },
    );
    expect(code).toBe(200);
    expect(body.data).toMatchObject({
      ...personal,
      worship_place_name: 'Grace Community Church',
      zip_code: '37203',
    });
    const [stored] = await (await testDatabase()).db
      .select()
      .from(organisations)
      .where(eq(organisations.id, owner.organisationId));
    expect(stored).toMatchObject({
      worshipPlaceName: 'Grace Community Church',
      zipCode: '37203',
      area: '120 Main St',
    });
  });

  it('needs no organisation fields from a sub user', async () => {
    const { organisation: org } = await createOrganisation((await testDatabase()).db);
    const member = await createUser((await testDatabase()).db, org.id, 2);
    const { code } = await call('update_profile', personal, { token: member.token });
    expect(code).toBe(200);
  });

  it('refuses a text file named .png and keeps the profile as it was', async () => {
    const { token } = await signUpOwner(server);
    const { code, body } = await call(
      'update_profile',
      { ...personal, ...organisation, image: asFile('<html><script>alert(1)</script></html>', 'evil.png') },
      { token },
    );
    expect(code).toBe(422);
    expect(body).toEqual({
      status: 0,
      message: 'Please select a JPG or PNG image.',
      errors: { image: 'Please select a JPG or PNG image.' },
    });
    const { body: profile } = await call<Profile>('get_profile', {}, { token });
    expect(profile.data?.first_name).toBe('Grace');
  });

  it('refuses a picture over 2 MB', async () => {
    const { token } = await signUpOwner(server);
    const { code, body } = await call(
      'update_profile',
      { ...personal, ...organisation, image: asFile(largePng(PICTURE_MAX_BYTES + 1), 'big.png') },
      { token },
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({ image: 'Please select an image file with a size of 2 MB or less.' });
  });

  it('refuses a missing, unknown or revoked token', async () => {
    const { token } = await signUpOwner(server);
    expect((await call('update_profile', personal)).code).toBe(401);
    expect((await call('update_profile', personal, { token: 'made-up' })).code).toBe(401);
    await call('logout', {}, { token });
    expect((await call('update_profile', personal, { token })).code).toBe(401);
  });
});
