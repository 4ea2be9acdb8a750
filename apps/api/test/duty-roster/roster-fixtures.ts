import type { Duty, Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { blockouts, certificates, events, users } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';
import type { TestServer } from '../helpers/test-server';

const HOUR = 3_600_000;

/** An organisation with its owner, a leader and two members, each signed in. */
export async function rosterTeam(db: Database, planTier = 1) {
  const { organisation, owner } = await createOrganisation(db, { planTier });
  const leader = await createUser(db, organisation.id, 2);
  await db.update(users).set({ isLeader: true, firstName: 'Lena' }).where(eq(users.id, leader.user.id));
  const member = await createUser(db, organisation.id, 2);
  await db.update(users).set({ firstName: 'Mark' }).where(eq(users.id, member.user.id));
  const other = await createUser(db, organisation.id, 2);
  await db.update(users).set({ firstName: 'Olga' }).where(eq(users.id, other.user.id));
  return { organisation, owner, leader, member, other };
}

const iso = (date: Date) => date.toISOString();

/** An event of the organisation, written straight to the database, in UTC, `hoursAhead` from `now`. */
export async function createEvent(
  db: Database,
  organisationId: string,
  { hoursAhead = 48, hours = 2, now = new Date(), title = 'Sunday Service' } = {},
) {
  const utcStart = new Date(now.getTime() + hoursAhead * HOUR);
  const utcEnd = new Date(utcStart.getTime() + hours * HOUR);
  const local = (date: Date) => `${iso(date).slice(0, 10)} ${iso(date).slice(11, 19)}`;
  const [event] = await db
    .insert(events)
    .values({
      organisationId,
      category: 'Main Service',
      title,
      description: 'Doors at 9:30.',
      timeZone: 'UTC',
      startLocal: local(utcStart),
      endLocal: local(utcEnd),
      utcStart,
      utcEnd,
    })
    .returning();
  if (!event) throw new Error('event not created');
  return event;
}

/** A certificate of `type` expiring on `expirationDate` (YYYY-MM-DD). */
export async function giveCertificate(
  db: Database,
  holder: { organisationId: string; id: string },
  type: string,
  expirationDate: string,
) {
  await db.insert(certificates).values({
    organisationId: holder.organisationId,
    userId: holder.id,
    type,
    licenceNumber: 'CPR-1234',
    issueDate: '2024-01-01',
    expirationDate,
    description: 'Red Cross',
    image: '',
  });
}

export async function blockOut(
  db: Database,
  holder: { organisationId: string; id: string },
  from: string,
  to: string,
) {
  await db
    .insert(blockouts)
    .values({ organisationId: holder.organisationId, userId: holder.id, startDate: from, endDate: to });
}

export async function addPost(server: TestServer, token: string, name: string, requiredCertificate = 'None') {
  const { code, body } = await server.call<Post>(
    'add_post',
    { name, required_certificate: requiredCertificate, description: `${name} post` },
    { token },
  );
  expect(code, body.message).toBe(200);
  return body.data as Post;
}

export async function assign(
  server: TestServer,
  token: string,
  eventId: string,
  postId: string,
  userId: string,
) {
  const { code, body } = await server.call<Duty>(
    'assign_duty',
    { event_id: eventId, post_id: postId, user_id: userId },
    { token },
  );
  expect(code, body.message).toBe(200);
  return body.data as Duty;
}

/** The event's day as its roster rules read it (UTC events here). */
export const dayOf = (event: { startLocal: string }) => event.startLocal.slice(0, 10);
/** The event's last day: a post's certificate must be valid through it (an evening event may end after midnight). */
export const endDayOf = (event: { endLocal: string }) => event.endLocal.slice(0, 10);
