import type { UnreadCounts } from '@faith-shield/contract/notifications/unread-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMessages } from '../../src/db/schema/index';
import { alertTeam } from '../alerts/alert-fixtures';
import { asFile, largePng, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { channelOf, postTeamMessage, say } from './team-fixtures';

const MINUTE = 60_000;

describe('team channel', () => {
  let server: TestServer;
  const clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock) });
  });
  afterAll(() => server.close());

  it('shows a message to every member, oldest first, with its author, and counts it unread for the others', async () => {
    const { owner, leader, member } = await alertTeam();
    const first = await say(server, member.token, 'Doors open at 9:40, I have the north lot');
    const second = await say(
      server,
      leader.token,
      'Copy. Usher team is short one today: https://example.org/roster',
    );
    expect(first).toMatchObject({
      user_id: member.user.id,
      name: 'Test Member',
      message: 'Doors open at 9:40, I have the north lot',
      images: [],
      reply_to: null,
      deleted: false,
    });
    const seen = await channelOf(server, owner.token);
    expect(seen.code).toBe(200);
    expect(seen.headers.get('cache-control')).toContain('no-store');
    expect(seen.body.data?.messages.map((message) => message.id)).toEqual([first.id, second.id]);
    expect(seen.body.data?.unread).toBe(2);
    expect((await channelOf(server, member.token)).body.data?.unread).toBe(1);
    expect((await channelOf(server, leader.token)).body.data?.unread).toBe(1);
  });

  it('keeps the text as plain text: markup is stored and answered as typed', async () => {
    const { owner } = await alertTeam();
    const sent = await say(server, owner.token, '<b>Lockdown drill</b> at 11 <script>x()</script>');
    expect(sent.message).toBe('<b>Lockdown drill</b> at 11 <script>x()</script>');
  });

  it('refuses an empty message and one too long, with the spec’s words, storing nothing', async () => {
    const { owner } = await alertTeam();
    const cases: [Record<string, string>, string, string][] = [
      [{}, 'message', 'Please enter message'],
      [{ message: '   ' }, 'message', 'Please enter message'],
      [{ message: 'x'.repeat(2001) }, 'message', 'Message must be 2000 characters or less'],
      [
        { message: 'hi', reply_to: '999999999' },
        'reply_to',
        'The message you are replying to was not found.',
      ],
      [{ message: 'hi', client_id: 'not-a-uuid' }, 'client_id', 'Please send a valid client id.'],
    ];
    for (const [fields, field, message] of cases) {
      const { code, body } = await postTeamMessage(server, owner.token, fields);
      expect(code, JSON.stringify(fields)).toBe(422);
      expect(body.status).toBe(0);
      expect(body.errors?.[field]).toBe(message);
    }
    expect(await say(server, owner.token, 'x'.repeat(2000))).toBeTruthy();
    expect((await channelOf(server, owner.token)).body.data?.messages).toHaveLength(1);
  });

  const refusedPhotos: [string, () => Parameters<typeof postTeamMessage>[3], string][] = [
    [
      'a fifth photo',
      () => Array.from({ length: 5 }, (_, index) => asFile(pngBytes(), `${index}.png`)),
      'You can attach up to 4 images',
    ],
    [
      'a file that is not JPG or PNG',
      () => [asFile('GIF89a not really', 'cat.png')],
      'Please select a JPG or PNG image.',
    ],
    [
      'a photo over 5 MB',
      () => [asFile(largePng(5 * 1024 * 1024 + 10), 'big.png')],
      'Please select an image file with a size of 5 MB or less.',
    ],
  ];
  for (const [what, images, message] of refusedPhotos)
    it(`refuses ${what}, storing nothing`, async () => {
      const { owner } = await alertTeam();
      const { code, body } = await postTeamMessage(server, owner.token, { message: 'look' }, images());
      expect(code).toBe(422);
      expect(body.errors?.images).toBe(message);
      expect((await channelOf(server, owner.token)).body.data?.messages).toEqual([]);
    });

  it('makes one message of the same client_id sent twice, even at once', async () => {
    const { owner, member } = await alertTeam();
    const clientId = crypto.randomUUID();
    const [one, two] = await Promise.all([
      say(server, member.token, 'Parking lot clear', { client_id: clientId }),
      say(server, member.token, 'Parking lot clear', { client_id: clientId }),
    ]);
    const three = await say(server, member.token, 'Parking lot clear', { client_id: clientId });
    expect(new Set([one.id, two.id, three.id]).size).toBe(1);
    expect(three.client_id).toBe(clientId);
    expect((await channelOf(server, owner.token)).body.data?.messages).toHaveLength(1);
  });

  it('answers a reply with the quoted line of the message it answers', async () => {
    const { owner, leader } = await alertTeam();
    const asked = await say(server, owner.token, `Who has the AED today?${' Please answer.'.repeat(20)}`);
    const reply = await say(server, leader.token, 'I do, it is by the west doors', { reply_to: asked.id });
    expect(reply.reply_to).toMatchObject({ id: asked.id, name: 'Test Owner', deleted: false });
    expect(reply.reply_to?.excerpt.startsWith('Who has the AED today? Please answer.')).toBe(true);
    expect(reply.reply_to?.excerpt.length).toBeLessThanOrEqual(100);
  });

  it('pages by before: the 50 before it, oldest first', async () => {
    const { organisation, owner } = await alertTeam();
    const { db } = await testDatabase();
    // written straight to the table: 55 calls in a minute would pass a person's sending limit
    for (let index = 1; index <= 55; index++)
      await db
        .insert(teamMessages)
        .values({ organisationId: organisation.id, userId: owner.user.id, message: `Round ${index}` });
    const latest = (await channelOf(server, owner.token)).body.data?.messages ?? [];
    expect(latest).toHaveLength(50);
    expect(latest[0]?.message).toBe('Round 6');
    expect(latest[49]?.message).toBe('Round 55');
    const older = (await channelOf(server, owner.token, latest[0]?.id)).body.data?.messages ?? [];
    expect(older.map((message) => message.message)).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
    ]);
    expect((await channelOf(server, owner.token, 'abc')).code).toBe(422);
  });

  it('read_team_channel clears the caller’s unread count, here and in get_unread_counts', async () => {
    const { owner, member } = await alertTeam();
    await say(server, member.token, 'Radio check');
    await say(server, member.token, 'Channel 3');
    const before = await server.call<UnreadCounts>('get_unread_counts', {}, { token: owner.token });
    expect(before.body.data?.team).toBe(2);
    const read = await server.call<{ unread: number }>('read_team_channel', {}, { token: owner.token });
    expect(read.body.data).toEqual({ unread: 0 });
    expect(
      (await server.call<UnreadCounts>('get_unread_counts', {}, { token: owner.token })).body.data?.team,
    ).toBe(0);
    await say(server, member.token, 'Channel 4 now');
    expect((await channelOf(server, owner.token)).body.data?.unread).toBe(1);
  });

  it('mutes for 1 to 168 hours, unmutes with 0, refuses anything else', async () => {
    const { member } = await alertTeam();
    for (const hours of ['', '-1', '169', '2.5', 'soon']) {
      const { code, body } = await server.call('mute_team_channel', { hours }, { token: member.token });
      expect(code, hours).toBe(422);
      expect(body.errors?.hours).toBe('Please enter hours between 0 and 168');
    }
    const muted = await server.call<{ muted_until: string }>(
      'mute_team_channel',
      { hours: 8 },
      { token: member.token },
    );
    expect(new Date(muted.body.data?.muted_until ?? 0).getTime()).toBe(clock + 8 * 60 * MINUTE);
    expect((await channelOf(server, member.token)).body.data?.muted_until).toBe(muted.body.data?.muted_until);
    const unmuted = await server.call('mute_team_channel', { hours: 0 }, { token: member.token });
    expect(unmuted.body.data).toEqual({ muted_until: null });
  });

  it('keeps each organisation’s channel its own', async () => {
    const ours = await alertTeam();
    const theirs = await alertTeam();
    const secret = await say(server, ours.member.token, 'Code word is blue');
    expect((await channelOf(server, theirs.owner.token)).body.data?.messages).toEqual([]);
    expect((await channelOf(server, theirs.owner.token)).body.data?.unread).toBe(0);
    const reply = await postTeamMessage(server, theirs.owner.token, { message: 'hi', reply_to: secret.id });
    expect(reply.code).toBe(422);
    const deleted = await server.call(
      'delete_team_message',
      { id: secret.id },
      { token: theirs.owner.token },
    );
    expect(deleted.code).toBe(404);
    expect(deleted.body.data).toBeUndefined();
  });

  it('comes with every plan, the lowest included', async () => {
    const { owner, member } = await alertTeam(undefined, 2);
    await say(server, member.token, 'On the lowest plan');
    expect((await channelOf(server, owner.token)).body.data?.messages).toHaveLength(1);
  });

  it('is closed to a removed member and to no token; what they wrote stays under their name', async () => {
    const { owner, member } = await alertTeam();
    await say(server, member.token, 'Last shift done');
    expect((await server.call('delete_sub_user', { id: member.user.id }, { token: owner.token })).code).toBe(
      200,
    );
    expect((await channelOf(server, member.token)).code).toBe(401);
    expect((await postTeamMessage(server, member.token, { message: 'still here?' })).code).toBe(401);
    expect((await server.call('get_team_channel', {})).code).toBe(401);
    expect((await channelOf(server, owner.token)).body.data?.messages[0]?.name).toBe('Test Member');
  });
});
