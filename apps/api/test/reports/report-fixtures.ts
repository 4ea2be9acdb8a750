import type { Report } from '@faith-shield/contract/reports/report-fields';
import type { ReportShare } from '@faith-shield/contract/reports/report-share';
import { eventAttendance, eventMembers, events } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import type { TestServer } from '../helpers/test-server';

type MonthEvent = {
  organisationId: string;
  title: string;
  /** As entered, 'YYYY-MM-DD HH:mm:ss' in `timeZone`. */
  startLocal: string;
  /** The same moment in UTC. */
  utcStart: string;
  timeZone?: string;
  category?: string;
  members?: string[];
  headcounts?: { userId: string; count: number }[];
};

/** An event written straight to the database with its team and headcounts. */
export async function monthEvent(event: MonthEvent) {
  const db = (await testDatabase()).db;
  const start = new Date(event.utcStart);
  const [row] = await db
    .insert(events)
    .values({
      organisationId: event.organisationId,
      category: event.category ?? 'Main Service',
      title: event.title,
      description: 'Doors at 9:30.',
      timeZone: event.timeZone ?? 'UTC',
      startLocal: event.startLocal,
      endLocal: event.startLocal,
      utcStart: start,
      utcEnd: new Date(start.getTime() + 2 * 3_600_000),
    })
    .returning({ id: events.id });
  if (!row) throw new Error('event not created');
  for (const userId of event.members ?? [])
    await db.insert(eventMembers).values({ eventId: row.id, userId, organisationId: event.organisationId });
  for (const { userId, count } of event.headcounts ?? [])
    await db
      .insert(eventAttendance)
      .values({ eventId: row.id, userId, organisationId: event.organisationId, totalPerson: count });
  return row.id;
}

/** An Advance organisation (free trial) with its owner and two members, each signed in. */
export async function reportTeam() {
  const db = (await testDatabase()).db;
  const { organisation, owner } = await createOrganisation(db, { planTier: 1 });
  const ruth = await createUser(db, organisation.id, 2);
  const samuel = await createUser(db, organisation.id, 2);
  return { organisation, owner, ruth, samuel };
}

export const reportCall =
  (server: TestServer) =>
  (token: string | undefined, fields: Record<string, string | number> = {}) =>
    fromAnyIp(server)<Report>('get_report', fields, token ? { token } : {});

export const shareCall = (server: TestServer, name: string, token: string) =>
  fromAnyIp(server)<ReportShare>(name, {}, { token });

export const sharedReport = (server: TestServer, fields: Record<string, string | number>) =>
  fromAnyIp(server)<Report>('get_shared_report', fields);

/** Fetches a report's PDF link as a browser would: no token, just the address. */
export async function fetchPdf(server: TestServer, url: string) {
  const response = await fetch(`${server.url}${url}`);
  return {
    code: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
    disposition: response.headers.get('content-disposition'),
    cacheControl: response.headers.get('cache-control'),
  };
}
