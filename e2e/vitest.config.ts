import { defineConfig } from 'vitest/config';

/** Browser journeys: one built server for the run, Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores: one browser at a time beside the server.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
