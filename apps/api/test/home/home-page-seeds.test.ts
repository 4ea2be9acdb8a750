import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { directors, homePage, homePageItems, seedRuns } from '../../src/db/schema/index';
import { getHomePage } from '../../src/features/home/home-page';

/**
 * A database seeded before the second versions: the .jpg picture paths the web app never
 * shipped, and no Subscription, Event or FAQ content. Its own PGlite, so nothing is shared.
 */
async function databaseAtFirstSeeds(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  await runSeeds(handle);
  const { db } = handle;
  await db.delete(seedRuns).where(inArray(seedRuns.name, ['home-page@2', 'directors@2']));
  await db.delete(homePageItems).where(inArray(homePageItems.kind, ['faq', 'subscription_plan', 'event']));
  await db
    .delete(homePageItems)
    .where(and(eq(homePageItems.kind, 'testimonial'), gte(homePageItems.position, 3)));
  await db
    .update(homePage)
    .set({ visitorsImage: '/images/visitors.jpg', subscriptionTitle: '', eventTitle: '' });
  for (const n of [1, 2]) {
    await db
      .update(homePageItems)
      .set({ image: `/images/testimonial-${n}.jpg` })
      .where(eq(homePageItems.image, `/images/testimonial-${n}.svg`));
  }
  // a picture the team has replaced since is theirs to keep
  await db
    .update(homePageItems)
    .set({ image: '/uploads/our-own-photo.png' })
    .where(eq(homePageItems.image, '/images/testimonial-3.svg'));
  await db
    .update(directors)
    .set({ image: '/images/directors/priya-raman.jpg' })
    .where(eq(directors.name, 'Priya Raman'));
  return handle;
}

describe('home page and directors seeds, second versions', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await databaseAtFirstSeeds();
  });
  afterAll(() => handle.close());

  it('add the new sections once and move the seeded pictures to the shipped ones', async () => {
    expect(await runSeeds(handle)).toEqual(['home-page@2', 'directors@2']);
    expect(await runSeeds(handle)).toEqual([]);

    const page = await getHomePage(handle.db);
    expect(page.visitors_image).toBe('/images/visitors.svg');
    expect(page.our_testimonial.map((item) => item.image)).toEqual([
      '/images/testimonial-1.svg',
      '/images/testimonial-2.svg',
      '/uploads/our-own-photo.png',
      '/images/testimonial-4.svg',
      '/images/testimonial-5.svg',
      '/images/testimonial-6.svg',
    ]);
    expect(page.subscription_title).not.toBe('');
    expect(page.subscription_plan).toHaveLength(4);
    expect(page.faq.length).toBeGreaterThan(0);

    const [priya] = await handle.db.select().from(directors).where(eq(directors.name, 'Priya Raman'));
    expect(priya?.image).toBe('/images/directors/priya-raman.svg');
  });
});
