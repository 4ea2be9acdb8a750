import type { UnreadCounts } from '@faith-shield/contract/notifications/unread-counts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { notify } from '../../src/features/notifications/notify';
import { chatCalls, chatOrganisation, type Person } from '../chat/chat-fixtures';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('unread counts for the menus (get_unread_counts, read_notifications)', () => {
  let server: TestServer;
  let chat: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    server = await startTestServer();
    chat = chatCalls(server);
  });
  afterAll(() => server.close());

  const countsOf = async (person: Person) => {
    const { code, body } = await server.call<UnreadCounts>('get_unread_counts', {}, { token: person.token });
    expect(code).toBe(200);
    return body.data;
  };
  const tell = async (person: Person, title: string) => {
    const { db } = await testDatabase();
    await notify(db, {
      organisationId: person.organisationId,
      userIds: [person.id],
      type: 'certificate',
      title,
      body: '-',
    });
  };

  it('counts an owner’s unread chat messages until the conversation is opened', async () => {
    const church = await chatOrganisation({ planTier: 4 });
    const sam = await church.member();
    const david = (await chatOrganisation()).owner;
    expect(await countsOf(church.owner)).toEqual({ chat: 0, notifications: 0, team: 0 });
    await chat.send(sam, church.owner, 'The side door is open');
    await chat.send(sam, church.owner, 'Now closed');
    await chat.send(david, church.owner, 'Hello neighbour');
    // not connected live: the first unread message of each conversation is a notification too
    expect(await countsOf(church.owner)).toEqual({ chat: 3, notifications: 2, team: 0 });
    // the sender's own messages count for nobody
    expect((await countsOf(sam))?.chat).toBe(0);
    await chat.open(church.owner, sam);
    expect(await countsOf(church.owner)).toEqual({ chat: 1, notifications: 2, team: 0 });
  });

  it('counts a sub user’s notifications since they last opened the list, their own only', async () => {
    const church = await chatOrganisation({ planTier: 4 });
    const sam = await church.member();
    await tell(sam, 'Certificate expires soon');
    await tell(sam, 'You are on the Sunday team');
    await tell(church.owner, 'Not Sam’s');
    expect(await countsOf(sam)).toEqual({ chat: 0, notifications: 2, team: 0 });

    const read = await server.call<UnreadCounts>('read_notifications', {}, { token: sam.token });
    expect(read.code).toBe(200);
    expect(read.body.data).toEqual({ chat: 0, notifications: 0, team: 0 });
    expect(await countsOf(church.owner)).toEqual({ chat: 0, notifications: 1, team: 0 });
    await tell(sam, 'Another');
    expect((await countsOf(sam))?.notifications).toBe(1);
  });

  it('leaves out a removed member’s messages, and asks for a session', async () => {
    const church = await chatOrganisation({ planTier: 4 });
    const sam = await church.member();
    await chat.send(sam, church.owner, 'Bye');
    const { db } = await testDatabase();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, sam.id));
    expect((await countsOf(church.owner))?.chat).toBe(0);
    for (const name of ['get_unread_counts', 'read_notifications'])
      expect((await server.call(name, {})).code).toBe(401);
  });
});
