import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INCIDENTS_PAGE_SIZE } from '@faith-shield/contract/incidents/incident-messages';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/lib/ensure-chromium.mjs';
import { readArgs } from './lib/args';
import { nextClientAddress } from './lib/client-address';
import { median } from './lib/interleaved';
import { writeResults } from './lib/results-file';
import { startBenchServer } from './lib/server-process';
import { buildWeb } from './web/build-web';
import { calibrationLine, readHostIndex, slowdownFor, TARGET_BENCHMARK_INDEX } from './web/calibration';
import { canEmulatePhone, pageFaultLine, readPageFaultCost } from './web/page-fault-cost';

/**
 * Works in the basement (spec 03 §3, issue 41), measured in Chromium on a build of the web app:
 * - the app opens with no network after one visit in ≤ 1 s on the calibrated phone (the CPU
 *   slowed by the host's own Lighthouse benchmark index / 440, as bench:web does);
 * - 50 writes queued offline (team messages, through the screen) drain in ≤ 10 s once online;
 * - 0 duplicates over 1,000 replays of 50 client_ids (incident reports, pairs sent at once).
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

const newClientIds = (count: number) => Array.from({ length: count }, () => randomUUID());

/** One call as the app makes it; from an address of its own, as many phones would (bench/README.md). */
async function call<T>(url: string, token: string, name: string, fields: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': nextClientAddress() },
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
  const pageFaults = readPageFaultCost();
  console.log(pageFaultLine(pageFaults));
  // a small organisation set is enough: the figures are the phone's, not the server's
  process.env.BENCH_OWNERS ??= '4';
  process.env.BENCH_LOGIN_ACCOUNTS ??= '1';
  const server = await startBenchServer({ webDistDir: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  const { token } = server.member;
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: server.url });
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
    // the context's offline switch, and the page's own session told the same (its CPU
    // throttling goes through that session, which otherwise left navigator.onLine true)
    const setOffline = async (offline: boolean) => {
      const page = () =>
        cdp.send('Network.emulateNetworkConditions', {
          offline,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      // back online: the page's network first, so the 'online' event finds it there
      if (!offline) await page();
      await context?.setOffline(offline);
      if (offline) await page();
    };

    // one visit, online: the member's events and the team channel; the service worker installs
    await page.goto(`${base}/subuser-events`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.goto(`${base}/subuser-chat-detail?tab=team`);
    await page.getByRole('log', { name: 'Team messages' }).waitFor({ timeout: 30_000 });
    // the kept answers are written a moment after they arrive
    await page.waitForTimeout(1_500);
    await page.goto(`${base}/subuser-events`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // the kept answers are written a moment after they arrive
    await page.waitForTimeout(1_500);

    // 1. opening with no network, on the calibrated phone
    const host = await readHostIndex(page);
    const cpuSlowdown = slowdownFor(host.index);
    console.log(calibrationLine(host));
    await setOffline(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const openRuns: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run += 1) {
      const started = Date.now();
      await page.goto(`${base}/subuser-events`);
      await page
        .getByRole('status')
        .filter({ hasText: /offline — as of \d\d:\d\d/ })
        .waitFor({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          await page.screenshot({ path: '/tmp/offline-bench-fail.png' });
          console.log('onLine', await page.evaluate('navigator.onLine'), page.url());
          throw error;
        });
      openRuns.push(Date.now() - started);
    }
    const openMs = median(openRuns);
    console.log(`Opens offline in ${openMs} ms (median of ${OPEN_RUNS}: ${openRuns.join(' ')} ms)`);

    // 2. writes queued offline through the screen, drained once the network returns
    const tag = randomUUID().slice(0, 8);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${base}/subuser-chat-detail?tab=team`);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/offline-bench-fail.png' });
      throw error;
    });
    for (let index = 1; index <= QUEUED; index += 1) {
      await box.fill(`Basement round ${index} ${tag}`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('button', { name: `${index} waiting to send` }).waitFor({ timeout: 10_000 });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const drainStarted = Date.now();
    await setOffline(false);
    // the badge's count as it falls, for where the time goes
    const timeline: string[] = [];
    const badge = page.getByRole('button', { name: /waiting to send/ });
    while ((await badge.count()) > 0 && Date.now() - drainStarted < 120_000) {
      const label = await badge.getAttribute('aria-label', { timeout: 200 }).catch(() => null);
      const count = label?.split(' ')[0] ?? '0';
      if (label && timeline.at(-1)?.split('@')[0] !== count)
        timeline.push(`${count}@${Date.now() - drainStarted}`);
      await page.waitForTimeout(50);
    }
    const drainMs = Date.now() - drainStarted;
    console.log(`waiting count over time (count@ms): ${timeline.join(' ')}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const landed = await taggedMessages(base, token, tag);
    const inOrder = landed.map((message) => Number(message.message.split(' ')[2]));
    const isInOrder = inOrder.every((value, index) => index === 0 || value > (inOrder[index - 1] ?? 0));
    console.log(
      `${QUEUED} queued writes drained in ${drainMs} ms; ${landed.length} landed, ${isInOrder ? 'in order' : 'OUT OF ORDER'}`,
    );

    // 3. replays: incident reports (no per-session limit, unlike the team channel's 60 a
    // minute), each client_id sent once, then again and again, two at once each time
    const incidentIds = newClientIds(QUEUED);
    const report = (clientId: string, index: number) =>
      call(base, token, 'add_incident', {
        category: 'Other',
        title: `Replayed report ${index} ${tag}`,
        description: 'Sent again by a phone that lost its answer.',
        occurred_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        occurred_time: '10:00',
        time_zone: 'UTC',
        location: 'Basement',
        injuries: 'No',
        police_called: 'No',
        severity: 'Low',
        visibility: 'team',
        client_id: clientId,
      });
    for (const [index, clientId] of incidentIds.entries()) await report(clientId, index);
    let replays = 0;
    let refused = 0;
    while (replays < REPLAYS) {
      const pairs = Math.min(incidentIds.length, (REPLAYS - replays) / 2);
      const answers = await Promise.all(
        incidentIds.slice(0, pairs).flatMap((clientId, index) => [0, 1].map(() => report(clientId, index))),
      );
      replays += answers.length;
      const refusals = answers.filter((answer) => answer.status !== 1);
      if (refusals.length > 0 && refused === 0) console.log(`a replay refused: ${refusals[0]?.message}`);
      refused += refusals.length;
    }
    // get_incidents answers a page at a time (decision 064): read every page
    let stored = 0;
    for (let page = 1; ; page += 1) {
      const listed = await call<{ title: string }[]>(base, token, 'get_incidents', { page: String(page) });
      const rows = listed.data ?? [];
      stored += rows.filter((incident) => incident.title.endsWith(tag)).length;
      if (rows.length < INCIDENTS_PAGE_SIZE) break;
    }
    const duplicates = stored - incidentIds.length;
    console.log(
      `${replays} replays of ${incidentIds.length} incident client_ids (pairs at once): ${stored} stored, ${duplicates} duplicates, ${refused} refused`,
    );

    // times on a host that cannot emulate the phone are printed, not judged (page-fault-cost.ts)
    const timesJudged = canEmulatePhone(pageFaults.micros);
    const slow = [
      ...(openMs > BUDGETS.openMs ? [`opens offline in ${openMs} ms > ${BUDGETS.openMs} ms`] : []),
      ...(drainMs > BUDGETS.drainMs ? [`drain ${drainMs} ms > ${BUDGETS.drainMs} ms`] : []),
    ];
    if (!timesJudged && slow.length > 0) console.log(`\nNot judged on this host: ${slow.join('; ')}`);
    const missed = [
      ...(timesJudged ? slow : []),
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
        benchmarkIndex: host.index,
        benchmarkIndexReadings: host.readings,
        cpuSlowdown,
        targetBenchmarkIndex: TARGET_BENCHMARK_INDEX,
        pageFaultMicros: pageFaults,
        timesJudged,
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
