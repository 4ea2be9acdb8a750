import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../fixtures';
import { signedInPage } from '../subscriptions/subscription-helpers';
import { addEventAs, utcRow } from './helpers';

const DAY = 86_400_000;
const TITLES = ['Morning Service', 'Youth Night', 'Choir Practice'];

/** The label ("2 of 3") of the slide standing in the carousel's window, once it has stopped. */
const slideInView = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming events', exact: true }).evaluate((carousel) => {
    const frame = carousel.getBoundingClientRect();
    const slides = Array.from(carousel.querySelectorAll('[aria-roledescription="slide"]'));
    return slides
      .filter((slide) => {
        // a slide's gap is its padding: its content is what stands in the window
        const content = slide.firstElementChild?.getBoundingClientRect();
        return content !== undefined && Math.abs(content.left - frame.left) < 2;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });

/** spec 02 §2, §9: the dashboard's upcoming events, one at a time, looping, no autoplay. */
describe("the owner's dashboard carousel", () => {
  const browser = useBrowser();

  const created: { id: string }[] = [];
  beforeAll(async () => {
    for (const [index, title] of TITLES.entries())
      created.push(
        ...(await addEventAs('carouselOwner', {
          title,
          description: 'Main hall.',
          sub_user_id: 'Other',
          time_zone: 'UTC',
          date_array: JSON.stringify([utcRow(new Date(Date.now() + (index + 1) * DAY))]),
        })),
      );
  });

  it('shows the soonest first, moves both ways, loops, and opens the event', async () => {
    const { page, context } = await signedInPage(browser, 'carouselOwner');
    await page.goto('/dashboard');
    const carousel = page.getByRole('region', { name: 'Upcoming events', exact: true });
    await carousel.getByText(TITLES[0] as string).waitFor();
    expect(await slideInView(page)).toEqual(['1 of 3']);
    // no autoplay: it stays
    await page.waitForTimeout(1500);
    expect(await slideInView(page)).toEqual(['1 of 3']);

    await page.getByRole('button', { name: 'Next event' }).click();
    await expect.poll(() => slideInView(page)).toEqual(['2 of 3']);
    await page.getByRole('button', { name: 'Previous event' }).click();
    await expect.poll(() => slideInView(page)).toEqual(['1 of 3']);
    // before the first comes the last
    await page.getByRole('button', { name: 'Previous event' }).click();
    await expect.poll(() => slideInView(page)).toEqual(['3 of 3']);
    await page.getByRole('button', { name: 'Next event' }).click();
    await expect.poll(() => slideInView(page)).toEqual(['1 of 3']);

    // the arrow keys move it too, from wherever the focus is inside it
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideInView(page)).toEqual(['2 of 3']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slideInView(page)).toEqual(['1 of 3']);

    await carousel.getByRole('link', { name: new RegExp(TITLES[0] as string) }).click();
    await page.waitForURL(`**/view-events/${created[0]?.id}`);
    await context.close();
  });

  // The carousel starts only when first touched: the finger that starts it must move it too.
  it('follows a swipe that is the first touch of the page', async () => {
    const { page, context } = await signedInPage(browser, 'carouselOwner');
    await page.goto('/dashboard');
    const carousel = page.getByRole('region', { name: 'Upcoming events', exact: true });
    await carousel.getByText(TITLES[0] as string).waitFor();
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const y = box.y + box.height / 3;
    const touch = await context.newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width * 0.8, y }],
    });
    for (let step = 1; step <= 8; step++)
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + box.width * (0.8 - step * 0.075), y }],
      });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => slideInView(page)).toEqual(['2 of 3']);
    await context.close();
  });
});
