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

  it('points at the street address, not at the ZIP code’s centre the built-in lookup stores', async () => {
    const church = await chatOrganisation({ place: 'St Mary' });
    const david = (await chatOrganisation()).owner;
    const { db } = await testDatabase();
    // What the offline lookup gives for "410 Congress Ave, Austin": the centre of 78701.
    await db
      .update(organisations)
      .set({
        worshipAddress: '410 Congress Ave, Austin, TX 78701, USA',
        area: '410 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        latitude: '30.2713',
        longitude: '-97.7426',
      })
      .where(eq(organisations.id, church.organisationId));
    const { body } = await share(church.owner, [{ id: david.id, isSelected: true }]);
    expect(body.data?.message).toBe(
      '<p>Our location: <a href="https://www.google.com/maps/search/?api=1&amp;query=St%20Mary%2C%20410%20Congress%20Ave%2C%20Austin%2C%20TX%2078701" target="_blank" rel="noopener noreferrer nofollow">St Mary, 410 Congress Ave, Austin, TX 78701</a></p>',
    );
  });

  it('shares where the phone is now when it sends its position, and refuses half a position', async () => {
    const ruth = (await chatOrganisation()).owner;
    const david = (await chatOrganisation()).owner;
    const owners = JSON.stringify([{ id: david.id, isSelected: true }]);
    const { code, body } = await fromAnyIp(server)<Shared>(
      'add_map_chat',
      { user: owners, lat: '30.26715', long: '-97.74306' },
      { token: ruth.token },
    );
    expect(code).toBe(200);
    expect(body.data?.message).toBe(
      '<p>My current location: <a href="https://www.google.com/maps/search/?api=1&amp;query=30.26715%2C-97.74306" target="_blank" rel="noopener noreferrer nofollow">Open the map</a></p>',
    );
    const halves: Record<string, string>[] = [
      { lat: '30.2' },
      { lat: '91', long: '0' },
      { lat: 'here', long: '1' },
    ];
    for (const position of halves) {
      const refused = await fromAnyIp(server)(
        'add_map_chat',
        { user: owners, ...position },
        { token: ruth.token },
      );
      expect(refused.code).toBe(422);
      expect(refused.body.message).toBe('Your current location could not be read. Please try again.');
    }
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
