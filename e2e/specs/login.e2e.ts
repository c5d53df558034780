import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dragSlider, newPage, screenshot } from '../support/browser.js';
import { eventually, expectHash, fillLogin, loginViaUi } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

describe('signing in', () => {
  const session = useBrowserSession();
  let page: Page;

  it('snaps the slider back after a drag that stops short, and says so', async () => {
    page = await newPage(session.browser, session.server.baseUrl);
    await page.goto('/#/login');
    await dragSlider(page, 0.5);
    await page.getByText('验证失败，请重试').waitFor();
    const handle = page.locator('.slide-verify__handle');
    await eventually('the handle snaps back', async () => (await handle.getAttribute('aria-valuenow')) === '0');
    await screenshot(page, 'login-slide-failed');
  });

  it('shows the server message for a wrong password and asks for the slider again', async () => {
    await page.goto('/#/login');
    await fillLogin(page, DEMO_ADMIN.userName, 'Wrong-pass1');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误', { exact: true }).waitFor();
    await page.getByText('连续输错5次密码', { exact: false }).waitFor();
    await page.getByText('向右滑动完成验证').waitFor();
    await screenshot(page, 'login-wrong-password');
  });

  it('signs in after the slider passes and lands on the first sub-system, 人力资源大数据', async () => {
    await loginViaUi(page, DEMO_ADMIN.userName, DEMO_ADMIN.password);
    // 数据看板 is the sub-system's home (TOP_TABS), with its tag pinned.
    expectHash(page, /^#\/busi\/busiEnv/);
    await page.getByText('人力资源大数据管理平台').first().waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual(['Authorization', 'username']);
    const expiry = cookies.find((c) => c.name === 'Authorization')!.expires * 1000;
    expect(expiry - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    await screenshot(page, 'landing-after-login');
  });

  it('returns to the page asked for after signing in', async () => {
    const fresh = await newPage(session.browser, session.server.baseUrl);
    await fresh.goto('/#/system/role');
    await fresh.waitForURL((url) => url.hash.startsWith('#/login'));
    expectHash(fresh, /^#\/login\?redirect=%2Fsystem%2Frole/);
    await fillLogin(fresh, DEMO_ADMIN.userName, DEMO_ADMIN.password);
    await fresh.getByRole('button', { name: /登\s*录/ }).click();
    await fresh.waitForURL((url) => url.hash.startsWith('#/system/role'));
  });
});
