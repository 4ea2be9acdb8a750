import os from 'node:os';

/**
 * The one machine every time budget of the benches is stated for, and the rule that carries a
 * budget to the host a run is on: as `bench:web` emulates one phone on every host (CPU slowdown
 * = benchmark index ÷ 440), a time budget is multiplied by the reference ceiling ÷ the ceiling
 * measured in the same run. At a fixed number of connections a request's time is inversely
 * proportional to the requests a host can answer, so a host three times slower is given three
 * times the milliseconds, and a faster one fewer: the verdict is the same on any host.
 *
 * The ceiling is a bare Fastify route in the bench server's process (lib/bench-server.ts)
 * under autocannon at 50 connections on loopback, measured in turns with each call. The
 * reference is the run on the 2-core VM, quiet, in which the API's p99 ≤ 25 ms was last met by
 * every call with nothing scaled: the budgets were written for that host, so its ceiling keeps
 * their meaning. Hosts of the same kind differ several-fold (bench/README.md), which is why a
 * fixed number of milliseconds could not pass or fail the same on all of them.
 */
export const REFERENCE_HOST = {
  description: '2-core VM, Node 20, bare Fastify route at 50 connections on loopback',
  ceilingRequestsPerSecond: 52_900,
} as const;

/** How much slower than the reference this run's host was (> 1: slower). */
export function hostFactor(measuredCeiling: number): number {
  if (!(measuredCeiling > 0)) throw new Error(`a ceiling must be measured, got ${measuredCeiling}`);
  return REFERENCE_HOST.ceilingRequestsPerSecond / measuredCeiling;
}

/** A time budget stated for the reference host, carried to a host whose ceiling was measured. */
export function scaledBudgetMs(referenceBudgetMs: number, measuredCeiling: number): number {
  return referenceBudgetMs * hostFactor(measuredCeiling);
}

/** The line a bench prints about the host it ran on. */
export function describeHost(measuredCeiling: number): string {
  return `ceiling ${Math.round(measuredCeiling)} req/s, reference ${REFERENCE_HOST.ceilingRequestsPerSecond} (${REFERENCE_HOST.description}): time budgets × ${hostFactor(measuredCeiling).toFixed(2)}`;
}

/** Whether other programs shared the host when a bench started, and so whether times are judged. */
export type HostConditions = { loadAverage: number; cpus: number };

export function hostConditions(): HostConditions {
  return { loadAverage: os.loadavg()[0] ?? 0, cpus: os.cpus().length };
}

/**
 * Scaling assumes the bench has the host's cores to itself, as on the reference. With more
 * programs wanting the cores than there are, a request's tail is the scheduler's wait for
 * whichever program runs next, not the server's work: the same commit's p99 then moved
 * several-fold between slices of one run. So time budgets are judged on an unshared host and
 * only printed on a shared one; shares of the ceiling are judged on both.
 */
export function judgesTimes(conditions: HostConditions): boolean {
  return conditions.loadAverage < conditions.cpus;
}

export function describeConditions(conditions: HostConditions): string {
  const state = judgesTimes(conditions)
    ? 'unshared: time budgets judged'
    : 'shared with other programs: time budgets printed, not judged';
  return `load average ${conditions.loadAverage.toFixed(1)} on ${conditions.cpus} cores at the start (${state})`;
}
