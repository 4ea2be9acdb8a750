import type { SharedLocationSchema } from '@faith-shield/contract/chat/add-map-chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { organisations } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { chatCalls, chatOrganisation, type Person } from './chat-fixtures';

let server: TestServer;
let chat: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  server = await startTestServer();
  chat = chatCalls(server);
});
afterAll(() => server.close());

type Shared = z.infer<typeof SharedLocationSchema>;
const share = (from: Person, owners: { id: string; isSelected: boolean | string }[]) =>
  fromAnyIp(server)<Shared>(
    'add_map_chat',
    { user: JSON.stringify(owners), message: '' },
    { token: from.token },
  );

const MAP_LINK =
  '<p>Our location: <a href="https://www.google.com/maps/search/?api=1&amp;query=36.1504%2C-86.7916" target="_blank" rel="noopener noreferrer nofollow">Grace Chapel, 120 Main St, Nashville, TN 37203</a></p>';

describe('POST /api/add_map_chat (Share Location)', () => {
  it('sends the ticked owners a map link to the sender’s place of worship, and nobody else', async () => {
    const ruth = (await chatOrganisation({ place: 'Grace Chapel' })).owner;
    const david = (await chatOrganisation()).owner;
    const amy = (await chatOrganisation()).owner;
    const zed = (await chatOrganisation()).owner;
    const { code, body } = await share(ruth, [
      { id: david.id, isSelected: true },
      { id: amy.id, isSelected: 'true' },
      { id: zed.id, isSelected: false },
    ]);
    expect(code).toBe(200);
    expect(body.message).toBe('Your location has been shared.');
    expect(body.data?.message).toBe(MAP_LINK);
    expect(new Set(body.data?.to_user_ids)).toEqual(new Set([david.id, amy.id]));
    for (const reader of [david, amy]) {
      const chatArray = (await chat.open(reader, ruth)).body.data?.chat_array;
      expect(chatArray?.map((message) => message.message)).toEqual([MAP_LINK]);
    }
    expect((await chat.open(zed, ruth)).body.data?.chat_array).toEqual([]);
  });

  it('asks for an owner when none is ticked', async () => {
    const ruth = (await chatOrganisation()).owner;
    const david = (await chatOrganisation()).owner;
    for (const owners of [[], [{ id: david.id, isSelected: false }]]) {
      const { code, body } = await share(ruth, owners);
      expect(code).toBe(422);
      expect(body.errors).toEqual({ user: 'Please select at least one owner' });
    }
    const { code } = await fromAnyIp(server)('add_map_chat', { user: 'not json' }, { token: ruth.token });
    expect(code).toBe(422);
  });

  it('sends nothing at all when one ticked person is not an owner of another organisation', async () => {
    const church = await chatOrganisation();
    const david = (await chatOrganisation()).owner;
    const sam = await church.member();
    const { code, body } = await share(church.owner, [
      { id: david.id, isSelected: true },
      { id: sam.id, isSelected: true },
    ]);
    expect({ code, body }).toEqual({
      code: 403,
      body: { status: 0, message: 'You cannot chat with this person.' },
    });
    expect((await chat.open(david, church.owner)).body.data?.chat_array).toEqual([]);
  });

  it('says so when the place of worship has no location yet', async () => {
    const church = await chatOrganisation();
    const david = (await chatOrganisation()).owner;
    const { db } = await testDatabase();
    await db
      .update(organisations)
      .set({ latitude: '', longitude: '' })
      .where(eq(organisations.id, church.organisationId));
    const { code, body } = await share(church.owner, [{ id: david.id, isSelected: true }]);
    expect(code).toBe(422);
    expect(body.message).toBe(
      'Your place of worship has no location yet. Please add its address in your profile.',
    );
  });
});
