import { describe, expect, it } from 'vitest';
import homePageSeed from '../../apps/api/seed/home-page.json' with { type: 'json' };
import legalPagesSeed from '../../apps/api/seed/legal-pages.json' with { type: 'json' };
import { useBrowser } from '../fixtures';
import { scrollTo } from './home-helpers';

describe('privacy and terms (spec 01 §2 footer)', () => {
  const browser = useBrowser();

  it.each(legalPagesSeed.map((page) => [page.title, page.slug] as const))(
    'the footer leads to the %s',
    async (title, slug) => {
      const page = await browser.sharedTab('visitor');
      await page.goto('/home');
      await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
      const link = page.getByRole('contentinfo').getByRole('link', { name: title });
      await scrollTo(page, link);
      await link.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${slug}`);
      expect(await page.title()).toBe(`${title} | Faith Shield`);
      await page.getByText('Last updated 01 Nov, 2026').waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    },
  );
});
