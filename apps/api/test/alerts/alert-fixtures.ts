import { randomInt } from 'node:crypto';
import type { Alert, AlertDetail } from '@faith-shield/contract/alerts/alert-fields';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import type { TestServer } from '../helpers/test-server';

type Place = { lat: string; long: string };

/** Grace Community Church, downtown Nashville. */
export const NASHVILLE: Place = { lat: '36.1627', long: '-86.7816' };

/** A US mobile number of its own, so tests sharing an outbox tell their texts apart. */
const aMobile = () => `615${String(randomInt(10_000_000)).padStart(7, '0')}`;

/** An organisation with its owner, a leader and two members, each signed in, at `place`. */
export async function alertTeam(place: Place = NASHVILLE, planTier = 1) {
  const { db } = await testDatabase();
  const { organisation, owner } = await createOrganisation(db, { planTier });
  await db
    .update(organisations)
    .set({ latitude: place.lat, longitude: place.long })
    .where(eq(organisations.id, organisation.id));
  const leader = await createUser(db, organisation.id, 2);
  await db.update(users).set({ isLeader: true, mobile: aMobile() }).where(eq(users.id, leader.user.id));
  const member = await createUser(db, organisation.id, 2);
  const memberMobile = aMobile();
  await db.update(users).set({ mobile: memberMobile }).where(eq(users.id, member.user.id));
  const other = await createUser(db, organisation.id, 2);
  return { organisation, owner, leader, member, memberMobile, other };
}

export const alertFields = (overrides: Record<string, string | number> = {}) => ({
  kind: 'Lockdown',
  message: 'Armed person reported near the north entrance. Stay inside.',
  location_note: 'North parking lot',
  ...overrides,
});

export async function sendAlert(
  server: TestServer,
  token: string,
  overrides: Record<string, string | number> = {},
) {
  const { code, body } = await server.call<Alert>('send_alert', alertFields(overrides), { token });
  if (code !== 200 || !body.data) throw new Error(`send_alert failed: ${code} ${JSON.stringify(body)}`);
  return body.data;
}

export async function detail(server: TestServer, token: string, id: string) {
  return server.call<AlertDetail>('get_alert_detail', { id }, { token });
}
