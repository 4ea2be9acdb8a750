import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import homePageSeed from '../../apps/api/seed/home-page.json' with { type: 'json' };
import sectionsSeed from '../../apps/api/seed/home-page-sections.json' with { type: 'json' };
import { useBrowser } from '../fixtures';
import { scrollTo } from './home-helpers';

/** The sections below the hero, in the page's order. */
const SECTION_TITLES = [
  homePageSeed.coreFeatureTitle,
  sectionsSeed.subscriptionTitle,
  homePageSeed.testimonialTitle,
  homePageSeed.whyChooseTitle,
  sectionsSeed.eventTitle,
  homePageSeed.visitorsTitle,
  homePageSeed.faqTitle,
];

const sectionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Runs in the page: whether the section titled `title` holds the focus. */
const holdsFocus = (title: string) =>
  Array.from(document.querySelectorAll('section'))
    .find((section) => section.querySelector('h2')?.textContent === title)
    ?.contains(document.activeElement) ?? false;

/** Runs in the page: whether the heading `title` is in the upper half of the screen. */
const isInUpperHalf = (title: string) => {
  const heading = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === title);
  const top = heading?.getBoundingClientRect().top ?? -1;
  return top >= 0 && top < window.innerHeight / 2;
};

// A phone's first screen is the hero: what is below it comes as the visitor nears it
// (docs/decisions/009).
describe('the home page below the hero on a phone', () => {
  const browser = useBrowser();

  it('shows each section, then the footer, to a visitor who scrolls down', async () => {
    const { page, context } = await browser.newPage('phone');
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
    await page.waitForLoadState('networkidle');
    // nothing below the hero yet: it waits for the visitor
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(0);

    for (const title of SECTION_TITLES) {
      await scrollTo(page, sectionHeading(page, title));
      expect(await sectionHeading(page, title).isVisible(), title).toBe(true);
    }
    const footer = page.getByRole('contentinfo');
    await scrollTo(page, footer.getByRole('link', { name: 'Terms of Service' }));
    expect(await footer.getByRole('link', { name: homePageSeed.contactEmail }).isVisible()).toBe(true);
    await context.close();
  });

  it('opens /home#faq at the FAQ', async () => {
    const { page, context } = await browser.newPage('phone');
    await page.goto('/home#faq');
    await page.waitForFunction(isInUpperHalf, homePageSeed.faqTitle, { timeout: 15_000 });
    expect(await sectionHeading(page, homePageSeed.faqTitle).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#faq');
    await context.close();
  });

  it('lets a keyboard user tab past the hero into the sections', async () => {
    const { page, context } = await browser.newPage('phone');
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
    // a press before the page is live would be lost (docs/decisions/009: inert until hydrated)
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    // the header, the hero, then the plans' calls to action
    let isInPlans = false;
    for (let presses = 0; presses < 20 && !isInPlans; presses += 1) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(100);
      isInPlans = await page.evaluate(holdsFocus, sectionsSeed.subscriptionTitle);
    }
    expect(isInPlans).toBe(true);
    await context.close();
  });
});
