import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { freePort, type ServerProcess, startServerProcess } from '../../scripts/lib/server-process.mjs';
import { MANY_CLIENTS_ENV } from './client-address';

/** One of the cluster's server processes: a fixed port (the proxy's), started again on it. */
export type ClusterServer = {
  name: string;
  port: number;
  current: ServerProcess;
  /** Each start's log file, in order. */
  logs: string[];
};

/**
 * The settings the servers of one deployment share: the keys (Web Push, device cookies,
 * operator secrets), one data folder (the disk store of uploads, and the mail outbox), the
 * proxy's X-Forwarded-For trusted, the notice a stopping server gives the proxy's checks, and
 * event reminders looked for often so the three race for them. STORAGE_URL and S3_* in the
 * bench's environment reach the servers as every other variable does (server-process.mjs).
 */
export function clusterEnv(drainNoticeMs: number): Record<string, string> {
  const vapid = webPush.generateVAPIDKeys();
  return {
    ...MANY_CLIENTS_ENV,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    DEVICE_TOKEN_SECRET: 'the-cluster-bench-servers-share-this-device-secret',
    OPERATOR_SECRET_KEY: 'the-cluster-bench-servers-share-this-operator-key',
    DRAIN_NOTICE_MS: String(drainNoticeMs),
    EVENT_REMINDER_EVERY_MS: '500',
    // 'migrations applied' and the reminder jobs' lines are at info
    LOG_LEVEL: 'info',
  };
}

export async function clusterServers(count: number): Promise<ClusterServer[]> {
  const servers: ClusterServer[] = [];
  for (let index = 1; index <= count; index += 1)
    servers.push({ name: `s${index}`, port: await freePort(), current: undefined as never, logs: [] });
  return servers;
}

/** Starts (or starts again) one server on its port; resolves once /healthz answers. */
export async function startClusterServer(
  server: ClusterServer,
  options: { databaseUrl: string; dataDir: string; logDir: string; env: Record<string, string> },
) {
  const logFile = path.join(options.logDir, `${server.name}-${server.logs.length + 1}.log`);
  server.logs.push(logFile);
  server.current = await startServerProcess({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    port: server.port,
    logFile,
    env: options.env,
  });
  return server;
}

/** The log lines of every start of these servers that carry `message`, parsed. */
export async function loggedLines<T>(servers: ClusterServer[], message: string): Promise<T[]> {
  const lines: T[] = [];
  for (const server of servers)
    for (const file of server.logs) {
      const text = await fs.readFile(file, 'utf8').catch(() => '');
      for (const line of text.split('\n'))
        if (line.includes(`"msg":"${message}"`)) lines.push(JSON.parse(line) as T);
    }
  return lines;
}

/** What each server's first start logged of the migrations it applied. */
export async function migrationsApplied(servers: ClusterServer[]) {
  const applied: number[] = [];
  for (const server of servers) {
    const [first] = await loggedLines<{ migrations: number }>(
      [{ ...server, logs: server.logs.slice(0, 1) }],
      'migrations applied',
    );
    applied.push(first?.migrations ?? -1);
  }
  return applied;
}
