import os from 'node:os';
import { BENCH_CALLS, tokenFor } from './calls';
import { readArgs } from './lib/args';
import { BUDGETS, type CallFigures, failingVerdicts, judgeCall, judgeLogins } from './lib/budgets';
import { interleaved } from './lib/interleaved';
import { runLogins } from './lib/login-run';
import { printTable } from './lib/print-table';
import { processCpuMs } from './lib/process-cpu';
import { hostConditions, REFERENCE_HOST } from './lib/reference-host';
import { writeResults } from './lib/results-file';
import { runLoad } from './lib/run-load';
import { type BenchServer, startBenchServer } from './lib/server-process';

/**
 * `npm run bench [-- --short]`: the API's calls under load at 50 connections on loopback,
 * beside a bare Fastify route (the ceiling) measured in the same run. Exits 1 when a budget
 * is missed. With DATABASE_URL set, runs once on the embedded database and once on that server.
 */
const args = readArgs();
const isShort = args.has('--short');
const seconds = Number(args.value('--seconds') ?? (isShort ? 3 : 10));
const warmUpSeconds = isShort ? 1 : 2;
/** Turns of ceiling and call within each call's time (lib/interleaved.ts). */
const rounds = isShort ? 1 : 5;
const CONNECTIONS = 50;

async function measure(server: BenchServer) {
  const ceilingTarget = { url: `${server.bareUrl}/bare`, method: 'GET' as const };
  await runLoad(ceilingTarget, { connections: CONNECTIONS, seconds: warmUpSeconds });
  const only = args.value('--only');
  const calls: CallFigures[] = [];
  for (const call of BENCH_CALLS.filter((entry) => !only || only.split(',').includes(entry.name))) {
    const isSignedIn = call.kind === 'authenticated';
    // A GET carries no form: its token goes as a bearer header, as the web app sends it.
    const sendsBearer = isSignedIn && call.method === 'GET';
    const target = {
      url: `${server.url}/api/${call.name}`,
      method: call.method,
      fields: {
        ...call.fields?.(server),
        ...(isSignedIn && !sendsBearer ? { token: tokenFor(call, server) } : {}),
      },
      ...(sendsBearer ? { headers: { authorization: `Bearer ${tokenFor(call, server)}` } } : {}),
    };
    await runLoad(target, { connections: CONNECTIONS, seconds: warmUpSeconds });
    // The ceiling in turns with each call: on a shared machine the load of others varies.
    const measured = await interleaved(target, ceilingTarget, {
      connections: CONNECTIONS,
      seconds,
      rounds,
      serverCpuMs: () => processCpuMs(server.pid),
    });
    calls.push({ name: call.name, kind: call.kind, ...measured });
  }
  const ceilings = calls.map((call) => call.ceiling).sort((a, b) => a - b);
  const ceiling = ceilings[Math.floor(ceilings.length / 2)] ?? 0;
  const logins = await runLogins(server, seconds);
  return { ceiling, calls, logins };
}

async function main() {
  // before the bench's own processes add to it
  const host = hostConditions();
  const databases = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  const runs = [];
  let failed = false;
  for (const databaseUrl of databases) {
    const server = await startBenchServer(databaseUrl ? { databaseUrl } : {});
    try {
      const figures = await measure(server);
      const verdicts = [
        ...figures.calls.flatMap((call) => judgeCall(call, host)),
        ...judgeLogins(figures.logins, figures.ceiling, host),
      ];
      printTable(server.database, figures, verdicts, host);
      // A few seconds per call on a shared CI machine prove the harness and the absence of
      // errors; the ratios and latencies are held by the full run only.
      const failing = failingVerdicts(verdicts, isShort);
      const missed = verdicts.filter((verdict) => !verdict.met);
      if (missed.length > 0) {
        failed ||= failing.length > 0;
        const heading = failing.length > 0 ? 'Budgets missed' : 'Budgets missed (not enforced here)';
        const lines = missed.map(
          (verdict) => `  - ${verdict.text}${failing.includes(verdict) ? '' : ' (reported, not enforced)'}`,
        );
        console.log(`\n${heading} (${server.database}):\n${lines.join('\n')}`);
      } else {
        console.log(`\nAll budgets met (${server.database}).`);
      }
      runs.push({ database: server.database, ...figures, verdicts });
    } finally {
      await server.stop();
    }
  }
  const file = await writeResults('bench', {
    date: new Date().toISOString(),
    mode: isShort ? 'short' : 'full',
    secondsPerCall: seconds,
    connections: CONNECTIONS,
    machine: { cpus: os.cpus().length, node: process.version },
    budgets: BUDGETS,
    referenceHost: REFERENCE_HOST,
    host,
    loadAverageAtEnd: os.loadavg(),
    runs,
  });
  console.log(`\nFigures written to ${file}`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
