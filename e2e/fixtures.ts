import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** This worker's server (global-setup.ts): VITEST_POOL_ID numbers the workers from 1. */
const mine = () => {
  const servers = inject('servers');
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  if (!server) throw new Error('no journeys server was started');
  return server;
};

export const baseUrl = () => mine().baseUrl;

/** The data folder of this worker's server (its mail outbox, uploads). */
export const dataDir = () => mine().dataDir;

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** One Chromium for the file; each test opens its own context (its own localStorage). */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });

  return {
    async newPage(
      viewport: keyof typeof VIEWPORTS = 'phone',
    ): Promise<{ page: Page; context: BrowserContext }> {
      if (!state.browser) throw new Error('the browser is not started');
      const context = await state.browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl() });
      const page = await context.newPage();
      return { page, context };
    },
  };
}

export type StoredSession = { token: string; type: number; subscriptions_id: number };

/** Puts a session in localStorage as the app keeps it (spec 01 §3), before any page script runs. */
export async function withStoredSession(context: BrowserContext, session: StoredSession) {
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, String(value));
  }, session);
}

/**
 * The path the page ends on: waits for the expected one, then for the app to go quiet, so a
 * late redirect away from it still shows.
 */
export async function settledPath(page: Page, expected: string) {
  await page.waitForURL((url) => url.pathname === expected, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(100);
  return new URL(page.url()).pathname;
}

export const accounts = () => mine().accounts;
