import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import homePageSeed from '../../apps/api/seed/home-page.json' with { type: 'json' };
import sectionsSeed from '../../apps/api/seed/home-page-sections.json' with { type: 'json' };
import { settledPath, useBrowser, VIEWPORTS } from '../fixtures';
import { scrollTo } from './home-helpers';

const testimonials = [...homePageSeed.items.testimonial, ...sectionsSeed.items.testimonial];

const openHome = async (page: Page) => {
  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
};

const sectionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** The testimonials lying wholly inside the carousel (±2 px), once it has stopped moving. */
async function wholeSlidesInView(page: Page): Promise<string[]> {
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const frame = await carousel.boundingBox();
  if (!frame) throw new Error('the carousel is not on the page');
  // the card, not the slide: a slide's box may also hold the gap after it
  const cards = carousel.getByRole('group').locator('figure');
  const read = () => cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().x));
  await page.waitForTimeout(300);
  let before = await read();
  let stillReads = 0;
  for (let tries = 0; tries < 30 && stillReads < 2; tries += 1) {
    await page.waitForTimeout(200);
    const now = await read();
    stillReads = now.every((x, index) => Math.abs(x - (before[index] ?? 0)) < 0.5) ? stillReads + 1 : 0;
    before = now;
  }
  const inView: string[] = [];
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.x >= frame.x - 2 && box.x + box.width <= frame.x + frame.width + 2)
      inView.push((await card.locator('figcaption').innerText()).trim());
  }
  return inView;
}

describe('the home page (spec 01 §2)', () => {
  const browser = useBrowser();

  it('shows every section with its seeded words', async () => {
    const { page, context } = await browser.newPage('desktop');
    await openHome(page);

    // the first four core features only
    await sectionHeading(page, homePageSeed.coreFeatureTitle).waitFor();
    for (const feature of homePageSeed.items.core_feature.slice(0, 4))
      await page.getByRole('heading', { level: 3, name: feature.title }).waitFor();
    for (const feature of homePageSeed.items.core_feature.slice(4))
      expect(await page.getByText(feature.title, { exact: true }).count()).toBe(0);

    await sectionHeading(page, sectionsSeed.subscriptionTitle).waitFor();
    for (const plan of sectionsSeed.items.subscription_plan)
      await page.getByRole('heading', { level: 3, name: plan.title, exact: true }).waitFor();

    await sectionHeading(page, homePageSeed.testimonialTitle).waitFor();
    await page.getByText(testimonials[0]?.description ?? '').waitFor();

    // the why-choose accordion: the first reason open, another one opens on a press
    await sectionHeading(page, homePageSeed.whyChooseTitle).waitFor();
    const [firstReason, secondReason] = homePageSeed.items.why_choose;
    await page.getByText(firstReason?.description ?? '').waitFor();
    await page.getByRole('button', { name: secondReason?.title }).click();
    await page.getByText(secondReason?.description ?? '').waitFor();

    await sectionHeading(page, sectionsSeed.eventTitle).waitFor();
    for (const event of sectionsSeed.items.event) await page.getByText(event.description).waitFor();
    const demo = page.getByRole('link', { name: 'Schedule a demo' });
    expect(await demo.getAttribute('href')).toBe(
      `mailto:${homePageSeed.contactEmail}?subject=Demo%20request`,
    );

    await sectionHeading(page, homePageSeed.visitorsTitle).waitFor();
    await page.getByText(homePageSeed.visitorsDescription).waitFor();

    await sectionHeading(page, homePageSeed.faqTitle).waitFor();
    const [question] = sectionsSeed.items.faq;
    await page.getByRole('button', { name: question?.title }).click();
    await page.getByText(question?.description ?? '').waitFor();

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: homePageSeed.contactEmail }).waitFor();
    await footer.getByRole('link', { name: homePageSeed.contactMobile }).waitFor();
    await footer.getByText(homePageSeed.contactAddress).waitFor();
    const social = {
      Facebook: homePageSeed.facebook,
      'X (Twitter)': homePageSeed.twitter,
      Instagram: homePageSeed.instagram,
      LinkedIn: homePageSeed.linkedIn,
      YouTube: homePageSeed.youTube,
    };
    for (const [network, href] of Object.entries(social))
      expect(
        await footer.getByRole('link', { name: `Faith Shield on ${network}` }).getAttribute('href'),
      ).toBe(href);
    // the images named by the content are served
    for (const src of [homePageSeed.visitorsImage, ...testimonials.map((item) => item.image)]) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    }
    await context.close();
  });

  it('loads no validation code on a first visit (lib/call-ref.ts)', async () => {
    const { page, context } = await browser.newPage('phone');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('ZodError'))).toEqual([]);
    await context.close();
  });

  it('calls to the waitlist and the free trial lead to their screens', async () => {
    const { page, context } = await browser.newPage('phone');
    await openHome(page);
    await page.getByRole('link', { name: 'Join our waitlist' }).first().click();
    await page.getByRole('heading', { name: 'JOIN OUR WAITLIST' }).waitFor();
    await page.goBack();
    const visitors = page.getByRole('region', { name: homePageSeed.visitorsTitle });
    await scrollTo(page, visitors);
    await visitors.getByRole('link', { name: 'Sign up' }).click();
    expect(await settledPath(page, '/signup')).toBe('/signup');
    await context.close();
  });

  it('the navigation scrolls to the FAQ section', async () => {
    const { page, context } = await browser.newPage('desktop');
    await openHome(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    const heading = sectionHeading(page, homePageSeed.faqTitle);
    await page.waitForFunction((name) => {
      const found = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === name);
      const top = found?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    }, homePageSeed.faqTitle);
    expect(await heading.isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#faq');
    await context.close();
  });

  it('the testimonial carousel shows one at 360 px', async () => {
    const { page, context } = await browser.newPage('phone');
    expect(VIEWPORTS.phone.width).toBe(360);
    await openHome(page);
    await scrollTo(page, page.getByRole('region', { name: 'Testimonials' }));
    expect(await wholeSlidesInView(page)).toEqual([testimonials[0]?.title]);
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    expect(await wholeSlidesInView(page)).toEqual([testimonials[1]?.title]);
    await context.close();
  });

  it('the testimonial carousel shows two at 1280 px and loops', async () => {
    const { page, context } = await browser.newPage('desktop');
    await openHome(page);
    await page.getByRole('region', { name: 'Testimonials' }).scrollIntoViewIfNeeded();
    const firstPair = testimonials.slice(0, 2).map((item) => item.title);
    expect(await wholeSlidesInView(page)).toEqual(firstPair);
    const next = page.getByRole('button', { name: 'Next testimonials' });
    await next.click();
    expect(await wholeSlidesInView(page)).toEqual(testimonials.slice(2, 4).map((item) => item.title));
    // past the last pair it comes round to the first again
    await next.click();
    await next.click();
    expect(await wholeSlidesInView(page)).toEqual(firstPair);
    // and backwards from the first pair to the last
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    expect(await wholeSlidesInView(page)).toEqual(testimonials.slice(4, 6).map((item) => item.title));
    await context.close();
  });
});
