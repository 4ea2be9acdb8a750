/**
 * The phone every audit emulates: a device of benchmark index 440. Lighthouse's default 4×
 * CPU slowdown means that device only on a host in the middle of its high-end desktop bracket
 * (1,750 / 4, per Lighthouse's throttling documentation); hosts here measure anywhere from
 * about 800 to 2,300, and the same host moves between runs. So the slowdown is worked out from
 * the host's own index: index / 440, never below 1 (a host slower than the phone is not sped up).
 */
export const TARGET_BENCHMARK_INDEX = 440;

export const slowdownFor = (benchmarkIndex: number): number =>
  Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 100) / 100);

/** What an audit ran at: the host's index Lighthouse measured in that run and the slowdown applied. */
export type RunConditions = { benchmarkIndex: number; cpuSlowdown: number };

/**
 * The host's speed moves while a page is audited (other work on the machine): a run whose own
 * index asks for a slowdown this far from the one it ran at emulated another phone, and is run
 * again at its own index's slowdown.
 */
export const SLOWDOWN_TOLERANCE = 0.2;

/** The slowdown a run should have had, when it is off by more than the tolerance; else null. */
export const recalibrated = ({ benchmarkIndex, cpuSlowdown }: RunConditions): number | null => {
  const wanted = slowdownFor(benchmarkIndex);
  return Math.abs(wanted - cpuSlowdown) / wanted > SLOWDOWN_TOLERANCE ? wanted : null;
};
