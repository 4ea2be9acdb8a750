import { randomUUID } from 'node:crypto';
import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import type { Duty, Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import {
  alertAnswers,
  clientWrites,
  duties,
  eventAttendance,
  incidentImages,
  incidents,
  teamMessages,
} from '../../src/db/schema/index';
import { alertFields } from '../alerts/alert-fixtures';
import { createEvent, rosterTeam } from '../duty-roster/roster-fixtures';
import { addFields } from '../events/event-fixtures';
import { pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { twoServerProcesses } from '../helpers/two-server-processes';
import { incidentFields } from '../incidents/incident-fixtures';

type Answer = { status: number; message: string; data?: unknown };
type Fields = Record<string, string | Blob>;

/** The body as the app sends it: multipart when a photo goes with it, else form-encoded. */
const bodyOf = (fields: Fields) => {
  if (!Object.values(fields).some((value) => value instanceof Blob))
    return new URLSearchParams(fields as Record<string, string>);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value instanceof Blob) form.append(key, value, 'photo.png');
    else form.append(key, value);
  return form;
};

/**
 * The five writes the app queues offline (spec 03 §3), each sent with one client_id to two
 * server processes on one PostgreSQL database at the same moment, then once more to each in
 * turn: every call answers status 1 with the same result, and one write is stored.
 */
describe('each queued write sent with one client_id to two server processes at once', () => {
  const servers = twoServerProcesses();

  const call = async (server: ServerProcess, name: string, fields: Fields) => {
    const response = await fetch(`${server.url}/api/${name}`, { method: 'POST', body: bodyOf(fields) });
    return { code: response.status, body: (await response.json()) as Answer };
  };

  /** An answer with its pictures' addresses unsigned: each process signs them with its own key. */
  const unsigned = (data: unknown) => JSON.parse(JSON.stringify(data).replace(/\?expires=[^"]*/g, ''));

  /** At once on both, then again on each in turn: all answered alike, with status 1. */
  const sendFourTimes = async (name: string, fields: () => Fields) => {
    const atOnce = await Promise.all([
      call(servers.first, name, fields()),
      call(servers.second, name, fields()),
    ]);
    const inTurn = [await call(servers.second, name, fields()), await call(servers.first, name, fields())];
    const answers = [...atOnce, ...inTurn];
    for (const answer of answers) {
      expect(answer.code, answer.body.message).toBe(200);
      expect(answer.body.status).toBe(1);
      expect(unsigned(answer.body.data)).toEqual(unsigned(atOnce[0]?.body.data));
    }
    return atOnce[0]?.body.data;
  };

  it('add_event_attendance, check_in_duty, answer_alert, add_incident, add_team_message: one write each', {
    timeout: 90_000,
  }, async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const { owner, member, leader } = team;
    const organisationId = team.organisation.id;

    // a headcount
    const added = await call(servers.first, 'add_event', {
      token: owner.token,
      ...(addFields([member.user.id]) as Record<string, string>),
    });
    const event = (added.body.data as { id: string }[] | undefined)?.[0];
    if (!event) throw new Error(added.body.message);
    const headcountId = randomUUID();
    await sendFourTimes('add_event_attendance', () => ({
      token: member.token,
      event_id: event.id,
      attendance_count: '14',
      client_id: headcountId,
    }));
    const counted = await db
      .select()
      .from(eventAttendance)
      .where(and(eq(eventAttendance.eventId, event.id), eq(eventAttendance.userId, member.user.id)));
    expect(counted.map((row) => row.totalPerson)).toEqual([14]);

    // a check-in at a post
    const today = await createEvent(db, organisationId, { hoursAhead: 1 });
    const post = (await call(servers.first, 'add_post', { token: owner.token, name: 'Main door' })).body
      .data as Post;
    const duty = (
      await call(servers.first, 'assign_duty', {
        token: owner.token,
        event_id: today.id,
        post_id: post.id,
        user_id: member.user.id,
      })
    ).body.data as Duty;
    const checkInId = randomUUID();
    const checkedIn = (await sendFourTimes('check_in_duty', () => ({
      token: member.token,
      id: duty.id,
      client_id: checkInId,
    }))) as Duty;
    expect(checkedIn.checked_in_at).not.toBeNull();
    const [stored] = await db.select().from(duties).where(eq(duties.id, duty.id));
    expect(stored?.checkInClientId).toBe(checkInId);
    expect(stored?.checkedInAt?.toISOString()).toBe(checkedIn.checked_in_at);

    // an alert answer
    const alert = (await call(servers.first, 'send_alert', { token: owner.token, ...alertFields() })).body
      .data as Alert;
    const answerId = randomUUID();
    await sendFourTimes('answer_alert', () => ({
      token: leader.token,
      id: alert.id,
      answer: 'help',
      note: 'Basement stairs',
      client_id: answerId,
    }));
    const answers = await db.select().from(alertAnswers).where(eq(alertAnswers.alertId, alert.id));
    expect(answers).toHaveLength(1);
    const claims = await db.select().from(clientWrites).where(eq(clientWrites.clientId, answerId));
    expect(claims).toHaveLength(1);

    // an incident with a photo
    const incidentId = randomUUID();
    const photo = () => new Blob([new Uint8Array(pngBytes())], { type: 'image/png' });
    await sendFourTimes('add_incident', () => ({
      token: member.token,
      ...incidentFields({ title: 'Water on the boiler room floor' }),
      images: photo(),
      client_id: incidentId,
    }));
    const filed = await db
      .select()
      .from(incidents)
      .where(and(eq(incidents.organisationId, organisationId), eq(incidents.clientId, incidentId)));
    expect(filed).toHaveLength(1);
    const pictures = await db
      .select()
      .from(incidentImages)
      .where(eq(incidentImages.incidentId, filed[0]?.id ?? ''));
    expect(pictures).toHaveLength(1);

    // a team message with a photo
    const messageId = randomUUID();
    await sendFourTimes('add_team_message', () => ({
      token: member.token,
      message: 'In the basement, all calm',
      images: photo(),
      client_id: messageId,
    }));
    const posted = await db
      .select()
      .from(teamMessages)
      .where(and(eq(teamMessages.organisationId, organisationId), eq(teamMessages.clientId, messageId)));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.images).toHaveLength(1);
  });
});
