import type { EventDetail } from '@faith-shield/contract/events/event-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { createOrganisation } from '../helpers/factories';
import { asFile, jpegBytes, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, detailOf, notificationsOf, row, teamOf, updateFields } from './event-fixtures';

describe('event_update', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const update = (token: string, fields: Record<string, string | ReturnType<typeof asFile>>) =>
    server.call<EventDetail>('event_update', fields, { token });

  it('answers each missing field with the spec’s message and changes nothing', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    const [event] = await addEvents(server, owner.token, addFields('Other'));
    const id = event?.id ?? '';
    const blank = {
      title: '',
      description: '',
      start_date: '',
      start_time: '',
      end_date: '',
      end_time: '',
      sub_user_id: '',
    };
    const { code, body } = await update(owner.token, updateFields(id, 'Other', blank));
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      title: 'Please enter title',
      description: 'Please enter description',
      start_date: 'Please enter start date',
      start_time: 'Please enter start time',
      end_date: 'Please enter end date',
      end_time: 'Please enter end time',
      sub_user_id: 'Please enter sub user',
    });
    expect((await detailOf(server, owner.token, id)).body.data).toMatchObject({ title: 'Sunday Service' });
  });

  it('changes the fields, reads the times in the zone sent, and answers the event as get_event_detail does', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 2);
    const [first, second] = members.map((member) => member.user.id);
    const [event] = await addEvents(server, owner.token, addFields([first ?? '']));
    const id = event?.id ?? '';
    const { code, body } = await update(
      owner.token,
      updateFields(id, [first ?? '', second ?? ''], {
        title: 'Christmas Eve Service',
        security: 'Yes',
        start_date: '2030-12-24',
        start_time: '23:00',
        end_date: '2030-12-25',
        end_time: '00:30',
        time_zone: 'Europe/London',
      }),
    );
    expect(code, body.message).toBe(200);
    expect(body.message).toBe('The event has been updated.');
    expect(body.data).toMatchObject({
      id,
      event_categories: 'Special Event',
      title: 'Christmas Eve Service',
      security: 'Yes',
      start_date: '2030-12-24 23:00:00',
      end_date: '2030-12-25 00:30:00',
      utc_start_date: '2030-12-24T23:00:00.000Z',
      utc_end_date: '2030-12-25T00:30:00.000Z',
      time_zone: 'Europe/London',
      sub_user_id: [first, second].sort(),
    });
    expect(body.data?.sub_user.map((option) => option.value).sort()).toEqual([first, second].sort());
    expect((await detailOf(server, owner.token, id)).body.data).toEqual(body.data);
  });

  it('takes the time inside start_date and end_date too, as spec 02 §7 lists the fields', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    const [event] = await addEvents(server, owner.token, addFields('Other'));
    const fields = updateFields(event?.id ?? '', 'Other', {
      start_date: '2030-12-06 09:00',
      end_date: '2030-12-06 11:15',
    });
    delete fields.start_time;
    delete fields.end_time;
    const { code, body } = await update(owner.token, fields);
    expect(code, body.message).toBe(200);
    expect(body.data).toMatchObject({ start_date: '2030-12-06 09:00:00', end_date: '2030-12-06 11:15:00' });
  });

  it('refuses an end before the start, and moving the start into the past; a past start may stay', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    const [event] = await addEvents(server, owner.token, addFields('Other'));
    const id = event?.id ?? '';
    const backwards = await update(owner.token, updateFields(id, 'Other', { end_time: '09:00' }));
    expect(backwards.code).toBe(422);
    expect(backwards.body.errors).toEqual({ end_time: 'The end must be after the start.' });
    const earlierDay = await update(owner.token, updateFields(id, 'Other', { end_date: '2030-12-05' }));
    expect(earlierDay.body.errors).toEqual({ end_date: 'The end must be after the start.' });
    const past = await update(
      owner.token,
      updateFields(id, 'Other', { start_date: '2021-01-03', end_date: '2021-01-03' }),
    );
    expect(past.code).toBe(422);
    expect(past.body.errors).toEqual({ start_date: 'The start cannot be in the past.' });

    // an event already in the past keeps its time while its words are fixed
    await db
      .update(events)
      .set({ utcStart: new Date('2021-01-03T16:00:00Z'), utcEnd: new Date('2021-01-03T18:00:00Z') })
      .where(eq(events.id, id));
    const fixed = await update(
      owner.token,
      updateFields(id, 'Other', { start_date: '2021-01-03', end_date: '2021-01-03', description: 'Fixed.' }),
    );
    expect(fixed.code, fixed.body.message).toBe(200);
    expect(fixed.body.data?.description).toBe('Fixed.');
  });

  it('tells the team of a new time, a new member that they are on it and a removed one that they are off', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 3);
    const [staying, leaving, joining] = members;
    if (!staying || !leaving || !joining) throw new Error('no team');
    const [event] = await addEvents(server, owner.token, addFields([staying.user.id, leaving.user.id]));
    const id = event?.id ?? '';
    const told = async (member: typeof staying) =>
      (await notificationsOf(server, member.token)).map((notice) => notice.title);

    // words only: nobody is told
    expect(
      (
        await update(
          owner.token,
          updateFields(id, [staying.user.id, leaving.user.id], { description: 'New words' }),
        )
      ).code,
    ).toBe(200);
    expect(await told(staying)).toEqual(['New event: Sunday Service']);

    const moved = await update(
      owner.token,
      updateFields(id, [staying.user.id, joining.user.id], { start_time: '09:00' }),
    );
    expect(moved.code).toBe(200);
    const [latest] = await notificationsOf(server, staying.token);
    expect(latest).toMatchObject({
      type: 'users',
      event_id: id,
      title: 'Event time changed: Sunday Service',
      body: 'Sunday Service is now on 06 Dec, 2030 at 09:00 AM CST.',
      url: `/subuser-view-events/${id}`,
    });
    expect(await told(joining)).toEqual(['New event: Sunday Service']);
    expect((await notificationsOf(server, joining.token))[0]).toMatchObject({
      event_id: id,
      body: 'You are now on the team for Sunday Service on 06 Dec, 2030 at 09:00 AM CST.',
    });
    expect((await notificationsOf(server, leaving.token))[0]).toMatchObject({
      type: 'event-unassigned',
      event_id: null,
      title: 'No longer on the team: Sunday Service',
      url: '/subuser-events',
    });
    // the member taken off no longer sees it
    expect((await detailOf(server, leaving.token, id)).code).toBe(404);
    expect((await detailOf(server, joining.token, id)).code).toBe(200);
  });

  it('says Extra security to the team: in the new-event notice, and when an event comes to need it', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 2);
    const [first, second] = members;
    if (!first || !second) throw new Error('no team');
    const [guarded] = await addEvents(
      server,
      owner.token,
      addFields([first.user.id], undefined, { security: 'Yes' }),
    );
    expect((await notificationsOf(server, first.token))[0]).toMatchObject({
      event_id: guarded?.id,
      body: 'You are on the team for Sunday Service on 06 Dec, 2030 at 10:00 AM CST. Extra security is needed.',
    });

    const [plain] = await addEvents(server, owner.token, addFields([second.user.id]));
    const id = plain?.id ?? '';
    expect((await notificationsOf(server, second.token))[0]?.body).not.toContain('Extra security');
    const asked = await update(owner.token, updateFields(id, [second.user.id], { security: 'Yes' }));
    expect(asked.code).toBe(200);
    expect((await notificationsOf(server, second.token))[0]).toMatchObject({
      event_id: id,
      title: 'Extra security: Sunday Service',
      body: 'Sunday Service on 06 Dec, 2030 at 10:00 AM CST now needs extra security.',
      url: `/subuser-view-events/${id}`,
    });
    // asked once: saving it again with Yes tells nobody
    await update(owner.token, updateFields(id, [second.user.id], { security: 'Yes', description: 'Again' }));
    expect(await notificationsOf(server, second.token)).toHaveLength(2);
  });

  it('replaces the image, keeping the one other events of the same add still show', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    const created = await addEvents(
      server,
      owner.token,
      addFields('Other', [row(), row('2030-12-13')], { image: asFile(pngBytes(), 'a.png') }),
    );
    const [first, second] = created;
    const shared = first?.image ?? '';
    const { body } = await update(
      owner.token,
      updateFields(first?.id ?? '', 'Other', { image: asFile(jpegBytes(), 'b.jpg', 'image/jpeg') }),
    );
    expect(body.data?.image).toMatch(/\.jpg$/);
    expect((await fetch(`${server.url}${shared}`)).status).toBe(200);
    // the second event drops it too: now nobody shows it, and the file goes
    await update(
      owner.token,
      updateFields(second?.id ?? '', 'Other', {
        image: asFile(jpegBytes(), 'c.jpg', 'image/jpeg'),
        start_date: '2030-12-13',
        end_date: '2030-12-13',
      }),
    );
    expect((await fetch(`${server.url}${shared}`)).status).toBe(404);
    // no image sent: the current one stays
    const kept = await update(
      owner.token,
      updateFields(second?.id ?? '', 'Other', { start_date: '2030-12-13', end_date: '2030-12-13' }),
    );
    expect(kept.body.data?.image).toMatch(/\.jpg$/);
  });

  it('answers 404 and no data for another organisation’s event, and changes nothing', async () => {
    const { db } = await testDatabase();
    const theirs = await teamOf(db, 0);
    const [event] = await addEvents(server, theirs.owner.token, addFields('Other'));
    const { owner } = await createOrganisation(db);
    for (const id of [event?.id ?? '', 'not-an-id', crypto.randomUUID()]) {
      const { code, body } = await update(owner.token, updateFields(id, 'Other', { title: 'Taken over' }));
      expect({ code, body }).toEqual({
        code: 404,
        body: { status: 0, message: 'This event was not found.' },
      });
    }
    expect((await detailOf(server, theirs.owner.token, event?.id ?? '')).body.data?.title).toBe(
      'Sunday Service',
    );
  });
});
