import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database.js';
import type { DialectName } from '../db/dialect/index.js';
import { LocalObjectStore } from '../platform/storage/local-store.js';
import { demoTemplate } from './databases.js';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';

/** How long a demo test may wait for the demo: its build runs beside the suite's other files (`global-setup.ts`). */
export const DEMO_WAIT_MS = 600_000;

/**
 * A copy of the whole demo (seeded with its history ending at DEMO_NOW, `demo-clock.ts`), made before the
 * describe block's tests and dropped after them. The demo tests read it; what one writes stays in its copy.
 */
export function demoDatabase(dialect: DialectName): () => Db {
  let copy: FreshDatabase | undefined;
  beforeAll(async () => {
    copy = await freshDatabase(dialect, 'demo');
  }, DEMO_WAIT_MS);
  afterAll(async () => {
    await copy?.drop();
  });
  return () => {
    if (!copy) throw new Error('demoDatabase: the copy exists from the describe block\'s beforeAll to its afterAll');
    return copy.db;
  };
}

/** The demo's file store (contract PDFs, course videos, 轮播图 pictures), to read what its records point at. */
export async function demoFiles(dialect: DialectName): Promise<LocalObjectStore> {
  return new LocalObjectStore((await demoTemplate(dialect)).filesDir);
}
