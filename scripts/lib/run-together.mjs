// @ts-check
import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * @typedef {{ label: string, command: string, args: string[], cwd?: string }} Job
 * @typedef {{ label: string, code: number, seconds: number }} JobResult
 */

/**
 * Runs one job with its output held back, then prints it under the job's label in one piece,
 * so jobs that run at once never interleave their lines.
 * @param {Job} job
 * @returns {Promise<JobResult>}
 */
function runHeldBack(job) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(job.command, job.args, {
      cwd: job.cwd,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const result = {
        label: job.label,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
      };
      const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
      process.stdout.write(`\n── ${job.label}: ${verdict} in ${result.seconds.toFixed(0)} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(result);
    });
  });
}

/**
 * Runs the jobs, at most one per core at a time, in the order given (put the longest first):
 * each of tsc, biome's check and the web build keeps about one core busy, so on two cores two
 * at once take about half the time of one after another.
 * @param {Job[]} jobs
 * @param {number} [atOnce]
 * @returns {Promise<JobResult[]>} in the order of the jobs
 */
export async function runTogether(jobs, atOnce = os.availableParallelism()) {
  /** @type {JobResult[]} */
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await runHeldBack(/** @type {Job} */ (jobs[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, jobs.length)) }, lane));
  return results;
}

/**
 * Like runTogether, but stops the script when any job failed (after every job has ended).
 * @param {Job[]} jobs
 * @param {number} [atOnce]
 */
export async function mustRunTogether(jobs, atOnce) {
  const results = await runTogether(jobs, atOnce);
  const failed = results.filter((result) => result.code !== 0).map((result) => result.label);
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
}
