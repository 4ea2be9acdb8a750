import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMessages } from '../../src/db/schema/index';
import { alertTeam } from '../alerts/alert-fixtures';
import { asFile, jpegBytes, largePng, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { channelOf, photoWithGps, postTeamMessage, say } from './team-fixtures';

const MINUTE = 60_000;

describe('team channel', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock) });
  });
  afterAll(() => server.close());

  it('takes up to 4 photos, checked by content, re-encoded without metadata, served to members only', async () => {
    const { owner, member } = await alertTeam();
    const photo = await photoWithGps();
    const { code, body } = await postTeamMessage(server, member.token, {}, [
      asFile(photo, 'IMG_0042.jpg', 'image/jpeg'),
      asFile(pngBytes(), 'a.png'),
      asFile(jpegBytes(), 'b.jpg', 'image/jpeg'),
      asFile(pngBytes(), 'c.png'),
    ]);
    expect(code, JSON.stringify(body)).toBe(200);
    const images = body.data?.images ?? [];
    expect(images).toHaveLength(4);
    for (const url of images)
      expect(url).toMatch(/^\/uploads\/private\/[A-Za-z0-9_-]{22}\.(jpg|png)\?expires=\d+&signature=/);

    const shown = (await channelOf(server, owner.token)).body.data?.messages[0]?.images[0] ?? '';
    const served = await fetch(`${server.url}${shown}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    const stored = await sharp(bytes).metadata();
    expect({ format: stored.format, width: stored.width, exif: stored.exif }).toEqual({
      format: 'jpeg',
      width: 32,
      exif: undefined,
    });
    for (const trace of ['Exif', 'PhoneMaker', 'Ruth Adeyemi'])
      expect(bytes.includes(Buffer.from(trace))).toBe(false);

    // its bare path, or an address with a forged signature, answers nothing
    const bare = shown.slice(0, shown.indexOf('?'));
    expect((await fetch(`${server.url}${bare}`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}${bare}?expires=9999999999&signature=AAAAAAAAAAAAAAAAAAAAAA`)).status,
    ).toBe(404);
  });

  // an upload this large takes seconds on a loaded machine
  it('takes a photo of 4 MB, above the app’s usual 2 MB', { timeout: 60_000 }, async () => {
    const { owner } = await alertTeam();
    const { code } = await postTeamMessage(server, owner.token, {}, [
      asFile(largePng(4 * 1024 * 1024), 'ok.png'),
    ]);
    expect(code).toBe(200);
  });

  it('lets the author delete within 15 minutes, the owner and a leader at any time; it shows deleted for everyone', async () => {
    const { owner, leader, member, other } = await alertTeam();
    const withPhoto = await postTeamMessage(server, member.token, { message: 'Broken window' }, [
      asFile(pngBytes(), 'w.png'),
    ]);
    const mine = withPhoto.body.data as TeamMessage;
    const stored = (await channelOf(server, owner.token)).body.data?.messages[0]?.images[0] ?? '';
    const reply = await say(server, other.token, 'Which one?', { reply_to: mine.id });

    const byOther = await server.call('delete_team_message', { id: mine.id }, { token: other.token });
    expect(byOther.code).toBe(403);
    expect(byOther.body.data).toBeUndefined();

    const deleted = await server.call<TeamMessage>(
      'delete_team_message',
      { id: mine.id },
      { token: member.token },
    );
    expect(deleted.code).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: mine.id, deleted: true, message: '', images: [] });
    const seen = (await channelOf(server, other.token)).body.data?.messages ?? [];
    expect(seen.map((message) => [message.id, message.deleted, message.message])).toEqual([
      [mine.id, true, ''],
      [reply.id, false, 'Which one?'],
    ]);
    expect(seen[1]?.reply_to).toMatchObject({ id: mine.id, excerpt: '', deleted: true });
    expect((await fetch(`${server.url}${stored}`)).status).toBe(404);
    const { db } = await testDatabase();
    const [row] = await db
      .select()
      .from(teamMessages)
      .where(eq(teamMessages.id, Number(mine.id)));
    expect(row).toMatchObject({ message: '', images: [] });
    expect(row?.deletedAt).not.toBeNull();

    const late = await say(server, member.token, 'Sixteen minutes ago');
    const byLeader = await say(server, member.token, 'Off-topic');
    clock += 16 * MINUTE;
    const tooLate = await server.call('delete_team_message', { id: late.id }, { token: member.token });
    expect(tooLate.code).toBe(403);
    expect(tooLate.body.message).toBe(
      'You can delete your own message within 15 minutes; the owner and leaders at any time.',
    );
    expect((await server.call('delete_team_message', { id: late.id }, { token: owner.token })).code).toBe(
      200,
    );
    expect(
      (await server.call('delete_team_message', { id: byLeader.id }, { token: leader.token })).code,
    ).toBe(200);
    expect((await server.call('delete_team_message', { id: 'x' }, { token: owner.token })).code).toBe(422);
  });
});
