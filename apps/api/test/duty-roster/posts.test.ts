import type { DutyRoster, Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPost, assign, createEvent, rosterTeam } from './roster-fixtures';

describe('posts (spec 03 §4)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('the owner adds, lists, edits and deletes posts; a leader may too', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const door = await addPost(server, team.owner.token, 'Main door');
    expect(door).toMatchObject({
      name: 'Main door',
      required_certificate: 'None',
      description: 'Main door post',
    });
    const aid = await addPost(server, team.leader.token, 'First aid', 'CPR & First Aid');
    expect(aid.required_certificate).toBe('CPR & First Aid');

    const listed = await server.call<Post[]>('get_posts', {}, { token: team.member.token });
    expect(listed.code).toBe(200);
    expect(listed.body.data?.map((post) => post.name)).toEqual(['First aid', 'Main door']);

    const edited = await server.call<Post>(
      'update_post',
      { id: door.id, name: 'North door', required_certificate: 'Concealed Carry', description: '' },
      { token: team.leader.token },
    );
    expect(edited.body.message).toBe('The post has been updated.');
    expect(edited.body.data).toMatchObject({
      name: 'North door',
      required_certificate: 'Concealed Carry',
      description: '',
    });

    const deleted = await server.call('delete_post', { id: aid.id }, { token: team.owner.token });
    expect(deleted.code).toBe(200);
    const after = await server.call<Post[]>('get_posts', {}, { token: team.owner.token });
    expect(after.body.data?.map((post) => post.name)).toEqual(['North door']);
    // a deleted post's name is free again
    await addPost(server, team.owner.token, 'First aid');
  });

  it("answers the spec's messages and changes nothing on bad input", async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const blank = await server.call(
      'add_post',
      { name: '  ', required_certificate: 'None' },
      { token: team.owner.token },
    );
    expect(blank.code).toBe(422);
    expect(blank.body.errors?.name).toBe('Please enter post name');
    const long = await server.call('add_post', { name: 'x'.repeat(81) }, { token: team.owner.token });
    expect(long.body.errors?.name).toBe('Post name must be 80 characters or less');
    const badType = await server.call(
      'add_post',
      { name: 'Gate', required_certificate: 'Other' },
      { token: team.owner.token },
    );
    expect(badType.body.errors?.required_certificate).toBe('Please select the required certificate');
    const post = await addPost(server, team.owner.token, 'Car park');
    const twice = await server.call('add_post', { name: 'car PARK' }, { token: team.owner.token });
    expect(twice.code).toBe(422);
    expect(twice.body.message).toBe('A post with this name already exists');
    expect(twice.body.errors?.name).toBe('A post with this name already exists');
    const other = await addPost(server, team.owner.token, 'Lobby');
    const renamed = await server.call(
      'update_post',
      { id: other.id, name: 'Car Park' },
      { token: team.owner.token },
    );
    expect(renamed.body.message).toBe('A post with this name already exists');
    const listed = await server.call<Post[]>('get_posts', {}, { token: team.owner.token });
    expect(listed.body.data?.map((row) => row.name)).toEqual([post.name, 'Lobby']);
  });

  it('refuses members who are not leaders, other organisations and plans without events', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const stranger = await rosterTeam(db);
    const post = await addPost(server, team.owner.token, 'Main door');

    const byMember = await server.call('add_post', { name: 'Gate' }, { token: team.member.token });
    expect(byMember.code).toBe(403);
    expect(byMember.body.message).toBe('Only the owner and team leaders can manage the roster');
    const editByMember = await server.call(
      'update_post',
      { id: post.id, name: 'Gate' },
      { token: team.member.token },
    );
    expect(editByMember.code).toBe(403);
    const deleteByMember = await server.call('delete_post', { id: post.id }, { token: team.member.token });
    expect(deleteByMember.code).toBe(403);

    for (const [name, fields] of [
      ['update_post', { id: post.id, name: 'Gate' }],
      ['delete_post', { id: post.id }],
    ] as const) {
      const foreign = await server.call(name, fields, { token: stranger.owner.token });
      expect(foreign.code, name).toBe(404);
      expect(foreign.body.message).toBe('This post was not found.');
      expect(foreign.body.data).toBeUndefined();
    }
    const theirs = await server.call<Post[]>('get_posts', {}, { token: stranger.owner.token });
    expect(theirs.body.data).toEqual([]);

    const basic = await rosterTeam(db, 2);
    const refused = await server.call('add_post', { name: 'Gate' }, { token: basic.owner.token });
    expect(refused.code).toBe(403);
    expect(refused.body.message).toBe(
      'The duty roster is part of the Advance plan. Please upgrade your subscription.',
    );
    const advance = await rosterTeam(db, 4);
    await addPost(server, advance.owner.token, 'Gate');
  });

  it("deleting a post takes its future duties with it and keeps a past event's", async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const post = await addPost(server, team.owner.token, 'Main door');
    const past = await createEvent(db, team.organisation.id, { hoursAhead: 1 });
    const future = await createEvent(db, team.organisation.id, { hoursAhead: 72 });
    await assign(server, team.owner.token, past.id, post.id, team.member.user.id);
    await assign(server, team.owner.token, future.id, post.id, team.member.user.id);
    // the first event is now over: it ended an hour before this
    await db
      .update(events)
      .set({ utcStart: new Date(Date.now() - 3 * 3_600_000), utcEnd: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, past.id));

    await server.call('delete_post', { id: post.id }, { token: team.owner.token });
    const kept = await server.call<DutyRoster>(
      'get_duty_roster',
      { event_id: past.id },
      { token: team.owner.token },
    );
    expect(kept.body.data?.posts.map((row) => [row.name, row.duties.length])).toEqual([['Main door', 1]]);
    const gone = await server.call<DutyRoster>(
      'get_duty_roster',
      { event_id: future.id },
      { token: team.owner.token },
    );
    expect(gone.body.data?.posts).toEqual([]);
  });
});
