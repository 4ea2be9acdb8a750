// @ts-check
// `npm start`: install what is missing, build the web app, then run the server, which
// migrates, seeds and serves web + API on PORT. Plain JavaScript: it runs before any
// dependency (TypeScript included) is installed.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { ensureWebBuilt } from './lib/ensure-web-built.mjs';

const root = path.resolve(import.meta.dirname, '..');
await ensureInstalled(root);
await ensureWebBuilt(root);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Ctrl-C reaches the server too (same process group); a SIGTERM is passed on. The server
// stops itself cleanly and we exit with it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
