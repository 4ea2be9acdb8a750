import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import type { FileField, TestServer } from '../helpers/test-server';

/** An organisation with its owner, a leader, and two members (one of whom reports), each signed in. */
export async function incidentTeam(planTier = 1) {
  const { db } = await testDatabase();
  const { organisation, owner } = await createOrganisation(db, { planTier });
  const leader = await createUser(db, organisation.id, 2);
  await db
    .update(users)
    .set({ isLeader: true, firstName: 'Lena', lastName: 'Leader' })
    .where(eq(users.id, leader.user.id));
  const reporter = await createUser(db, organisation.id, 2);
  await db
    .update(users)
    .set({ firstName: 'Rita', lastName: 'Reporter' })
    .where(eq(users.id, reporter.user.id));
  const member = await createUser(db, organisation.id, 2);
  return { db, organisation, owner, leader, reporter, member };
}

/** Yesterday's date (UTC), so a report is never in the future whatever the hour. */
export const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export const incidentFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  category: 'Suspicious person',
  title: 'Man trying car doors in the north lot',
  description: 'A man in a grey hoodie tried the doors of three cars during the 11:00 service.',
  occurred_date: yesterday(),
  occurred_time: '11:20',
  location: 'North parking lot',
  injuries: 'No',
  police_called: 'Yes',
  police_report_number: 'NPD-2026-0412',
  severity: 'Medium',
  visibility: 'leaders',
  ...overrides,
});

/** A phone photo: a real JPEG carrying EXIF (camera and a copyright line standing for the GPS position). */
export const phonePhoto = async (): Promise<FileField> => {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a8b99' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'at 36.16 -86.78' } })
    .toBuffer();
  return { file: new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), filename: 'IMG_0001.jpg' };
};

/** POSTs add_incident as the web app does: the token first, then the fields, then each image as `images`. */
export async function postIncident(
  server: TestServer,
  token: string,
  fields: Record<string, string>,
  images: FileField[] = [],
): Promise<{ code: number; body: Envelope<IncidentDetail> }> {
  const form = new FormData();
  form.append('token', token);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) form.append('images', image.file, image.filename);
  const response = await fetch(`${server.url}/api/add_incident`, { method: 'POST', body: form });
  return { code: response.status, body: (await response.json()) as Envelope<IncidentDetail> };
}

export async function addIncident(
  server: TestServer,
  token: string,
  overrides: Record<string, string> = {},
  images: FileField[] = [],
): Promise<IncidentDetail> {
  const { code, body } = await postIncident(server, token, incidentFields(overrides), images);
  if (code !== 200 || !body.data) throw new Error(`add_incident failed: ${code} ${JSON.stringify(body)}`);
  return body.data;
}

export const detail = (server: TestServer, token: string, id: string) =>
  server.call<IncidentDetail>('get_incident_detail', { id }, { token });

export const followUp = (server: TestServer, token: string, id: string, note: string) =>
  server.call<IncidentDetail>('add_incident_follow_up', { id, note }, { token });

export const closeIncident = (server: TestServer, token: string, id: string, closing_note: string) =>
  server.call<IncidentDetail>('close_incident', { id, closing_note }, { token });
