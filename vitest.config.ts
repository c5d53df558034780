import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contractSource = path.resolve(import.meta.dirname, 'packages/contract/src/index.ts');

/** Contract and server tests; the web and e2e suites have configs of their own. */
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on this 2-core machine); the API tests wait on the databases, so use both.
    maxWorkers: 2,
    // Files of a worker share loaded modules instead of importing the server again per file (that import was
    // most of the suite's CPU time); each API test still starts its own server on a database of its own.
    isolate: false,
    projects: [
      {
        resolve: { alias: { '@hrbd/contract': contractSource } },
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '@hrbd/contract': contractSource } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
