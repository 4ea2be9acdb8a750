import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/database';
import { newsPosts, resourceCategories } from '../../apps/api/src/db/schema/index';
import { newDataDir } from '../../apps/api/test/helpers/data-dir-template';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/server-process.mjs';
import { type FixtureAccount, type FixtureName, seedAccounts } from '../seed-accounts';

/** The seeded resources of a category, newest first (apps/api/seed/resources.json). */
export const SEEDED = {
  lockdown: ['Lockdown drill: lock, lights, out of sight', 'Securing the building against an outside threat'],
  medical: ['Cardiac arrest in the sanctuary: CPR and AED', 'Stop the Bleed: bleeding control drill'],
  severeWeather: ['Storm and power outage during a service', 'Tornado warning: shelter-in-place drill'],
  newest: [
    'De-escalating a disruptive person during worship',
    'Fire evacuation drill during a service',
    'Lockdown drill: lock, lights, out of sight',
  ],
  resourceCount: 12,
  newsCount: 6,
};

/** The titles of the articles (resources or posts) on the page, in order. */
export const articleTitles = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.querySelector('h2')?.textContent ?? ''));

/** Waits until the page lists exactly these titles. */
export async function expectTitles(page: Page, titles: string[]) {
  await expect.poll(() => articleTitles(page), { timeout: 10_000 }).toEqual(titles);
}

/**
 * Plays a video with the browser's own controls, from the keyboard (Space on the focused
 * video; headless Chromium's controls ignore a click on the picture), and waits until it plays.
 */
export async function playVideo(page: Page, label: string) {
  const video = page.getByLabel(`Video: ${label}`);
  await video.scrollIntoViewIfNeeded();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await video.focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5), {
      timeout: 10_000,
    })
    .toBe(true);
}

export type EmptyContentServer = ServerProcess & { accounts: Record<FixtureName, FixtureAccount> };

/**
 * A second server on a fresh embedded database whose resource hub and news the test removed
 * through the database before the server started (PGlite: one process per data folder), so
 * the journeys see a product with no content yet.
 */
export async function startEmptyContentServer(): Promise<EmptyContentServer> {
  const dataDir = await newDataDir('faith-shield-e2e-empty-');
  const options = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pgdata') };
  const accounts = await seedAccounts(options, `empty-${Date.now()}`);
  const database = await openDatabase(options);
  try {
    await database.db.delete(newsPosts);
    // resources go with their categories
    await database.db.delete(resourceCategories);
  } finally {
    await database.close();
  }
  const server = await startServerProcess({ dataDir });
  return {
    ...server,
    accounts,
    stop: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
