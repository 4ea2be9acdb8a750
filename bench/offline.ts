import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { readArgs } from './lib/args';
import { writeResults } from './lib/results-file';
import { startBenchServer } from './lib/server-process';
import { buildWeb } from './web/build-web';
import { slowdownFor, TARGET_BENCHMARK_INDEX } from './web/calibration';

/**
 * Works in the basement (spec 03 §3, issue 41), measured in Chromium on a build of the web app:
 * - the app opens with no network after one visit in ≤ 1 s on the calibrated phone (the CPU
 *   slowed by the host's own Lighthouse benchmark index / 440, as bench:web does);
 * - 50 writes queued offline (team messages, through the screen) drain in ≤ 10 s once online;
 * - 0 duplicates over 1,000 replays of their client_ids (pairs sent at once to the server).
 *
 *   npm run bench:offline [-- --short] [--dist <built web app>]
 */
const args = readArgs();
const isShort = args.has('--short');
const OPEN_RUNS = isShort ? 3 : 7;
const QUEUED = isShort ? 10 : 50;
const REPLAYS = isShort ? 100 : 1_000;
const BUDGETS = { openMs: 1_000, drainMs: 10_000, duplicates: 0 };

type TeamPage = { messages: { id: string; message: string; client_id: string | null }[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Lighthouse's own host benchmark (the index bench:web calibrates by), run in the page. */
const benchmarkIndexOf = (page: Page): Promise<number> =>
  page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;

async function call<T>(url: string, token: string, name: string, fields: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    body: new URLSearchParams({ token, ...fields }),
  });
  return (await response.json()) as { status: number; message: string; data?: T };
}

/** The team channel's messages carrying `tag`, read page by page from the newest. */
async function taggedMessages(url: string, token: string, tag: string) {
  const found: TeamPage['messages'] = [];
  let before: string | undefined;
  for (let pageNumber = 0; pageNumber < 100; pageNumber += 1) {
    const page = await call<TeamPage>(url, token, 'get_team_channel', before ? { before } : {});
    const messages = page.data?.messages ?? [];
    found.push(...messages.filter((message) => message.message.includes(tag)));
    if (messages.length === 0 || !messages.some((message) => message.message.includes(tag))) break;
    before = messages[0]?.id;
  }
  return found;
}

async function main() {
  const distArg = args.value('--dist');
  const dist = distArg ? path.resolve(distArg) : path.join(os.tmpdir(), 'faith-shield-bench-offline-dist');
  if (!distArg || args.has('--build')) buildWeb(dist);
  await fs.access(path.join(dist, 'index.html'));
  // a small organisation set is enough: the figures are the phone's, not the server's
  process.env.BENCH_OWNERS ??= '4';
  process.env.BENCH_LOGIN_ACCOUNTS ??= '1';
  const server = await startBenchServer({ webDistDir: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const { token } = server.member;
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    // in the page: its localStorage (this file is typed for Node)
    await context.addInitScript(
      (values) => {
        const storage = (
          globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
        ).localStorage;
        for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
      },
      { token, type: '2', subscriptions_id: '1' },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const base = server.url;

    // one visit, online: the member's events and the team channel; the service worker installs
    await page.goto(`${base}/subuser-events`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.goto(`${base}/subuser-chat-detail?tab=team`);
    await page.getByRole('log', { name: 'Team messages' }).waitFor({ timeout: 30_000 });
    await page.goto(`${base}/subuser-events`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // the kept answers are written a moment after they arrive
    await page.waitForTimeout(1_500);

    // 1. opening with no network, on the calibrated phone
    const hostIndex = await benchmarkIndexOf(page);
    const cpuSlowdown = slowdownFor(hostIndex);
    console.log(
      `Host benchmark index ${hostIndex}: CPU slowdown ${cpuSlowdown}× emulates a device of index ${TARGET_BENCHMARK_INDEX}`,
    );
    await context.setOffline(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const openRuns: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run += 1) {
      const started = Date.now();
      await page.goto(`${base}/subuser-events`);
      await page
        .getByRole('status')
        .filter({ hasText: /offline — as of \d\d:\d\d/ })
        .waitFor({ timeout: 30_000 });
      openRuns.push(Date.now() - started);
    }
    const openMs = median(openRuns);
    console.log(`Opens offline in ${openMs} ms (median of ${OPEN_RUNS}: ${openRuns.join(' ')} ms)`);

    // 2. writes queued offline through the screen, drained once the network returns
    const tag = randomUUID().slice(0, 8);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${base}/subuser-chat-detail?tab=team`);
    const box = page.getByRole('textbox', { name: 'Message' });
    for (let index = 1; index <= QUEUED; index += 1) {
      await box.fill(`Basement round ${index} ${tag}`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('button', { name: `${index} waiting to send` }).waitFor({ timeout: 10_000 });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const drainStarted = Date.now();
    await context.setOffline(false);
    await page
      .getByRole('button', { name: /waiting to send/ })
      .waitFor({ state: 'detached', timeout: 120_000 });
    const drainMs = Date.now() - drainStarted;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const landed = await taggedMessages(base, token, tag);
    const inOrder = landed.map((message) => Number(message.message.split(' ')[2]));
    const isInOrder = inOrder.every((value, index) => index === 0 || value > (inOrder[index - 1] ?? 0));
    console.log(
      `${QUEUED} queued writes drained in ${drainMs} ms; ${landed.length} landed, ${isInOrder ? 'in order' : 'OUT OF ORDER'}`,
    );

    // 3. every landed write replayed with its client_id, two at once each time
    const clientIds = landed.map((message) => ({ clientId: message.client_id ?? '', text: message.message }));
    let replays = 0;
    let refused = 0;
    while (replays < REPLAYS) {
      const batch = clientIds.slice(0, Math.min(clientIds.length, (REPLAYS - replays) / 2));
      const answers = await Promise.all(
        batch.flatMap(({ clientId, text }) =>
          [0, 1].map(() => call(base, token, 'add_team_message', { message: text, client_id: clientId })),
        ),
      );
      replays += answers.length;
      refused += answers.filter((answer) => answer.status !== 1).length;
    }
    const after = await taggedMessages(base, token, tag);
    const duplicates = after.length - QUEUED;
    console.log(
      `${replays} replays of ${clientIds.length} client_ids (pairs at once): ${duplicates} duplicates, ${refused} refused`,
    );

    const missed = [
      ...(openMs > BUDGETS.openMs ? [`opens offline in ${openMs} ms > ${BUDGETS.openMs} ms`] : []),
      ...(drainMs > BUDGETS.drainMs ? [`drain ${drainMs} ms > ${BUDGETS.drainMs} ms`] : []),
      ...(landed.length !== QUEUED || !isInOrder ? [`${landed.length} of ${QUEUED} landed in order`] : []),
      ...(duplicates !== BUDGETS.duplicates || refused > 0
        ? [`${duplicates} duplicates, ${refused} replays refused`]
        : []),
    ];
    const file = await writeResults('offline', {
      date: new Date().toISOString(),
      short: isShort,
      budgets: BUDGETS,
      conditions: {
        benchmarkIndex: hostIndex,
        cpuSlowdown,
        targetBenchmarkIndex: TARGET_BENCHMARK_INDEX,
        cores: os.cpus().length,
        loadAverage: os.loadavg(),
        database: server.database,
      },
      open: { medianMs: openMs, runsMs: openRuns },
      drain: { writes: QUEUED, ms: drainMs, landed: landed.length, inOrder: isInOrder },
      replays: { count: replays, duplicates, refused },
      missed,
    });
    console.log(
      missed.length > 0 ? `\nOffline goals missed: ${missed.join('; ')}` : '\nAll offline goals met.',
    );
    console.log(`Figures written to ${file}`);
    process.exitCode = missed.length > 0 ? 1 : 0;
  } finally {
    await context?.close();
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
