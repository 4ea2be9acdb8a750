// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { mustRun } from './run.mjs';

/**
 * Installs the dependencies when node_modules is missing or older than the lockfile.
 * Runs before anything else can be imported, so it uses Node built-ins only.
 * @param {string} root
 */
export async function ensureInstalled(root) {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const isStale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
  if (!isStale) return;
  console.log('Installing dependencies (npm ci)…');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
}
