import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser, withStoredSession } from '../fixtures';
import type { FixtureName } from '../seed-accounts';

type Who = 'signed out' | FixtureName;

/**
 * spec 01 §2, the route guard table, every row and column, in a real browser with real
 * sessions: [guard, a route behind it, who opens it, where they end up]. A signed-in user
 * whom a row sends to /login meets the public-only row there and lands on their own
 * dashboard: the table's two rows compose (docs/decisions/006-web-app.md).
 */
const rows: [string, string, Who, string][] = [
  ['public only', '/login', 'signed out', '/login'],
  ['public only', '/login', 'owner1', '/dashboard'],
  ['public only', '/login', 'subUser', '/subuser-dashboard'],
  ['ordinary protected', '/profile', 'signed out', '/login'],
  ['ordinary protected', '/profile', 'owner1', '/profile'],
  ['ordinary protected', '/profile', 'subUser', '/subuser-dashboard'],
  ['sub-user protected', '/subuser-profile', 'signed out', '/login'],
  ['sub-user protected', '/subuser-profile', 'owner1', '/dashboard'],
  ['sub-user protected', '/subuser-profile', 'subUser', '/subuser-profile'],
  ['tier A (1,2,3,4)', '/manage-inventory', 'signed out', '/login'],
  ['tier A (1,2,3,4)', '/manage-inventory', 'owner2', '/manage-inventory'],
  ['tier A (1,2,3,4)', '/manage-inventory', 'owner0', '/dashboard'],
  ['tier A (1,2,3,4)', '/manage-inventory', 'subUser', '/subuser-dashboard'],
  ['tier B (1,3,4)', '/news', 'signed out', '/login'],
  ['tier B (1,3,4)', '/news', 'owner3', '/news'],
  ['tier B (1,3,4)', '/news', 'owner2', '/dashboard'],
  ['tier B (1,3,4)', '/news', 'subUser', '/subuser-dashboard'],
  ['tier C (1,4)', '/events', 'signed out', '/login'],
  ['tier C (1,4)', '/events', 'owner4', '/events'],
  ['tier C (1,4)', '/events', 'owner3', '/dashboard'],
  ['tier C (1,4)', '/events', 'owner2', '/dashboard'],
  ['tier C (1,4)', '/events', 'subUser', '/subuser-dashboard'],
  ['tier C (1,4)', '/add-subuser', 'owner2', '/dashboard'],
  ['tier C (1,4)', '/edit-subuser/x', 'subUser', '/subuser-dashboard'],
  ['tier C (1,4)', '/sub-users', 'subUser', '/subuser-dashboard'],
  ['sub-user protected', '/subuser-dashboard', 'owner4', '/dashboard'],
  ['sub-user protected', '/subuser-change-password', 'owner1', '/dashboard'],
];

describe('route guards', () => {
  const browser = useBrowser();
  // one tab per person, opened by their first row: each row loads its route afresh in it
  const tabOf = (who: Who) =>
    browser.sharedTab(who, async () => {
      const opened = await browser.newPage();
      if (who !== 'signed out') {
        const { token, type, subscriptions_id } = accounts()[who];
        await withStoredSession(opened.context, { token, type, subscriptions_id });
      }
      return opened;
    });

  it.each(rows)('%s: %s opened by %s ends on %s', async (_guard, route, who, expected) => {
    const page = await tabOf(who);
    // a screen the guard sends away asks the server nothing it would refuse
    const refused: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    };
    page.on('response', onResponse);
    try {
      await page.goto(route);
      expect(await settledPath(page, expected)).toBe(expected);
      expect(refused).toEqual([]);
    } finally {
      page.off('response', onResponse);
    }
  });
});
