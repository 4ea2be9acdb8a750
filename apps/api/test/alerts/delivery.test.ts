import fs from 'node:fs/promises';
import path from 'node:path';
import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectLive } from '../chat/chat-fixtures';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from '../notifications/notify-helpers';
import { alertTeam, sendAlert } from './alert-fixtures';

const soon = { timeout: 5_000, interval: 25 };

/** The text messages in the SMS outbox to `to`, oldest first. */
async function textsTo(dataDir: string, to: string) {
  const outbox = path.join(dataDir, 'outbox', 'sms');
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).sort();
  const texts = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
  return texts.filter((text) => text.startsWith(`To: ${to}\n`));
}

const alertFrames = (frames: { type: string }[]) =>
  frames.filter((frame): frame is AlertLiveFrame => frame.type === 'alert');

describe('alert delivery on every channel', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pushes with urgency high, staying on screen, opening the alert', async () => {
    const { db } = await testDatabase();
    const { owner, member } = await alertTeam();
    const endpoint = await addPushDevice(db, member.user.id);
    const alert = await sendAlert(server, owner.token);
    await vi.waitFor(
      () => expect(server.pushes.filter((push) => push.endpoint === endpoint)).toHaveLength(1),
      soon,
    );
    expect(server.pushes.find((push) => push.endpoint === endpoint)).toMatchObject({
      title: 'Emergency alert: Lockdown',
      url: `/alerts/${alert.id}`,
      urgent: true,
      urgency: 'high',
    });
  });

  it('texts the alert and the all-clear to members with a mobile number, through the outbox', async () => {
    const { owner, memberMobile, other } = await alertTeam();
    const to = `+1${memberMobile}`;
    const alert = await sendAlert(server, owner.token, { message: 'Evacuate to the east lawn' });
    await vi.waitFor(async () => expect(await textsTo(server.dataDir, to)).toHaveLength(1), soon);
    const [text] = await textsTo(server.dataDir, to);
    expect(text).toContain('EMERGENCY ALERT (Lockdown)');
    expect(text).toContain('says: “Evacuate to the east lawn”');
    expect(text).toContain(`/alerts/${alert.id}`);
    expect(server.logs()).toContain('text message written to outbox');
    expect(server.logs()).not.toContain(memberMobile);

    await server.call(
      'close_alert',
      { id: alert.id, closing_note: 'Building is safe' },
      { token: owner.token },
    );
    await vi.waitFor(async () => expect(await textsTo(server.dataDir, to)).toHaveLength(2), soon);
    expect((await textsTo(server.dataDir, to))[1]).toContain('All clear');
    // a member without a mobile number gets no text
    expect(other.user.mobile).toBe('');
  });

  it('sends the alert, the answers and the all-clear live over the app’s socket', async () => {
    const { leader, member, other } = await alertTeam();
    const leaderSocket = await connectLive(server.url, leader.token);
    const memberSocket = await connectLive(server.url, member.token);
    const otherSocket = await connectLive(server.url, other.token);
    await Promise.all([leaderSocket.ready(), memberSocket.ready(), otherSocket.ready()]);

    const alert = await sendAlert(server, leader.token, { kind: 'Fire', message: 'Smoke in the kitchen' });
    await vi.waitFor(() => expect(alertFrames(memberSocket.frames)).toHaveLength(1), soon);
    expect(alertFrames(memberSocket.frames)[0]).toMatchObject({
      event: 'sent',
      alert: { id: alert.id, kind: 'Fire', message: 'Smoke in the kitchen', status: 'active' },
    });

    await server.call('answer_alert', { id: alert.id, answer: 'ok' }, { token: other.token });
    await server.call(
      'answer_alert',
      { id: alert.id, answer: 'help', note: 'Trapped in the office' },
      { token: member.token },
    );
    await vi.waitFor(
      () =>
        expect(alertFrames(leaderSocket.frames).filter((frame) => frame.event === 'answer')).toHaveLength(2),
      soon,
    );
    expect(alertFrames(leaderSocket.frames).at(-1)?.answer).toMatchObject({
      user_id: member.user.id,
      answer: 'help',
      note: 'Trapped in the office',
    });
    // other members see who needs help, not who is ok
    await vi.waitFor(
      () =>
        expect(alertFrames(otherSocket.frames).filter((frame) => frame.event === 'answer')).toHaveLength(1),
      soon,
    );
    expect(alertFrames(otherSocket.frames).find((frame) => frame.event === 'answer')?.answer?.answer).toBe(
      'help',
    );

    await server.call('close_alert', { id: alert.id }, { token: leader.token });
    await vi.waitFor(
      () => expect(alertFrames(memberSocket.frames).some((frame) => frame.event === 'closed')).toBe(true),
      soon,
    );
    for (const socket of [leaderSocket, memberSocket, otherSocket]) socket.close();
  });
});
