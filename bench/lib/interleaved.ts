import { type Figures, type LoadTarget, runLoad } from './run-load';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function combine(runs: Figures[]): Figures {
  const statusCodes: Record<string, number> = {};
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    requestsPerSecond: Math.round(sum(runs.map((run) => run.requestsPerSecond)) / runs.length),
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    // The worst slice: a budget on p99 holds in every part of the run.
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    errors: sum(runs.map((run) => run.errors)),
    requests: sum(runs.map((run) => run.requests)),
    statusCodes,
  };
}

/**
 * The call and the ceiling in turns of a few seconds each, so both meet the same load from
 * whatever else runs on the machine; the ratio of their means is what the budgets judge.
 */
export async function interleaved(
  call: LoadTarget,
  ceiling: LoadTarget,
  options: { connections: number; seconds: number; rounds: number },
) {
  const slice = {
    connections: options.connections,
    seconds: Math.max(1, Math.round(options.seconds / options.rounds)),
  };
  const callRuns: Figures[] = [];
  const ceilingRuns: Figures[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    ceilingRuns.push(await runLoad(ceiling, slice));
    callRuns.push(await runLoad(call, slice));
  }
  return { call: combine(callRuns), ceiling: combine(ceilingRuns) };
}
