import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from '../notifications/notify-helpers';
import { chatCalls, chatOrganisation, connectLive } from './chat-fixtures';

let server: TestServer;
let chat: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  server = await startTestServer();
  chat = chatCalls(server);
});
afterAll(() => server.close());

describe('the live connection', () => {
  it('delivers a message at once to the reader and to the sender’s other tabs, and to nobody else', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const mia = await church.member('Mia Stone');
    const reader = await connectLive(server.url, sam.token);
    const senderTab = await connectLive(server.url, church.owner.token);
    const bystander = await connectLive(server.url, mia.token);
    await Promise.all([reader.ready(), senderTab.ready(), bystander.ready()]);

    const sent = (await chat.send(church.owner, sam, 'Doors open at 9')).body.data;
    await vi.waitFor(() => expect(reader.messages()).toEqual([sent]));
    await vi.waitFor(() => expect(senderTab.messages()).toEqual([sent]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystander.messages()).toEqual([]);
    for (const connection of [reader, senderTab, bystander]) connection.close();
  });

  it('closes a connection whose first frame carries no valid token', async () => {
    const forged = await connectLive(server.url, 'not-a-token');
    expect((await forged.closed).code).toBe(4401);
    expect(forged.frames).toEqual([]);
  });

  it('closes a connection that sends anything before its token', async () => {
    const church = await chatOrganisation();
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/live/chat?token=${church.owner.token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    // a token in the address counts for nothing: the first frame must carry it
    socket.send(JSON.stringify({ type: 'read', id: church.owner.id }));
    expect(await closed).toBe(4401);
  });

  it('refuses a sub user whose plan has no team, and an owner without a plan', async () => {
    const basic = await chatOrganisation({ planTier: 2 });
    const member = await basic.member();
    expect((await (await connectLive(server.url, member.token)).closed).code).toBe(4403);
    const unplanned = await chatOrganisation({ planTier: 0 });
    expect((await (await connectLive(server.url, unplanned.owner.token)).closed).code).toBe(4403);
  });

  it('clears the unread count of the conversation on screen when told so', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const reader = await connectLive(server.url, church.owner.token);
    await reader.ready();
    await chat.send(sam, church.owner, 'Are you there?');
    // to a connected reader the message takes the one-statement path: both sides are kept
    expect((await chat.list(church.owner)).body.data?.[0]).toMatchObject({
      id: sam.id,
      last_message: 'Are you there?',
      unread_count: 1,
      last_from_me: false,
    });
    expect((await chat.list(sam)).body.data?.[0]).toMatchObject({ unread_count: 0, last_from_me: true });
    reader.socket.send(JSON.stringify({ type: 'read', id: sam.id }));
    await vi.waitFor(async () =>
      expect((await chat.list(church.owner)).body.data?.[0]?.unread_count).toBe(0),
    );
    reader.close();
  });

  it('closes a connection that floods frames, and keeps one reading a burst of messages', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const reader = await connectLive(server.url, church.owner.token);
    const flooder = await connectLive(server.url, sam.token);
    await Promise.all([reader.ready(), flooder.ready()]);
    for (let index = 0; index < 20; index += 1)
      reader.socket.send(JSON.stringify({ type: 'read', id: sam.id }));
    for (let index = 0; index < 500; index += 1)
      flooder.socket.send(JSON.stringify({ type: 'read', id: church.owner.id }));
    expect((await flooder.closed).code).toBe(1008);
    reader.socket.send(JSON.stringify({ type: 'ping' }));
    await vi.waitFor(() => expect(reader.frames).toContainEqual({ type: 'pong' }));
    reader.close();
  });

  it('answers a ping', async () => {
    const church = await chatOrganisation();
    const live = await connectLive(server.url, church.owner.token);
    await live.ready();
    live.socket.send(JSON.stringify({ type: 'ping' }));
    await vi.waitFor(() => expect(live.frames).toContainEqual({ type: 'pong' }));
    live.close();
  });
});

describe('Web Push to a reader who is not connected', () => {
  it('pushes the first unread message to every device of a reader with no live connection, once', async () => {
    const church = await chatOrganisation({ name: 'Ruth Okafor' });
    const sam = await church.member();
    const { db } = await testDatabase();
    const device = await addPushDevice(db, sam.id);
    const toSam = () => server.pushes.filter((push) => push.endpoint === device);

    await chat.send(church.owner, sam, 'Can you cover the <b>east door</b> on Sunday?');
    await vi.waitFor(() =>
      expect(toSam()).toEqual([
        {
          endpoint: device,
          title: 'New message from Ruth Okafor',
          body: 'Can you cover the east door on Sunday?',
          url: '/subuser-chat-detail',
        },
      ]),
    );
    // still unread: no second push for the next message
    await chat.send(church.owner, sam, 'Please let me know');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toSam()).toHaveLength(1);
    // opened, then a new message: pushed again
    await chat.open(sam, church.owner);
    await chat.send(church.owner, sam, 'Thanks!');
    await vi.waitFor(() => expect(toSam()).toHaveLength(2));
  });

  it('pushes nothing to a reader who is connected, and opens the owner’s chat with the sender', async () => {
    const church = await chatOrganisation({ name: 'Ruth Okafor' });
    const sam = await church.member('Sam Reyes');
    const { db } = await testDatabase();
    const samDevice = await addPushDevice(db, sam.id);
    const ownerDevice = await addPushDevice(db, church.owner.id);
    const live = await connectLive(server.url, sam.token);
    await live.ready();
    await chat.send(church.owner, sam, 'Hello');
    await chat.send(sam, church.owner, 'Hi Ruth');
    await vi.waitFor(() =>
      expect(server.pushes.filter((push) => push.endpoint === ownerDevice)).toEqual([
        {
          endpoint: ownerDevice,
          title: 'New message from Sam Reyes',
          body: 'Hi Ruth',
          url: `/chat-detail/${sam.id}`,
        },
      ]),
    );
    expect(server.pushes.filter((push) => push.endpoint === samDevice)).toEqual([]);
    live.close();
  });
});
