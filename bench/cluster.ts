import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database';
import { certificates, inventoryItems } from '../apps/api/src/db/schema/index';
import { diskFileStore } from '../apps/api/src/infra/storage/disk-file-store';
import { storageOn } from '../apps/api/src/infra/storage/storage-on';
import { readArgs } from './lib/args';
import {
  chatMishaps,
  describeMishap,
  ProcessTimeline,
  type SentChat,
  timelineFrom,
} from './lib/cluster-diagnosis';
import { countReminders, makeRemindersDue, remindersExact } from './lib/cluster-reminders';
import {
  type ClusterServer,
  clusterEnv,
  clusterServers,
  loggedLines,
  migrationsApplied,
  startClusterServer,
} from './lib/cluster-servers';
import { clusterReaders, clusterWriters, failedAnswer, TrafficLog } from './lib/cluster-traffic';
import { sleep } from './lib/delivery-figures';
import { drainNoticeFor, HAPROXY_CHECK, type Haproxy, startHaproxy, untilStatus } from './lib/haproxy';
import { measureHostCeiling } from './lib/host-ceiling';
import { type PrivatePostgres, startPrivatePostgres } from './lib/private-postgres';
import { describeConditions, hostConditions } from './lib/reference-host';
import { writeResults } from './lib/results-file';
import { openResumingClient, type ResumingClient } from './lib/resuming-client';
import { runLoad } from './lib/run-load';
import { seedAlertTeam } from './lib/seed-alert-bench';
import { seedChatPairs } from './lib/seed-chat-bench';
import { lostCount, NEVER_WRITTEN_COUNT, neverWritten, verifyLedger } from './lib/verify-ledger';
import { WriteLedger } from './lib/write-ledger';

/**
 * `npm run bench:cluster [-- --short]`: HAProxy on 127.0.0.1 in front of three server processes
 * on one PostgreSQL server, sharing one data folder (the disk store). The three start at once
 * on a fresh database (one migrates). Under mixed load — public and signed-in reads, every
 * kind of write with its uploads, live sockets receiving chat messages, a team alert — one
 * process is SIGKILLed and started again, then all three are restarted in turn with SIGTERM.
 * It passes when every acknowledged write is in the database and its file on disk; every live
 * socket got every message to it exactly once (those on the killed process reconnect through
 * the proxy and resume after the last id they saw) and the alert exactly once; the only failed
 * requests are those in flight on the killed process; the rolling restart fails none; day-ahead
 * and expiry reminders are made exactly once across the three. Prints throughput through the
 * proxy with one process and with three. DATABASE_URL names the server (a database is created
 * on it for the run and dropped); without it a private one is started.
 */
const args = readArgs();
const isShort = args.has('--short');
const SIZE = isShort
  ? { sockets: 40, writers: 3, readers: 3, phaseMs: 3_000, loadSeconds: 1, chatPerSecond: 10 }
  : { sockets: 300, writers: 8, readers: 8, phaseMs: 10_000, loadSeconds: 5, chatPerSecond: 30 };
/** The stopping servers' DRAIN_NOTICE_MS: HAProxy's check interval × its fall count. */
const DRAIN_NOTICE_MS = drainNoticeFor(HAPROXY_CHECK);
/**
 * A failed request was in flight on the killed process when it started before the process was
 * seen gone and ended after the signal, within this.
 */
const IN_FLIGHT_MS = 5_000;

type Stage = {
  databaseUrl: string;
  dataDir: string;
  logDir: string;
  env: Record<string, string>;
  servers: ClusterServer[];
  proxy: Haproxy;
};

/** A fresh database for the run: on DATABASE_URL's server, or on a private one. */
async function freshDatabase() {
  if (!process.env.DATABASE_URL) {
    const throwaway: PrivatePostgres = await startPrivatePostgres();
    return { url: throwaway.url, where: 'a private PostgreSQL server', drop: () => throwaway.destroy() };
  }
  const base = process.env.DATABASE_URL;
  const name = `fs_cluster_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: 'DATABASE_URL (a database made for the run)',
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Throughput of get_profile through the proxy with only `ready` of the servers taking requests. */
async function throughput(stage: Stage, ready: string[], token: string) {
  for (const server of stage.servers)
    await stage.proxy.command(
      `set server app/${server.name} state ${ready.includes(server.name) ? 'ready' : 'maint'}`,
    );
  const target = {
    url: `${stage.proxy.url}/api/get_profile`,
    method: 'POST' as const,
    fields: { token },
  };
  await runLoad(target, { connections: 50, seconds: 1 });
  const figures = await runLoad(target, { connections: 50, seconds: SIZE.loadSeconds });
  for (const server of stage.servers) await stage.proxy.command(`set server app/${server.name} state ready`);
  await untilStatus(
    stage.proxy,
    stage.servers.map((server) => server.name),
    'UP',
  );
  return figures;
}

/** Resolves once `done()` holds, or after `ms`. */
async function settle(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(100);
}

async function main() {
  const startedAt = new Date();
  const conditions = hostConditions();
  const database = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-cluster-'));
  const logDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-cluster-logs-'));
  const servers = await clusterServers(3);
  const env = clusterEnv(DRAIN_NOTICE_MS);
  const start = (server: ClusterServer) =>
    startClusterServer(server, { databaseUrl: database.url, dataDir, logDir, env });
  let proxy: Haproxy | undefined;
  try {
    // three at once on a database nobody migrated
    const startAt = performance.now();
    await Promise.all(servers.map(start));
    const startSeconds = (performance.now() - startAt) / 1000;
    const applied = await migrationsApplied(servers);
    proxy = await startHaproxy(servers.map((server) => ({ name: server.name, port: server.port })));
    await untilStatus(
      proxy,
      servers.map((server) => server.name),
      'UP',
    );
    const stage: Stage = { databaseUrl: database.url, dataDir, logDir, env, servers, proxy };
    const url = proxy.url;

    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    const chatPairs = await seedChatPairs(handle.db, SIZE.sockets / 2);
    const team = await seedAlertTeam(handle.db, SIZE.sockets / 2 + 1);
    const [teamOwner] = team.members;
    if (!teamOwner) throw new Error('the alert team has no owner');
    const due = await makeRemindersDue(
      handle.db,
      url,
      { organisationId: team.organisationId, owner: teamOwner, members: team.members.slice(1) },
      10,
    );

    // throughput through the proxy, one process then three, beside the host's ceiling
    const ceilingBefore = await measureHostCeiling(isShort ? 1 : 2);
    const profileToken = chatPairs[0]?.owner.token ?? '';
    const one = await throughput(stage, ['s1'], profileToken);
    const three = await throughput(stage, ['s1', 's2', 's3'], profileToken);
    const ceilingAfter = await measureHostCeiling(isShort ? 1 : 2);

    // the live sockets: each pair's member (its owner writes to it) and every member of the team
    const clients: ResumingClient[] = [];
    const people = [...chatPairs.map((pair) => pair.member), ...team.members];
    for (let at = 0; at < people.length; at += 50)
      clients.push(
        ...(await Promise.all(
          people.slice(at, at + 50).map((person) => openResumingClient(url, person.id, person.token)),
        )),
      );
    const byUser = new Map(clients.map((client) => [client.userId, client]));

    // the load
    const log = new TrafficLog();
    const ledger = new WriteLedger();
    const writers = await clusterWriters(url, SIZE.writers, ledger, log);
    let isStopped = false;
    const stopped = () => isStopped;
    const chatSent: SentChat[] = [];
    const processes = new ProcessTimeline();
    const chatting = (async () => {
      let turn = 0;
      const senders = chatPairs.map(async (pair, index) => {
        await sleep((index * 1000) / SIZE.chatPerSecond);
        while (!isStopped) {
          turn += 1;
          let id = '';
          let server = '';
          const startedAt = performance.now();
          await log.time('add_chat', async () => {
            const response = await fetch(`${url}/api/add_chat`, {
              method: 'POST',
              body: new URLSearchParams({
                token: pair.owner.token,
                to_user_id: pair.member.id,
                message: `c${turn}`,
              }),
            });
            const text = await response.text();
            server = response.headers.get('x-served-by') ?? '';
            id =
              response.status === 200
                ? ((JSON.parse(text) as { data?: { id?: string } }).data?.id ?? '')
                : '';
            return id ? { ok: true } : { ok: false, why: failedAnswer(response) };
          });
          if (id) chatSent.push({ id, to: pair.member.id, startedAt, endedAt: performance.now(), server });
          await sleep((chatPairs.length * 1000) / SIZE.chatPerSecond);
        }
      });
      await Promise.all(senders);
    })();
    const loadStartedAt = performance.now();
    const load = Promise.all([
      writers.run(stopped),
      clusterReaders(
        url,
        writers.owners.map((o) => o.token),
        SIZE.readers,
        log,
      )(stopped),
      chatting,
    ]);

    await sleep(SIZE.phaseMs);
    // the team alert, sent by the leader while everything runs
    const alertAnswer = await fetch(`${url}/api/send_alert`, {
      method: 'POST',
      body: new URLSearchParams({
        token: team.leader.token,
        kind: 'Lockdown',
        message: 'Lockdown: stay where you are, doors locked, wait for the all-clear.',
        location_note: 'Main sanctuary',
      }),
    });
    const alertText = await alertAnswer.text();
    if (alertAnswer.status !== 200)
      throw new Error(`send_alert answered ${alertAnswer.status}: ${alertText}`);
    const alertId = (JSON.parse(alertText) as { data?: { id?: string } }).data?.id ?? '';
    const alertMembers = team.members
      .map((member) => byUser.get(member.id))
      .filter((client) => client !== undefined);
    await settle(() => alertMembers.every((client) => client.alerts.has(alertId)), 10_000);

    // one process killed mid-run, then started again
    await sleep(SIZE.phaseMs / 2);
    const killed = servers[1] as ClusterServer;
    const killAt = performance.now();
    processes.note(`SIGKILL ${killed.name}`);
    await killed.current.kill();
    // until its exit is seen, the kernel may still accept connections into its listening queue
    const deadAt = performance.now();
    await sleep(2_000);
    await start(killed);
    processes.note(`${killed.name} started`);
    await untilStatus(proxy, [killed.name], 'UP');
    processes.note(`${killed.name} UP`);
    const killedBackAt = performance.now();
    await sleep(SIZE.phaseMs / 2);

    // a rolling restart: each in turn stopped with SIGTERM and started again
    const rollFrom = performance.now();
    const restartSeconds: number[] = [];
    for (const server of servers) {
      const from = performance.now();
      processes.note(`SIGTERM ${server.name}`);
      await server.current.stop();
      processes.note(`${server.name} exited`);
      await start(server);
      processes.note(`${server.name} started`);
      await untilStatus(proxy, [server.name], 'UP');
      processes.note(`${server.name} UP`);
      restartSeconds.push(Math.round((performance.now() - from) / 100) / 10);
      await sleep(1_000);
    }
    const rollTo = performance.now();
    await sleep(SIZE.phaseMs / 2);
    isStopped = true;
    await load;
    const loadSeconds = (performance.now() - loadStartedAt) / 1000;
    await settle(
      () =>
        chatSent.every((sent) => byUser.get(sent.to)?.messages.has(sent.id)) &&
        clients.every((c) => c.isReady()),
      15_000,
    );
    await settle(() => false, 1_000); // a frame sent twice would come now
    const proxyServers = await proxy.servers();

    // the verdicts
    const failures = log.failures();
    const inFlightAtKill = failures.filter(
      (failure) =>
        failure.startedAt < deadAt && failure.endedAt >= killAt && failure.endedAt < deadAt + IN_FLIGHT_MS,
    );
    const otherFailures = failures.filter((failure) => !inFlightAtKill.includes(failure));
    const duringRolling = failures.filter(
      (failure) => failure.endedAt >= rollFrom && failure.startedAt <= rollTo,
    );

    const snapshot = ledger.snapshot();
    const check = await verifyLedger(handle.db, snapshot);
    const caught = lostCount(await verifyLedger(handle.db, neverWritten(snapshot)));
    if (caught !== NEVER_WRITTEN_COUNT)
      throw new Error(`the ledger check found ${caught} of ${NEVER_WRITTEN_COUNT} planted losses`);
    // every acknowledged upload's file, read back from the store the servers share
    const uploadsDir = path.join(dataDir, 'uploads');
    const store = storageOn(diskFileStore(uploadsDir), { kind: 'disk', dir: uploadsDir });
    const images = [
      ...(snapshot.inserted.inventory.length
        ? await handle.db
            .select({ image: inventoryItems.image })
            .from(inventoryItems)
            .where(inArray(inventoryItems.title, snapshot.inserted.inventory))
        : []),
      ...(snapshot.inserted.certificate.length
        ? await handle.db
            .select({ image: certificates.image })
            .from(certificates)
            .where(inArray(certificates.licenceNumber, snapshot.inserted.certificate))
        : []),
    ];
    let filesMissing = 0;
    for (const { image } of images) if (!image || !(await store.read(image))) filesMissing += 1;

    const chatMissed = chatSent.filter((sent) => !byUser.get(sent.to)?.messages.has(sent.id)).length;
    const mishaps = chatMishaps(chatSent, clients, loadStartedAt);
    const chatTwice = clients.reduce(
      (sum, client) => sum + [...client.messages.values()].filter((n) => n > 1).length,
      0,
    );
    const alertMissed = alertMembers.filter((client) => !client.alerts.has(alertId)).length;
    const alertTwice = alertMembers.filter((client) => (client.alerts.get(alertId) ?? 0) > 1).length;
    const reconnected = clients.filter((client) => client.closes.length > 0);
    const onKilled = clients.filter((client) => client.closes.includes(1006)).length;
    const toldToMove = clients.filter((client) => client.closes.includes(1012)).length;
    const notBack = clients.filter((client) => !client.isReady()).length;

    // reminders: the jobs of every start race for them; wait for the mails, then look again
    let reminders = await countReminders(handle.db, dataDir, due);
    for (let waited = 0; !remindersExact(reminders, due) && waited < 30_000; waited += 500) {
      await sleep(500);
      reminders = await countReminders(handle.db, dataDir, due);
    }
    await sleep(2_000);
    reminders = await countReminders(handle.db, dataDir, due);
    const claimed = {
      dayAhead: (await loggedLines<{ reminded: number }>(servers, 'event reminders sent')).length,
    };
    await handle.close();

    const migratedOnce =
      applied.filter((count) => count > 0).length === 1 &&
      applied.filter((count) => count === 0).length === 2;
    const lost = lostCount(check);
    const passed =
      migratedOnce &&
      lost === 0 &&
      filesMissing === 0 &&
      otherFailures.length === 0 &&
      duringRolling.length === 0 &&
      chatMissed === 0 &&
      chatTwice === 0 &&
      alertMissed === 0 &&
      alertTwice === 0 &&
      notBack === 0 &&
      remindersExact(reminders, due);

    const acknowledged = ledger.counts();
    const requests = log.outcomes.length;
    const ceiling = Math.round((ceilingBefore + ceilingAfter) / 2);
    const mark = (ok: boolean) => (ok ? '✓' : '✗');
    console.log(
      `bench:cluster${isShort ? ' --short' : ''} — ${describeConditions(conditions)}; ${database.where}; started ${startedAt.toISOString()}`,
    );
    console.log(
      `  HAProxy on 127.0.0.1 → 3 server processes (one data folder: the disk store), one PostgreSQL server, this client: all on one ${os.cpus().length}-core host`,
    );
    console.log(
      `  start: 3 at once on a fresh database in ${startSeconds.toFixed(1)} s; migrations applied per process ${JSON.stringify(applied)} ${mark(migratedOnce)}`,
    );
    console.log(
      `  throughput (get_profile through HAProxy, 50 connections, ${SIZE.loadSeconds} s): 1 process ${one.requestsPerSecond} req/s (p99 ${one.p99Ms} ms), 3 processes ${three.requestsPerSecond} req/s (p99 ${three.p99Ms} ms), ratio ${(three.requestsPerSecond / Math.max(one.requestsPerSecond, 1)).toFixed(2)}; host ceiling (bare route) ${ceilingBefore} → ${ceilingAfter} req/s`,
    );
    console.log(
      '    on 2 cores the client, HAProxy, PostgreSQL and every process share the same CPUs: the ratio shows the overhead of more processes, not scaling',
    );
    console.log(
      `  load: ${requests} requests in ${loadSeconds.toFixed(0)} s (${Math.round(requests / loadSeconds)}/s); acknowledged writes ${Object.entries(
        acknowledged,
      )
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')}; ${images.length} uploads`,
    );
    console.log(
      `  writes: lost ${lost} ${mark(lost === 0)}; files missing ${filesMissing} of ${images.length} ${mark(filesMissing === 0)}`,
    );
    console.log(
      `  SIGKILL of ${killed.name}: failed requests in flight on it ${inFlightAtKill.length} (HAProxy's count on it: ${proxyServers.find((s) => s.name === killed.name)?.responseErrors ?? '?'} response errors, ${proxyServers.find((s) => s.name === killed.name)?.aborted ?? '?'} aborted by the server); other failures ${otherFailures.length} ${mark(otherFailures.length === 0)}; back in ${((killedBackAt - killAt) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  rolling restart (SIGTERM each in turn, ${DRAIN_NOTICE_MS} ms notice: HAProxy's inter ${HAPROXY_CHECK.interMs} ms × fall ${HAPROXY_CHECK.fall}): restarts took ${restartSeconds.join(', ')} s; failed requests ${duringRolling.length} ${mark(duringRolling.length === 0)}`,
    );
    console.log(
      `  live sockets ${clients.length}: ${onKilled} cut by the kill, ${toldToMove} told to reconnect (1012), ${reconnected.length} reconnected through the proxy, ${notBack} not back ${mark(notBack === 0)}`,
    );
    console.log(
      `  chat: ${chatSent.length} messages acknowledged; missed ${chatMissed}, twice ${chatTwice} ${mark(chatMissed + chatTwice === 0)}; alert: ${alertMembers.length} members, missed ${alertMissed}, twice ${alertTwice} ${mark(alertMissed + alertTwice === 0)}`,
    );
    console.log(
      `  reminders: day-ahead ${reminders.dayAhead.rows}/${due.events * due.eventPeople} stored, ${reminders.dayAhead.mails} mailed, ${reminders.dayAhead.twice} twice (claimed in ${claimed.dayAhead} job runs); expiry ${reminders.expiry.rows}/${due.expiry} stored, ${reminders.expiry.mails} mailed, ${reminders.expiry.twice} twice ${mark(remindersExact(reminders, due))}`,
    );
    const fromKill = (at: number) => ((at - killAt) / 1000).toFixed(2);
    for (const mishap of mishaps.slice(0, 5)) console.log(`    ${describeMishap(mishap)}`);
    if (mishaps.length > 0 || duringRolling.length > 0)
      console.log(
        `    processes (s from the load's start): ${timelineFrom(processes, loadStartedAt)
          .map((event) => `${event.at} ${event.event}`)
          .join('; ')}`,
      );
    for (const failure of [...inFlightAtKill.slice(0, 3), ...otherFailures.slice(0, 10)])
      console.log(
        `    failed${inFlightAtKill.includes(failure) ? ' (in flight at the kill)' : ''}: ${failure.name} ${failure.why ?? ''}, from ${fromKill(failure.startedAt)} s to ${fromKill(failure.endedAt)} s after the kill`,
      );
    if (!passed) for (const notice of proxy.notices()) console.log(`    haproxy: ${notice}`);
    console.log(passed ? 'PASS' : 'FAIL');

    await writeResults('cluster', {
      short: isShort,
      startedAt,
      conditions,
      database: database.where,
      migrationsApplied: applied,
      throughput: { one, three, ceiling: { before: ceilingBefore, after: ceilingAfter, mean: ceiling } },
      requests,
      acknowledged,
      lost,
      check,
      uploads: images.length,
      filesMissing,
      kill: {
        inFlight: inFlightAtKill.length,
        other: otherFailures.length,
        backSeconds: (killedBackAt - killAt) / 1000,
      },
      rolling: { failed: duringRolling.length, restartSeconds },
      sockets: {
        total: clients.length,
        cutByKill: onKilled,
        toldToMove,
        reconnected: reconnected.length,
        notBack,
      },
      chat: { sent: chatSent.length, missed: chatMissed, twice: chatTwice },
      alert: { members: alertMembers.length, missed: alertMissed, twice: alertTwice },
      reminders,
      proxy: proxyServers,
      diagnosis: {
        timesFrom: 'the load start, in seconds',
        processes: timelineFrom(processes, loadStartedAt),
        chat: mishaps,
        failed: failures.map((failure) => ({
          ...failure,
          startedAt: Math.round(failure.startedAt - loadStartedAt) / 1000,
          endedAt: Math.round(failure.endedAt - loadStartedAt) / 1000,
        })),
        haproxy: proxy.notices(),
      },
      passed,
    });
    for (const client of clients) client.close();
    process.exitCode = passed ? 0 : 1;
  } finally {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.current?.stop()));
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP_LOG) await fs.rm(logDir, { recursive: true, force: true });
    else console.log(`server logs kept in ${logDir}`);
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
