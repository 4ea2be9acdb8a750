import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../../src/db/schema/index';
import { fromAnyIp, STRONG_PASSWORD, signUpOwner } from '../helpers/accounts';
import { uniqueEmail } from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import type { TestServer } from '../helpers/test-server';

/** The add form as the owner fills it in; a fresh e-mail each time. */
export const subUserFields = (overrides: Record<string, string> = {}) => ({
  first_name: 'Samuel',
  last_name: 'Reyes',
  email: uniqueEmail('member'),
  mobile: '6155550142',
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  address: '22 Oak Avenue, Nashville, TN 37206',
  personal_lat: '36.1790',
  personal_long: '-86.7410',
  personal_area: '22 Oak Avenue',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
  ...overrides,
});

/** The edit form's fields of a member as the detail answers them (no password). */
export const editFields = (detail: SubUserDetail, overrides: Record<string, string> = {}) => ({
  id: detail.id,
  first_name: detail.first_name,
  last_name: detail.last_name,
  email: detail.email,
  mobile: detail.mobile,
  address: detail.address,
  personal_lat: detail.personal_lat,
  personal_long: detail.personal_long,
  personal_area: detail.personal_area,
  personal_state: detail.personal_state,
  personal_city: detail.personal_city,
  personal_zip_code: detail.personal_zip_code,
  ...overrides,
});

/** An owner signed up through the API (free trial: sub users included), with their organisation. */
export async function teamOwner(server: TestServer) {
  const owner = await signUpOwner(server);
  const db = (await testDatabase()).db;
  const [row] = await db.select().from(users).where(eq(users.email, owner.email));
  if (!row) throw new Error('owner not found');
  return { ...owner, id: row.id, organisationId: row.organisationId };
}

/**
 * Sets the organisation's plan straight in the database (the plans feature is tested elsewhere),
 * then waits until `server` has heard of it: the change feed tells a server of a write it did
 * not make at once on PGlite and a moment later on the PostgreSQL server (decision 008), and a
 * call made in that moment answers from the plan kept before.
 */
export async function setPlan(
  server: TestServer,
  organisationId: string,
  planTier: number,
  planEndsAt: Date | null = null,
) {
  const db = (await testDatabase()).db;
  await db.update(organisations).set({ planTier, planEndsAt }).where(eq(organisations.id, organisationId));
  await server.app.deps.changes.settle();
}

/** A member added through add_sub_user. */
export async function addMember(server: TestServer, token: string, overrides: Record<string, string> = {}) {
  const fields = subUserFields(overrides);
  const { code, body } = await fromAnyIp(server)<SubUserDetail>('add_sub_user', fields, { token });
  if (code !== 200 || !body.data) throw new Error(`add_sub_user answered ${code}: ${JSON.stringify(body)}`);
  return { ...body.data, password: fields.password, fields };
}

/** Quoted-printable soft breaks and escapes undone, so a test can look for plain text. */
const decoded = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The welcome mail to `email`, decoded; it leaves after the answer, hence the short wait. */
export async function welcomeMail(dataDir: string, email: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [mail] = await mailsTo(dataDir, email);
    if (mail) return decoded(mail);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no welcome mail to ${email}`);
}
