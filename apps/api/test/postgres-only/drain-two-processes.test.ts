import http from 'node:http';
import { CHAT_LIVE_CLOSE } from '@faith-shield/contract/chat/chat-live';
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { chatOrganisation, connectLive, type Person } from '../chat/chat-fixtures';
import { testDatabase } from '../helpers/test-database';

/** How long the stopping server says it is not ready before it lets go of its sockets. */
const NOTICE_MS = 2_000;

/** A POST whose body is sent in two halves: the second when the test says. */
function postInHalves(url: string, body: string) {
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answered = new Promise<{ code: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ code: response.statusCode ?? 0, body: text }));
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), answered };
}

const refused = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => false,
    () => true,
  );

/**
 * Run only against a PostgreSQL server (the `postgres` test project): a server process stopped
 * with SIGTERM beside another, as a rolling restart behind a load balancer stops it. In order:
 * /healthz says not ready while every call is still served and new live sockets are sent
 * elsewhere; after the notice its open sockets are told to reconnect (1012) and the listener
 * closes; a request under way still finishes; the process exits cleanly. The socket that
 * reconnects to the other process resumes after the last message it saw.
 */
describe('a server stopping with SIGTERM beside another', () => {
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    await testDatabase(); // migrated before either process starts
    [first, second] = await Promise.all([
      startServerProcess({ databaseUrl: url, env: { DRAIN_NOTICE_MS: String(NOTICE_MS) } }),
      startServerProcess({ databaseUrl: url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  const send = async (server: ServerProcess, from: Person, to: Person, message: string) => {
    const response = await fetch(`${server.url}/api/add_chat`, {
      method: 'POST',
      body: new URLSearchParams({ token: from.token, to_user_id: to.id, message }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ChatMessage }).data;
  };

  it('says not ready first, sends its sockets elsewhere, finishes what is under way, then exits', {
    timeout: 60_000,
  }, async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const samOnFirst = await connectLive(first.url, sam.token);
    await samOnFirst.ready();
    const seen = await send(second, church.owner, sam, 'Before the stop');
    await vi.waitFor(() => expect(samOnFirst.messages()).toEqual([seen]), { timeout: 5_000 });
    const underWay = postInHalves(
      `${first.url}/api/add_chat`,
      new URLSearchParams({ token: church.owner.token, to_user_id: sam.id, message: 'Under way' }).toString(),
    );

    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    await vi.waitFor(
      async () => {
        const health = await fetch(`${first.url}/healthz`);
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({ status: 0, message: 'stopping' });
      },
      { timeout: 1_000, interval: 50 },
    );
    // still serving while the balancer learns: a call answers, a new socket is sent elsewhere
    const during = await send(first, church.owner, sam, 'During the notice');
    const newcomer = await connectLive(first.url, sam.token);
    expect((await newcomer.closed).code).toBe(CHAT_LIVE_CLOSE.serverRestart);

    // after the notice, the open socket is told to reconnect elsewhere
    const closed = await samOnFirst.closed;
    expect(closed.code).toBe(CHAT_LIVE_CLOSE.serverRestart);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(NOTICE_MS - 100);
    expect(samOnFirst.messages()).toEqual([seen, during]);
    // the listener is closed, and the request under way is still answered
    await vi.waitFor(async () => expect(await refused(first.url)).toBe(true), { timeout: 2_000 });
    underWay.finish();
    const answer = await underWay.answered;
    expect(answer.code).toBe(200);
    const whileAway = (JSON.parse(answer.body) as { data: ChatMessage }).data;
    expect(await first.exited).toBe(0);

    // resumed on the other process after the last message seen: what came meanwhile, once,
    // then live ones
    const again = await send(second, church.owner, sam, 'After the stop');
    const samOnSecond = await connectLive(second.url, sam.token, during.id);
    await samOnSecond.ready();
    const live = await send(second, church.owner, sam, 'Live again');
    await vi.waitFor(() => expect(samOnSecond.messages()).toHaveLength(3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(samOnSecond.messages()).toEqual([whileAway, again, live]);
    samOnSecond.close();
  });

  it('sends a resumed connection the messages it missed and the live ones, none twice', {
    timeout: 60_000,
  }, async () => {
    const ruth = (await chatOrganisation()).owner;
    const david = (await chatOrganisation()).owner;
    const seen = await send(second, ruth, david, 'Seen before the gap');
    const missed: ChatMessage[] = [];
    for (let index = 1; index <= 20; index += 1)
      missed.push(await send(second, ruth, david, `Missed ${index}`));
    // live messages keep coming while the resumed connection reads what it missed
    const sending = (async () => {
      const sent: ChatMessage[] = [];
      for (let index = 1; index <= 20; index += 1)
        sent.push(await send(second, ruth, david, `Live ${index}`));
      return sent;
    })();
    const reader = await connectLive(second.url, david.token, seen.id);
    await reader.ready();
    const live = await sending;
    const all = [...missed, ...live];
    await vi.waitFor(() => expect(reader.messages().length).toBeGreaterThanOrEqual(all.length), {
      timeout: 5_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = reader.messages().map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(all.map((message) => message.id));
    reader.close();
  });
});
