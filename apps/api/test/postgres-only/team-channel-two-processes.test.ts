import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TeamChannelLiveFrame } from '@faith-shield/contract/team-channel/team-channel-live';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { alertTeam } from '../alerts/alert-fixtures';
import { connectLive } from '../chat/chat-fixtures';
import { pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';

const teamFrames = (frames: { type: string }[]) =>
  frames.filter((frame): frame is TeamChannelLiveFrame => frame.type === 'team');

/**
 * Two server processes on one PostgreSQL database: a team message posted through one reaches
 * the open sockets held by the other, once each; a member removed through one loses the socket
 * held by the other at once.
 */
describe('team channel across two server processes', () => {
  let first: ServerProcess;
  let second: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    await testDatabase();
    // one data folder, as servers behind one address share their uploads and keys
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-team-'));
    first = await startServerProcess({ databaseUrl: url, dataDir });
    second = await startServerProcess({ databaseUrl: url, dataDir });
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const call = async <T>(server: ServerProcess, name: string, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/${name}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  it('delivers a message posted on one process to the sockets held by the other, once each', async () => {
    const { owner, leader, member } = await alertTeam();
    const ownerSocket = await connectLive(second.url, owner.token);
    const leaderSocket = await connectLive(second.url, leader.token);
    const memberSocket = await connectLive(first.url, member.token);
    await Promise.all([ownerSocket.ready(), leaderSocket.ready(), memberSocket.ready()]);

    const form = new FormData();
    form.append('token', member.token);
    form.append('message', 'Smoke by the kitchen, checking');
    form.append('images', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'kitchen.png');
    const posted = await fetch(`${first.url}/api/add_team_message`, { method: 'POST', body: form });
    expect(posted.status).toBe(200);
    const message = ((await posted.json()) as { data: TeamMessage }).data;

    for (const socket of [ownerSocket, leaderSocket, memberSocket])
      await vi.waitFor(() => expect(teamFrames(socket.frames)).toHaveLength(1));
    const [frame] = teamFrames(ownerSocket.frames);
    expect(frame?.message).toMatchObject({ id: message.id, message: 'Smoke by the kitchen, checking' });
    // the picture's address, signed by the other process, answers on either
    expect((await fetch(`${second.url}${frame?.message.images[0]}`)).status).toBe(200);
    expect((await fetch(`${first.url}${frame?.message.images[0]}`)).status).toBe(200);

    const reply = await call<TeamMessage>(second, 'add_team_message', {
      token: leader.token,
      message: 'False alarm, toast',
      reply_to: message.id,
    });
    await vi.waitFor(() => expect(teamFrames(memberSocket.frames)).toHaveLength(2));
    expect(teamFrames(memberSocket.frames)[1]?.message).toMatchObject({
      id: reply.id,
      reply_to: { id: message.id, excerpt: 'Smoke by the kitchen, checking' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(teamFrames(ownerSocket.frames)).toHaveLength(2);
    for (const socket of [ownerSocket, leaderSocket, memberSocket]) socket.close();
  });

  it('closes a removed member’s socket on the other process, and sends them nothing more', async () => {
    const { owner, member, other } = await alertTeam();
    const memberSocket = await connectLive(second.url, member.token);
    await memberSocket.ready();
    await call(first, 'delete_sub_user', { token: owner.token, id: member.user.id });
    expect((await memberSocket.closed).code).toBe(4401);
    await call(first, 'add_team_message', { token: other.token, message: 'Keys are with the deacon' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(teamFrames(memberSocket.frames)).toEqual([]);
  });
});
