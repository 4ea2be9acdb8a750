import { spawnSync } from 'node:child_process';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '../../apps/web');

/** Builds the web app into `outDir` (never apps/web/dist, which `npm start` serves). */
export function buildWeb(outDir: string): void {
  console.log(`Building the web app into ${outDir} …`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed with code ${result.status}`);
}
