import type { LegalPage } from '@faith-shield/contract/public-site/legal-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPages } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('POST /api/legal_page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the Privacy Policy', async () => {
    const { code, body } = await server.call<LegalPage>('legal_page', { slug: 'privacy' });
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data?.title).toBe('Privacy Policy');
    expect(body.data?.body_html).toContain('<h2>Who can see it</h2>');
    expect(body.data?.body_html).toContain(
      '<a href="mailto:support@faithshield.app" rel="noopener noreferrer">support@faithshield.app</a>',
    );
    expect(body.data?.updated_at).toBe('2026-11-01T00:00:00.000Z');
  });

  it('answers the Terms of Service, also to a JSON body', async () => {
    const { code, body } = await server.call<LegalPage>('legal_page', { slug: 'terms' }, { as: 'json' });
    expect(code).toBe(200);
    expect(body.data?.title).toBe('Terms of Service');
    expect(body.data?.body_html).toContain('call 911 first');
  });

  it('refuses an unknown or missing page with a message', async () => {
    for (const fields of [{ slug: 'cookies' }, { slug: '' }, {}] as Record<string, string>[]) {
      const { code, body } = await server.call('legal_page', fields);
      expect(code).toBe(422);
      expect(body).toEqual({
        status: 0,
        message: 'Please choose a page: privacy or terms.',
        errors: { slug: 'Please choose a page: privacy or terms.' },
      });
    }
  });

  it('serves stored HTML with scripts and event handlers made inert', async () => {
    const db = server.app.deps.db;
    const [stored] = await db.select().from(legalPages).where(eq(legalPages.slug, 'terms'));
    if (!stored) throw new Error('terms not seeded');
    await db
      .update(legalPages)
      .set({
        bodyHtml:
          '<h2>Terms</h2><script>alert(1)</script><p onmouseover="alert(2)">Be kind.</p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">click</a>',
      })
      .where(eq(legalPages.slug, 'terms'));
    try {
      const { body } = await server.call<LegalPage>('legal_page', { slug: 'terms' });
      expect(body.data?.body_html).toBe(
        '<h2>Terms</h2><p>Be kind.</p><a rel="noopener noreferrer">click</a>',
      );
    } finally {
      await db.update(legalPages).set({ bodyHtml: stored.bodyHtml }).where(eq(legalPages.slug, 'terms'));
    }
  });
});
