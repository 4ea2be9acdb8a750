import { defineConfig } from 'vitest/config';

/** Journey files run in this many workers at once, each with a server of its own (global-setup.ts). */
export const JOURNEY_WORKERS = 2;

/** Browser journeys: a built server per worker, Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // a worker's files run in one process, which keeps one Chromium for them all (fixtures.ts)
    isolate: false,
    // A journey waits on the browser and the server most of its time: two at once keep two
    // cores busy.
    maxWorkers: JOURNEY_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // what a page shows after a call: two journeys, two servers and two browsers share two cores
    expect: { poll: { timeout: 10_000 } },
  },
});
