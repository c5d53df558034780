import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/sequencer.js';

/**
 * Browser flows against the built console and a real server. Three files at a time on two cores: each has its own
 * server (on its own copy of the seeded database, its own port) and its own browser contexts. A file waits on
 * the browser and the server in turn, so two workers left the machine idle part of the time: on a slow day
 * the 35 files took 998 s with two, 904 s with three (one at a time, npm test would not fit CI's 30 minutes).
 */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    // Seeds the demo once; each file's server starts on a copy (support/seeded-data.ts).
    globalSetup: ['support/seeded-data.ts'],
    maxWorkers: 3,
    // A worker runs its files in one process: Playwright is imported once and the browser is the worker's
    // (support/browser.ts sharedBrowser); each file still has its own server, database copy and browser contexts.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: a list's reload after 查询 took longer than that on CI's loaded
    // machine, and two tests failed reading the rows before it (the browser waits get 60 s, browser.ts).
    expect: { poll: { timeout: 30_000 } },
  },
});
