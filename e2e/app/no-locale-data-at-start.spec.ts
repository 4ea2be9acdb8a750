import { describe, expect, it } from 'vitest';
import { accounts, useBrowser, withStoredSession } from '../fixtures';

// Records each first use of what loads ICU's locale data (Intl's formatters, localeCompare,
// toLocaleString): on a phone each costs a long task of its own (shared/thousands.ts).
const RECORD_LOCALE_USE = `
  window.__localeUses = [];
  const note = (name) => window.__localeUses.push(name);
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat']) {
    const Original = Intl[name];
    const Recorded = function (...args) { note('Intl.' + name); return new Original(...args); };
    Recorded.prototype = Original.prototype;
    Intl[name] = Recorded;
  }
  for (const [owner, method] of [[Number.prototype, 'toLocaleString'], [String.prototype, 'localeCompare'],
    [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']]) {
    const original = owner[method];
    owner[method] = function (...args) { note(method); return original.apply(this, args); };
  }
`;

describe("a signed-in page's first visit", () => {
  const browser = useBrowser();

  it('draws the busiest pages without loading locale data', async () => {
    const { page, context } = await browser.newPage();
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });
    await context.addInitScript(RECORD_LOCALE_USE);
    const drawn = {
      '/dashboard': () => page.getByRole('heading', { name: 'Upcoming Events' }),
      '/events': () => page.getByRole('link', { name: 'Add Event' }),
      '/add-events': () => page.getByRole('button', { name: 'Add Event' }),
      '/manage-inventory': () => page.getByRole('link', { name: 'Add new' }),
      '/chat': () => page.getByRole('list', { name: 'Owners' }).getByRole('link').first(),
    };
    for (const [path, content] of Object.entries(drawn)) {
      await page.goto(path);
      await content().waitFor();
      expect({ path, uses: await page.evaluate('window.__localeUses') }).toEqual({ path, uses: [] });
    }
    await context.close();
  });
});
