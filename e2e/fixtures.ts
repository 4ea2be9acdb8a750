import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../scripts/lib/ensure-chromium.mjs';

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

const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];

/**
 * One Chromium per journeys worker, started by its first file: the files of a worker run one
 * after another in one process (e2e/vitest.config.ts, `isolate: false`), and Playwright ends
 * the browser with the process.
 */
let workerBrowser: Promise<Browser> | undefined;

/**
 * Each test opens its own context (its own localStorage); the file's contexts close after it.
 * The service worker runs only in the files that ask for it (`serviceWorkers: 'allow'`: the
 * offline journeys, the installable app): installing it precaches every screen's code, about
 * 180 files, in each new context. It serves only the app's files, never a call.
 */
export function useBrowser({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const contexts = new Set<BrowserContext>();
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    workerBrowser ??= chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    state.browser = await workerBrowser;
  });
  afterAll(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
  });

  const newPage = async (
    viewport: keyof typeof VIEWPORTS = 'phone',
  ): Promise<{ page: Page; context: BrowserContext }> => {
    if (!state.browser) throw new Error('the browser is not started');
    const context = await state.browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: baseUrl(),
      serviceWorkers,
    });
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    const page = await context.newPage();
    return { page, context };
  };
  const tabs = new Map<string, Promise<Page>>();

  return {
    newPage,
    /**
     * The tab the file's tests share under `key`, opened by the first that asks (`open`, on a
     * phone by default), for rows that each load their page afresh (goto) as the same visitor. A
     * tab of a new context starts a renderer process of its own: about 2 CPU seconds on a host
     * whose page faults are slow (decision 076), where the journeys wait on the CPU.
     */
    sharedTab(key: string, open: () => Promise<{ page: Page }> = () => newPage()): Promise<Page> {
      const tab = tabs.get(key) ?? open().then(({ page }) => page);
      tabs.set(key, tab);
      return tab;
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
