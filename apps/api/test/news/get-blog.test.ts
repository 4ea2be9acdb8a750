import type { NewsPost } from '@faith-shield/contract/news/get-blog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import seed from '../../seed/news.json' with { type: 'json' };
import { newsPosts } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  CONTENT_TIERS,
  isNewestFirst,
  NEWS_PLAN_NEEDED,
  OTHER_TIERS,
  RESOURCE_FIELDS,
  readerOn,
  uniqueSlug,
} from '../resources/content-fixtures';

const POST_FIELDS = RESOURCE_FIELDS.filter((field) => field !== 'category_id');

/** On the embedded database a change is heard before the write returns; on a server, within moments (008). */
const SOON = { timeout: 3_000, interval: 20 };

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

/** GET get_blog as the web app sends it: the token as a bearer header. */
const getBlog = (token: string) =>
  call<{ resource: NewsPost[] }>('get_blog', {}, { method: 'GET', token, bearer: true });

describe('GET /api/get_blog', () => {
  it('answers the news posts newest first: title, date, video or image', async () => {
    const { token } = await readerOn(1, 'owner');
    const { code, body } = await getBlog(token);
    expect(code).toBe(200);
    expect(body.message).toBe('News & Blog');
    const posts = body.data?.resource ?? [];
    for (const expected of seed) {
      expect(posts.find((post) => post.title === expected.title)).toMatchObject({
        description: expected.description,
        resource_date: expected.date,
        type: expected.type,
        image_or_video: expected.media,
        thumb: expected.thumb,
      });
    }
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(POST_FIELDS);
    expect(isNewestFirst(posts.map((post) => post.resource_date))).toBe(true);
    const video = posts.find((post) => post.type === 'Video');
    expect(video?.image_or_video).toMatch(/\.mp4$/);
    expect(video?.thumb).toMatch(/-poster\.webp$/);
  });

  it('answers a sub user the same posts', async () => {
    const owner = await readerOn(3, 'owner');
    const member = await readerOn(4, 'sub user');
    const asMember = await getBlog(member.token);
    expect(asMember.code).toBe(200);
    expect(asMember.body).toEqual((await getBlog(owner.token)).body);
  });

  it('shows a post published straight in the database within moments, first', async () => {
    const { token } = await readerOn(1, 'sub user');
    await getBlog(token); // kept in memory now
    const db = (await testDatabase()).db;
    const slug = uniqueSlug('post');
    await db.insert(newsPosts).values({
      slug,
      title: `Advent services: extra ushers ${slug}`,
      description: 'Two more ushers at each door.',
      publishedOn: '2099-12-01',
      type: 'Image',
      media: '/media/news/christmas-services-checklist.webp',
      thumb: '/media/news/christmas-services-checklist.webp',
    });
    try {
      await vi.waitFor(async () => {
        const posts = (await getBlog(token)).body.data?.resource ?? [];
        expect(posts[0]?.title).toBe(`Advent services: extra ushers ${slug}`);
      }, SOON);
    } finally {
      await db.delete(newsPosts).where(eq(newsPosts.slug, slug));
    }
    await vi.waitFor(async () => {
      const posts = (await getBlog(token)).body.data?.resource ?? [];
      expect(posts.some((post) => post.title.includes(slug))).toBe(false);
    }, SOON);
  });

  it.each(['owner', 'sub user'] as const)(
    'opens for an %s on Free Trial, Standard and Advance',
    async (role) => {
      for (const tier of CONTENT_TIERS) {
        const { token } = await readerOn(tier, role);
        expect((await getBlog(token)).code, `tier ${tier}`).toBe(200);
      }
    },
  );

  it.each(['owner', 'sub user'] as const)(
    'refuses an %s on Basic or without a plan with 403, naming the plan',
    async (role) => {
      for (const tier of OTHER_TIERS) {
        const { token } = await readerOn(tier, role);
        const { code, body } = await getBlog(token);
        expect({ tier, code, body }).toEqual({ tier, code: 403, body: NEWS_PLAN_NEEDED });
      }
    },
  );

  it('refuses a request without a session with 401', async () => {
    const { code, body } = await call('get_blog', {}, { method: 'GET' });
    expect({ code, body }).toEqual({
      code: 401,
      body: { status: 0, message: 'Please sign in to continue.' },
    });
  });
});
