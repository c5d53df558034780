import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/sequencer.js';

/**
 * Browser flows against the built console and a real server. Two files at a time: each has its own server
 * (on its own copy of the seeded database, its own port) and its own Chromium; 33 files took 564 s this way
 * against ~1,050 s of spec time (one at a time, the suite would pass CI's 30 minutes with the rest of npm test).
 */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    // Seeds the demo once; each file's server starts on a copy (support/seeded-data.ts).
    globalSetup: ['support/seeded-data.ts'],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: a list's reload after 查询 took longer than that on CI's loaded
    // machine, and two tests failed reading the rows before it (the browser waits get 60 s, browser.ts).
    expect: { poll: { timeout: 30_000 } },
  },
});
