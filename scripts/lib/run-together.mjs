// @ts-check
import os from 'node:os';

/** @typedef {{ label: string, command: string, args: string[], cwd?: string }} Job */

/** A word as a POSIX shell reads it back unchanged. */
const shellWord = (/** @type {string} */ word) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Runs the jobs with `concurrently`, at most one per core at a time, in the order given (put the
 * longest first): each of tsc, biome's check and the web build keeps about one core busy, so on
 * two cores two at once take about half the time of one after another. Each job's output is
 * printed in one piece, in the jobs' order, and their times at the end.
 * @param {Job[]} jobs
 * @param {number} [atOnce]
 * @returns {Promise<boolean>} whether every job passed
 */
export async function runTogether(jobs, atOnce = os.availableParallelism()) {
  // imported here: `npm test` installs what is missing before it runs anything
  const { default: concurrently } = await import('concurrently');
  const { result } = concurrently(
    jobs.map((job) => ({
      name: job.label,
      command: [job.command, ...job.args].map(shellWord).join(' '),
      cwd: job.cwd,
    })),
    { maxProcesses: atOnce, group: true, timings: true, prefix: 'name' },
  );
  return result.then(
    () => true,
    () => false,
  );
}

/**
 * Like runTogether, but stops the script when any job failed (after every job has ended).
 * @param {Job[]} jobs
 * @param {number} [atOnce]
 */
export async function mustRunTogether(jobs, atOnce) {
  if (!(await runTogether(jobs, atOnce))) throw new Error('a job failed: see its output above');
}
