import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchBrowser, newPage } from './browser.js';
import { loginViaUi } from './console.js';
import { DEMO_ADMIN, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding a migrated, demo-seeded SQLite database, copied by each spec file's server. */
    seededDataDir: string;
    /** The browser state (its session cookies) of the demo admin signed in on that database: every copy knows the session. */
    adminSignedIn: string;
  }
}

/**
 * Global setup: one server start migrates and seeds the demo (25 s on a quiet two-core machine, 45 s under load), the demo admin
 * signs in once through the login screen, and the server is stopped cleanly with its data directory kept; each
 * spec file's server starts on a copy of it (a second or two) instead of seeding its own, and a spec that signs
 * in as the admin starts with that session (its token is in every copy) instead of dragging the slider again.
 * Each file still has a database of its own; login.e2e.ts signs in through the screen itself.
 */
export default async function seedOnce(project: TestProject): Promise<() => void> {
  const server = await startServer();
  // Beside the data directory, not in it: the copies need only the database.
  const adminSignedIn = `${server.dataDir}-admin-browser-state.json`;
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, server.baseUrl);
    await loginViaUi(page, DEMO_ADMIN.userName, DEMO_ADMIN.password);
    await page.context().storageState({ path: adminSignedIn });
  } finally {
    await browser.close();
  }
  await server.stop({ keepData: true });
  project.provide('seededDataDir', server.dataDir);
  project.provide('adminSignedIn', adminSignedIn);
  return () => {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(adminSignedIn, { force: true });
  };
}
