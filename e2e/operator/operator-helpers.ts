import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { newDataDir } from '../../apps/api/test/helpers/data-dir-template';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/server-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The code an authenticator app shows for `secret`, `offsetMs` from now. */
export const totpCode = (secret: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });

export type OperatorServer = ServerProcess & { email: string; setupPath: string };

/**
 * A server on a fresh embedded database to which `npm run operator -- add` first added an
 * operator (the command opens the database itself, so it runs before the server holds it).
 * Answers the set-up link's path and query, to open on this server.
 */
export async function startServerWithNewOperator(email: string): Promise<OperatorServer> {
  const dataDir = await newDataDir('faith-shield-e2e-operator-');
  const { DATABASE_URL: _embedded, ...outer } = process.env;
  const env = { ...outer, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', 'add', email], {
    cwd: root,
    env,
  });
  const link = /https?:\/\/\S+\/operator\/setup\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`npm run operator printed no set-up link:\n${stdout}`);
  const url = new URL(link);
  const server = await startServerProcess({ dataDir, env });
  return {
    ...server,
    email,
    setupPath: url.pathname + url.search,
    stop: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
