import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { DemoBuild } from './demo-build.js';

/** A dialect's demo template: what a demo test's database is copied from (`databases.ts`, start `demo`). */
export interface DemoTemplate {
  /** SQLite: the seeded file; PostgreSQL: the database's name. */
  source: string;
  /** The demo's file store: contract PDFs, course videos, 轮播图 pictures. */
  filesDir: string;
  /** Holds `ok …` once the demo is seeded, or why it was not. */
  marker: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Starts seeding the whole demo into `build`'s database in a process of its own and returns at once: the run's
 * other tests go on meanwhile, and the demo tests wait for the marker (`databases.ts`). One seeding per dialect
 * serves every demo test, where each used to seed its area and the areas before it (a third of the suite's time).
 * `stop` ends a build still running, for the run's teardown.
 */
export function startDemoBuild(build: DemoBuild): { stop(): Promise<void> } {
  fs.mkdirSync(build.dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'demo-build.ts'), JSON.stringify(build)], {
    cwd: repoRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(import.meta.dirname, 'demo-build.tsconfig.json') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  // A crash writes no marker: write why, so the waiting tests fail with it instead of timing out.
  const failed = (why: string) => {
    if (!fs.existsSync(build.marker)) fs.writeFileSync(build.marker, `failed: ${why}\n${stderr}`);
  };
  const exited = new Promise<void>((resolve) => {
    child.on('error', (error) => {
      failed(`the demo build did not start (${error.message})`);
      resolve();
    });
    child.on('exit', (code, signal) => {
      failed(`the demo build exited (code ${code}, signal ${signal})`);
      resolve();
    });
  });
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
