import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/ensure-chromium.mjs';
import { readHostIndex } from './calibration';

export type AuditBrowser = {
  port: number;
  /** Empties the origin's storage (service worker and caches too) and writes `values` to localStorage. */
  seedStorage: (origin: string, values: Record<string, string>) => Promise<void>;
  /** The host's benchmark index, read in a tab of this browser (calibration.ts). */
  hostIndex: () => Promise<{ index: number; readings: number[] }>;
  close: () => Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * Debian's Chromium with a remote-debugging port Lighthouse connects to. A persistent profile,
 * so storage written here is the storage Lighthouse's tab sees.
 */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const port = await freePort();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--headless=new', ...CHROMIUM_FLAGS],
  });
  return {
    port,
    seedStorage: async (origin, values) => {
      const page = await context.newPage();
      await page.goto(`${origin}/robots.txt`);
      const cdp = await context.newCDPSession(page);
      // A first visit: no service worker, no caches, nothing in the HTTP cache.
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      // Runs in the page: `localStorage` is the page's (this file is typed for Node).
      await page.evaluate((entries) => {
        const storage = (
          globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
        ).localStorage;
        for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
      }, values);
      await page.close();
    },
    hostIndex: async () => {
      const page = await context.newPage();
      try {
        return await readHostIndex(page);
      } finally {
        await page.close();
      }
    },
    close: async () => {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}
