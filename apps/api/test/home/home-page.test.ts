import type { HomePage } from '@faith-shield/contract/home/home-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import homePageSeed from '../../seed/home-page.json' with { type: 'json' };
import sectionsSeed from '../../seed/home-page-sections.json' with { type: 'json' };
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
    expect(body.data?.our_testimonial.map((item) => item.title)).toEqual(
      [...homePageSeed.items.testimonial, ...sectionsSeed.items.testimonial].map((item) => item.title),
    );
  });

  it('answers the Subscription, Event and FAQ sections in their order', async () => {
    const { body } = await server.call<HomePage>('home_page');
    expect(body.data?.subscription_title).toBe(sectionsSeed.subscriptionTitle);
    expect(body.data?.event_description).toBe(sectionsSeed.eventDescription);
    expect(body.data?.faq).toEqual(sectionsSeed.items.faq);
    expect(body.data?.subscription_plan.map((plan) => plan.title)).toEqual([
      'Free Trial',
      'Basic',
      'Standard',
      'Advance',
    ]);
    expect(body.data?.event).toEqual(sectionsSeed.items.event);
  });

  it('names pictures the web app ships', async () => {
    const { body } = await server.call<HomePage>('home_page');
    const images = [
      body.data?.visitors_image,
      ...(body.data?.our_testimonial ?? []).map((item) => item.image),
    ];
    for (const image of images) expect(image).toMatch(/^\/images\/[\w-]+\.svg$/);
  });

  it('is served only with the spec method', async () => {
    const { code, body } = await server.call('home_page', {}, { method: 'GET' });
    expect(code).toBe(404);
    expect(body).toEqual({ status: 0, message: 'Not found.' });
  });
});
