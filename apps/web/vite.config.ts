import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkPackages, precompress } from './build/asset-plugins';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts');

/** The first path segments of every catalogue row, and the server's own docs and files. */
function apiPrefixes(): string[] {
  const catalogue = fs.readFileSync(path.resolve(import.meta.dirname, '../../packages/contract/catalogue/endpoints.tsv'), 'utf8');
  const firsts = catalogue.split('\n').slice(1).flatMap((line) => line.split('\t')[1]?.split('/')[1] ?? []);
  return [...new Set([...firsts, 'docs', 'files'])].sort();
}

export default defineConfig({
  plugins: [react(), chunkPackages(), precompress()],
  // The console is built from the contract's source: one definition, no build step between them.
  resolve: { alias: { '@hrbd/contract': contractSource } },
  base: './',
  // The manifest lets `npm run test:bundle` (scripts/bundle-budget.mjs) sum what each route loads.
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500, manifest: true, rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /node_modules\/@rc-component\//, sideEffects: false }] } } },
  // `npm run dev`: the API's path prefixes (the catalogue's first segments, plus the API docs and signed files) go to the server (API_TARGET overrides).
  server: {
    port: 5173,
    proxy: { [`^/(${apiPrefixes().join('|')})(/|$)`]: process.env.API_TARGET ?? 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // Vitest's default leaves a core free (one worker on this 2-core machine); jsdom suites are CPU-bound, so use both.
    maxWorkers: 2,
    // Files of a worker share loaded modules (antd, the contract) instead of importing them again per file,
    // which took more time than the tests; each file still gets a fresh jsdom and cleans up after each test.
    isolate: false,
    // Tests run under Node's resolution, which picks tus-js-client's Node build (http module, file-based URL
    // storage); the console is built from its browser build (XMLHttpRequest, localStorage), so tests use that.
    alias: { 'tus-js-client': 'tus-js-client/lib.es5/browser/index.js' },
  },
});
