import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPage } from './browser.js';
import { loginViaUi } from './console.js';
import { startServer, type RunningServer } from './server.js';

export interface BrowserSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * One fresh server (on its own copy of the seeded demo database, `seeded-data.ts`) and one browser page for a spec file, optionally signed in
 * through the login screen (and taken to `landing`); both are stopped after the file.
 */
export function useBrowserSession(
  options: { signIn?: { userName: string; password: string }; landing?: string; env?: Record<string, string> } = {},
): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.server = await startServer(options.env, inject('seededDataDir'));
    session.browser = await launchBrowser();
    session.page = await newPage(session.browser, session.server.baseUrl);
    if (options.signIn) {
      // `landing` opens that page right after signing in (as a link to it would); otherwise the first sub-system's.
      const loginPath = options.landing ? `/#/login?redirect=${encodeURIComponent(options.landing)}` : '/#/login';
      await loginViaUi(session.page, options.signIn.userName, options.signIn.password, loginPath);
    }
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
