import { defineConfig } from 'vitest/config';

/** Browser flows against the built console and a real server; files run one at a time (2 cores). */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    // Seeds the demo once; each file's server starts on a copy (support/seeded-data.ts).
    globalSetup: ['support/seeded-data.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
