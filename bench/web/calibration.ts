import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';
import { median } from '../lib/interleaved';

/**
 * The phone every audit emulates: a device of benchmark index 440. Lighthouse's default 4×
 * CPU slowdown means that device only on a host in the middle of its high-end desktop bracket
 * (1,750 / 4, per Lighthouse's throttling documentation); hosts here measure anywhere from
 * about 800 to 3,800, and the same host moves between runs. So the slowdown is worked out from
 * the host's own index: index / 440, never below 1 (a host slower than the phone is not sped up).
 */
export const TARGET_BENCHMARK_INDEX = 440;

export const slowdownFor = (benchmarkIndex: number): number =>
  Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 100) / 100);

/** A host benchmark index and the CPU slowdown a run was given. */
export type RunConditions = { benchmarkIndex: number; cpuSlowdown: number };

/**
 * One reading of Lighthouse's index is a few hundred milliseconds of one loop, and a reading
 * taken while the scheduler runs something else on its core comes out at about half (on an
 * idle 2-core host: 3,320–3,850 with one 1,853 among fifteen). The median of seven ignores it.
 */
const READINGS = 7;

/** The host's benchmark index as Lighthouse computes it, the median of READINGS taken in `page`. */
export async function readHostIndex(page: Page): Promise<{ index: number; readings: number[] }> {
  const readings: number[] = [];
  for (let reading = 0; reading < READINGS; reading += 1)
    readings.push(
      Math.round((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number),
    );
  return { index: median(readings), readings };
}

/** The line each bench prints before its figures: the readings, and the phone they emulate. */
export const calibrationLine = ({ index, readings }: { index: number; readings: number[] }) =>
  `Host benchmark index ${index} (median of ${readings.join(' ')}): CPU slowdown ${slowdownFor(index)}× emulates a device of index ${TARGET_BENCHMARK_INDEX}`;
