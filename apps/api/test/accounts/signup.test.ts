import type { SessionData } from '@faith-shield/contract/accounts/login';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, sessions, users } from '../../src/db/schema/index';
import { fromAnyIp, signUpOwner, signupFields } from '../helpers/accounts';
import { firstMailTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const DAY_MS = 86_400_000;

describe('POST /api/signup', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('creates the organisation and its owner, starts the 14-day trial and signs the owner in', async () => {
    const fields = signupFields();
    const before = Date.now();
    const { code, body } = await call<SessionData>('signup', fields);
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.message).toBe('Your account has been created and your 14-day free trial has started.');
    expect(body.data).toEqual({
      token: expect.any(String),
      type: 1,
      plan_status: 'active',
      subscriptions_id: 1,
      risk_assessment_answer_by_user: 0,
    });

    const db = (await testDatabase()).db;
    const [row] = await db
      .select({ user: users, organisation: organisations })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.email, fields.email));
    expect(row?.user).toMatchObject({
      type: 1,
      firstName: 'Grace',
      lastName: 'Okafor',
      mobile: '6155550100',
    });
    expect(row?.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.organisation).toMatchObject({
      worshipPlaceName: 'Grace Community Church',
      worshipAddress: '120 Main St, Nashville, TN 37203',
      latitude: '36.1504',
      longitude: '-86.7916',
      area: '120 Main St',
      state: 'TN',
      city: 'Nashville',
      zipCode: '37203',
      planTier: 1,
    });
    const trialEnds = row?.organisation.planEndsAt?.getTime() ?? 0;
    expect(trialEnds - before).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
    expect(trialEnds - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);

    const profile = await call('get_profile', {}, { token: body.data?.token ?? '' });
    expect(profile.code).toBe(200);
  });

  it('mails the new owner a welcome: a fixed subject, the trial’s end, the sign-in link, nothing they typed', async () => {
    const fields = signupFields({ worship_place_name: 'Click https://evil.example now' });
    const { code, body } = await call<SessionData>('signup', fields);
    expect(code, body.message).toBe(200);
    const mail = await firstMailTo(server.dataDir, fields.email);
    expect(mail).toContain('Subject: Welcome to Faith Shield');
    expect(mail).toContain(`Your Faith Shield account for this email address (${fields.email}) is ready.`);
    expect(mail).toMatch(/Your free trial runs until \d\d \w{3}, \d{4}\./);
    expect(mail).toMatch(/^http:\/\/localhost:\d+\/login$/m);
    for (const typed of [fields.worship_place_name, fields.first_name, fields.password])
      expect(mail).not.toContain(typed);
  });

  it('keeps only the hash of the session token', async () => {
    const { email, token } = await signUpOwner(server);
    const db = (await testDatabase()).db;
    const stored = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it('answers every missing field with its message', async () => {
    const { code, body } = await call('signup', {});
    expect(code).toBe(422);
    expect(body.status).toBe(0);
    expect(body.message).toBe('Please enter first name');
    expect(body.errors).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      email: 'Please enter email',
      password: 'Please enter password',
      password_confirmation: 'Password & confirm password must be same',
      mobile: 'Please enter mobile number',
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

  it('refuses an own address typed but not picked, as the profile would', async () => {
    const { code, body } = await call(
      'signup',
      signupFields({ address: '14 Elm Street', personal_lat: '', personal_long: '', personal_area: '' }),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      personal_lat: 'Please enter organization address',
      personal_long: 'Please enter organization address',
      personal_area: 'Please enter area',
    });
  });

  it('answers blank fields as missing ones', async () => {
    const blank = Object.fromEntries(Object.keys(signupFields()).map((key) => [key, '   ']));
    const { body } = await call('signup', blank);
    expect(body.errors?.first_name).toBe('Please enter first name');
    expect(body.errors?.worship_place_name).toBe('Please enter organization name');
    expect(body.errors?.zip_code).toBe('Please enter zip code');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [
      { password: 'shortA1', password_confirmation: 'shortA1' },
      'password',
      'Password must be 8 character long',
    ],
    [
      { password: 'shieldpass', password_confirmation: 'shieldpass' },
      'password',
      'Your password must contain one uppercase letter, one number and one special character (!@#$%^&*_)',
    ],
    [
      { password_confirmation: 'Shield#2027' },
      'password_confirmation',
      'Password & confirm password must be same',
    ],
    [{ mobile: '615-555-0100' }, 'mobile', 'Please enter a valid mobile number (digits only)'],
    [{ mobile: '6155550100.123' }, 'mobile', 'Please enter a valid mobile number (digits only)'],
    [{ lat: '200' }, 'lat', 'Please choose the address from the suggestions'],
    [{ long: 'west' }, 'long', 'Please choose the address from the suggestions'],
  ])('refuses %o with its message under %s', async (overrides, field, message) => {
    const { code, body } = await call('signup', signupFields(overrides));
    expect(code).toBe(422);
    expect(body.errors).toEqual({ [field]: message });
  });

  it('accepts a mobile with a decimal part of up to 2 digits (spec 01 §5)', async () => {
    const { code } = await call('signup', signupFields({ mobile: '6155550100.25' }));
    expect(code).toBe(200);
  });

  it('refuses a taken e-mail, whatever its case, and creates nothing', async () => {
    const { email } = await signUpOwner(server);
    const db = (await testDatabase()).db;
    const countOrganisations = async () =>
      (await db.select({ total: sql<number>`count(*)::int` }).from(organisations))[0]?.total;
    const before = await countOrganisations();
    for (const taken of [email, email.toUpperCase(), `  ${email.replace(/^s/, 'S')}  `]) {
      const { code, body } = await call('signup', signupFields({ email: taken }));
      expect(code).toBe(422);
      expect(body).toEqual({
        status: 0,
        message: 'This email is already registered',
        errors: { email: 'This email is already registered' },
      });
    }
    expect(await countOrganisations()).toBe(before);
  });

  it('stores the e-mail in lower case, so login finds it however it is typed', async () => {
    const email = `Mixed.Case-${Date.now()}@Example.ORG`;
    await signUpOwner(server, { email });
    const { code } = await call('login', { email: email.toUpperCase(), password: 'Shield#2026' });
    expect(code).toBe(200);
    const db = (await testDatabase()).db;
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user?.email).toBe(email.toLowerCase());
  });

  it('answers one of two sign-ups racing for one e-mail with the taken message', async () => {
    const fields = signupFields();
    const answers = await Promise.all([call('signup', fields), call('signup', fields)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.code === 422)?.body.message).toBe(
      'This email is already registered',
    );
  });

  it('never logs the password', async () => {
    await signUpOwner(server, { password: 'Unique#Pass4821', password_confirmation: 'Unique#Pass4821' });
    expect(server.logs()).not.toContain('Unique#Pass4821');
  });
});
