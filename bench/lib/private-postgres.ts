import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/server-process.mjs';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args])
    : run(path.join(BIN, command), args);

export type PrivatePostgres = {
  url: string;
  /** SIGKILL to the server and every backend: the database is simply gone. */
  kill: () => Promise<void>;
  /** Starts it again on the same files (crash recovery); resolves once it accepts connections. */
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL server of its own (Debian's binaries, a temporary folder, a free loopback port):
 * never the machine's shared one, which other work depends on.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-pg-'));
  await fs.chmod(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await asPostgres('pg_ctl', [
          '-D',
          data,
          '-o',
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
          '-w',
          '-l',
          path.join(dir, 'log'),
          'start',
        ]);
        return;
      } catch (error) {
        // backends of a killed server may still hold its shared memory for a moment
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  await start();
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  /** The postmaster (first line of postmaster.pid) and its children, the backends. */
  const pids = async () => {
    const text = await fs.readFile(path.join(data, 'postmaster.pid'), 'utf8').catch(() => '');
    const postmaster = Number(text.split('\n')[0]);
    if (!postmaster || !alive(postmaster)) return [];
    const { stdout } = await run('pgrep', ['-P', String(postmaster)]).catch(() => ({ stdout: '' }));
    return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill: async () => {
      const killed = await pids();
      for (const pid of killed) process.kill(pid, 'SIGKILL');
      for (let waited = 0; killed.some(alive) && waited < 5_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    start,
    destroy: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
