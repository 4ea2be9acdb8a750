import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { VIDEO_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, jpegBytes, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { mp4Bytes, otherMp4Bytes } from '../helpers/videos';
import { readerOn } from '../resources/content-fixtures';
import { createOperator, lastAudit, publicReads, withResourceCategory } from './operator-fixtures';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

const clip = (bytes = mp4Bytes()) => asFile(bytes, 'drill.mp4', 'video/mp4');
const poster = (bytes = pngBytes()) => asFile(bytes, 'poster.png');
const statusOf = async (path: string) => (await fetch(`${server.url}${path}`)).status;

describe('operator video resources', () => {
  it('refuses a fake or oversize clip and a video without a poster, then serves a real one with byte ranges', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const reader = await readerOn(3, 'owner');
    const { hub } = publicReads(server, reader.token);
    const inCategory = async (category_id: string) =>
      (
        await call<{ resource: Resource[] }>(
          'resources_with_category',
          { category_id },
          { token: reader.token },
        )
      ).body.data?.resource ?? [];
    await withResourceCategory(server, token, 'Evacuation clips', async (category) => {
      await hub(); // fills the read caches
      await inCategory(category.id);
      const fields = {
        category_id: category.id,
        title: 'Clearing the hall',
        description: 'Ushers lead, doors open outward.',
        resource_date: '2026-11-22',
        type: 'Video',
      };

      const fake = await call(
        'operator_save_resource',
        { ...fields, video: asFile('just some text, honestly', 'drill.mp4', 'video/mp4'), poster: poster() },
        { token },
      );
      expect(fake.code).toBe(422);
      expect(fake.body.errors).toEqual({ video: 'Please select an MP4 or WebM video.' });
      const pictureAsVideo = await call(
        'operator_save_resource',
        { ...fields, video: asFile(pngBytes(), 'drill.mp4', 'video/mp4'), poster: poster() },
        { token },
      );
      expect(pictureAsVideo.body.errors).toEqual({ video: 'Please select an MP4 or WebM video.' });

      const oversize = Buffer.concat([mp4Bytes(), Buffer.alloc(VIDEO_MAX_BYTES)]);
      const tooLarge = await call(
        'operator_save_resource',
        { ...fields, video: clip(oversize), poster: poster() },
        { token },
      );
      expect(tooLarge.code).toBe(422);
      expect(tooLarge.body).toMatchObject({
        message: 'Please select a video file with a size of 50 MB or less.',
        errors: { video: 'Please select a video file with a size of 50 MB or less.' },
      });

      const noPoster = await call('operator_save_resource', { ...fields, video: clip() }, { token });
      expect(noPoster.code).toBe(422);
      expect(noPoster.body.errors).toEqual({ poster: 'Please select a poster image for the video.' });
      const noClip = await call('operator_save_resource', { ...fields, poster: poster() }, { token });
      expect(noClip.body.errors).toEqual({ video: 'Please select a video.' });
      expect((await hub()).resource.some((item) => item.title === fields.title)).toBe(false);

      const saved = await call<Resource>(
        'operator_save_resource',
        { ...fields, video: clip(), poster: poster() },
        { token },
      );
      expect(saved.code).toBe(200);
      const resource = saved.body.data as Resource;
      expect(resource).toMatchObject({ type: 'Video', title: fields.title });
      expect(resource.image_or_video).toMatch(/^\/uploads\/[\w-]+\.mp4$/);
      expect(resource.thumb).toMatch(/^\/uploads\/[\w-]+\.png$/);
      // what owners read changed at once, on both lists
      expect((await hub()).resource.find((item) => item.id === resource.id)).toEqual(resource);
      expect((await inCategory(category.id)).map((item) => item.image_or_video)).toEqual([
        resource.image_or_video,
      ]);
      expect(await lastAudit(db, operator.id, 'resource.created')).toMatchObject({
        subject: `resource:${resource.id}`,
        before: null,
        after: { type: 'Video', image_or_video: resource.image_or_video, thumb: resource.thumb },
      });

      const whole = await fetch(`${server.url}${resource.image_or_video}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer()).equals(mp4Bytes())).toBe(true);
      const size = mp4Bytes().length;
      const part = await fetch(`${server.url}${resource.image_or_video}`, {
        headers: { range: 'bytes=100-1123' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${size}`);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await part.arrayBuffer()).equals(mp4Bytes().subarray(100, 1124))).toBe(true);
      const tail = await fetch(`${server.url}${resource.image_or_video}`, {
        headers: { range: 'bytes=-10' },
      });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(mp4Bytes().subarray(size - 10))).toBe(true);
      const beyond = await fetch(`${server.url}${resource.image_or_video}`, {
        headers: { range: `bytes=${size}-` },
      });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    });
  });

  it('replaces the poster, then the clip, then turns the video into a picture, removing what it replaced', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const reader = await readerOn(1, 'sub user');
    const { hub } = publicReads(server, reader.token);
    const hubItem = async (id: string) => (await hub()).resource.find((item) => item.id === id);
    await withResourceCategory(server, token, 'Lockdown clips', async (category) => {
      const fields = {
        category_id: category.id,
        title: 'Locking the side doors',
        description: 'Two volunteers, one radio.',
        resource_date: '2026-11-23',
      };
      const first = (
        await call<Resource>(
          'operator_save_resource',
          { ...fields, type: 'Video', video: clip(), poster: poster() },
          { token },
        )
      ).body.data as Resource;
      await hubItem(first.id);
      const save = (extra: Record<string, unknown>) =>
        call<Resource>('operator_save_resource', { ...fields, id: first.id, ...extra } as never, { token });

      const newPoster = (await save({ poster: asFile(jpegBytes(), 'p.jpg', 'image/jpeg') })).body
        .data as Resource;
      expect(newPoster).toMatchObject({ type: 'Video', image_or_video: first.image_or_video });
      expect(newPoster.thumb).toMatch(/\.jpg$/);
      expect(await hubItem(first.id)).toEqual(newPoster);
      expect(await statusOf(first.thumb)).toBe(404);
      expect(await statusOf(first.image_or_video)).toBe(200);

      const newClip = (await save({ video: clip(otherMp4Bytes()) })).body.data as Resource;
      expect(newClip).toMatchObject({ type: 'Video', thumb: newPoster.thumb });
      expect(newClip.image_or_video).not.toBe(first.image_or_video);
      expect(await hubItem(first.id)).toEqual(newClip);
      expect(await statusOf(first.image_or_video)).toBe(404);
      expect(
        Buffer.from(await (await fetch(`${server.url}${newClip.image_or_video}`)).arrayBuffer()).equals(
          otherMp4Bytes(),
        ),
      ).toBe(true);

      const noPicture = await save({ type: 'Image' });
      expect(noPicture.body.errors).toEqual({ image: 'Please select image' });
      expect(await hubItem(first.id)).toEqual(newClip);

      const picture = (await save({ type: 'Image', image: asFile(pngBytes(), 'r.png') })).body
        .data as Resource;
      expect(picture.type).toBe('Image');
      expect(picture.thumb).toBe(picture.image_or_video);
      expect(await hubItem(first.id)).toEqual(picture);
      expect(await statusOf(newClip.image_or_video)).toBe(404);
      expect(await statusOf(newClip.thumb)).toBe(404);
      const audit = await lastAudit(db, operator.id, 'resource.updated');
      expect([audit?.before?.type, audit?.after?.type]).toEqual(['Video', 'Image']);

      // a picture turned video keeps its picture as the poster unless another is sent
      const video = (await save({ type: 'Video', video: clip() })).body.data as Resource;
      expect(video).toMatchObject({ type: 'Video', thumb: picture.image_or_video });
      expect(await statusOf(video.thumb)).toBe(200);

      expect((await call('operator_delete_resource', { id: first.id }, { token })).code).toBe(200);
      expect(await statusOf(video.image_or_video)).toBe(404);
      expect(await statusOf(video.thumb)).toBe(404);
    });
  });
});

describe('operator video news posts', () => {
  it('publishes a video post owners see at once with its poster; deleting it removes both files', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const reader = await readerOn(4, 'owner');
    const { blog } = publicReads(server, reader.token);
    await blog();
    const fields = {
      title: `Evacuation walk-through ${Date.now()}`,
      description: 'Watch before Sunday.',
      resource_date: '2026-11-24',
      status: 'published',
    };
    const fake = await call(
      'operator_save_news_post',
      { ...fields, video: asFile('hello', 'walk.webm', 'video/webm'), poster: poster() },
      { token },
    );
    expect(fake.body.errors).toEqual({ video: 'Please select an MP4 or WebM video.' });
    const badPoster = await call(
      'operator_save_news_post',
      { ...fields, video: clip(), poster: asFile('<svg/>', 'p.png') },
      { token },
    );
    expect(badPoster.body.errors).toEqual({ poster: 'Please select a JPG or PNG image.' });

    const post = (
      await call<OperatorNewsPost>(
        'operator_save_news_post',
        { ...fields, video: clip(), poster: poster() },
        { token },
      )
    ).body.data as OperatorNewsPost;
    expect(post).toMatchObject({ type: 'Video', status: 'published' });
    const { status: _status, ...published } = post;
    expect((await blog()).find((item) => item.id === post.id)).toEqual(published);
    expect(await lastAudit(db, operator.id, 'news.created')).toMatchObject({
      after: { type: 'Video', image_or_video: post.image_or_video, thumb: post.thumb },
    });

    const picture = (
      await call<OperatorNewsPost>(
        'operator_save_news_post',
        { ...fields, id: post.id, type: 'Image', image: asFile(pngBytes(), 'n.png') },
        { token },
      )
    ).body.data as OperatorNewsPost;
    expect((await blog()).find((item) => item.id === post.id)).toMatchObject({
      type: 'Image',
      thumb: picture.thumb,
    });
    expect(await statusOf(post.image_or_video)).toBe(404);
    expect(await statusOf(post.thumb)).toBe(404);

    expect((await call('operator_delete_news_post', { id: post.id }, { token })).code).toBe(200);
    expect(await statusOf(picture.image_or_video)).toBe(404);
  });
});
