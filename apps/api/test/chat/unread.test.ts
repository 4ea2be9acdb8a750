import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { chatCalls, chatOrganisation } from './chat-fixtures';

let server: TestServer;
let chat: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  server = await startTestServer();
  chat = chatCalls(server);
});
afterAll(() => server.close());

describe('unread counts', () => {
  it('counts what the reader has not opened, shows it in the list, and clears it on open', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const mia = await church.member('Mia Stone');
    for (const text of ['One', 'Two', 'Three']) await chat.send(sam, church.owner, text);
    await chat.send(mia, church.owner, 'From Mia');

    const list = (await chat.list(church.owner)).body.data;
    expect(list).toEqual([
      expect.objectContaining({ id: mia.id, last_message: 'From Mia', unread_count: 1, last_from_me: false }),
      expect.objectContaining({ id: sam.id, last_message: 'Three', unread_count: 3, last_from_me: false }),
    ]);
    // the sender has nothing unread in what they wrote
    expect((await chat.list(sam)).body.data).toEqual([
      expect.objectContaining({
        id: church.owner.id,
        last_message: 'Three',
        unread_count: 0,
        last_from_me: true,
      }),
    ]);

    await chat.open(church.owner, sam);
    const after = (await chat.list(church.owner)).body.data;
    expect(after?.find((conversation) => conversation.id === sam.id)?.unread_count).toBe(0);
    expect(after?.find((conversation) => conversation.id === mia.id)?.unread_count).toBe(1);
  });

  it('does not clear when an older page is read, and a reply clears the replier’s own count', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const first = (await chat.send(sam, church.owner, 'One')).body.data;
    await chat.send(sam, church.owner, 'Two');
    await chat.open(church.owner, sam, first?.id);
    expect((await chat.list(church.owner)).body.data?.[0]?.unread_count).toBe(2);
    await chat.send(church.owner, sam, 'Got them');
    expect((await chat.list(church.owner)).body.data?.[0]).toMatchObject({
      unread_count: 0,
      last_message: 'Got them',
      last_from_me: true,
    });
    expect((await chat.list(sam)).body.data?.[0]?.unread_count).toBe(1);
  });

  it('lists the caller’s own conversations only, and none with a removed member', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    const other = await chatOrganisation();
    await chat.send(sam, church.owner, 'Hello');
    await chat.send(other.owner, church.owner, 'Hello from another church');
    expect((await chat.list(other.owner)).body.data?.map((row) => row.id)).toEqual([church.owner.id]);
    const { db } = await testDatabase();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, sam.id));
    expect((await chat.list(church.owner)).body.data?.map((row) => row.id)).toEqual([other.owner.id]);
  });
});

describe('POST /api/get_owners', () => {
  it('lists the owners of other organisations with the spec’s fields, latest conversation first', async () => {
    const mine = await chatOrganisation({ name: 'Ruth Okafor', place: 'Grace Chapel' });
    const zed = await chatOrganisation({ name: 'Zed Adams', place: 'Hope Church' });
    const amy = await chatOrganisation({ name: 'Amy Brown', place: 'St Mark' });
    await mine.member();
    await chat.send(zed.owner, mine.owner, 'Hi');
    const { code, body } = await server.call<Owner[]>('get_owners', {}, { token: mine.owner.token });
    expect(code).toBe(200);
    expect(body.message).toBe('Owners');
    const owners = body.data ?? [];
    expect(owners[0]).toEqual({
      id: zed.owner.id,
      name: 'Zed Adams',
      profile: '',
      worship_place_name: 'Hope Church',
    });
    expect(owners).toContainEqual({
      id: amy.owner.id,
      name: 'Amy Brown',
      profile: '',
      worship_place_name: 'St Mark',
    });
    expect(owners.map((owner) => owner.id)).not.toContain(mine.owner.id);
    expect(JSON.stringify(owners)).not.toMatch(/@|email/);
  });

  it('is the owner’s alone', async () => {
    const church = await chatOrganisation();
    const sam = await church.member();
    expect((await server.call('get_owners', {}, { token: sam.token })).code).toBe(403);
  });
});
