import type { BenchServer } from './server-process';

/** The p-th percentile of sorted values (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server's resident memory: the median of a few samples. */
export async function rssOf(server: BenchServer, samples = 3) {
  const values: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    values.push(await server.memory());
    await sleep(300);
  }
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}
