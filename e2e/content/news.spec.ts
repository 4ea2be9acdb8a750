import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledPath, useBrowser, withStoredSession } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { signedInPage } from '../subscriptions/subscription-helpers';
import {
  articleTitles,
  type EmptyContentServer,
  playVideo,
  SEEDED,
  startEmptyContentServer,
} from './content-helpers';

const NEWEST_POST = 'Christmas and Easter services: a security team checklist';
const VIDEO_POST = 'Watch: the one-minute evacuation briefing for ushers';

/** spec 02 §2: News & Blog, title, date, video or image; 'Coming soon' when empty. */
describe('news with posts', () => {
  const browser = useBrowser();

  it('a member reads the news, newest first, and plays the video post', async () => {
    const { page, context } = await signedInPage(browser, 'subUser');
    await page.goto('/subuser-news');
    await expect.poll(() => page.title()).toBe('News & Blog | Faith Shield');
    await expect.poll(async () => (await articleTitles(page)).length).toBe(SEEDED.newsCount);
    const first = page.getByRole('article').first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(NEWEST_POST);
    expect(await first.locator('time').textContent()).toBe('20 Nov, 2026');
    expect(await page.getByLabel(`Video: ${VIDEO_POST}`).getAttribute('poster')).toBe(
      '/media/news/evacuation-briefing-for-ushers-poster.webp',
    );
    await screenshotBoth(page, 'subuser-news');
    await playVideo(page, VIDEO_POST);
    await context.close();
  });

  it('an owner opens News & Blog from the dashboard', async () => {
    const { page, context } = await signedInPage(browser, 'owner1', 'desktop');
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Resource Hub' })
      .getByRole('link', { name: 'News & Blog' })
      .click();
    expect(await settledPath(page, '/news')).toBe('/news');
    await expect.poll(async () => (await articleTitles(page)).length).toBe(SEEDED.newsCount);
    await screenshotBoth(page, 'news');
    await context.close();
  });
});

describe('a product with no news or resources yet', () => {
  const browser = useBrowser();
  let empty: EmptyContentServer;
  beforeAll(async () => {
    empty = await startEmptyContentServer();
  }, 90_000);
  afterAll(() => empty?.stop());

  /** A page of the empty server, signed in as its fixture account. */
  async function emptyPage(who: 'subUser' | 'owner1') {
    const { page, context } = await browser.newPage('phone');
    const { token, type, subscriptions_id } = empty.accounts[who];
    await withStoredSession(context, { token, type, subscriptions_id });
    return { page, context, open: (path: string) => page.goto(`${empty.url}${path}`) };
  }

  it('says Coming soon on the member’s news, resource hub and dashboard carousel', async () => {
    const { page, context, open } = await emptyPage('subUser');
    await open('/subuser-news');
    await page.getByRole('heading', { level: 1, name: 'News & Blog' }).waitFor();
    await page.getByText('Coming soon').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await screenshotBoth(page, 'subuser-news-empty');

    await open('/subuser-resource');
    await page.getByText('Coming soon').waitFor();
    expect(
      await page
        .getByLabel('Category')
        .evaluate((select: HTMLSelectElement) => Array.from(select.options, (o) => o.text)),
    ).toEqual(['All']);

    await open('/subuser-dashboard');
    await page.getByRole('region', { name: 'Resource Hub' }).getByText('Coming soon').waitFor();
    expect(await page.getByRole('region', { name: 'Newest resources' }).count()).toBe(0);
    await context.close();
  });

  it('says Coming soon on the owner’s news and resource hub', async () => {
    const { page, context, open } = await emptyPage('owner1');
    await open('/news');
    await page.getByText('Coming soon').waitFor();
    await open('/resources');
    await page.getByText('Coming soon').waitFor();
    await screenshotBoth(page, 'resources-empty');
    await context.close();
  });
});
