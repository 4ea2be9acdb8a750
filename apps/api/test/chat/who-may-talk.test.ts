import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { chatCalls, chatOrganisation, type Person } from './chat-fixtures';

const NOT_ALLOWED = { status: 0, message: 'You cannot chat with this person.' };
const TEAM_PLAN = {
  status: 0,
  message: 'Chat with your team is part of the Advance plan. Please upgrade your subscription.',
};

let server: TestServer;
let chat: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  server = await startTestServer();
  chat = chatCalls(server);
});
afterAll(() => server.close());

/** Every message `person` sent or received, as stored. */
const storedFor = async (person: Person) => {
  const { db } = await testDatabase();
  return db
    .select()
    .from(chatMessages)
    .where(or(eq(chatMessages.fromUserId, person.id), eq(chatMessages.toUserId, person.id)));
};

/** spec 02 §6: an owner with owners and their own sub users; a sub user with their administrator. */
describe('who may talk to whom', () => {
  it('lets an owner talk with the owner of another organisation, both ways', async () => {
    const ruth = (await chatOrganisation({ name: 'Ruth Okafor' })).owner;
    const david = (await chatOrganisation({ name: 'David Mensah', planTier: 2 })).owner;
    const sent = await chat.send(ruth, david, 'Hello from Grace Chapel');
    expect(sent.code).toBe(200);
    expect(sent.body.message).toBe('Message sent');
    expect((await chat.send(david, ruth, 'Hello back')).code).toBe(200);
    const opened = await chat.open(david, ruth);
    expect(opened.code).toBe(200);
    expect(opened.body.data?.user_name).toBe('Ruth Okafor');
    expect(opened.body.data?.chat_array.map((message) => message.message)).toEqual([
      'Hello from Grace Chapel',
      'Hello back',
    ]);
  });

  it('lets an owner and their own sub user talk, and the sub user reach the owner by main_id', async () => {
    const church = await chatOrganisation({ name: 'Ruth Okafor' });
    const sam = await church.member('Sam Reyes');
    expect((await chat.send(church.owner, sam, 'Can you cover Sunday?')).code).toBe(200);
    const profile = await server.call<{ main_id: string }>('get_profile', {}, { token: sam.token });
    const mainId = profile.body.data?.main_id ?? '';
    expect(mainId).toBe(church.owner.id);
    expect((await chat.send(sam, { id: mainId }, 'Yes, I can.')).code).toBe(200);
    const opened = await chat.open(sam, { id: mainId });
    expect(opened.body.data?.user_name).toBe('Ruth Okafor');
    expect(opened.body.data?.chat_array.map((message) => message.from_user_id)).toEqual([
      church.owner.id,
      sam.id,
    ]);
  });

  it('refuses with 403 and stores nothing: another organisation’s member, a fellow member, another owner for a sub user', async () => {
    const ours = await chatOrganisation();
    const theirs = await chatOrganisation();
    const sam = await ours.member();
    const mia = await ours.member('Mia Stone');
    const stranger = await theirs.member();
    const refused: [Person, { id: string }][] = [
      [ours.owner, stranger],
      [stranger, ours.owner],
      [sam, mia],
      [sam, theirs.owner],
      [sam, stranger],
    ];
    for (const [from, to] of refused) {
      expect(await chat.send(from, to, 'Hello')).toMatchObject({ code: 403, body: NOT_ALLOWED });
      expect(await chat.open(from, to)).toMatchObject({ code: 403, body: NOT_ALLOWED });
    }
    for (const person of [ours.owner, sam, mia, stranger, theirs.owner])
      expect(await storedFor(person)).toEqual([]);
  });

  it('refuses an unknown id, a text that is no id, oneself and a removed member alike', async () => {
    const church = await chatOrganisation();
    const removed = await church.member();
    const { db } = await testDatabase();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed.id));
    for (const id of [
      '5b0c2c39-5c1f-4b55-9f43-111111111111',
      'not-an-id',
      "1' or '1'='1",
      church.owner.id,
      removed.id,
    ])
      expect(await chat.send(church.owner, { id }, 'Hello')).toMatchObject({ code: 403, body: NOT_ALLOWED });
    expect(await storedFor(church.owner)).toEqual([]);
  });

  it('asks for the person', async () => {
    const church = await chatOrganisation();
    const { code, body } = await server.call('add_chat', { message: 'Hello' }, { token: church.owner.token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ to_user_id: 'Please choose who to send it to.' });
  });
});

describe('plans (DESIGN.md §4: chat is in every plan; the team is Advance)', () => {
  it('lets an owner on any plan, 1 to 4, reach the community', async () => {
    const listener = (await chatOrganisation()).owner;
    for (const planTier of [1, 2, 3, 4]) {
      const owner = (await chatOrganisation({ planTier })).owner;
      expect((await chat.send(owner, listener, `From tier ${planTier}`)).code).toBe(200);
    }
  });

  it('refuses an owner without a plan', async () => {
    const owner = (await chatOrganisation({ planTier: 0 })).owner;
    const other = (await chatOrganisation()).owner;
    expect(await chat.send(owner, other, 'Hello')).toMatchObject({
      code: 403,
      body: { status: 0, message: 'Chat needs an active plan. Please choose a subscription.' },
    });
  });

  it('keeps the team chat to plans with sub users, on both sides', async () => {
    const church = await chatOrganisation({ planTier: 2 });
    const sam = await church.member();
    expect(await chat.send(church.owner, sam, 'Hello')).toMatchObject({ code: 403, body: TEAM_PLAN });
    expect(await chat.send(sam, church.owner, 'Hello')).toMatchObject({ code: 403, body: TEAM_PLAN });
    expect(await storedFor(sam)).toEqual([]);
  });
});
