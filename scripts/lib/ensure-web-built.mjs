// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { mustRun } from './run.mjs';

/**
 * @param {string} dir
 * @returns {number} the newest modification time of any file below dir
 */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Whether the web app's output is missing or older than any of its sources.
 * @param {string} root
 */
export function webBuildIsStale(root) {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/contract/src')];
  // index.html, package.json, vite.config.ts and the build's own plugins (prerender.ts, …)
  const configFiles = fs
    .readdirSync(web, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|html|json)$/.test(entry.name))
    .map((entry) => path.join(web, entry.name));
  const newestSource = Math.max(
    ...sources.map(newestMtime),
    ...configFiles.filter((file) => fs.existsSync(file)).map((file) => fs.statSync(file).mtimeMs),
  );
  return !fs.existsSync(built) || fs.statSync(built).mtimeMs < newestSource;
}

/** The command that builds the web app, from the root. */
export const WEB_BUILD = { command: 'npm', args: ['run', 'build', '--workspace', 'apps/web'] };

/**
 * Builds the web app when its output is missing or older than any of its sources.
 * @param {string} root
 */
export async function ensureWebBuilt(root) {
  if (!webBuildIsStale(root)) return;
  console.log('Building the web app…');
  await mustRun(WEB_BUILD.command, WEB_BUILD.args, { cwd: root });
}
