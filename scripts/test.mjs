// @ts-check
// `npm test`: the check, unit and API tests (PGlite always; the PostgreSQL server named by
// DATABASE_URL too, when set), then the browser journeys in Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintJob, typecheckJobs } from './lib/check-jobs.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { WEB_BUILD, webBuildIsStale } from './lib/ensure-web-built.mjs';
import { run } from './lib/run.mjs';
import { mustRunTogether } from './lib/run-together.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faith-shield-results-'));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
/** @type {{ name: string, passed: number, failed: number, skipped: number, failures: string[] }[]} */
const tally = [];

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
async function vitestRun(name, args, env = {}) {
  console.log(`\n── ${name} ──`);
  const output = path.join(resultsDir, `${tally.length}.json`);
  const code = await run(
    process.execPath,
    [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: root, env },
  );
  const report = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : null;
  tally.push({
    failures: failedTestNames(report, code),
    name,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  });
}

/**
 * The failed tests by file and name, so the summary at the end of a long CI log says what broke.
 * @param {any} report vitest's JSON report, or null when it wrote none
 * @param {number} code vitest's exit code
 */
function failedTestNames(report, code) {
  if (!report) return [`vitest exited ${code} without a report (see the output above)`];
  /** @type {string[]} */
  const names = [];
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') names.push(`${relative} > ${test.fullName}`);
    }
    if (
      file.status === 'failed' &&
      !file.assertionResults?.some((/** @type {{ status: string }} */ t) => t.status === 'failed')
    ) {
      names.push(`${relative}: ${String(file.message ?? 'failed outside a test').split('\n')[0]}`);
    }
  }
  if (code !== 0 && names.length === 0)
    names.push(
      `vitest exited ${code} with no failed test: an error outside the tests (see "Unhandled" above)`,
    );
  return names;
}

await ensureInstalled(root);
// The typecheck, the lint and the journeys' web build (when stale) keep a core each: side by
// side they take about half as long as one after another.
console.log('── check: typecheck + lint, and the web build when stale ──');
await mustRunTogether([
  ...(webBuildIsStale(root) ? [{ label: 'web build', ...WEB_BUILD, cwd: root }] : []),
  ...typecheckJobs(root),
  lintJob(root),
]);

await vitestRun('unit, web and API tests (embedded PostgreSQL; uploads on disk, and in an object store)', [
  '--project',
  'unit',
  '--project',
  'web',
  '--project',
  'api',
  '--project',
  'api-s3',
]);
if (process.env.DATABASE_URL) {
  await vitestRun(
    'API tests (PostgreSQL server at DATABASE_URL)',
    ['--project', 'api', '--project', 'postgres'],
    {
      TEST_DATABASE_URL: process.env.DATABASE_URL,
    },
  );
}

const chromium = await ensureChromium();
await vitestRun('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], {
  CHROMIUM_PATH: chromium,
});

const sum = (/** @type {'passed' | 'failed' | 'skipped'} */ key) =>
  tally.reduce((total, run) => total + run[key], 0);
console.log('\n── summary ──');
for (const part of tally) {
  console.log(`${part.name}: ${part.passed} passed, ${part.failed} failed`);
  for (const failure of part.failures) console.log(`  ✗ ${failure}`);
}
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
fs.rmSync(resultsDir, { recursive: true, force: true });
process.exit(sum('failed') > 0 ? 1 : 0);
