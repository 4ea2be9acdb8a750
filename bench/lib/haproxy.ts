import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/server-process.mjs';

const run = promisify(execFile);

export type Haproxy = {
  url: string;
  /** A command of HAProxy's runtime API ('show stat', 'set server app/s1 state maint'). */
  command: (line: string) => Promise<string>;
  /** Each server's state as HAProxy's checks see it ('UP', 'DOWN', 'MAINT'...) and counters. */
  servers: () => Promise<HaproxyServer[]>;
  /** HAProxy's notices so far: each server going DOWN or UP, and why. */
  notices: () => string[];
  stop: () => Promise<void>;
};

export type HaproxyServer = {
  name: string;
  status: string;
  /** Responses that failed (the server closed or died before answering). */
  responseErrors: number;
  /** Transfers the server ended midway. */
  aborted: number;
  /** Connections that failed and were tried again, and of those sent to another server. */
  retries: number;
  redispatches: number;
};

/** Debian's haproxy, installed with apt-get when missing (as root; else it asks for it). */
export async function ensureHaproxy(): Promise<string> {
  const found = await run('sh', ['-c', 'command -v haproxy']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('haproxy is missing: apt-get install -y haproxy');
  console.log('installing haproxy (Debian package)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { env });
  // a clean machine may have no package lists yet
  await install().catch(async () => {
    await run('apt-get', ['update'], { env });
    await install();
  });
  return 'haproxy';
}

/**
 * How HAProxy checks each server's /healthz: every `interMs`, every `fastInterMs` once one
 * failed; `fall` failed checks take a server out, `rise` passed ones bring it back.
 */
export const HAPROXY_CHECK = { interMs: 1_000, fastInterMs: 250, fall: 3, rise: 1 };

/**
 * The notice a stopping server must give these checks (its DRAIN_NOTICE_MS): the check
 * interval × the fall count, the rule docs/deploy.md gives for any balancer. (Its first failed
 * check comes within `interMs`, the next ones sooner; on a busy host all come late, which the
 * server's own wait for quiet covers.)
 */
export const drainNoticeFor = (check: typeof HAPROXY_CHECK) => check.interMs * check.fall;

/**
 * The configuration: HTTP on 127.0.0.1, the servers checked on /healthz (HAPROXY_CHECK). A
 * stopping server answers 503 at once and a killed one refuses the connection; a check fails
 * on slowness only past 20 s, so a busy host's slow answers take no server out (with all out,
 * HAProxy answers 503 itself). No keep-alive towards the servers: a request meets a stopped
 * server only as a refused connection, which HAProxy tries again on another (retries,
 * redispatch) — safe for any request, since none was sent. No retry of a request once sent
 * (`retry-on` past conn-failure): every call is a POST, reads and writes alike, and a write
 * sent to a process killed mid-way may have been done. Live sockets pass as tunnels. Each
 * answer names the server that gave it (X-Served-By), for the bench's timelines.
 */
function configOf(port: number, socket: string, backends: { name: string; port: number }[]) {
  const check = HAPROXY_CHECK;
  return `global
  maxconn 8192
  log stderr format raw local0 notice
  stats socket ${socket} mode 600 level admin
defaults
  log global
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout tunnel 1h
  timeout check 20s
  retries 3
  retry-on conn-failure
  option redispatch 1
  option http-server-close
frontend web
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  http-response set-header X-Served-By %[srv_name]
  default-server inter ${check.interMs} fastinter ${check.fastInterMs} fall ${check.fall} rise ${check.rise}
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

export async function startHaproxy(backends: { name: string; port: number }[]): Promise<Haproxy> {
  const binary = await ensureHaproxy();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-haproxy-'));
  const port = await freePort();
  const socket = path.join(dir, 'admin.sock');
  const file = path.join(dir, 'haproxy.cfg');
  await fs.writeFile(file, configOf(port, socket, backends));
  const child: ChildProcess = spawn(binary, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let printed = '';
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = net.createConnection(socket);
      let answer = '';
      connection.on('data', (chunk) => {
        answer += chunk;
      });
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
      connection.write(`${line}\n`);
    });

  const servers = async (): Promise<HaproxyServer[]> => {
    const [header = '', ...rows] = (await command('show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return rows
      .map((row) => row.split(','))
      .filter(
        (cells) =>
          cells[at('pxname')] === 'app' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''),
      )
      .map((cells) => ({
        name: cells[at('svname')] ?? '',
        status: cells[at('status')] ?? '',
        responseErrors: Number(cells[at('eresp')] || 0),
        aborted: Number(cells[at('srv_abrt')] || 0),
        retries: Number(cells[at('wretr')] || 0),
        redispatches: Number(cells[at('wredis')] || 0),
      }));
  };

  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`haproxy stopped: ${printed}`);
    const isUp = await command('show info').then(
      () => true,
      () => false,
    );
    if (isUp) break;
    if (waited > 10_000) throw new Error(`haproxy did not start: ${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    command,
    servers,
    notices: () => printed.split('\n').filter((line) => / is (DOWN|UP)|has no server available/.test(line)),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once HAProxy's checks see each named server in `status` (within 30 s). */
export async function untilStatus(proxy: Haproxy, names: string[], status: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const servers = await proxy.servers();
    if (names.every((name) => servers.find((server) => server.name === name)?.status.startsWith(status)))
      return;
    if (Date.now() > deadline)
      throw new Error(`haproxy does not see ${names.join(', ')} ${status}: ${JSON.stringify(servers)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
