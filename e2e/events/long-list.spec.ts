import { describe, expect, it } from 'vitest';
import { useBrowser } from '../fixtures';
import { signedInPage } from '../subscriptions/subscription-helpers';
import { addEventAs, utcRow } from './helpers';

const DAY = 86_400_000;

/**
 * A long list is drawn a few rows at a time (components/ui/paged-list.tsx): a first
 * screenful, the next rows as the reader scrolls, and the server's next page once every row
 * it sent is drawn.
 */
describe('a long list of events', () => {
  const browser = useBrowser();

  it('draws five events, the rest of the page when scrolled to, then offers the next page', async () => {
    await addEventAs('longListOwner', {
      title: 'Evening Prayer',
      description: 'Side chapel.',
      sub_user_id: 'Other',
      time_zone: 'UTC',
      date_array: JSON.stringify(
        Array.from({ length: 23 }, (_, index) => utcRow(new Date(Date.now() + (index + 2) * DAY))),
      ),
    });
    const { page, context } = await signedInPage(browser, 'longListOwner');
    await page.goto('/events');
    const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(5);
    // Nobody has scrolled: the rows below stay undrawn.
    await page.waitForTimeout(500);
    expect(await cards.count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Show more events' }).count()).toBe(0);

    // Each scroll to the end draws the next five, before the reader reaches them.
    for (const drawn of [10, 15, 20]) {
      await page.mouse.wheel(0, 20_000);
      await expect.poll(() => cards.count()).toBe(drawn);
    }
    await page.mouse.wheel(0, 20_000);
    await page.getByRole('button', { name: 'Show more events' }).click();
    await expect.poll(() => cards.count()).toBe(23);
    await context.close();
  });
});
