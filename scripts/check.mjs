// @ts-check
// `npm run check`: the typecheck of every project and biome's check, side by side.
import path from 'node:path';
import { lintJob, typecheckJobs } from './lib/check-jobs.mjs';
import { runTogether } from './lib/run-together.mjs';

const root = path.resolve(import.meta.dirname, '..');
const passed = await runTogether([...typecheckJobs(root), lintJob(root)]);
process.exit(passed ? 0 : 1);
