import { randomUUID } from 'node:crypto';
import type { IncidentDetail, IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from '../notifications/notify-helpers';
import { addIncident, incidentFields, incidentTeam, postIncident, yesterday } from './incident-fixtures';

const soon = { timeout: 5_000, interval: 25 };

describe('add_incident', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses each missing or wrong field with the spec’s words and stores nothing', async () => {
    const { reporter } = await incidentTeam();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, string>, string, string][] = [
      [{ category: '' }, 'category', 'Please select category'],
      [{ category: 'Arson' }, 'category', 'Please select category'],
      [{ title: ' ' }, 'title', 'Please enter title'],
      [{ title: 'x'.repeat(151) }, 'title', 'Title must be 150 characters or less'],
      [{ description: '' }, 'description', 'Please enter description'],
      [{ description: 'x'.repeat(5001) }, 'description', 'Description must be 5,000 characters or less'],
      [{ occurred_date: '' }, 'occurred_date', 'Please enter date'],
      [{ occurred_date: '2026-02-30' }, 'occurred_date', 'Please enter date'],
      [{ occurred_time: '' }, 'occurred_time', 'Please enter time'],
      [{ occurred_time: '25:00' }, 'occurred_time', 'Please enter time'],
      [{ occurred_date: tomorrow }, 'occurred_time', 'The incident time cannot be in the future'],
      [{ location: '' }, 'location', 'Please enter location'],
      [{ location: 'x'.repeat(201) }, 'location', 'Location must be 200 characters or less'],
      [{ severity: '' }, 'severity', 'Please select severity'],
      [{ severity: 'Extreme' }, 'severity', 'Please select severity'],
      [{ injuries: 'Maybe' }, 'injuries', 'Please choose Yes or No.'],
      [{ visibility: 'public' }, 'visibility', 'Please choose leaders or team.'],
      [{ event_id: randomUUID() }, 'event_id', 'Please select one of your events.'],
    ];
    for (const [overrides, field, message] of cases) {
      const { code, body } = await postIncident(server, reporter.token, incidentFields(overrides));
      expect(code, JSON.stringify(overrides)).toBe(422);
      expect(body.status).toBe(0);
      const said = body.errors?.[field] ?? body.message;
      expect(said, JSON.stringify(overrides)).toBe(message);
    }
    const list = await server.call<IncidentSummary[]>('get_incidents', {}, { token: reporter.token });
    expect(list.body.data).toEqual([]);
  });

  it('takes the time in the sender’s zone: an hour ago on Kiritimati’s clock is tomorrow in Honolulu', async () => {
    const { reporter } = await incidentTeam();
    // Kiritimati is UTC+14 and Honolulu UTC-10 all year: the same wall clock is 24 hours apart
    const kiritimati = new Date(Date.now() - 3_600_000 + 14 * 3_600_000).toISOString();
    const wallClock = { occurred_date: kiritimati.slice(0, 10), occurred_time: kiritimati.slice(11, 16) };
    const made = await addIncident(server, reporter.token, { ...wallClock, time_zone: 'Pacific/Kiritimati' });
    expect(made.time_zone).toBe('Pacific/Kiritimati');
    expect(Math.abs(new Date(made.occurred_at).getTime() - (Date.now() - 3_600_000))).toBeLessThan(120_000);
    const { code, body } = await postIncident(
      server,
      reporter.token,
      incidentFields({ ...wallClock, time_zone: 'Pacific/Honolulu' }),
    );
    expect(code).toBe(422);
    expect(body.errors?.occurred_time).toBe('The incident time cannot be in the future');
  });

  it('stores every field and answers the whole incident, reported by the caller', async () => {
    const { reporter } = await incidentTeam();
    const made = await addIncident(server, reporter.token, { people_involved: 'Usher J. Park' });
    expect(made).toMatchObject({
      category: 'Suspicious person',
      title: 'Man trying car doors in the north lot',
      occurred_date: yesterday(),
      occurred_time: '11:20',
      time_zone: 'UTC',
      occurred_at: `${yesterday()}T11:20:00.000Z`,
      location: 'North parking lot',
      people_involved: 'Usher J. Park',
      injuries: 'No',
      police_called: 'Yes',
      police_report_number: 'NPD-2026-0412',
      severity: 'Medium',
      visibility: 'leaders',
      status: 'open',
      reported_by: 'Rita Reporter',
      follow_ups: [],
      follow_up_count: 0,
      images: [],
      event_title: '',
      can_edit: true,
      can_close: false,
    });
  });

  it('defaults visibility to leaders and the Yes/No fields to No', async () => {
    const { reporter } = await incidentTeam();
    const fields = incidentFields();
    delete fields.visibility;
    delete fields.injuries;
    delete fields.police_called;
    const { body } = await postIncident(server, reporter.token, fields);
    expect(body.data).toMatchObject({ visibility: 'leaders', injuries: 'No', police_called: 'No' });
  });

  it('makes one incident of a client_id sent twice and answers it the second time with status 1', async () => {
    const { owner, reporter } = await incidentTeam();
    const clientId = randomUUID();
    const first = await addIncident(server, reporter.token, { client_id: clientId });
    const again = await postIncident(
      server,
      reporter.token,
      incidentFields({ client_id: clientId, title: 'Sent again' }),
    );
    expect(again.code).toBe(200);
    expect(again.body.status).toBe(1);
    expect(again.body.data?.id).toBe(first.id);
    expect(again.body.data?.title).toBe('Man trying car doors in the north lot');
    const list = await server.call<IncidentSummary[]>('get_incidents', {}, { token: owner.token });
    expect(list.body.data?.map((row) => row.id)).toEqual([first.id]);
    // another organisation's identical client_id is its own incident
    const other = await incidentTeam();
    const theirs = await addIncident(server, other.reporter.token, { client_id: clientId });
    expect(theirs.id).not.toBe(first.id);
  });

  it('lands once when the same client_id arrives twice at the same moment', async () => {
    const { owner, reporter } = await incidentTeam();
    const clientId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => postIncident(server, reporter.token, incidentFields({ client_id: clientId }))),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual([1, 1, 1]);
    expect(new Set(answers.map((answer) => answer.body.data?.id)).size).toBe(1);
    const list = await server.call<IncidentSummary[]>('get_incidents', {}, { token: owner.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('tells the owner and leaders of a High or Critical incident at once, by push, notification and mail', async () => {
    const { db, owner, leader, reporter, member } = await incidentTeam();
    const ownerDevice = await addPushDevice(db, owner.user.id);
    const made = await addIncident(server, reporter.token, { severity: 'Critical', category: 'Threat' });
    await vi.waitFor(
      () => expect(server.pushes.filter((push) => push.endpoint === ownerDevice)).toHaveLength(1),
      soon,
    );
    expect(server.pushes.find((push) => push.endpoint === ownerDevice)).toMatchObject({
      title: 'Critical incident reported: Threat',
      url: `/incidents/${made.id}`,
    });
    for (const told of [owner, leader]) {
      const notices = await server.call<Notification[]>('get_notifications', {}, { token: told.token });
      expect(notices.body.data?.find((row) => row.url === `/incidents/${made.id}`)).toMatchObject({
        type: 'incident',
        title: 'Critical incident reported: Threat',
      });
      await vi.waitFor(async () => {
        const mails = await mailsTo(server.dataDir, told.user.email);
        expect(mails.some((mail) => mail.includes('Critical incident reported: Threat'))).toBe(true);
      }, soon);
    }
    for (const untold of [reporter, member]) {
      const notices = await server.call<Notification[]>('get_notifications', {}, { token: untold.token });
      expect(notices.body.data?.some((row) => row.url === `/incidents/${made.id}`)).toBe(false);
    }
  });

  it('tells nobody of a Low or Medium incident', async () => {
    const { owner, reporter } = await incidentTeam();
    const made = await addIncident(server, reporter.token, { severity: 'Low' });
    const notices = await server.call<Notification[]>('get_notifications', {}, { token: owner.token });
    expect(notices.body.data?.some((row) => row.url === `/incidents/${made.id}`)).toBe(false);
  });

  it('answers a detail with the event it happened at', async () => {
    const { db, organisation, reporter } = await incidentTeam();
    const { events } = await import('../../src/db/schema/index');
    const [event] = await db
      .insert(events)
      .values({
        organisationId: organisation.id,
        category: 'Main Service',
        title: 'Sunday 11:00 service',
        description: '',
        timeZone: 'UTC',
        startLocal: `${yesterday()} 11:00:00`,
        endLocal: `${yesterday()} 12:30:00`,
        utcStart: new Date(`${yesterday()}T11:00:00Z`),
        utcEnd: new Date(`${yesterday()}T12:30:00Z`),
      })
      .returning();
    const made: IncidentDetail = await addIncident(server, reporter.token, { event_id: event?.id ?? '' });
    expect(made).toMatchObject({ event_id: event?.id, event_title: 'Sunday 11:00 service' });
  });

  it('offers the event running now and the team’s recent locations to the form', async () => {
    const { db, organisation, owner, reporter, member } = await incidentTeam();
    const { events } = await import('../../src/db/schema/index');
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset);
    const text = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    const event = (title: string, from: number, to: number) => ({
      organisationId: organisation.id,
      category: 'Main Service',
      title,
      description: '',
      timeZone: 'UTC',
      startLocal: text(at(from)),
      endLocal: text(at(to)),
      utcStart: at(from),
      utcEnd: at(to),
    });
    await db
      .insert(events)
      .values([
        event('Morning prayer', -5 * hour, -4 * hour),
        event('Sunday service', -hour, hour),
        event('Last month’s picnic', -40 * 24 * hour, -40 * 24 * hour + hour),
      ]);
    await addIncident(server, reporter.token, { location: 'Lobby' });
    await addIncident(server, owner.token, { location: 'Nursery', visibility: 'leaders' });
    type Choices = { events: { title: string; running: boolean }[]; locations: string[] };
    const forMember = await server.call<Choices>('get_incident_choices', {}, { token: member.token });
    expect(forMember.body.data?.events.map((row) => [row.title, row.running])).toEqual([
      ['Morning prayer', false],
      ['Sunday service', true],
    ]);
    // only where incidents the member may see happened
    expect(forMember.body.data?.locations).toEqual([]);
    const forOwner = await server.call<Choices>('get_incident_choices', {}, { token: owner.token });
    expect(forOwner.body.data?.locations).toEqual(['Nursery', 'Lobby']);
  });
});
