import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, loginViaUi } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { LIST_SCREENS, recordViolations, takeViolations, type Violation } from '../support/screens.js';
import { useBrowserSession } from '../support/session.js';

interface MenuNode {
  path: string;
  children: MenuNode[];
}

/** Every screen path of the menus a user holds, depth first. */
function menuPaths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.path.startsWith('/') ? [n.path] : []), ...menuPaths(n.children)]);
}

/**
 * The console under its Content-Security-Policy: every screen the 超级管理员
 * can open is opened, and the browser must report no violation on any. The
 * list screens are opened by list-fit.e2e.ts, which checks the same there.
 */
describe('console security headers', () => {
  const session = useBrowserSession();
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    await recordViolations(page);
  });

  it('serves the console with the policy and frame refusal', async () => {
    const res = await page.goto('/#/login');
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  });

  it('opens every screen with no policy violation', { timeout: 600_000 }, async () => {
    await loginViaUi(page, DEMO_ADMIN.userName, DEMO_ADMIN.password);
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'Authorization')?.value ?? '');
    const res = await fetch(`${session.server.baseUrl}/pclogin/V2/user/info`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}' });
    const paths = ((await res.json()) as { data: { menus: MenuNode[] } }).data.menus;
    const lists = new Set<string>(LIST_SCREENS.map((list) => list.path));
    const screens = menuPaths(paths).filter((path) => !lists.has(path));
    expect(screens.length).toBeGreaterThan(20);
    const found: Violation[] = [];
    for (const path of screens) {
      await page.goto(`/#${path}`);
      // The page has drawn its tag (or 页面不存在 for a menu without a screen yet) and its requests have settled.
      await eventually(`${path} is shown`, async () => (await page.locator('.tags-view__tag, .ant-result').count()) > 0);
      await page.waitForLoadState('networkidle');
      found.push(...(await takeViolations(page)));
    }
    await screenshot(page, 'security-last-screen');
    expect(found).toEqual([]);
  });
});
