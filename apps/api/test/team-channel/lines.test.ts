import type { TeamChannelLiveFrame } from '@faith-shield/contract/team-channel/team-channel-live';
import { excerptOf } from '@faith-shield/contract/team-channel/team-channel-messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertTeam, sendAlert } from '../alerts/alert-fixtures';
import { connectLive } from '../chat/chat-fixtures';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addIncident, incidentTeam } from '../incidents/incident-fixtures';
import { addPushDevice } from '../notifications/notify-helpers';
import { channelOf } from './team-fixtures';

const soon = { timeout: 5_000, interval: 25 };

const teamFrames = (frames: { type: string }[]) =>
  frames.filter((frame): frame is TeamChannelLiveFrame => frame.type === 'team');

/** The Web Push tag the test server recorded (SentPush carries it untyped). */
const tagOf = (push: object) => (push as { tag?: string }).tag;

const lines = async (server: TestServer, token: string) =>
  ((await channelOf(server, token)).body.data?.messages ?? []).map((message) => [
    message.name,
    message.message,
  ]);

describe('the lines alerts and Critical incidents post into the team channel', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('an alert and its all-clear each post a line under who sent it, live to every member', async () => {
    const { db } = await testDatabase();
    const { owner, leader, member } = await alertTeam();
    const pushed = await addPushDevice(db, owner.user.id);
    const members = await connectLive(server.url, member.token);
    await members.ready();

    const alert = await sendAlert(server, leader.token);
    await vi.waitFor(() => expect(teamFrames(members.frames)).toHaveLength(1), soon);
    const line =
      '🚨 Lockdown alert: Armed person reported near the north entrance. Stay inside. (North parking lot)';
    expect(teamFrames(members.frames)[0]).toMatchObject({ event: 'message', message: { message: line } });
    const leaderName = teamFrames(members.frames)[0]?.message.name;
    expect(await lines(server, member.token)).toEqual([[leaderName, line]]);
    // the alert itself tells everyone on every channel: no team push besides
    expect((await channelOf(server, owner.token)).body.data?.unread).toBe(1);

    await server.call(
      'close_alert',
      { id: alert.id, closing_note: 'Police have left' },
      { token: owner.token },
    );
    await vi.waitFor(() => expect(teamFrames(members.frames)).toHaveLength(2), soon);
    expect((await lines(server, member.token)).at(-1)?.[1]).toBe(
      '✅ All clear: the Lockdown alert is closed. Police have left',
    );
    await vi.waitFor(
      () => expect(server.pushes.filter((push) => push.endpoint === pushed).length).toBeGreaterThan(0),
      soon,
    );
    expect(
      server.pushes.filter((push) => push.endpoint === pushed && tagOf(push) === 'team-channel'),
    ).toEqual([]);
    members.close();
  });

  it('a Critical incident the team sees posts its line, pushed to members away but not to leaders told already', async () => {
    const { db, owner, leader, reporter, member } = await incidentTeam();
    const memberDevice = await addPushDevice(db, member.user.id);
    const leaderDevice = await addPushDevice(db, leader.user.id);
    const owners = await connectLive(server.url, owner.token);
    await owners.ready();

    await addIncident(server, reporter.token, { severity: 'Critical', visibility: 'team' });
    const line =
      'Critical incident reported: Suspicious person at North parking lot — Man trying car doors in the north lot';
    await vi.waitFor(() => expect(teamFrames(owners.frames)).toHaveLength(1), soon);
    expect(teamFrames(owners.frames)[0]?.message).toMatchObject({ message: line, name: 'Rita Reporter' });
    expect(await lines(server, member.token)).toEqual([['Rita Reporter', line]]);
    await vi.waitFor(
      () =>
        expect(server.pushes.filter((push) => push.endpoint === memberDevice)).toEqual([
          expect.objectContaining({
            title: 'Rita Reporter in Team',
            body: excerptOf(line),
            tag: 'team-channel',
            url: '/subuser-chat-detail?tab=team',
          }),
        ]),
      soon,
    );
    await vi.waitFor(
      () => expect(server.pushes.filter((push) => push.endpoint === leaderDevice).length).toBeGreaterThan(0),
      soon,
    );
    expect(
      server.pushes.filter((push) => push.endpoint === leaderDevice && tagOf(push) === 'team-channel'),
    ).toEqual([]);
    owners.close();
  });

  it('a leaders-only Critical incident, or a High one, posts nothing: members learn nothing of it there', async () => {
    const { owner, reporter, member } = await incidentTeam();
    const members = await connectLive(server.url, member.token);
    await members.ready();
    await addIncident(server, reporter.token, { severity: 'Critical', visibility: 'leaders' });
    await addIncident(server, reporter.token, { severity: 'High', visibility: 'team' });
    // a message posted after them arrives: had a line been announced, it would have come first
    await server.call(
      'send_alert',
      { kind: 'Fire', message: 'Smoke in the kitchen' },
      { token: owner.token },
    );
    await vi.waitFor(() => expect(teamFrames(members.frames)).toHaveLength(1), soon);
    expect(teamFrames(members.frames)[0]?.message.message).toBe('🚨 Fire alert: Smoke in the kitchen');
    expect((await lines(server, owner.token)).map(([, text]) => text)).toEqual([
      '🚨 Fire alert: Smoke in the kitchen',
    ]);
    members.close();
  });
});
