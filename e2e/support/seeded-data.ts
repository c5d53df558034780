import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding a migrated, demo-seeded SQLite database, copied by each spec file's server. */
    seededDataDir: string;
  }
}

/**
 * Global setup: one server start migrates and seeds the demo (~17 s on a quiet two-core machine), is
 * stopped cleanly, and its data directory is kept; each spec file's server starts on a copy of it
 * (a second or two) instead of seeding its own. Each file still has a database of its own.
 */
export default async function seedOnce(project: TestProject): Promise<() => void> {
  const server = await startServer();
  await server.stop({ keepData: true });
  project.provide('seededDataDir', server.dataDir);
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
