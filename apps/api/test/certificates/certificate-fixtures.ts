import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createUser } from '../helpers/factories';
import { asFile, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import type { FileField, TestServer } from '../helpers/test-server';

/** What a certificate call answers for an id the caller may not see, or that is not there. */
export const NOT_FOUND = { status: 0, message: 'This certificate was not found.' };

/** 'YYYY-MM-DD', `days` from today (UTC). */
export const dayFromToday = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A CPR & First Aid certificate as the add form sends it, with a real PNG. */
export const cprFields = (
  overrides: Record<string, string | FileField> = {},
): Record<string, string | FileField> => ({
  type: 'CPR & First Aid',
  licence_number: '448812',
  issue_date: dayFromToday(-300),
  expiration_date: dayFromToday(430),
  description: 'Adult, child and infant CPR with AED',
  image: asFile(pngBytes(), 'cpr.png'),
  ...overrides,
});

/** A certificate added through add_certificate by whoever holds `token`. */
export async function addCertificate(
  server: TestServer,
  token: string,
  overrides: Record<string, string | FileField> = {},
): Promise<Certificate> {
  const { code, body } = await fromAnyIp(server)<Certificate>('add_certificate', cprFields(overrides), {
    token,
  });
  if (code !== 200 || !body.data)
    throw new Error(`add_certificate answered ${code}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A sub user of the organisation, signed in, written straight to the database. */
export async function addMember(organisationId: string, firstName = 'Samuel', lastName = 'Reyes') {
  const db = (await testDatabase()).db;
  const member = await createUser(db, organisationId, 2);
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, member.user.id));
  return { ...member, id: member.user.id, firstName, lastName };
}
