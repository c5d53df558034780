import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { DemoLast } from './apps/server/src/test/sequencer.js';

const contractSource = path.resolve(import.meta.dirname, 'packages/contract/src/index.ts');

/** Contract and server tests; the web and e2e suites have configs of their own. */
export default defineConfig({
  test: {
    // Three workers on this 2-core machine: the API tests wait on PostgreSQL (another process) much of the time.
    // Vitest's default (one worker here) left a core free; on a slow day the server suite took 650 s with two, 593 s with three.
    maxWorkers: 3,
    sequence: { sequencer: DemoLast },
    projects: [
      {
        resolve: { alias: { '@hrbd/contract': contractSource } },
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '@hrbd/contract': contractSource } },
        test: {
          name: 'server',
          // Files of a worker share loaded modules instead of importing the server again per file; each API test
          // still starts its own server on a database of its own. Set here: Vitest 4's inline projects do not
          // inherit the root's test options, and at the root it went unused (import 326 → 22 s, suite 686 → 460 s).
          isolate: false,
          include: ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
