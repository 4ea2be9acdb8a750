import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { signedInPage } from '../subscriptions/subscription-helpers';
import { articleTitles, expectTitles, playVideo, SEEDED } from './content-helpers';

/** spec 02 §2: the resource hub, for a member and for an owner; DESIGN.md §4: tiers 1, 3 and 4. */
describe('the resource hub', () => {
  const browser = useBrowser();

  it('a member reads resources by category and plays a video', async () => {
    const { page, context } = await signedInPage(browser, 'subUser');
    await page.goto('/subuser-dashboard');
    const section = page.getByRole('region', { name: 'Resource Hub' });
    const carousel = section.getByRole('region', { name: 'Newest resources' });
    await carousel.waitFor();
    // two items side by side, moving by themselves
    const inView = () =>
      carousel.getByRole('group').evaluateAll((slides) =>
        slides
          .filter((slide) => {
            const box = slide.getBoundingClientRect();
            return box.left >= -1 && box.right <= window.innerWidth + 1 && box.width > 0;
          })
          .map((slide) => slide.getAttribute('aria-label')),
      );
    await expect.poll(inView).toEqual(['1 of 6', '2 of 6']);
    const pause = section.getByRole('button', { name: 'Pause the carousel' });
    await pause.waitFor();
    await expect.poll(inView, { timeout: 10_000 }).not.toContain('1 of 6');
    await pause.click();
    await section.getByRole('button', { name: 'Play the carousel' }).waitFor();
    await screenshotBoth(page, 'subuser-dashboard');

    await section.getByRole('link', { name: 'View more' }).click();
    expect(await settledPath(page, '/subuser-resource')).toBe('/subuser-resource');
    await page.getByRole('heading', { level: 1, name: 'Resource Hub' }).waitFor();
    await expect.poll(() => page.title()).toBe('Resource Hub | Faith Shield');
    await page.getByText('Drills/Training scenarios').waitFor();
    await expect.poll(async () => (await articleTitles(page)).length).toBe(SEEDED.resourceCount);

    const category = page.getByLabel('Category');
    await category.selectOption({ label: 'Lockdown' });
    await expectTitles(page, SEEDED.lockdown);
    await screenshotBoth(page, 'subuser-resource-lockdown');
    await playVideo(page, SEEDED.lockdown[0] as string);

    await category.selectOption({ label: 'Medical Emergency' });
    await expectTitles(page, SEEDED.medical);
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.getByRole('article').first().locator('img').getAttribute('src')).toMatch(/\.webp$/);

    await category.selectOption({ label: 'All' });
    await expect.poll(async () => (await articleTitles(page)).length).toBe(SEEDED.resourceCount);
    await context.close();
  });

  it('a member reaches the hub and the news from the side menu', async () => {
    const { page, context } = await signedInPage(browser, 'subUser', 'desktop');
    await page.goto('/subuser-dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Resource Hub' }).click();
    expect(await settledPath(page, '/subuser-resource')).toBe('/subuser-resource');
    await menu.getByRole('link', { name: 'News & Blog' }).click();
    expect(await settledPath(page, '/subuser-news')).toBe('/subuser-news');
    await page.getByRole('heading', { level: 1, name: 'News & Blog' }).waitFor();
    await context.close();
  });

  it('an owner on Standard sees the newest resources on the dashboard and filters the hub', async () => {
    const { page, context } = await signedInPage(browser, 'owner3');
    await page.goto('/dashboard');
    const block = page.getByRole('region', { name: 'Resource Hub' });
    const newest = block.getByRole('list', { name: 'Newest resources' });
    await expect
      .poll(() =>
        newest
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent)),
      )
      .toEqual(SEEDED.newest);
    await screenshotBoth(page, 'dashboard-resource-block');

    await block.getByRole('link', { name: 'Open Resource Hub' }).click();
    expect(await settledPath(page, '/resources')).toBe('/resources');
    await expect.poll(() => page.title()).toBe('Resource Hub | Faith Shield');
    const filter = page.getByRole('group', { name: 'Category' });
    await expect.poll(async () => (await articleTitles(page)).length).toBe(SEEDED.resourceCount);
    expect(await filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await filter.getByRole('button', { name: 'Severe Weather' }).click();
    await expectTitles(page, SEEDED.severeWeather);
    expect(await filter.getByRole('button', { name: 'Severe Weather' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshotBoth(page, 'resources-severe-weather');

    // spec 02 §2: the route table lists /resource too
    await page.goto('/resource');
    await expect.poll(async () => (await articleTitles(page)).length).toBe(SEEDED.resourceCount);
    await context.close();
  });

  it('an owner on Basic has no resource block, and /resources and /news lead back to the dashboard', async () => {
    const { page, context } = await signedInPage(browser, 'owner2');
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Manage Inventory' }).waitFor();
    expect(await page.getByRole('region', { name: 'Resource Hub' }).count()).toBe(0);
    for (const path of ['/resources', '/news']) {
      await page.goto(path);
      expect(await settledPath(page, '/dashboard')).toBe('/dashboard');
    }
    await context.close();
  });
});
