import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { LIST_SCREENS, recordViolations, takeViolations } from '../support/screens.js';
import { useBrowserSession } from '../support/session.js';

interface ColumnBox {
  title: string;
  left: number;
  right: number;
}

interface Fit {
  /** The table's visible part: its scroll container's edges on screen. */
  visibleLeft: number;
  visibleRight: number;
  /** Where the columns fixed on the right begin (the visible right edge when there are none). */
  fixedRightStart: number;
  /** State and time columns, by their cells' class (column-kinds.ts); a list may have none (政策事项). */
  columns: ColumnBox[];
  rowHeights: number[];
  /** Header cells drawn so far. */
  headerCells: number;
}

/** Measures the first table on the page as drawn, scrolled to its start. Browser code as text: this package is compiled without the DOM's types. */
const measure = (page: Page) =>
  page.evaluate<Fit>(`(() => {
    // Pages behind other tags stay in the document, hidden: measure the one on screen.
    const shown = [...document.querySelectorAll('.list-page')].find((el) => el.getClientRects().length > 0);
    const table = shown.querySelector('.ant-table');
    const scroller = table.querySelector('.ant-table-content, .ant-table-body') || table;
    scroller.scrollLeft = 0;
    const box = scroller.getBoundingClientRect();
    const visibleRight = Math.min(box.right, window.innerWidth);
    const fixedRight = [...table.querySelectorAll('thead th.ant-table-cell-fix-right')].map((th) => th.getBoundingClientRect().left);
    const columns = [...table.querySelectorAll('thead th.list-col--state, thead th.list-col--time')].map((th) => {
      const r = th.getBoundingClientRect();
      return { title: th.textContent.trim(), left: r.left, right: r.right };
    });
    const rowHeights = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.getBoundingClientRect().height);
    const headerCells = table.querySelectorAll('thead th').length;
    return { visibleLeft: box.left, visibleRight, fixedRightStart: fixedRight.length ? Math.min(...fixedRight) : visibleRight, columns, rowHeights, headerCells };
  })()`);

/**
 * Lists fit the screen (issue 9): at 1440×900 every state and time column of
 * each built list is on screen as the page opens — it ends before the fixed
 * 操作 column begins, so neither the scrollbar nor that column hides it —
 * and every row is one line. Each list is also opened under the console's
 * Content-Security-Policy with no violation (the rest of the screens: security.e2e.ts).
 */
describe('lists fit a 1440 px screen', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN });
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    // The page is reloaded once the recorder is in: it runs only in documents loaded after it.
    await recordViolations(page);
    await page.reload();
  });

  it.each(LIST_SCREENS)('$name shows its state and time columns without scrolling, one line a row, under the security policy', { timeout: 60_000 }, async ({ name, path }) => {
    onTestFailed(() => screenshot(page, `list-fit-failed-${path.replace(/\//g, '-').slice(1)}`).then(() => undefined));
    await page.goto(`/#${path}`);
    await page.locator('.list-page:visible .ant-table-row:visible').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // The viewport is what the spec says it is: a 1440 px wide screen.
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    let fit = await measure(page);
    await eventually(`${name}'s columns drawn`, async () => {
      fit = await measure(page);
      return fit.headerCells > 0;
    });
    const hidden = fit.columns.filter((c) => c.left < fit.visibleLeft || c.right > fit.fixedRightStart + 0.5);
    if (hidden.length > 0 || name === '岗位列表' || name === '企业审核' || name === '投递记录' || name === '在线用户' || path.startsWith('/oddjobMarket/rent/')) {
      await screenshot(page, `list-fit-${path.replace(/\//g, '-').slice(1)}`);
    }
    expect(hidden, `${name}: visible up to ${fit.fixedRightStart}px`).toEqual([]);
    // One line: every row as tall as the shortest (a wrapped cell makes its row taller).
    const shortest = Math.min(...fit.rowHeights);
    expect(Math.max(...fit.rowHeights) - shortest, `${name}: row heights ${fit.rowHeights.join(', ')}`).toBeLessThanOrEqual(1);
    expect(shortest).toBeLessThan(60);
    // security.e2e.ts leaves the lists to this walk: the browser reported no Content-Security-Policy violation.
    expect(await takeViolations(page)).toEqual([]);
  });

  it('在线用户: the fixed 操作 column does not cover 最后活动时间', async () => {
    await page.goto('/#/system/online');
    await page.locator('.list-page:visible .ant-table-row:visible').first().waitFor({ timeout: 20_000 });
    const fit = await measure(page);
    const lastActive = fit.columns.find((c) => c.title === '最后活动时间');
    expect(lastActive).toBeDefined();
    expect(lastActive!.right).toBeLessThanOrEqual(fit.fixedRightStart + 0.5);
  });
});
