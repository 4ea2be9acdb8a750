// @ts-check
// `npm start`: install what is missing, build the web app, then run the server, which
// migrates, seeds and serves web + API on PORT. Plain JavaScript: it runs before any
// dependency (TypeScript included) is installed.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { ensureWebBuilt } from './lib/ensure-web-built.mjs';
import { serverCommand } from './lib/server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
await ensureInstalled(root);
await ensureWebBuilt(root);

// A fresh clone runs as a demo (DESIGN.md §2): with no NODE_ENV given, the built-in test payment
// provider is allowed. A deployment that says NODE_ENV=production must set STRIPE_SECRET_KEY or
// ALLOW_TEST_PAYMENTS=true itself, or the server refuses to start.
const isDemo = process.env.NODE_ENV === undefined;
const command = serverCommand({
  databaseUrl: process.env.DATABASE_URL,
  env: {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ALLOW_TEST_PAYMENTS:
      isDemo && !process.env.STRIPE_SECRET_KEY
        ? (process.env.ALLOW_TEST_PAYMENTS ?? 'true')
        : process.env.ALLOW_TEST_PAYMENTS,
  },
});
const server = spawn(process.execPath, [...command.execArgv, command.entry], {
  cwd: root,
  stdio: 'inherit',
  env: command.env,
});
// Ctrl-C reaches the server too (same process group); a SIGTERM is passed on. The server
// stops itself cleanly and we exit with it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
