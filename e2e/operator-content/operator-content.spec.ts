import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/database';
import {
  operatorSessions,
  operators,
  organisations,
  sessions,
  users,
} from '../../apps/api/src/db/schema/index';
import { createOperatorToken } from '../../apps/api/src/infra/auth/operator-tokens';
import { createToken } from '../../apps/api/src/infra/auth/tokens';
import { newDataDir } from '../../apps/api/test/helpers/data-dir-template';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/server-process.mjs';
import { playVideo } from '../content/content-helpers';
import { type StoredSession, useBrowser, withStoredSession } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { photo, textNamedPng } from '../test-pictures';

const NEW_TITLE = 'Safer places of worship, together';

/** An owner on Standard (tier 3: the Resource Hub), signed in straight in the database. */
async function addStandardOwner(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<StoredSession> {
  const [organisation] = await db
    .insert(organisations)
    .values({
      worshipPlaceName: 'Video Chapel',
      planTier: 3,
      planEndsAt: new Date(Date.now() + 14 * 86_400_000),
    })
    .returning();
  if (!organisation) throw new Error('organisation not created');
  const [owner] = await db
    .insert(users)
    .values({
      organisationId: organisation.id,
      type: 1,
      email: 'video-owner@example.org',
      passwordHash: 'not-used-here',
      firstName: 'Vera',
      lastName: 'Owner',
    })
    .returning();
  if (!owner) throw new Error('owner not created');
  const { token, hash } = createToken();
  await db.insert(sessions).values({ userId: owner.id, tokenHash: hash });
  return { token, type: 1, subscriptions_id: 3 };
}

/**
 * A server of this file's own (its home page and prices change), with an operator signed in
 * straight in its database before it starts: the sign-in itself is the operator journey's.
 */
async function startServerWithOperator() {
  const dataDir = await newDataDir('faith-shield-e2e-operator-content-');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  const { token, hash } = createOperatorToken();
  const email = 'content-operator@example.org';
  let owner: StoredSession;
  try {
    const [operator] = await database.db
      .insert(operators)
      .values({ email, passwordHash: 'not-used-here', activatedAt: new Date() })
      .returning();
    if (!operator) throw new Error('operator not created');
    await database.db.insert(operatorSessions).values({ operatorId: operator.id, tokenHash: hash });
    owner = await addStandardOwner(database.db);
  } finally {
    await database.close();
  }
  const server = await startServerProcess({ dataDir });
  return {
    server,
    session: { token, email },
    owner,
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

  it('adds a video resource with its poster, which an owner plays in the Resource Hub', async () => {
    const title = 'Usher briefing: clearing the aisles';
    const page = await operatorPage();
    await page.goto(`${server.url}/operator/content/resources`);
    const form = page.getByRole('region', { name: 'Resource' });
    await form.getByRole('textbox', { name: 'Title' }).waitFor();
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Lockdown', exact: true }).click();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('Two ushers per aisle, from the front.');
    await form.getByRole('radio', { name: 'Video with a poster' }).check();
    const videoInput = form.locator('input[type=file][accept="video/mp4,video/webm"]');
    const posterInput = form.getByLabel('Choose a poster', { exact: true });
    await videoInput.setInputFiles({
      name: 'briefing.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('just some text, not a video'),
    });
    await form.getByRole('button', { name: 'Save resource' }).click();
    await expect.poll(() => form.getByText('Please select an MP4 or WebM video.').count()).toBe(1);
    await expect.poll(() => form.getByText('Please select a poster image for the video.').count()).toBe(1);
    await screenshotBoth(page, 'operator-content-resources-video-refused');
    // the poster goes through the app's image picker: a text file named .png is refused as it is picked
    await posterInput.setInputFiles(textNamedPng());
    await expect.poll(() => page.getByText('Please select a JPG or PNG image.').count()).toBe(1);

    await videoInput.setInputFiles({
      name: 'briefing.mp4',
      mimeType: 'video/mp4',
      buffer: await fs.readFile(
        new URL('../../apps/web/public/media/resources/lockdown-drill.mp4', import.meta.url),
      ),
    });
    await posterInput.setInputFiles(await photo('poster.png', 'Aisles', '#0b6e4f'));
    await form.getByRole('button', { name: 'Save resource' }).click();
    await expect
      .poll(() => page.getByText('The resource has been saved.').count(), { timeout: 10_000 })
      .toBe(1);
    const row = page.getByRole('region', { name: 'Resources' }).getByText(title);
    await row.waitFor();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await form.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(await form.getByRole('radio', { name: 'Video with a poster' }).isChecked()).toBe(true);
    await screenshotBoth(page, 'operator-content-resources-video-edit');
    await form.getByRole('button', { name: 'Cancel' }).click();

    const { page: ownerPage, context } = await browser.newPage('phone');
    await withStoredSession(context, running.owner);
    await ownerPage.goto(`${server.url}/resources`);
    const video = ownerPage.getByLabel(`Video: ${title}`);
    await video.waitFor();
    expect(await video.getAttribute('poster')).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(await video.getAttribute('src')).toMatch(/^\/uploads\/[\w-]+\.mp4$/);
    await playVideo(ownerPage, title);
    await context.close();
  }, 60_000);

  it('draws the news editor with a video post chosen', async () => {
    const page = await operatorPage();
    await page.goto(`${server.url}/operator/content/news`);
    const form = page.getByRole('region', { name: 'News post' });
    await form.getByRole('radio', { name: 'Video with a poster' }).check();
    await form.getByText('Video (MP4 or WebM, 50 MB at most)').waitFor();
    await screenshotBoth(page, 'operator-content-news-video');
  });
});
