import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { newPage, sharedBrowser } from './browser.js';
import { loginViaUi, openShowing } from './console.js';
import { DEMO_ADMIN, startServer, type RunningServer } from './server.js';

export interface BrowserSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * One fresh server (on its own copy of the seeded demo database, `seeded-data.ts`) and one browser page (in the worker's
 * browser, a context of its own) for a spec file, optionally signed in
 * (and taken to `landing`): the demo admin with the session signed in once for the run, anyone else through the login screen;
 * both are stopped after the file.
 */
export function useBrowserSession(
  options: { signIn?: { userName: string; password: string }; landing?: string; env?: Record<string, string> } = {},
): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    // Side by side: the server's copy and start and Chromium's launch wait on different things.
    [session.server, session.browser] = await Promise.all([startServer(options.env, inject('seededDataDir')), sharedBrowser()]);
    const signIn = options.signIn;
    const asAdmin = signIn?.userName === DEMO_ADMIN.userName && signIn.password === DEMO_ADMIN.password;
    session.page = await newPage(session.browser, session.server.baseUrl, asAdmin ? inject('adminSignedIn') : undefined);
    if (asAdmin) {
      // Already signed in (seeded-data.ts): open the page a link would, or the first sub-system's.
      await openShowing(session.page, `/#${options.landing ?? '/'}`, session.page.locator('.top-tabs').first());
    } else if (signIn) {
      // `landing` opens that page right after signing in (as a link to it would); otherwise the first sub-system's.
      const loginPath = options.landing ? `/#/login?redirect=${encodeURIComponent(options.landing)}` : '/#/login';
      await loginViaUi(session.page, signIn.userName, signIn.password, loginPath);
    }
  });
  afterAll(async () => {
    // Every context this file opened (its pages, and any a spec opened beside them): the browser serves the worker's next file.
    await Promise.all(session.browser?.contexts().map((context) => context.close()) ?? []);
    await session.server?.stop();
  });
  return session;
}
