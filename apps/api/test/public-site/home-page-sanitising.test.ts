import type { HomePage } from '@faith-shield/contract/home/home-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePage } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('POST /api/home_page: home_description is safe to render', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps formatting and links but drops scripts and event handlers from stored content', async () => {
    const db = server.app.deps.db;
    const [stored] = await db.select().from(homePage).where(eq(homePage.id, 1));
    if (!stored) throw new Error('home page not seeded');
    await db
      .update(homePage)
      .set({
        descriptionHtml:
          '<p>Safe <strong>together</strong></p><script>fetch("/steal")</script><img src="x" onerror="alert(1)"><a href="https://faithshield.app" onclick="alert(2)">More</a>',
      })
      .where(eq(homePage.id, 1));
    try {
      const { body } = await server.call<HomePage>('home_page');
      expect(body.data?.home_description).toBe(
        '<p>Safe <strong>together</strong></p><a href="https://faithshield.app" rel="noopener noreferrer">More</a>',
      );
    } finally {
      await db.update(homePage).set({ descriptionHtml: stored.descriptionHtml }).where(eq(homePage.id, 1));
    }
  });
});
