export type MemorySample = { seconds: number; rssBytes: number };

/** Least-squares slope of resident memory, in MB per minute. */
export function slopeMbPerMinute(samples: MemorySample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, sample) => sum + sample.seconds, 0) / n;
  const meanY = samples.reduce((sum, sample) => sum + sample.rssBytes, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.seconds - meanX) * (sample.rssBytes - meanY);
    variance += (sample.seconds - meanX) ** 2;
  }
  return variance === 0 ? 0 : ((covariance / variance) * 60) / 1_048_576;
}
