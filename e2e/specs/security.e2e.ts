import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, loginViaUi } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

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
 * can open is opened, and the browser must report no violation on any.
 */
describe('console security headers', () => {
  const session = useBrowserSession();
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    // Installed before any page script runs, and again on every navigation.
    // Browser code as text: this package is compiled without the DOM's types.
    await page.context().addInitScript({
      content: `window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, page: location.hash });
        });`,
    });
  });

  /** Violations reported since the last call (a hash change keeps the document, and so the list). */
  const violations = () => page.evaluate<Violation[]>('(window.cspViolations || []).splice(0)');

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
    const screens = menuPaths(paths);
    expect(screens.length).toBeGreaterThan(20);
    const found: Violation[] = [];
    for (const path of screens) {
      await page.goto(`/#${path}`);
      // The page has drawn its tag (or 页面不存在 for a menu without a screen yet) and its requests have settled.
      await eventually(`${path} is shown`, async () => (await page.locator('.tags-view__tag, .ant-result').count()) > 0, 15_000);
      await page.waitForLoadState('networkidle');
      found.push(...(await violations()));
    }
    await screenshot(page, 'security-last-screen');
    expect(found).toEqual([]);
  });
});
