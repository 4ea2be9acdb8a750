import { randomUUID } from 'node:crypto';
import { readArgs } from './lib/args';
import { prepareFeatureOwner } from './lib/feature-writes';
import { type MemorySample, slopeMbPerMinute } from './lib/memory-slope';
import { writeResults } from './lib/results-file';
import { runLoad } from './lib/run-load';
import { startBenchServer } from './lib/server-process';
import { soakTraffic } from './lib/soak-traffic';
import { lostCount, NEVER_WRITTEN_COUNT, neverWritten } from './lib/verify-ledger';

/**
 * `npm run soak -- --minutes N`: mixed reads and writes at about half the measured maximum
 * against a server on loopback, for N minutes (at most 60), then proof that every
 * acknowledged write is in the database, that no answer was a 5xx (or any other failure),
 * and that resident memory did not keep growing.
 */
const args = readArgs();
const minutes = Math.min(60, Math.max(0.05, Number(args.value('--minutes') ?? 1)));
const isShort = minutes < 1;
/**
 * Under this, the second half is too short to tell growth from warm-up or one step of V8's
 * heap growth: reported, not judged.
 */
const MIN_JUDGED_MINUTES = 3;
const isMemoryJudged = minutes >= MIN_JUDGED_MINUTES;
const CONNECTIONS = 32;
/** Growth allowed over the soak's second half before memory counts as growing. */
const MAX_SLOPE_MB_PER_MINUTE = 5;

type Question = { id: number; type: string; answers: { id: number; name: string }[] };

async function answeredQuestions(url: string): Promise<string> {
  const response = await fetch(`${url}/api/get_wait_list_question`);
  const { data } = (await response.json()) as { data: Question[] };
  return JSON.stringify(
    data.map((question) => ({
      ...question,
      answers: question.answers.map((answer, index) => ({ ...answer, status: index === 0 })),
    })),
  );
}

async function main() {
  const server = await startBenchServer();
  try {
    const run = randomUUID().slice(0, 6);
    // each owner gets, through the API, a member to chat with, a location and an event
    const owners = [];
    for (let start = 0; start < server.owners.length; start += 8)
      owners.push(
        ...(await Promise.all(
          server.owners
            .slice(start, start + 8)
            .map((owner, index) => prepareFeatureOwner(server.url, owner, run, start + index)),
        )),
      );
    const traffic = soakTraffic(owners, await answeredQuestions(server.url), run);
    const target = { url: server.url, method: 'POST' as const, requests: traffic.requests };

    const probe = await runLoad(target, { connections: CONNECTIONS, seconds: isShort ? 3 : 10 });
    const rate = Math.max(10, Math.round(probe.requestsPerSecond / 2));
    console.log(
      `Maximum of the mix: ${probe.requestsPerSecond} req/s; soaking at ${rate} req/s for ${minutes} min`,
    );

    const samples: MemorySample[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      void server
        .memory()
        .then((rssBytes) => samples.push({ seconds: (Date.now() - started) / 1000, rssBytes }));
    }, 1000);
    const soak = await runLoad(target, {
      connections: CONNECTIONS,
      seconds: Math.round(minutes * 60),
      overallRate: rate,
    });
    clearInterval(sampler);

    const acknowledged = traffic.ledger.counts();
    const snapshot = traffic.ledger.snapshot();
    const check = await server.verifyLedger(snapshot);
    const lost = lostCount(check);
    // the check must also see writes never made, or it could not have caught a loss
    const caught = lostCount(await server.verifyLedger(neverWritten(snapshot)));
    const secondHalf = samples.slice(Math.floor(samples.length / 2));
    const slope = slopeMbPerMinute(secondHalf);
    const rssMb = (bytes = 0) => Math.round(bytes / 1_048_576);
    const serverErrors = [probe, soak]
      .flatMap((run) => Object.entries(run.statusCodes))
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0);

    const failures = [
      ...(serverErrors > 0 ? [`${serverErrors} answers were 5xx`] : []),
      ...(probe.errors + soak.errors > 0
        ? [
            `${probe.errors + soak.errors} requests failed (${(probe.timeouts ?? 0) + (soak.timeouts ?? 0)} with no answer within 10 s): ${JSON.stringify(soak.statusCodes)}`,
          ]
        : []),
      ...Object.entries(check.missing)
        .filter(([, values]) => values.length > 0)
        .map(([kind, values]) => `${values.length} acknowledged ${kind} writes are not in the database`),
      ...(check.wrong.length > 0
        ? [`${check.wrong.length} acknowledged replaced values are not what the database holds`]
        : []),
      ...(caught !== NEVER_WRITTEN_COUNT
        ? [`the check found ${caught} of ${NEVER_WRITTEN_COUNT} writes never made: it cannot be trusted`]
        : []),
      ...(isMemoryJudged && slope > MAX_SLOPE_MB_PER_MINUTE
        ? [`resident memory kept growing: ${slope.toFixed(1)} MB/min over the second half`]
        : []),
    ];

    console.log(
      `Soak: ${soak.requests} requests, ${soak.requestsPerSecond} req/s, p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms`,
    );
    console.log(`Status codes: ${JSON.stringify(soak.statusCodes)}`);
    console.log(
      `Writes acknowledged: ${Object.entries(acknowledged)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')}; missing or wrong in the database: ${lost}`,
    );
    console.log(
      `Resident memory: ${rssMb(samples[0]?.rssBytes)} MB → ${rssMb(samples.at(-1)?.rssBytes)} MB; ` +
        `slope over the second half ${slope.toFixed(2)} MB/min${isMemoryJudged ? '' : ` (not judged under ${MIN_JUDGED_MINUTES} minutes)`}`,
    );
    const file = await writeResults('soak', {
      date: new Date().toISOString(),
      minutes,
      connections: CONNECTIONS,
      maximum: probe,
      rate,
      soak,
      writes: acknowledged,
      check: {
        missing: Object.fromEntries(
          Object.entries(check.missing).map(([kind, values]) => [kind, values.slice(0, 20)]),
        ),
        wrong: check.wrong.slice(0, 20),
        lost,
      },
      memory: { samples, slopeMbPerMinute: slope },
      failures,
    });
    console.log(
      failures.length > 0
        ? `\nSoak failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`
        : '\nSoak passed.',
    );
    console.log(`Figures written to ${file}`);
    process.exitCode = failures.length > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
