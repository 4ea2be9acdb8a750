import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/ensure-chromium.mjs';
import { type BenchServer, startBenchServer } from '../lib/server-process';

/**
 * `tsx bench/web/tap-to-screen.ts --dists A,B [--runs 8] [--cpu 4] [--press 100]`: how long a
 * signed-in owner waits from a finger's touch on the bottom bar's Chat to the first person of
 * /chat on screen, for builds A and B served side by side, in turns. The phone is a returning
 * one (the app's code in the service worker's cache, as after any first visit); the network is
 * Lighthouse's mobile one (150 ms round trip, 1.6 Mbit/s down) and the CPU slowed `--cpu` times.
 * The finger rests `--press` ms, as a tap does; the time counts from its touch. This is what
 * preload on intent (apps/web/src/app/preload-on-intent.ts) acts on and Lighthouse cannot see.
 */
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? (argv[at + 1] ?? fallback) : fallback;
};
const dists = arg('--dists', '').split(',').filter(Boolean);
const runs = Number(arg('--runs', '8'));
const cpu = Number(arg('--cpu', '4'));
const pressMs = Number(arg('--press', '100'));

const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...CHROMIUM_FLAGS],
});

async function tapToChat(server: BenchServer): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  // Scripts for the page are strings: this file is typed for Node, and tsx would carry its
  // helpers into a function passed to the page.
  await context.addInitScript(`
    localStorage.setItem('token', ${JSON.stringify(server.owner.token)});
    localStorage.setItem('type', '1');
    localStorage.setItem('subscriptions_id', '1');
  `);
  const page = await context.newPage();
  try {
    // The first visit installs the service worker, which precaches every screen's code.
    await page.goto(`${server.url}/dashboard`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await page.reload();
    await page.waitForSelector('footer a[href="/chat"]');
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.evaluate(`addEventListener('pointerdown', () => { window.touchedAt = performance.now(); },
      { capture: true, once: true })`);
    const box = await page.locator('footer a[href="/chat"]').boundingBox();
    if (!box) throw new Error('no Chat link in the bottom bar');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await new Promise((resolve) => setTimeout(resolve, pressMs));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return await page.evaluate<number>(`new Promise((resolve) => {
      const seen = () => document.querySelector('a[href^="/chat-detail/"]')
        ? resolve(performance.now() - window.touchedAt)
        : requestAnimationFrame(seen);
      seen();
    })`);
  } finally {
    await context.close();
  }
}

const servers = await Promise.all(dists.map((dist) => startBenchServer({ webDistDir: dist })));
const times = dists.map((): number[] => []);
try {
  for (let run = 0; run < runs; run += 1)
    for (const [index, server] of servers.entries()) times[index]?.push(Math.round(await tapToChat(server)));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [index, dist] of dists.entries()) {
  const own = times[index] ?? [];
  console.log(`${dist}: touch → first person of /chat ${own.join(', ')} ms; median ${median(own)} ms`);
}
console.log(
  `(CPU ${cpu}×, 150 ms round trip, 1.6 Mbit/s, finger down ${pressMs} ms, ${runs} runs each, in turns)`,
);
