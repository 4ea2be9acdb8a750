import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readerOn } from '../resources/content-fixtures';
import { createOperator, lastAudit, publicReads, withResourceCategory } from './operator-fixtures';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

describe('operator news posts', () => {
  it('keeps a draft out of get_blog until it is published, checks the image by content, audits each step', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const reader = await readerOn(3, 'owner');
    const { blog } = publicReads(server, reader.token);
    const before = await blog(); // fills the read cache
    const title = `Winter safety briefing ${Date.now()}`;
    const fields = { title, description: 'Ice on the steps.', resource_date: '2026-11-20', status: 'draft' };

    expect(
      (
        await call(
          'operator_save_news_post',
          { ...fields, image: asFile(pngBytes(), 'a.png') },
          { token: reader.token },
        )
      ).code,
    ).toBe(403);
    const noImage = await call('operator_save_news_post', fields, { token });
    expect(noImage.code).toBe(422);
    expect(noImage.body.errors).toMatchObject({ image: 'Please select image' });
    const fake = await call(
      'operator_save_news_post',
      { ...fields, image: asFile('<svg onload=alert(1)>', 'a.png') },
      { token },
    );
    expect(fake.code).toBe(422);
    expect(fake.body.errors).toMatchObject({ image: 'Please select a JPG or PNG image.' });
    const invalid = await call(
      'operator_save_news_post',
      { ...fields, title: '', resource_date: '20 Nov', status: 'live', image: asFile(pngBytes(), 'a.png') },
      { token },
    );
    expect(invalid.body.errors).toMatchObject({
      title: 'Please enter a title.',
      resource_date: 'Please enter the date as YYYY-MM-DD.',
      status: 'Please choose draft or published.',
    });

    const draft = await call<OperatorNewsPost>(
      'operator_save_news_post',
      { ...fields, image: asFile(pngBytes(), 'a.png') },
      { token },
    );
    expect(draft.code).toBe(200);
    const post = draft.body.data as OperatorNewsPost;
    expect(post).toMatchObject({ title, status: 'draft', type: 'Image' });
    expect(post.image_or_video).toMatch(/^\/uploads\//);
    expect((await fetch(`${server.url}${post.image_or_video}`)).status).toBe(200);
    expect((await blog()).map((item) => item.id)).toEqual(before.map((item) => item.id));
    const listed = await call<{ posts: OperatorNewsPost[] }>(
      'operator_news',
      {},
      { token, method: 'GET', bearer: true },
    );
    expect(listed.body.data?.posts.find((item) => item.id === post.id)?.status).toBe('draft');
    expect(await lastAudit(db, operator.id, 'news.created')).toMatchObject({
      subject: `news:${post.id}`,
      before: null,
    });

    const published = await call<OperatorNewsPost>(
      'operator_save_news_post',
      { ...fields, id: post.id, status: 'published' },
      { token },
    );
    expect(published.body.data).toMatchObject({ status: 'published', image_or_video: post.image_or_video });
    expect((await blog()).find((item) => item.id === post.id)).toMatchObject({
      title,
      resource_date: '2026-11-20',
    });
    const audit = await lastAudit(db, operator.id, 'news.updated');
    expect([audit?.before?.status, audit?.after?.status]).toEqual(['draft', 'published']);

    expect((await call('operator_delete_news_post', { id: post.id }, { token })).code).toBe(200);
    expect((await blog()).some((item) => item.id === post.id)).toBe(false);
    expect((await call('operator_delete_news_post', { id: post.id }, { token })).code).toBe(404);
    expect(await lastAudit(db, operator.id, 'news.deleted')).toMatchObject({ after: null });
    expect((await fetch(`${server.url}${post.image_or_video}`)).status).toBe(404);
  });
});

describe('operator resources', () => {
  it('adds a category and a resource owners see at once, pictures checked by content, audited', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const reader = await readerOn(3, 'owner');
    const { hub } = publicReads(server, reader.token);
    await hub();
    const noPicture = await call('operator_save_resource_category', { title: 'Night patrols' }, { token });
    expect(noPicture.body.errors).toMatchObject({ image: 'Please select image' });
    await withResourceCategory(server, token, 'Night patrols', async (category) => {
      const fields = {
        category_id: category.id,
        title: 'Locking up',
        description: 'Doors, then lights.',
        resource_date: '2026-11-21',
      };
      const fake = await call(
        'operator_save_resource',
        { ...fields, image: asFile('GIF89a', 'r.png') },
        { token },
      );
      expect(fake.body.errors).toMatchObject({ image: 'Please select a JPG or PNG image.' });
      const resource = (
        await call<Resource>(
          'operator_save_resource',
          { ...fields, image: asFile(pngBytes(), 'r.png') },
          { token },
        )
      ).body.data as Resource;
      const seen = await hub();
      expect(seen.category.find((item) => item.id === category.id)?.title).toBe('Night patrols');
      expect(seen.resource.find((item) => item.id === resource.id)).toMatchObject({
        title: 'Locking up',
        type: 'Image',
      });
      expect(await lastAudit(db, operator.id, 'resource.created')).toMatchObject({
        subject: `resource:${resource.id}`,
      });
      expect((await call('operator_delete_resource', { id: resource.id }, { token })).code).toBe(200);
      expect((await hub()).resource.some((item) => item.id === resource.id)).toBe(false);
    });
  });
});
