import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../scripts/lib/server-process.mjs';
import { readArgs } from './lib/args';
import { MANY_CLIENTS_ENV } from './lib/client-address';
import { signUpOwners } from './lib/crash-writers';
import { featureWrite, prepareFeatureOwner, sendWrite } from './lib/feature-writes';
import { RESULTS_DIR, writeResults } from './lib/results-file';
import { contractCalls, formsPage, scanFront, scannedCalls } from './lib/scan-surface';
import { servedCallNames, webPages } from './lib/served-routes';

/**
 * `npm run scan`: two scanners nobody here wrote — wapiti (crawl, injections, XSS, file and
 * command execution, CRLF, open redirect, SSRF, headers) and sqlmap (SQL injection) — attack a
 * running server on 127.0.0.1 with a signed-in owner: every page of the web app's route table,
 * and every API call of the server's route table as a form with the owner's token and real ids
 * of the owner's own rows (bench/lib/scan-surface.ts). Findings go to bench/results/; any
 * finding of medium or higher, and any 500 a scanner provoked, fails the command.
 */
const root = path.resolve(import.meta.dirname, '..');
const args = readArgs();
const SCAN_SECONDS = Number(args.value('--seconds') ?? (args.has('--short') ? 120 : 1_200));

const has = (command: string) => {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function ensureScanners() {
  if (has('wapiti') && has('sqlmap')) return;
  if (process.getuid?.() !== 0 || !has('apt-get'))
    throw new Error('wapiti and sqlmap are needed: install the Debian packages wapiti and sqlmap');
  console.log('Installing wapiti and sqlmap (Debian packages)…');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wapiti', 'sqlmap'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const runTool = (command: string, toolArgs: string[], logFile: string) =>
  new Promise<number | null>((resolve) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(command, toolArgs, { stdio: ['ignore', log, log] });
    child.on('exit', (code) => {
      fs.closeSync(log);
      resolve(code);
    });
  });

type WapitiFinding = {
  category: string;
  level: number;
  method: string;
  path: string;
  parameter: string;
  info: string;
};

function wapitiFindings(file: string): WapitiFinding[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    'vulnerabilities' | 'anomalies',
    Record<
      string,
      { level: number | string; method: string; path: string; parameter: string; info: string }[]
    >
  >;
  return (['vulnerabilities', 'anomalies'] as const).flatMap((kind) =>
    Object.entries(report[kind] ?? {}).flatMap(([category, items]) =>
      items.map((item) => ({
        category,
        level: Number(item.level),
        method: item.method,
        path: item.path,
        parameter: item.parameter,
        info: item.info,
      })),
    ),
  );
}

async function main() {
  ensureScanners();
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faith-shield-scan-'));
  const server = await startServerProcess({ dataDir, env: MANY_CLIENTS_ENV });
  const run = `scan${Date.now()}`;
  const [signedUp] = await signUpOwners(server.url, 1, run);
  if (!signedUp) throw new Error('no owner to scan with');
  // the owner's own rows of each feature, whose ids the forms and pages carry
  const owner = await prepareFeatureOwner(server.url, signedUp, run, 0);
  const created = async (name: 'add_inventory' | 'add_certificate') => {
    const answer = await sendWrite(server.url, featureWrite(name, owner, run, 1).request);
    return (answer.body.data as { id?: string } | undefined)?.id ?? 'none';
  };
  const inventoryId = await created('add_inventory');
  const certificateId = await created('add_certificate');
  const served = await servedCallNames();
  const contract = await contractCalls();
  const unknown = served.filter((name) => !contract.some((call) => call.name === name));
  const calls = scannedCalls(served, contract);
  const pages = await webPages((page, param) => {
    if (param === 'user_id' || /subuser|chat/.test(page)) return owner.memberId;
    if (page.includes('inventory')) return inventoryId;
    if (page.includes('certificate')) return certificateId;
    if (/event|attendance/.test(page)) return owner.eventId;
    return 'none';
  });
  const samples = {
    event_id: owner.eventId,
    location_id: owner.locationId,
    to_user_id: owner.memberId,
    sub_user_id: owner.memberId,
    user_id: owner.memberId,
    id: owner.eventId,
  };
  const front = await scanFront(server.url, formsPage(calls, owner.token, pages, samples));
  try {
    const wapitiReport = path.join(RESULTS_DIR, 'scan-wapiti.json');
    const sqlmapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faith-shield-sqlmap-'));
    const sqlmapCsv = path.join(RESULTS_DIR, 'scan-sqlmap.csv');
    fs.rmSync(sqlmapCsv, { force: true });
    console.log(
      `Scanning ${calls.length} calls (the server's route table${unknown.length ? `; without a contract: ${unknown.join(', ')}` : ''}) and ${pages.length} pages through ${front.url} (at most ${SCAN_SECONDS} s each)…`,
    );
    const [wapitiCode, sqlmapCode] = await Promise.all([
      runTool(
        'wapiti',
        [
          '-u',
          `${front.url}/`,
          '-s',
          `${front.url}/__scan/`,
          '-s',
          `${front.url}/home`,
          '--scope',
          'domain',
          '-d',
          '4',
          '-f',
          'json',
          '-o',
          wapitiReport,
          '--flush-session',
          '--max-scan-time',
          String(SCAN_SECONDS),
          '--max-attack-time',
          String(Math.round(SCAN_SECONDS / 8)),
          '-t',
          '15',
          '--no-bugreport',
          '-v',
          '0',
        ],
        path.join(RESULTS_DIR, 'scan-wapiti.log'),
      ),
      runTool(
        'timeout',
        [
          String(SCAN_SECONDS),
          'sqlmap',
          '-u',
          `${front.url}/__scan/`,
          '--forms',
          '--batch',
          '--smart',
          '--level',
          '2',
          '--risk',
          '1',
          '--threads',
          '2',
          '--output-dir',
          sqlmapDir,
          '--results-file',
          sqlmapCsv,
          '--disable-coloring',
        ],
        path.join(RESULTS_DIR, 'scan-sqlmap.log'),
      ),
    ]);
    const wapiti = fs.existsSync(wapitiReport) ? wapitiFindings(wapitiReport) : [];
    const injectable = fs.existsSync(sqlmapCsv)
      ? fs
          .readFileSync(sqlmapCsv, 'utf8')
          .split('\n')
          .slice(1)
          .filter((line) => line.trim() && !/,\s*$/.test(line))
      : [];
    const serious = wapiti.filter((finding) => finding.level >= 2);
    const serverErrors = (server.output().match(/"statusCode":5\d\d|request failed/g) ?? []).length;
    const figures = {
      calls: calls.length,
      pages: pages.length,
      wapitiCode,
      sqlmapCode,
      wapiti,
      sqlmapInjectable: injectable,
      serverErrors,
    };
    await writeResults('scan', figures);
    console.log(`wapiti: ${wapiti.length} findings (${serious.length} medium or higher), exit ${wapitiCode}`);
    for (const finding of wapiti)
      console.log(
        `  [${finding.level}] ${finding.category}: ${finding.method} ${finding.path} ${finding.parameter} — ${finding.info}`.slice(
          0,
          240,
        ),
      );
    console.log(`sqlmap: ${injectable.length} injectable parameters, exit ${sqlmapCode}`);
    for (const line of injectable) console.log(`  ${line}`);
    console.log(`server: ${serverErrors} requests failed with a 500 while scanned`);
    const failed =
      serious.length > 0 ||
      injectable.length > 0 ||
      serverErrors > 0 ||
      wapitiCode === null ||
      !fs.existsSync(wapitiReport);
    console.log(
      failed
        ? 'Scan FAILED: see above and bench/results/scan-*.'
        : 'Scan passed: no finding of medium or higher.',
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await front.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  // the route-table app leaves a handle open: the run is over
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
