import fs from 'node:fs/promises';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

/** Writes `<kind>-<time>.json` and `<kind>-latest.json` under bench/results/ (git-ignored). */
export async function writeResults(kind: string, figures: unknown): Promise<string> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${kind}-${stamp}.json`);
  const text = `${JSON.stringify(figures, null, 2)}\n`;
  await fs.writeFile(file, text);
  await fs.writeFile(path.join(RESULTS_DIR, `${kind}-latest.json`), text);
  return file;
}
