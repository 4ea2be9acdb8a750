import { type Figures, type LoadTarget, runLoad } from './run-load';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One run of a slice, with the server process's CPU time per answer it took. */
export type SliceRun = Figures & { serverCpuUsPerAnswer: number };

/** One slice of the call beside the ceiling measured on either side of it. */
export type Slice = {
  requestsPerSecond: number;
  p99Ms: number;
  serverCpuUsPerAnswer: number;
  /** The bare route's server CPU per answer, the mean of the two slices. */
  ceilingCpuUsPerAnswer: number;
  /** How fast the call is against the bare route in the server's CPU: the bare's µs ÷ the call's. */
  cpuShareOfCeiling: number;
  /** The mean of the bare route's req/s just before and just after the slice. */
  ceiling: number;
  /** The bare route's p99 in the same two slices (the worse). */
  ceilingP99Ms: number;
  shareOfCeiling: number;
};

/** A call measured in slices, each beside its own ceiling; the figures judged are medians. */
export type PairedFigures = Figures & {
  /** The mean of the slices' ceilings. */
  ceiling: number;
  /** The median slice's share of its own ceiling, in req/s. */
  shareOfCeiling: number;
  /** The median slice's share of the ceiling in server CPU per answer (what the budgets judge). */
  cpuShareOfCeiling: number;
  /** The median slice's server CPU per answer, in µs. */
  serverCpuUsPerAnswer: number;
  /** The median of the bare route's p99s. */
  ceilingP99Ms: number;
  slices: Slice[];
};

/**
 * Pairs each slice of the call with the ceiling slices on either side (one more ceiling slice
 * than call slices), so a host whose speed drifts while the call runs is met half-way, and
 * judges medians: another program's burst lands in one slice of five and would judge that
 * program, not the call.
 */
export function pairSlices(callRuns: SliceRun[], ceilingRuns: SliceRun[]): PairedFigures {
  if (ceilingRuns.length !== callRuns.length + 1 || callRuns.length === 0)
    throw new Error('each call slice needs a ceiling slice on either side');
  const slices = callRuns.map((run, index): Slice => {
    const before = ceilingRuns[index] as SliceRun;
    const after = ceilingRuns[index + 1] as SliceRun;
    const ceiling = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const ceilingCpu = (before.serverCpuUsPerAnswer + after.serverCpuUsPerAnswer) / 2;
    return {
      requestsPerSecond: run.requestsPerSecond,
      p99Ms: run.p99Ms,
      serverCpuUsPerAnswer: run.serverCpuUsPerAnswer,
      ceilingCpuUsPerAnswer: Number(ceilingCpu.toFixed(2)),
      cpuShareOfCeiling: run.serverCpuUsPerAnswer > 0 ? ceilingCpu / run.serverCpuUsPerAnswer : 0,
      ceiling: Math.round(ceiling),
      ceilingP99Ms: Math.max(before.p99Ms, after.p99Ms),
      shareOfCeiling: ceiling > 0 ? run.requestsPerSecond / ceiling : 0,
    };
  });
  const statusCodes: Record<string, number> = {};
  for (const run of callRuns)
    for (const [code, count] of Object.entries(run.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    requestsPerSecond: Math.round(sum(callRuns.map((run) => run.requestsPerSecond)) / callRuns.length),
    p50Ms: median(callRuns.map((run) => run.p50Ms)),
    p99Ms: median(callRuns.map((run) => run.p99Ms)),
    errors: sum(callRuns.map((run) => run.errors)),
    requests: sum(callRuns.map((run) => run.requests)),
    statusCodes,
    ceiling: Math.round(sum(slices.map((slice) => slice.ceiling)) / slices.length),
    shareOfCeiling: median(slices.map((slice) => slice.shareOfCeiling)),
    cpuShareOfCeiling: median(slices.map((slice) => slice.cpuShareOfCeiling)),
    serverCpuUsPerAnswer: median(slices.map((slice) => slice.serverCpuUsPerAnswer)),
    ceilingP99Ms: median(slices.map((slice) => slice.ceilingP99Ms)),
    slices,
  };
}

/**
 * The call and the ceiling in turns of a few seconds each, starting and ending with the
 * ceiling, so both meet the same load from whatever else runs on the machine.
 */
export async function interleaved(
  call: LoadTarget,
  ceiling: LoadTarget,
  options: { connections: number; seconds: number; rounds: number; serverCpuMs: () => number },
): Promise<PairedFigures> {
  const slice = {
    connections: options.connections,
    seconds: Math.max(1, Math.round(options.seconds / options.rounds)),
  };
  const measured = async (target: LoadTarget): Promise<SliceRun> => {
    const cpuBefore = options.serverCpuMs();
    const figures = await runLoad(target, slice);
    const cpuMs = options.serverCpuMs() - cpuBefore;
    const serverCpuUsPerAnswer = figures.requests > 0 ? (cpuMs * 1000) / figures.requests : 0;
    return { ...figures, serverCpuUsPerAnswer: Number(serverCpuUsPerAnswer.toFixed(2)) };
  };
  const callRuns: SliceRun[] = [];
  const ceilingRuns: SliceRun[] = [await measured(ceiling)];
  for (let round = 0; round < options.rounds; round += 1) {
    callRuns.push(await measured(call));
    ceilingRuns.push(await measured(ceiling));
  }
  return pairSlices(callRuns, ceilingRuns);
}
