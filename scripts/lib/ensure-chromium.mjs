// @ts-check
import fs from 'node:fs';
import { mustRun } from './run.mjs';

/**
 * The flags every Chromium of the journeys and the benches starts with, beside its headless one
 * (TOOLING.md): no GPU, no QUIC, and none of the browser's own traffic.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Finds Debian's Chromium for the browser tests; on a Debian machine as root, installs it.
 * Never downloads a browser build of its own.
 * @returns {Promise<string>} the path of the Chromium binary
 */
export async function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH)
    throw new Error(`CHROMIUM_PATH is set to ${wanted}, but there is no file there.`);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The browser tests need Chromium. Install it (on Debian or Ubuntu: sudo apt-get install chromium), ' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log('Installing Chromium from Debian packages for the browser tests…');
  await mustRun('apt-get', ['update', '-qq']);
  await mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  return wanted;
}
