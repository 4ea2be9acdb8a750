import type { HomePage } from '@faith-shield/contract/home/home-page.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import homePageSeed from '../../seed/home-page.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('POST /api/home_page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the seeded content without a token', async () => {
    const { code, body } = await server.call<HomePage>('home_page');
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data?.home_tiltle).toBe(homePageSeed.title);
    expect(body.data?.contact_email).toBe(homePageSeed.contactEmail);
    expect(body.data?.core_feature.map((feature) => feature.title)).toEqual(
      homePageSeed.items.core_feature.map((feature) => feature.title),
    );
    expect(body.data?.our_testimonial).toHaveLength(homePageSeed.items.testimonial.length);
  });

  it('is served only with the spec method', async () => {
    const { code, body } = await server.call('home_page', {}, { method: 'GET' });
    expect(code).toBe(404);
    expect(body).toEqual({ status: 0, message: 'Not found.' });
  });
});
