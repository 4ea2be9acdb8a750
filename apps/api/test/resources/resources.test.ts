import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import type { Resources } from '@faith-shield/contract/resources/resources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import seed from '../../seed/resources.json' with { type: 'json' };
import { organisations, resourceCategories, resources } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  CONTENT_TIERS,
  isNewestFirst,
  OTHER_TIERS,
  RESOURCE_FIELDS,
  RESOURCE_PLAN_NEEDED,
  readerOn,
  uniqueSlug,
} from './content-fixtures';

/** On the embedded database a change is heard before the write returns; on a server, within moments (008). */
const SOON = { timeout: 3_000, interval: 20 };

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
let owner: Awaited<ReturnType<typeof readerOn>>;
let member: Awaited<ReturnType<typeof readerOn>>;

beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
  owner = await readerOn(1, 'owner');
  member = await readerOn(4, 'sub user');
});
afterAll(() => server.close());

/** GET resources as the web app sends it: the token as a bearer header. */
const getResources = (token: string) =>
  call<Resources>('resources', {}, { method: 'GET', token, bearer: true });

const categoryIdOf = async (slug: string) => {
  const db = (await testDatabase()).db;
  const [row] = await db
    .select({ id: resourceCategories.id })
    .from(resourceCategories)
    .where(eq(resourceCategories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
};

describe('GET /api/resources', () => {
  it('answers every seeded resource, newest first, in the spec’s fields, and the categories in order', async () => {
    const { code, body } = await getResources(owner.token);
    expect(code).toBe(200);
    expect(body.message).toBe('Resources');
    const { resource, category } = body.data as Resources;
    // categories added by other tests come after the seeded ones
    expect(category.slice(0, seed.categories.length).map(({ title, image }) => ({ title, image }))).toEqual(
      seed.categories.map(({ title, image }) => ({ title, image })),
    );
    for (const item of category) expect(Object.keys(item).sort()).toEqual(['id', 'image', 'title']);

    const seeded = resource.filter((item) => seed.resources.some((s) => s.title === item.title));
    expect(seeded).toHaveLength(seed.resources.length);
    for (const item of resource) {
      expect(Object.keys(item).sort()).toEqual(RESOURCE_FIELDS);
      expect(item.resource_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(category.map((c) => c.id)).toContain(item.category_id);
    }
    expect(isNewestFirst(resource.map((item) => item.resource_date))).toBe(true);
  });

  it('gives each seeded item its date, type, media and poster, and its category', async () => {
    const { resource, category } = (await getResources(owner.token)).body.data as Resources;
    for (const expected of seed.resources) {
      const item = resource.find((r) => r.title === expected.title) as Resource;
      const categoryTitle = category.find((c) => c.id === item.category_id)?.title;
      expect({ ...item, category: categoryTitle }).toMatchObject({
        description: expected.description,
        resource_date: expected.date,
        type: expected.type,
        image_or_video: expected.media,
        thumb: expected.thumb,
        category: seed.categories.find((c) => c.slug === expected.category)?.title,
      });
      // spec 02 §2: a video plays with a poster; an image shows itself
      if (item.type === 'Video') {
        expect(item.image_or_video).toMatch(/\.mp4$/);
        expect(item.thumb).toMatch(/-poster\.webp$/);
      } else {
        expect(item.thumb).toBe(item.image_or_video);
      }
    }
    expect(resource.some((item) => item.type === 'Video')).toBe(true);
  });

  it('answers a sub user the same hub as an owner', async () => {
    const asOwner = await getResources(owner.token);
    const asMember = await getResources(member.token);
    expect(asMember.code).toBe(200);
    expect(asMember.body).toEqual(asOwner.body);
  });

  it('shows an edit made straight in the database within moments', async () => {
    const db = (await testDatabase()).db;
    const slug = uniqueSlug('drill');
    await getResources(owner.token); // kept in memory now
    // a category of its own, so the seeded categories' lists stay as seeded for other tests
    const [category] = await db
      .insert(resourceCategories)
      .values({ slug, title: `Reunification ${slug}`, image: '', position: 1000 })
      .returning();
    const categoryId = category?.id ?? '';
    await db.insert(resources).values({
      slug,
      categoryId,
      title: `Reunification drill ${slug}`,
      description: 'Parents meet children at the reunification point.',
      publishedOn: '2026-11-23',
      type: 'Image',
      media: '/media/resources/perimeter-lockout.webp',
      thumb: '/media/resources/perimeter-lockout.webp',
    });
    try {
      await vi.waitFor(async () => {
        const { resource } = (await getResources(member.token)).body.data as Resources;
        expect(resource.find((item) => item.title === `Reunification drill ${slug}`)).toMatchObject({
          category_id: categoryId,
          resource_date: '2026-11-23',
        });
      }, SOON);
    } finally {
      await db.delete(resourceCategories).where(eq(resourceCategories.slug, slug));
    }
    await vi.waitFor(async () => {
      const after = (await getResources(owner.token)).body.data as Resources;
      expect(after.resource.some((item) => item.title.includes(slug))).toBe(false);
    }, SOON);
  });
});

describe('POST /api/resources_with_category', () => {
  it('answers only that category’s resources, newest first', async () => {
    for (const category of seed.categories) {
      const category_id = await categoryIdOf(category.slug);
      const { code, body } = await call<{ resource: Resource[] }>(
        'resources_with_category',
        { category_id },
        { token: member.token },
      );
      expect(code).toBe(200);
      expect(body.message).toBe('Resources');
      const list = body.data?.resource ?? [];
      const expected = seed.resources.filter((r) => r.category === category.slug).map((r) => r.title);
      expect(list.map((item) => item.title).sort()).toEqual(expected.sort());
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(RESOURCE_FIELDS);
        expect(item.category_id).toBe(category_id);
      }
      expect(isNewestFirst(list.map((item) => item.resource_date))).toBe(true);
    }
  });

  it('answers a category without resources with an empty list', async () => {
    const db = (await testDatabase()).db;
    const slug = uniqueSlug('empty');
    const [empty] = await db
      .insert(resourceCategories)
      .values({ slug, title: `Active threat ${slug}`, image: '', position: 1000 })
      .returning();
    try {
      await vi.waitFor(async () => {
        const { code, body } = await call(
          'resources_with_category',
          { category_id: empty?.id ?? '' },
          { token: owner.token },
        );
        expect({ code, body }).toEqual({
          code: 200,
          body: { status: 1, message: 'Resources', data: { resource: [] } },
        });
      }, SOON);
      // the hub lists the new category too, after the seeded ones
      const { category } = (await getResources(owner.token)).body.data as Resources;
      expect(category.map((c) => c.title)).toContain(`Active threat ${slug}`);
    } finally {
      await db.delete(resourceCategories).where(eq(resourceCategories.slug, slug));
    }
  });

  it('answers an unknown category with 404 and no data', async () => {
    for (const category_id of [crypto.randomUUID(), 'not-a-uuid', "1' OR '1'='1", 'x'.repeat(100)]) {
      const { code, body } = await call('resources_with_category', { category_id }, { token: owner.token });
      expect({ category_id, code, body }).toEqual({
        category_id,
        code: 404,
        body: { status: 0, message: 'This category was not found.' },
      });
    }
  });

  it('asks for a category', async () => {
    const asked: Record<string, string>[] = [{}, { category_id: '' }, { category_id: '   ' }];
    for (const fields of asked) {
      const { code, body } = await call('resources_with_category', fields, { token: owner.token });
      expect({ code, body }).toEqual({
        code: 422,
        body: {
          status: 0,
          message: 'Please select a category',
          errors: { category_id: 'Please select a category' },
        },
      });
    }
  });
});

describe('the resource hub’s plans (tiers 1, 3 and 4)', () => {
  it.each(['owner', 'sub user'] as const)(
    'opens for an %s on Free Trial, Standard and Advance',
    async (role) => {
      const category_id = await categoryIdOf('evacuation');
      for (const tier of CONTENT_TIERS) {
        const reader = await readerOn(tier, role);
        expect((await getResources(reader.token)).code, `tier ${tier}`).toBe(200);
        const filtered = await call('resources_with_category', { category_id }, { token: reader.token });
        expect(filtered.code, `tier ${tier}`).toBe(200);
      }
    },
  );

  it.each(['owner', 'sub user'] as const)(
    'refuses an %s on Basic or without a plan with 403, naming the plan',
    async (role) => {
      const category_id = await categoryIdOf('evacuation');
      for (const tier of OTHER_TIERS) {
        const reader = await readerOn(tier, role);
        const listed = await getResources(reader.token);
        expect({ tier, code: listed.code, body: listed.body }).toEqual({
          tier,
          code: 403,
          body: RESOURCE_PLAN_NEEDED,
        });
        const filtered = await call('resources_with_category', { category_id }, { token: reader.token });
        expect({ tier, code: filtered.code, body: filtered.body }).toEqual({
          tier,
          code: 403,
          body: RESOURCE_PLAN_NEEDED,
        });
      }
    },
  );

  it('refuses a plan that has ended', async () => {
    const db = (await testDatabase()).db;
    const reader = await readerOn(3, 'owner');
    await db
      .update(organisations)
      .set({ planEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(organisations.id, reader.organisationId));
    const { code, body } = await getResources(reader.token);
    expect({ code, body }).toEqual({ code: 403, body: RESOURCE_PLAN_NEEDED });
  });

  it('refuses a request without a session with 401', async () => {
    const { code, body } = await call('resources', {}, { method: 'GET' });
    expect({ code, body }).toEqual({
      code: 401,
      body: { status: 0, message: 'Please sign in to continue.' },
    });
  });
});
