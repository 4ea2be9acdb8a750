import { describe, expect, it } from 'vitest';
import directorsSeed from '../../apps/api/seed/directors.json' with { type: 'json' };
import { useBrowser } from '../fixtures';

describe('the Board Of Directors (spec 01 §2)', () => {
  const browser = useBrowser();

  it.each(['phone', 'desktop'] as const)('shows a card per director on a %s', async (viewport) => {
    const { page, context } = await browser.newPage(viewport);
    await page.goto('/home');
    // below 1200 px the navigation is behind the menu button
    if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Meet our Board of Directors' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Board Of Directors' }).waitFor();
    expect(await page.title()).toBe('Board Of Directors | Faith Shield');
    const cards = page.getByRole('listitem');
    await page.getByRole('heading', { level: 2, name: directorsSeed.at(-1)?.name }).waitFor();
    expect(await cards.count()).toBe(directorsSeed.length);
    for (const [index, director] of directorsSeed.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(director.name);
      await card.getByText(director.role, { exact: true }).waitFor();
      const picture = card.getByRole('img', { name: `Portrait of ${director.name}` });
      await picture.scrollIntoViewIfNeeded();
      await page.waitForFunction((name) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="Portrait of ${name}"]`);
        return Boolean(img?.complete && img.naturalWidth > 0);
      }, director.name);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport === 'phone' ? 360 : 1280,
    );
    await context.close();
  });
});
