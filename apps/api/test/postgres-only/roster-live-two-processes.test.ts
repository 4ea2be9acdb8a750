import type { Duty, DutyRoster, Post } from '@faith-shield/contract/duty-roster/roster-fields';
import type { RosterLiveFrame } from '@faith-shield/contract/duty-roster/roster-live';
import { describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { connectLive } from '../chat/chat-fixtures';
import { createEvent, rosterTeam } from '../duty-roster/roster-fixtures';
import { testDatabase } from '../helpers/test-database';
import { twoServerProcesses } from '../helpers/two-server-processes';

const rosterFrames = (frames: { type: string }[]) =>
  frames.filter((frame): frame is RosterLiveFrame => frame.type === 'roster');

/**
 * Two server processes on one PostgreSQL database: a duty assigned through one and a check-in
 * made through it reach the owner's open board, whose socket the other process holds
 * (spec 03 §4: the board updates live on the day).
 */
describe('roster frames across two server processes', () => {
  const servers = twoServerProcesses();

  const call = async <T>(server: ServerProcess, name: string, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/${name}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  it("tells the owner's socket on the other process of an assignment and a check-in, once each, and the board it reads then is fresh", async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id, { hoursAhead: 1 });
    const board = await connectLive(servers.second.url, team.owner.token);
    await board.ready();

    const post = await call<Post>(servers.first, 'add_post', { token: team.owner.token, name: 'Main door' });
    // the board, read on the process that holds the socket, is kept in its read cache
    const boardOn = (server: ServerProcess) =>
      call<DutyRoster>(server, 'get_duty_roster', { token: team.owner.token, event_id: event.id });
    await vi.waitFor(async () => expect((await boardOn(servers.second)).posts).toHaveLength(1));
    const duty = await call<Duty>(servers.first, 'assign_duty', {
      token: team.owner.token,
      event_id: event.id,
      post_id: post.id,
      user_id: team.member.user.id,
    });
    await vi.waitFor(() => expect(rosterFrames(board.frames)).toHaveLength(1));
    // a board that reads again on the frame is never answered from before the change
    expect((await boardOn(servers.second)).posts[0]?.duties.map((row) => row.id)).toEqual([duty.id]);
    await call(servers.first, 'check_in_duty', {
      token: team.member.token,
      id: duty.id,
      client_id: 'phone-1',
    });
    await vi.waitFor(() => expect(rosterFrames(board.frames)).toHaveLength(2));
    expect((await boardOn(servers.second)).posts[0]?.duties[0]?.checked_in_at).not.toBeNull();
    // the same check-in again changes nothing and tells nobody
    await call(servers.first, 'check_in_duty', {
      token: team.member.token,
      id: duty.id,
      client_id: 'phone-1',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(rosterFrames(board.frames)).toEqual([
      { type: 'roster', event_id: event.id },
      { type: 'roster', event_id: event.id },
    ]);
    board.close();
  });
});
