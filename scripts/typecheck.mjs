// @ts-check
// `npm run typecheck`: every TypeScript project, two at a time on two cores.
import path from 'node:path';
import { typecheckJobs } from './lib/check-jobs.mjs';
import { runTogether } from './lib/run-together.mjs';

const root = path.resolve(import.meta.dirname, '..');
const passed = await runTogether(typecheckJobs(root));
process.exit(passed ? 0 : 1);
