import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { chatOrganisation, connectLive, type Person } from '../chat/chat-fixtures';
import { twoServerProcesses } from '../helpers/two-server-processes';

/**
 * Run only against a PostgreSQL server (the `postgres` test project): two server processes on
 * one database, as a deployment runs them. A message sent through one reaches a live
 * connection held by the other, through the database's LISTEN/NOTIFY.
 */
describe('live chat across two server processes', () => {
  const servers = twoServerProcesses();

  const send = async (server: ServerProcess, from: Person, to: Person, message: string) => {
    const response = await fetch(`${server.url}/api/add_chat`, {
      method: 'POST',
      body: new URLSearchParams({ token: from.token, to_user_id: to.id, message }),
    });
    const body = (await response.json()) as { data: ChatMessage };
    expect(response.status).toBe(200);
    return body.data;
  };

  it('delivers a message sent through one process to a connection held by the other, both ways', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const samOnSecond = await connectLive(servers.second.url, sam.token);
    const ownerOnFirst = await connectLive(servers.first.url, church.owner.token);
    await Promise.all([samOnSecond.ready(), ownerOnFirst.ready()]);

    const toSam = await send(servers.first, church.owner, sam, 'Sent through the first process');
    await vi.waitFor(() => expect(samOnSecond.messages()).toEqual([toSam]), { timeout: 3_000 });
    const toOwner = await send(servers.second, sam, church.owner, 'Sent through the second process');
    await vi.waitFor(() => expect(ownerOnFirst.messages()).toEqual([toSam, toOwner]), { timeout: 3_000 });

    samOnSecond.close();
    ownerOnFirst.close();
  });

  it('delivers a burst in order, each message once, with nothing lost', async () => {
    const ruth = (await chatOrganisation()).owner;
    const david = (await chatOrganisation()).owner;
    const reader = await connectLive(servers.second.url, david.token);
    await reader.ready();
    const sent: ChatMessage[] = [];
    for (let index = 1; index <= 30; index += 1)
      sent.push(await send(servers.first, ruth, david, `Message ${index}`));
    await vi.waitFor(() => expect(reader.messages()).toHaveLength(30), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reader.messages()).toEqual(sent);
    reader.close();
  });

  it('closes a connection held by one process within 2 s of its session ending through the other', async () => {
    const church = await chatOrganisation();
    const onFirst = await connectLive(servers.first.url, church.owner.token);
    await onFirst.ready();
    const response = await fetch(`${servers.second.url}/api/logout`, {
      method: 'POST',
      body: new URLSearchParams({ token: church.owner.token }),
    });
    expect(response.status).toBe(200);
    const from = Date.now();
    const closed = await Promise.race([
      onFirst.closed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000)),
    ]);
    onFirst.close();
    expect(closed?.code).toBe(4401);
    expect(Date.now() - from).toBeLessThan(2_000);
  });
});
