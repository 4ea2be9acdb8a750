import type { TeamChannelLiveFrame } from '@faith-shield/contract/team-channel/team-channel-live';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertTeam } from '../alerts/alert-fixtures';
import { connectLive } from '../chat/chat-fixtures';
import { asFile, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from '../notifications/notify-helpers';
import { postTeamMessage, say } from './team-fixtures';

const soon = { timeout: 5_000, interval: 25 };

const teamFrames = (frames: { type: string }[]) =>
  frames.filter((frame): frame is TeamChannelLiveFrame => frame.type === 'team');

describe('team channel delivery', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reaches every open app of the organisation at once, photos signed; no other organisation’s', async () => {
    const { owner, member } = await alertTeam();
    const stranger = await alertTeam();
    const owners = await connectLive(server.url, owner.token);
    const members = await connectLive(server.url, member.token);
    const strangers = await connectLive(server.url, stranger.owner.token);
    await Promise.all([owners.ready(), members.ready(), strangers.ready()]);

    const { body } = await postTeamMessage(server, member.token, { message: 'Suspicious bag by door 2' }, [
      asFile(pngBytes(), 'bag.png'),
    ]);
    await vi.waitFor(() => expect(teamFrames(owners.frames)).toHaveLength(1), soon);
    const [frame] = teamFrames(owners.frames);
    expect(frame).toMatchObject({
      event: 'message',
      message: { id: body.data?.id, message: 'Suspicious bag by door 2' },
    });
    const image = frame?.message.images[0] ?? '';
    expect(image).toMatch(/\?expires=\d+&signature=/);
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
    // the sender's own apps show it too
    await vi.waitFor(() => expect(teamFrames(members.frames)).toHaveLength(1), soon);

    await server.call('delete_team_message', { id: body.data?.id ?? '' }, { token: owner.token });
    await vi.waitFor(() => expect(teamFrames(members.frames)).toHaveLength(2), soon);
    expect(teamFrames(members.frames)[1]).toMatchObject({
      event: 'deleted',
      message: { deleted: true, message: '' },
    });
    expect(teamFrames(strangers.frames)).toEqual([]);
    for (const live of [owners, members, strangers]) live.close();
  });

  it('pushes once per burst to a member away from the app, tagged so the device folds them', async () => {
    const { db } = await testDatabase();
    const { owner, member } = await alertTeam();
    const endpoint = await addPushDevice(db, owner.user.id);
    await say(server, member.token, 'Car alarm in the south lot');
    await say(server, member.token, 'It is the blue minivan');
    await postTeamMessage(server, member.token, {}, [asFile(pngBytes(), 'van.png')]);
    await vi.waitFor(
      () => expect(server.pushes.filter((push) => push.endpoint === endpoint)).toHaveLength(1),
      soon,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = () => server.pushes.filter((push) => push.endpoint === endpoint);
    expect(mine()).toEqual([
      expect.objectContaining({
        title: 'Test Member in Team',
        body: 'Car alarm in the south lot',
        url: '/chat?tab=team',
        tag: 'team-channel',
      }),
    ]);
    // once they have read it, the next burst tells them again
    await server.call('read_team_channel', {}, { token: owner.token });
    await postTeamMessage(server, member.token, {}, [asFile(pngBytes(), 'plate.png')]);
    await vi.waitFor(() => expect(mine()).toHaveLength(2), soon);
    expect(mine()[1]).toMatchObject({ body: 'Sent a photo' });
  });

  it('sends no push to a member with the app open, nor to one who muted the channel', async () => {
    const { db } = await testDatabase();
    const { owner, leader, member } = await alertTeam();
    const openEndpoint = await addPushDevice(db, owner.user.id);
    const mutedEndpoint = await addPushDevice(db, leader.user.id);
    const open = await connectLive(server.url, owner.token);
    await open.ready();
    await server.call('mute_team_channel', { hours: 2 }, { token: leader.token });
    await say(server, member.token, 'Service ends in five');
    await vi.waitFor(() => expect(teamFrames(open.frames)).toHaveLength(1), soon);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.pushes.filter((push) => [openEndpoint, mutedEndpoint].includes(push.endpoint))).toEqual([]);
    // unmuted, the next burst reaches the leader
    await server.call('mute_team_channel', { hours: 0 }, { token: leader.token });
    await server.call('read_team_channel', {}, { token: leader.token });
    await say(server, member.token, 'Doors locked');
    await vi.waitFor(
      () => expect(server.pushes.filter((push) => push.endpoint === mutedEndpoint)).toHaveLength(1),
      soon,
    );
    // a sub user's opens the team tab of their own chat
    expect(server.pushes.find((push) => push.endpoint === mutedEndpoint)).toMatchObject({
      url: '/subuser-chat-detail?tab=team',
      tag: 'team-channel',
    });
    open.close();
  });

  it('cuts a removed member off at once: the socket closes and no push or frame follows', async () => {
    const { db } = await testDatabase();
    const { owner, member, other } = await alertTeam();
    const endpoint = await addPushDevice(db, member.user.id);
    const live = await connectLive(server.url, member.token);
    await live.ready();
    expect((await server.call('delete_sub_user', { id: member.user.id }, { token: owner.token })).code).toBe(
      200,
    );
    expect((await live.closed).code).toBe(4401);
    await say(server, other.token, 'Who still has keys?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(teamFrames(live.frames)).toEqual([]);
    expect(server.pushes.filter((push) => push.endpoint === endpoint)).toEqual([]);
  });
});
