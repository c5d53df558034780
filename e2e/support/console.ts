import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dragSlider, screenshot } from './browser.js';

/** Waits until `predicate` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(what: string, predicate: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/**
 * Fills the login form and passes the slide check the way a person does, dragging once more when the check did not
 * pass: seen once in a full run on a loaded machine (security.e2e.ts, passing alone), the drag left no 验证通过 for a
 * minute. The miss is kept as a screenshot with the control's text; a second miss fails the test.
 */
export async function fillLogin(page: Page, userName: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入用户名').fill(userName);
  await page.getByPlaceholder('请输入密码').fill(password);
  for (let attempt = 1; ; attempt += 1) {
    await page.locator('.slide-verify--idle').waitFor();
    await dragSlider(page, 1);
    try {
      await page.getByText('验证通过').waitFor({ timeout: 20_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      const shot = await screenshot(page, `slide-not-passed-${Date.now()}`).catch(() => 'no screenshot');
      console.warn(`the slide check did not pass (${await page.locator('.slide-verify__text').textContent()}; ${shot}): dragging again`);
    }
  }
}

/**
 * Opens `path` and waits for `shown`. Seen on a loaded machine, a few times over many full runs (each page passing
 * alone): the console's document loaded but drew nothing for a minute — the signed-in header once, the login form
 * once. Such a page is kept as a screenshot and loaded once more; a second failure fails the test.
 */
export async function openShowing(page: Page, path: string, shown: Locator): Promise<void> {
  await page.goto(path);
  try {
    await shown.waitFor({ timeout: 30_000 });
  } catch (error) {
    const shot = await screenshot(page, `not-drawn-${Date.now()}`).catch(() => 'no screenshot');
    console.warn(`the console drew nothing at ${page.url()} (${shot}): ${String(error)}; loading it again`);
    await page.reload();
    await shown.waitFor();
  }
}

export async function loginViaUi(page: Page, userName: string, password: string, path = '/#/login'): Promise<void> {
  await openShowing(page, path, page.getByPlaceholder('请输入用户名'));
  await fillLogin(page, userName, password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  // The console's header, or the portal for a user whose roles grant no screen yet.
  await page.locator('.top-tabs, .portal').first().waitFor();
}

/** Signs out from the user popover in the top bar. */
export async function logoutViaUi(page: Page): Promise<void> {
  await page.locator('.user-menu').hover();
  await page.locator('.ant-dropdown-menu').getByText('退出登录', { exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/login'));
}

/** The tags bar's right-click menu that is open now. */
export const tagMenu = (page: Page) => page.getByRole('menu', { name: '标签操作' });

/** Right-clicks a tag and picks an item of its menu (关闭其他, 关闭所有, …). */
export async function closeTags(page: Page, tag: string, item: string): Promise<void> {
  await page.locator('.tags-view__tag', { hasText: tag }).click({ button: 'right' });
  await tagMenu(page).getByRole('menuitem', { name: item, exact: true }).click();
}

/** Titles of the open tags, in order. */
export async function tagTitles(page: Page): Promise<string[]> {
  return page.locator('.tags-view__title').allTextContents();
}

/** Waits for exactly these tags, in order (tags appear once their lazy page has loaded). */
export async function expectTags(page: Page, titles: string[]): Promise<void> {
  let seen: string[] = [];
  await eventually(`tags ${titles.join(', ')}`, async () => {
    seen = await tagTitles(page);
    return JSON.stringify(seen) === JSON.stringify(titles);
  }).catch(() => {
    throw new Error(`expected tags ${JSON.stringify(titles)}, saw ${JSON.stringify(seen)}`);
  });
}

/**
 * Opens a screen from the sidebar and waits until its own page is shown: the
 * URL changes at once, but the previous page stays on screen until the new
 * one has loaded, and a click in between would land on the old page.
 */
export async function openScreen(page: Page, menuName: string, path: string): Promise<Locator> {
  await page.locator('.ant-menu').getByText(menuName, { exact: true }).first().click();
  return screenShown(page, path);
}

/** Waits until the page at `path` is the one on screen (its first card has rendered). */
async function screenShown(page: Page, path: string): Promise<Locator> {
  await page.waitForURL((url) => url.hash.startsWith(`#${path}`));
  const view = page.locator(`.cached-view[data-path="${path}"]`);
  await view.locator('.ant-card').first().waitFor();
  return view;
}

export function expectHash(page: Page, pattern: RegExp): void {
  expect(new URL(page.url()).hash).toMatch(pattern);
}

/** The open antd modal whose content holds `text` (modals of cached pages stay in the DOM once closed). */
export const modalWith = (page: Page, text: string) => page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: text }).last();
/** The second-thought question (modal.confirm) that is open now. */
export const question = (page: Page) => page.locator('.ant-modal-confirm:visible').last();
export const notice = (page: Page, text: string) => page.locator('.ant-message').getByText(text).last();
/** Closes the drawer that is open now by its × button. */
export const closeDrawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-close').last().click();
/** Lets antd's motion (notices sliding in, the tab ink bar) finish before a screenshot. */
export const settle = (page: Page) => page.waitForTimeout(400);

/**
 * The number a tab shows, e.g. 待审核（12） → 12, once the list's counts are in: while they are asked
 * again (another filter, a move) the strip is aria-busy and still shows the counts from before.
 */
export async function tabCount(view: Locator, label: string): Promise<number> {
  const asking = view.locator('.list-page__tabs[aria-busy="true"]');
  await eventually('the tab counts to be in', async () => (await asking.count()) === 0);
  const text = await view.getByRole('tab', { name: new RegExp(`^${label}（\\d+）$`) }).textContent();
  return Number(/（(\d+)）/.exec(text ?? '')?.[1]);
}

/**
 * Opens a screen under a submenu of the sidebar (the submenu is opened first when it is closed).
 * The sidebar sets its open submenus from the route once a navigation settles, so a submenu seen
 * open may close again just before the click: then it is opened again and the click repeated.
 */
export async function openUnder(page: Page, submenu: string, menu: string, path: string): Promise<Locator> {
  const item = page.locator('.ant-menu').getByText(menu, { exact: true }).first();
  // A submenu still opening or closing covers its items (the click lands on the menu): wait for it to stand still.
  const collapsing = page.locator('.ant-menu .ant-motion-collapse');
  for (let attempt = 1; ; attempt++) {
    await collapsing.first().waitFor({ state: 'detached' });
    // The submenu may also open by itself (it follows the route): a click then closes it, and the next attempt opens it again.
    if (!(await item.isVisible())) await page.locator('.ant-menu-submenu-title', { hasText: submenu }).click();
    try {
      await item.waitFor({ timeout: 10_000 });
      await collapsing.first().waitFor({ state: 'detached' });
      await item.click({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return screenShown(page, path);
}

/** Picks one option per level in the cascader dropdown that is open now (省 → 市 → 区县, or a category path). */
export async function pickCascader(page: Page, labels: string[]): Promise<void> {
  for (const [level, label] of labels.entries()) {
    const column = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(level);
    await column.getByText(label, { exact: true }).click();
  }
}

/**
 * Clicks an export button as a person does, waits for the file and the
 * console's 下载完成, and opens the workbook; the file name must match `name`.
 */
export async function downloadWorkbook(page: Page, button: Locator, name: RegExp): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  await notice(page, '下载完成').waitFor();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** `YYYY-MM-DD HH:mm`, `days` from today. */
export const dayAt = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} ${time}`;

/**
 * Types both ends of a form's time range picker, confirming each with 确定 as a person does. The picker
 * takes a typed time a moment after the keystrokes (确定 stays disabled until then, and a click on it is
 * lost): each 确定 waits to be enabled, and the whole range is typed again if either end did not take.
 */
export async function fillTimeRange(page: Page, form: Locator, start: string, end: string): Promise<void> {
  const inputs = [form.getByPlaceholder('开始时间'), form.getByPlaceholder('结束时间')];
  const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
  for (let attempt = 1; ; attempt++) {
    for (const [index, time] of [start, end].entries()) {
      await inputs[index].click();
      await inputs[index].fill(time);
      await expect.poll(() => ok.isEnabled()).toBe(true);
      await ok.click();
    }
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    if ((await inputs[0].inputValue()) === start && (await inputs[1].inputValue()) === end) return;
    if (attempt === 3) throw new Error(`时间范围未能填入：${start} 至 ${end}`);
  }
}

/** The open Popconfirm (a row action's question). */
export const popconfirm = (page: Page) => page.locator('.ant-popconfirm:visible').last();
