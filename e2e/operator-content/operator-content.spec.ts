import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../apps/api/seed/run-seeds';
import { openDatabase } from '../../apps/api/src/db/database';
import { operatorSessions, operators } from '../../apps/api/src/db/schema/index';
import { createOperatorToken } from '../../apps/api/src/infra/auth/operator-tokens';
import { type ServerProcess, startServerProcess } from '../../apps/api/test/helpers/server-process';
import { useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';

const NEW_TITLE = 'Safer places of worship, together';

/**
 * A server of this file's own (its home page and prices change), with an operator signed in
 * straight in its database before it starts: the sign-in itself is the operator journey's.
 */
async function startServerWithOperator() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-e2e-operator-content-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  const { token, hash } = createOperatorToken();
  const email = 'content-operator@example.org';
  try {
    await database.migrate();
    await runSeeds(database);
    const [operator] = await database.db
      .insert(operators)
      .values({ email, passwordHash: 'not-used-here', activatedAt: new Date() })
      .returning();
    if (!operator) throw new Error('operator not created');
    await database.db.insert(operatorSessions).values({ operatorId: operator.id, tokenHash: hash });
  } finally {
    await database.close();
  }
  const server = await startServerProcess({ dataDir });
  return {
    server,
    session: { token, email },
    stop: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('an operator edits the content', () => {
  const browser = useBrowser();
  let running: Awaited<ReturnType<typeof startServerWithOperator>>;
  let server: ServerProcess;
  beforeAll(async () => {
    running = await startServerWithOperator();
    server = running.server;
  }, 90_000);
  afterAll(() => running?.stop());

  async function operatorPage(viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
    const { page, context } = await browser.newPage(viewport);
    await context.addInitScript((session) => {
      window.sessionStorage.setItem('faith-shield-operator', session);
    }, JSON.stringify(running.session));
    return page;
  }

  it("changes the home page's title for a signed-out visitor, then a plan's price", async () => {
    const visitor = (await browser.newPage('phone')).page;
    await visitor.goto(`${server.url}/home`);
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).not.toBe(NEW_TITLE);

    const page = await operatorPage();
    await page.goto(`${server.url}/operator/content/home`);
    const title = page.getByLabel('Home page title');
    await title.waitFor();
    await title.fill('');
    await page.getByRole('button', { name: 'Save home page' }).click();
    await expect.poll(() => page.getByText('Please enter the home page title.').count()).toBe(1);
    await title.fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Save home page' }).click();
    await expect.poll(() => page.getByText('The home page has been saved.').count()).toBe(1);
    await screenshotBoth(page, 'operator-content-home');

    await visitor.reload();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(NEW_TITLE);

    await page.getByRole('link', { name: 'Plans and prices' }).click();
    const plan = page.getByRole('region', { name: 'Standard (Monthly)' });
    const price = plan.getByLabel('Price of Standard (Monthly) (USD)');
    await price.waitFor();
    await price.fill('forty');
    await plan.getByRole('button', { name: 'Save Standard (Monthly)' }).click();
    await expect
      .poll(() => plan.getByText('Please enter a price in dollars, e.g. 39 or 39.99.').count())
      .toBe(1);
    await price.fill('44.50');
    await plan.getByRole('button', { name: 'Save Standard (Monthly)' }).click();
    await expect
      .poll(() =>
        page.getByText('The plan has been saved. A new price is charged from the next renewal.').count(),
      )
      .toBe(1);
    await screenshotBoth(page, 'operator-content-plans');
    await page.reload();
    await expect.poll(() => page.getByLabel('Price of Standard (Monthly) (USD)').inputValue()).toBe('44.50');
  });

  it('draws every content screen, reached from the console nav', async () => {
    const page = await operatorPage();
    await page.goto(`${server.url}/operator/content/news`);
    const screens = [
      ['News', 'Save post', 'operator-content-news'],
      ['Resources', 'Save resource', 'operator-content-resources'],
      ['Waitlist questions', 'Save questions', 'operator-content-waitlist'],
      ['Risk assessment', 'Save name', 'operator-content-risk'],
      ['Board and legal pages', 'Save board', 'operator-content-pages'],
    ] as const;
    for (const [link, button, name] of screens) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('button', { name: button }).first().waitFor();
      await screenshotBoth(page, name);
    }
  }, 60_000);
});
