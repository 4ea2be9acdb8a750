import { chromium } from 'playwright-core';
import { startBenchServer } from '../lib/server-process';

/**
 * `tsx bench/web/trace-pages.ts --dists A,B --pages /events,/chat --runs N --cpu 4`: A/B of
 * builds on the same machine at the same moment. Each dist is served by its own server; the
 * runs alternate between them, each a first visit of the signed-in owner at a fixed CPU
 * slowdown. Prints per page and dist the script bytes as sent, the long tasks of the first
 * 6 s (count, longest, the sum over 50 ms: blocking time) and the main thread's script time;
 * the medians of the runs. Deterministic figures (bytes, task counts) beside timed ones.
 */
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? (argv[at + 1] ?? fallback) : fallback;
};
const dists = arg('--dists', '').split(',').filter(Boolean);
const pages = arg('--pages', '/events').split(',');
const runs = Number(arg('--runs', '3'));
const cpu = Number(arg('--cpu', '4'));

/**
 * Runs in the page before its own scripts: the owner's session (the first visit only; the app
 * may change it later) and a record of the long tasks of the first 6 s.
 */
const inPageScript = (token: string) => `
  if (!localStorage.getItem('token')) {
    localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('type', '1');
    localStorage.setItem('subscriptions_id', '1');
  }
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime < 6000) window.__tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const servers = [];
  for (const dist of dists) servers.push(await startBenchServer({ webDistDir: dist }));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const figures = new Map<string, Record<string, number>[]>();
  try {
    for (let run = 0; run < runs; run += 1)
      for (const page of pages)
        for (const [index, server] of servers.entries()) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
          await context.addInitScript({ content: inPageScript(server.owner.token) });
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.enable');
          await cdp.send('Performance.enable');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          let scriptBytes = 0;
          const scripts = new Set<string>();
          cdp.on('Network.responseReceived', (event) => {
            if (event.type === 'Script') scripts.add(event.requestId);
          });
          cdp.on('Network.loadingFinished', (event) => {
            if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
          });
          await tab.goto(`${server.url}${page}`, { waitUntil: 'load' });
          await tab.waitForTimeout(6000);
          const tasks = (await tab.evaluate('window.__tasks')) as number[];
          const { metrics } = await cdp.send('Performance.getMetrics');
          const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
          const key = `${page} ${dists[index]}`;
          const list = figures.get(key) ?? [];
          list.push({
            scriptKb: Math.round(scriptBytes / 102.4) / 10,
            longTasks: tasks.length,
            longestMs: Math.round(Math.max(0, ...tasks)),
            blockingMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
            scriptMs: Math.round(metric('ScriptDuration') * 1000),
            taskMs: Math.round(metric('TaskDuration') * 1000),
            layoutMs: Math.round((metric('LayoutDuration') + metric('RecalcStyleDuration')) * 1000),
            nodes: metric('Nodes'),
          });
          figures.set(key, list);
          await context.close();
        }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  console.log(`CPU slowdown ${cpu}×, ${runs} runs, medians (blocking = sum of long tasks over 50 ms):`);
  for (const [key, list] of figures) {
    const fields = Object.keys(list[0] ?? {});
    console.log(
      key.padEnd(60),
      fields.map((field) => `${field} ${median(list.map((entry) => entry[field] ?? 0))}`).join('  '),
      ` blocking runs ${list.map((entry) => entry.blockingMs).join(' ')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
