import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ThrowawayPostgres = { url: string; stop: () => void };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Debian's PostgreSQL binaries, the newest major first (TOOLING.md). */
function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const majors = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : undefined;
}

/**
 * A PostgreSQL server of its own in a temporary folder, for a bench that needs one when
 * DATABASE_URL names none; removed by stop(). As root it runs as the postgres user, which
 * PostgreSQL requires.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binaries();
  if (!bin) throw new Error('No PostgreSQL server: set DATABASE_URL, or install postgresql (Debian).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faith-shield-pg-'));
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
