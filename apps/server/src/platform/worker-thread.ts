import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

interface TsxManifest {
  exports: { './esm/api': { import: { default: string } } };
}

/**
 * Starts a worker thread running the module `workerFile` (named without its
 * extension) next to `hereUrl`: the compiled JavaScript in production; under
 * tests and `tsx` the TypeScript source, loaded through tsx's API because
 * Node 20 workers ignore an `--import` loader in execArgv.
 */
export function startModuleWorker(hereUrl: string, workerFile: string): Worker {
  if (!hereUrl.endsWith('.ts')) return new Worker(new URL(`./${workerFile}.js`, hereUrl));
  const require = createRequire(hereUrl);
  const tsxRoot = path.dirname(require.resolve('tsx/package.json'));
  const { exports } = JSON.parse(fs.readFileSync(path.join(tsxRoot, 'package.json'), 'utf8')) as TsxManifest;
  const api = pathToFileURL(path.join(tsxRoot, exports['./esm/api'].import.default)).href;
  const entry = new URL(`./${workerFile}.ts`, hereUrl).href;
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.api).then((tsx) => tsx.tsImport(workerData.entry, workerData.entry));`;
  return new Worker(bootstrap, { eval: true, workerData: { api, entry } });
}
