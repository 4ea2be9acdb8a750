import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readArgs } from './lib/args';
import { RESULTS_DIR, writeResults } from './lib/results-file';
import { startBenchServer } from './lib/server-process';
import { auditPage, type PageFigures } from './web/audit-page';
import { launchAuditBrowser } from './web/browser';
import { buildWeb } from './web/build-web';
import { calibrationLine, type RunConditions, slowdownFor, TARGET_BENCHMARK_INDEX } from './web/calibration';
import { canEmulatePhone, pageFaultLine, readPageFaultCost } from './web/page-fault-cost';
import { AUDITED_PAGES, WEB_BUDGETS } from './web/pages';
import { scriptBodyKb } from './web/script-bytes';

/**
 * `npm run bench:web [-- --short] [-- --dist DIR] [-- --only /login,/dashboard] [-- --runs N] [-- --cpu N]`:
 * Lighthouse (mobile) on the public pages and a signed-in owner's dashboard, served by the real
 * server from a fresh build of the web app. Exits 1 when a page misses a budget, naming the
 * audits that cost it.
 */
const args = readArgs();
const isShort = args.has('--short');
/**
 * Lighthouse runs per page; the page is judged on the run with the median performance score,
 * as Lighthouse's own guidance on variability advises. Five: on one idle host one build's runs
 * of a page spread over 15 points or more (`/dashboard` 78–97, `/chat` 80–96 on 28 Nov), and
 * the median of three moved a page across its budget from one run of the bench to the next.
 */
const runsPerPage = Math.max(1, Number(args.value('--runs') ?? (isShort ? 1 : 5)));
/**
 * For an A/B of two builds (decision 061): every page at this one slowdown, so the builds' turns
 * are not also apart in the slowdown their own readings of the index asked. Its scores are not judged.
 */
const fixedSlowdown = args.value('--cpu') ? Number(args.value('--cpu')) : null;

/** A trace Lighthouse failed to record (NO_NAVSTART and kin, on a busy machine) is run again. */
async function auditWithRetries(...params: Parameters<typeof auditPage>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(...params);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`${params[1].path}: ${String(error).slice(0, 160)}; running it again`);
    }
  }
}

function missedBudgets(page: PageFigures): string[] {
  const missed: string[] = [];
  const { scores } = page;
  if (scores.performance < WEB_BUDGETS.performance)
    missed.push(`performance ${scores.performance} < ${WEB_BUDGETS.performance}`);
  if (scores.accessibility < WEB_BUDGETS.accessibility)
    missed.push(`accessibility ${scores.accessibility} < ${WEB_BUDGETS.accessibility}`);
  if (scores.bestPractices < WEB_BUDGETS.bestPractices)
    missed.push(`best practices ${scores.bestPractices} < ${WEB_BUDGETS.bestPractices}`);
  if (!page.signedIn && page.jsKb > WEB_BUDGETS.publicFirstLoadJsKb)
    missed.push(`first-load JavaScript ${page.jsKb} KB > ${WEB_BUDGETS.publicFirstLoadJsKb} KB`);
  return missed;
}

type AuditedFigures = PageFigures & { jsBodyKb: number; performanceRuns: number[] };

function printPage(page: AuditedFigures) {
  const { scores } = page;
  const runs = page.performanceRuns.length > 1 ? ` (runs ${page.performanceRuns.join(' ')})` : '';
  // Lighthouse's own reading during the run: one reading, which the calibration does not trust
  const { benchmarkIndex, cpuSlowdown } = page.conditions;
  console.log(
    `${page.path.padEnd(12)} perf ${String(scores.performance).padStart(3)}${runs}  a11y ${String(scores.accessibility).padStart(3)}  ` +
      `bp ${String(scores.bestPractices).padStart(3)}  FCP ${page.fcpMs} ms  LCP ${page.lcpMs} ms  TBT ${page.tbtMs} ms  ` +
      `CLS ${page.cls}  JS ${page.jsKb} KB in ${page.jsFiles} files, ${page.jsBodyKb} KB without headers (page ${page.totalKb} KB; precached after ${page.precachedKb} KB)  ` +
      `[CPU ${cpuSlowdown}×; Lighthouse's own reading of the host index ${benchmarkIndex}]`,
  );
}

async function main() {
  const distArg = args.value('--dist');
  const dist = distArg ? path.resolve(distArg) : path.join(os.tmpdir(), 'faith-shield-bench-web-dist');
  if (!distArg || args.has('--build')) buildWeb(dist);
  await fs.access(path.join(dist, 'index.html'));

  const pageFaults = readPageFaultCost();
  console.log(pageFaultLine(pageFaults));
  const server = await startBenchServer({ webDistDir: dist });
  const browser = await launchAuditBrowser();
  const only = args.value('--only')?.split(',');
  const pages = only
    ? AUDITED_PAGES.filter((page) => only.includes(page.path))
    : isShort
      ? AUDITED_PAGES.slice(0, 1)
      : AUDITED_PAGES;
  const results: (AuditedFigures & { missed: string[] })[] = [];
  const calibrations: (RunConditions & { path: string; readings: number[] })[] = [];
  try {
    // A first run warms the server and the browser; its figures are thrown away.
    await auditWithRetries(server.url, { path: '/login', signedIn: false }, browser.port, 4);
    for (const page of pages) {
      // Each page is calibrated just before its runs: the host's speed moves with its load.
      const host = await browser.hostIndex();
      const cpuSlowdown = fixedSlowdown ?? slowdownFor(host.index);
      calibrations.push({
        path: page.path,
        benchmarkIndex: host.index,
        cpuSlowdown,
        readings: host.readings,
      });
      console.log(
        `${page.path}: ${fixedSlowdown ? `CPU slowdown fixed at ${fixedSlowdown}× (--cpu); host benchmark index ${host.index}` : calibrationLine(host)}`,
      );
      const runs = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        // Each run a first visit: the signed-in page keeps its storage, so it is cleared and
        // seeded with the session anew (public pages: Lighthouse clears it).
        if (page.signedIn)
          await browser.seedStorage(server.url, {
            token: server.owner.token,
            type: '1',
            subscriptions_id: '1',
          });
        const audited = await auditWithRetries(server.url, page, browser.port, cpuSlowdown);
        runs.push(audited);
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) throw new Error(`${page.path}: no Lighthouse run`);
      const { lhr, ...audited } = median;
      const figures = {
        ...audited,
        jsBodyKb: scriptBodyKb(dist, audited.jsUrls),
        performanceRuns: runs.map((run) => run.scores.performance),
      };
      const name = page.path.replace(/\W+/g, '') || 'root';
      await fs.mkdir(RESULTS_DIR, { recursive: true });
      await fs.writeFile(path.join(RESULTS_DIR, `lighthouse-${name}-latest.json`), JSON.stringify(lhr));
      printPage(figures);
      results.push({ ...figures, missed: missedBudgets(figures) });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  // --short (CI) proves the run works and holds the stable budgets (accessibility, best
  // practices); there the performance scores of a shared CI machine and the first-load
  // JavaScript are printed, not judged. So are the scores of a host that cannot emulate the
  // phone (page-fault-cost.ts).
  const isCalibrated = !isShort && fixedSlowdown === null;
  const timesJudged = isCalibrated && canEmulatePhone(pageFaults.micros);
  const isJudged = (miss: string) =>
    miss.startsWith('performance') ? timesJudged : !isShort || !miss.startsWith('first-load');
  const failing = results.filter((page) => page.missed.some(isJudged));
  for (const page of results.filter((entry) => entry.missed.length > 0)) {
    console.log(`\n${page.path} misses: ${page.missed.join('; ')}`);
    for (const audit of page.failingAudits) console.log(`  - ${audit}`);
    console.log(`  largest paint: ${page.lcpElement}`);
  }
  const file = await writeResults('web', {
    date: new Date().toISOString(),
    budgets: WEB_BUDGETS,
    targetBenchmarkIndex: TARGET_BENCHMARK_INDEX,
    calibrations,
    pageFaultMicros: pageFaults,
    timesJudged,
    dist,
    pages: results,
  });
  const anyMissed = results.some((page) => page.missed.length > 0);
  console.log(
    failing.length > 0
      ? '\nWeb budgets missed.'
      : anyMissed
        ? `\nWeb budgets missed (not judged ${isShort ? 'in --short mode' : fixedSlowdown ? 'at a fixed slowdown' : 'on this host'}).`
        : '\nAll web budgets met.',
  );
  console.log(`Figures written to ${file}`);
  process.exitCode = failing.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
