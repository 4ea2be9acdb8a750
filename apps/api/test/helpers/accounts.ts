import { randomInt } from 'node:crypto';
import type { SessionData } from '@faith-shield/contract/accounts/login';
import { hash } from '@node-rs/argon2';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema/index';
import { uniqueEmail } from './factories';
import type { CallOptions, TestServer } from './test-server';

export const STRONG_PASSWORD = 'Shield#2026';

/** A client address of its own (the test server trusts X-Forwarded-For, as behind a proxy). */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * server.call from a new client address each time, so the per-address limits of one test never
 * bear on another; the rate-limit tests pick their addresses themselves.
 */
export const fromAnyIp =
  (server: TestServer) =>
  <T = unknown>(name: string, fields: Parameters<TestServer['call']>[1] = {}, options: CallOptions = {}) =>
    server.call<T>(name, fields, {
      ...options,
      headers: { 'x-forwarded-for': randomIp(), ...options.headers },
    });

/** Sign-up fields that pass every rule; a fresh e-mail each time. */
export const signupFields = (overrides: Record<string, string> = {}) => ({
  first_name: 'Grace',
  last_name: 'Okafor',
  email: uniqueEmail('signup'),
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  mobile: '6155550100',
  address: '14 Elm Street, Nashville, TN 37206',
  personal_lat: '36.1800',
  personal_long: '-86.7400',
  personal_area: '14 Elm Street',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
  worship_place_name: 'Grace Community Church',
  worship_address: '120 Main St, Nashville, TN 37203',
  lat: '36.1504',
  long: '-86.7916',
  area: '120 Main St',
  state: 'TN',
  city: 'Nashville',
  zip_code: '37203',
  ...overrides,
});

/** An owner signed up through the API: their e-mail, password and first session. */
export async function signUpOwner(server: TestServer, overrides: Record<string, string> = {}) {
  const fields = signupFields(overrides);
  const { code, body } = await fromAnyIp(server)<SessionData>('signup', fields);
  if (code !== 200 || !body.data) throw new Error(`signup failed: ${code} ${JSON.stringify(body)}`);
  return { email: fields.email, password: fields.password, token: body.data.token, fields };
}

/** Signs in through the API and answers the token. */
export async function logIn(server: TestServer, email: string, password: string) {
  const { code, body } = await fromAnyIp(server)<SessionData>('login', { email, password });
  if (code !== 200 || !body.data) throw new Error(`login failed: ${code} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A sub user (type 2) of an organisation with a real password, written straight to the database. */
export async function createSubUserWithPassword(db: Database, organisationId: string) {
  const email = uniqueEmail('member');
  const [user] = await db
    .insert(users)
    .values({
      organisationId,
      type: 2,
      email,
      passwordHash: await hash(STRONG_PASSWORD),
      firstName: 'Samuel',
      lastName: 'Reyes',
    })
    .returning();
  if (!user) throw new Error('sub user not created');
  return { user, email, password: STRONG_PASSWORD };
}

/** A user's own fields of update_profile, as the profile form sends them. */
export const PERSONAL_PROFILE_FIELDS = {
  first_name: 'Ruth',
  last_name: 'Adeyemi',
  mobile: '6155550199',
  address: '14 Elm Street, Nashville, TN 37206',
  personal_lat: '36.1800',
  personal_long: '-86.7400',
  personal_area: '14 Elm Street',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
};

/** The organisation's fields of update_profile, which only an owner sends. */
export const ORGANISATION_PROFILE_FIELDS = {
  worship_place_name: 'New Hope Fellowship',
  worship_address: '500 Church St, Nashville, TN 37219',
  lat: '36.1627',
  long: '-86.7816',
  area: '500 Church St',
  state: 'TN',
  city: 'Nashville',
  zip_code: '37219',
};
