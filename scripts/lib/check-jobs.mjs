// @ts-check
import path from 'node:path';

/**
 * The typecheck of every TypeScript project, one tsc each, longest first (each keeps one core
 * busy, so scripts/lib/run-together.mjs runs them side by side). The API and the benches share
 * one program (tsconfig.api-and-bench.json): the benches import the API, which two programs
 * would each check.
 * @param {string} root
 * @returns {import('./run-together.mjs').Job[]}
 */
export function typecheckJobs(root) {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  return [
    ['apps/api + bench', 'tsconfig.api-and-bench.json'],
    ['apps/web', 'apps/web'],
    ['e2e', 'e2e'],
    ['packages/contract', 'packages/contract'],
  ].map(([name, project]) => ({
    label: `typecheck ${name}`,
    command: process.execPath,
    args: [tsc, '--noEmit', '-p', /** @type {string} */ (project)],
    cwd: root,
  }));
}

/**
 * Biome's lint and format check of the whole repository.
 * @param {string} root
 * @returns {import('./run-together.mjs').Job}
 */
export function lintJob(root) {
  return {
    label: 'lint (biome)',
    command: process.execPath,
    args: [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '.'],
    cwd: root,
  };
}
