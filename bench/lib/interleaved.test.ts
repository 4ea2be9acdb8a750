import { describe, expect, it } from 'vitest';
import { pairSlices, type SliceRun } from './interleaved';

const run = (requestsPerSecond: number, p99Ms: number, serverCpuUsPerAnswer = 20): SliceRun => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  errors: 0,
  requests: requestsPerSecond * 2,
  statusCodes: { 200: requestsPerSecond * 2 },
  serverCpuUsPerAnswer,
});

describe('a call paired with the ceiling on either side of each slice', () => {
  it('meets a host whose speed drifts half-way', () => {
    // the host slows steadily: 50 000 → 30 000 req/s for the bare route
    const ceilings = [50_000, 46_000, 42_000, 38_000, 34_000, 30_000].map((rps) => run(rps, 2));
    const calls = [24_000, 22_000, 20_000, 18_000, 16_000].map((rps) => run(rps, 6));
    const paired = pairSlices(calls, ceilings);
    expect(paired.slices.map((slice) => slice.ceiling)).toEqual([48_000, 44_000, 40_000, 36_000, 32_000]);
    expect(paired.shareOfCeiling).toBeCloseTo(0.5);
    expect(paired.ceiling).toBe(40_000);
  });

  it('judges the median slice, so one burst of another program does not decide', () => {
    const ceilings = [40_000, 40_000, 8_000, 40_000, 40_000, 40_000].map((rps) => run(rps, 2));
    const calls = [run(20_000, 5), run(2_000, 400), run(20_000, 6), run(20_000, 5), run(20_000, 7)];
    const paired = pairSlices(calls, ceilings);
    expect(paired.shareOfCeiling).toBeCloseTo(0.5);
    expect(paired.p99Ms).toBe(6);
    expect(paired.slices[1]?.shareOfCeiling).toBeCloseTo(2_000 / 24_000);
  });

  it('judges the server CPU an answer costs against the bare route’s, whatever the req/s', () => {
    // another program takes the cores in every other slice: req/s halves, CPU per answer does not
    const ceilings = [40_000, 20_000, 40_000, 20_000, 40_000, 20_000].map((rps) => run(rps, 2, 15));
    const calls = [10_000, 20_000, 10_000, 20_000, 10_000].map((rps) => run(rps, 9, 50));
    const paired = pairSlices(calls, ceilings);
    expect(paired.slices.map((slice) => slice.cpuShareOfCeiling)).toEqual([0.3, 0.3, 0.3, 0.3, 0.3]);
    expect(paired.cpuShareOfCeiling).toBeCloseTo(0.3);
    expect(paired.serverCpuUsPerAnswer).toBe(50);
  });

  it('needs a ceiling slice on either side of every call slice', () => {
    expect(() => pairSlices([run(1, 1)], [run(1, 1)])).toThrow(/either side/);
  });
});
