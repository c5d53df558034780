import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, downloadWorkbook, openScreen, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** Picks options of the antd select labelled `label` inside `scope` by their text, typing each first where the select searches (a long list scrolls virtually). */
async function choose(page: Page, scope: Locator, label: string, options: string[], typed = false): Promise<void> {
  await scope.getByLabel(label).click();
  for (const option of options) {
    if (typed) await page.keyboard.type(option);
    await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

const rowsOn = (view: Locator) => view.locator('.ant-table-row');

describe('industrial-army matching (产业军人才匹配) and outsourced employees (外包员工)', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/industrial-army' });
  let page: Page;

  beforeAll(() => {
    page = session.page;
  });

  it('ranks resumes against skills and an education, best first, each score the sum of its parts', async () => {
    onTestFailed(() => screenshot(page, 'talent-failed-match').then(() => undefined));
    const view = await openScreen(page, '产业军人才匹配', '/recruit/industrial-army');
    const criteria = view.locator('.ant-card').filter({ hasText: '匹配条件' });
    await choose(page, criteria, '技能', ['焊工', '低压电工'], true);
    await choose(page, criteria, '最低学历', ['中专']);
    await criteria.getByRole('button', { name: '开始匹配' }).click();
    await rowsOn(view).first().waitFor();
    const title = (await view.getByText(/^匹配结果（共 \d+ 人）$/).textContent()) ?? '';
    expect(Number(/\d+/.exec(title)?.[0])).toBeGreaterThan(0);

    const ranks = await rowsOn(view).locator('td:first-child').allTextContents();
    expect(ranks.slice(0, 3)).toEqual(['1', '2', '3']);
    // 得分构成 reads 技能 30/60 · 学历 20/20 · 地区 20/20; the bar shows the sum of the parts.
    const scores: number[] = [];
    for (const row of await rowsOn(view).all()) {
      const parts = [...((await row.locator('td').nth(3).textContent()) ?? '').matchAll(/(\d+)\/\d+/g)].map((m) => Number(m[1]));
      expect(parts).toHaveLength(3);
      const score = Number(/\d+/.exec((await row.locator('td').nth(2).textContent()) ?? '')?.[0]);
      expect(parts.reduce((sum, n) => sum + n, 0)).toBe(score);
      scores.push(score);
    }
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await settle(page);
    await screenshot(page, 'talent-matching');
  });

  it('finds a resume by ID number, and refuses one whose check character is wrong', async () => {
    const view = page.locator('.cached-view[data-path="/recruit/industrial-army"]');
    const first = rowsOn(view).first();
    const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
    const idCard = ((await first.locator('td').filter({ hasText: /^\d{17}[\dX]$/ }).first().textContent()) ?? '').trim();
    const lookup = view.locator('.ant-card').filter({ hasText: '按身份证号查询简历' });
    const wrong = `${idCard.slice(0, 17)}${idCard.endsWith('0') ? '1' : '0'}`;
    await lookup.getByPlaceholder('请输入身份证号').fill(wrong);
    await lookup.getByRole('button', { name: /查\s*询/ }).click();
    await lookup.getByText('身份证号校验位不正确，请核对').waitFor();

    await lookup.getByPlaceholder('请输入身份证号').fill(idCard);
    await lookup.getByRole('button', { name: /查\s*询/ }).click();
    const drawer = page.locator('.ant-drawer-open').filter({ hasText: '简历详情' });
    await drawer.getByText(name, { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, 'talent-resume');
    await closeDrawer(page);
  });

  it('exports the whole ranking with the criteria beside it', async () => {
    const view = page.locator('.cached-view[data-path="/recruit/industrial-army"]');
    const total = Number(/\d+/.exec((await view.getByText(/^匹配结果（共 \d+ 人）$/).textContent()) ?? '')?.[0]);
    const workbook = await downloadWorkbook(page, view.getByRole('button', { name: /导出匹配结果/ }), /^人才匹配结果_\d{14}\.xlsx$/);
    const [ranking, about] = workbook.worksheets;
    expect(ranking.actualRowCount - 1).toBe(total);
    expect(about.name).toBe('匹配条件');
    const conditions = new Map(about.getSheetValues().slice(2).map((row) => [String((row as unknown[])[1]), String((row as unknown[])[2])]));
    expect(conditions.get('技能')).toBe('焊工、低压电工');
    expect(conditions.get('最低学历')).toBe('中专');
  });

  it('lists outsourced employees by state and opens a person’s resume', async () => {
    onTestFailed(() => screenshot(page, 'talent-failed-outsource').then(() => undefined));
    const view = await openScreen(page, '外包员工', '/recruit/outsource');
    await rowsOn(view).first().waitFor();
    const onDuty = await tabCount(view, '在岗');
    await view.getByRole('tab', { name: /^在岗（\d+）$/ }).click();
    await view.getByText(`共 ${onDuty} 条`).waitFor();
    const row = rowsOn(view).first();
    expect(await row.textContent()).toContain('在岗');
    const name = ((await row.locator('td').first().textContent()) ?? '').trim();
    await row.getByText('查看简历', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText(name, { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, 'talent-outsource-resume');
    await closeDrawer(page);
  });
});
