import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, downloadWorkbook, eventually, notice, openUnder, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const TABS = ['新简历', '初筛通过', '已邀请面试', '已录用', '不合适'] as const;
type Tab = (typeof TABS)[number];

async function counts(view: Locator): Promise<Record<Tab, number>> {
  const entries = await Promise.all(TABS.map(async (tab) => [tab, await tabCount(view, tab)] as const));
  return Object.fromEntries(entries) as Record<Tab, number>;
}

/** Waits until the tabs show `expected` (they reload after the list). */
async function expectCounts(view: Locator, expected: Record<Tab, number>): Promise<void> {
  let seen: Record<Tab, number> | undefined;
  await eventually(`counts ${JSON.stringify(expected)}`, async () => {
    seen = await counts(view);
    return JSON.stringify(seen) === JSON.stringify(expected);
  }).catch(() => {
    throw new Error(`expected counts ${JSON.stringify(expected)}, saw ${JSON.stringify(seen)}`);
  });
}

async function openTab(view: Locator, tab: Tab): Promise<void> {
  await view.getByRole('tab', { name: new RegExp(`^${tab}（\\d+）$`) }).click();
  // The tab's own rows, loaded: a row of the tab before (or of a reload still running) would lose its check mark.
  await expect.poll(async () => (await view.locator('.ant-table-row').first().locator('td').nth(2).textContent())?.trim()).toBe(tab);
  await view.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
}

/** Narrows the list to one job's applications by its name. */
async function filterByJob(view: Locator, jobName: string): Promise<void> {
  await view.getByPlaceholder('请输入岗位名称').fill(jobName);
  await view.getByRole('button', { name: /查\s*询/ }).click();
}

const confirmPopover = (page: Page) => page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();

describe('applications (投递记录): one applicant through the flow, a batch refused, an export', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/resume/list' });
  let page: Page;
  let view: Locator;
  let person = { name: '', job: '' };

  beforeAll(async () => {
    page = session.page;
    view = await openUnder(page, '简历管理', '投递记录', '/recruit/resume/list');
    await view.locator('.ant-table-row').first().waitFor();
  });

  it('passes a new resume and invites the applicant, the counts following each move; 录用 waits for the interview', async () => {
    onTestFailed(() => screenshot(page, 'applications-failed-flow').then(() => undefined));
    const before = await counts(view);
    expect(before.新简历).toBeGreaterThan(0);

    const row = view.locator('.ant-table-row').first();
    person = {
      name: ((await row.locator('td').nth(1).textContent()) ?? '').trim(),
      // The columns as the contract's labels order them: ☐, 姓名, 投递状态, 投递时间, 岗位名称 …
      job: ((await row.locator('td').nth(4).textContent()) ?? '').trim(),
    };
    await row.getByRole('button', { name: '初筛通过' }).click();
    await confirmPopover(page);
    await notice(page, '操作成功').waitFor();
    await expectCounts(view, { ...before, 新简历: before.新简历 - 1, 初筛通过: before.初筛通过 + 1 });

    await openTab(view, '初筛通过');
    const unfiltered = await counts(view);
    await filterByJob(view, person.job);
    await view.locator('.ant-table-row', { hasText: person.name }).first().waitFor();
    // The tabs keep their counts while the filtered ones load: wait for the job's own counts.
    await eventually('the job filter reaches the tab counts', async () => JSON.stringify(await counts(view)) !== JSON.stringify(unfiltered));
    const beforeInvite = await counts(view);
    const screened = view.locator('.ant-table-row', { hasText: person.name }).first();
    await screened.getByRole('button', { name: '邀请面试' }).click();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: `邀请面试：${person.name}` });
    const when = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('面试时间').click();
    await dialog.getByLabel('面试时间').fill(`${when} 10:00`);
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await dialog.getByLabel('面试地点').fill('新郑市龙湖镇双湖大道 88 号 3 楼会议室');
    await dialog.getByLabel('联系人').fill('李娜');
    await dialog.getByLabel('联系电话').fill('0371-62345678');
    await settle(page);
    await screenshot(page, 'applications-invite');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    // The tabs reload after the list: wait for the invitation to show in them before the next move.
    const filtered = { ...beforeInvite, 初筛通过: beforeInvite.初筛通过 - 1, 已邀请面试: beforeInvite.已邀请面试 + 1 };
    await expectCounts(view, filtered);

    // The interview is three days ahead: 录用 is refused until it has begun, and nothing moves.
    await openTab(view, '已邀请面试');
    const invited = view.locator('.ant-table-row', { hasText: person.name }).first();
    await invited.getByRole('button', { name: '录用' }).click();
    await confirmPopover(page);
    await page.locator('.ant-message').getByText(/尚未开始，不能录用$/).last().waitFor();
    await expectCounts(view, filtered);

    // The applicant's detail tells the story so far.
    await invited.getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog', { name: '投递详情' });
    await detail.locator('.ant-tag', { hasText: '已邀请面试' }).first().waitFor();
    await detail.getByRole('tab', { name: /^操作记录/ }).click();
    for (const move of ['新简历 → 初筛通过', '初筛通过 → 已邀请面试']) {
      await detail.getByText(move, { exact: true }).first().waitFor();
    }
    await settle(page);
    await screenshot(page, 'applications-detail');
    await closeDrawer(page);
    await detail.waitFor({ state: 'hidden' });
  });

  it('marks two new resumes 不合适 together', async () => {
    onTestFailed(() => screenshot(page, 'applications-failed-batch').then(() => undefined));
    await view.getByPlaceholder('请输入岗位名称').fill('');
    await view.getByRole('button', { name: /查\s*询/ }).click();
    await openTab(view, '新简历');
    const before = await counts(view);
    const rows = view.locator('.ant-table-row');
    for (const i of [0, 1]) await rows.nth(i).locator('.ant-checkbox-input').check();
    await view.getByRole('button', { name: '批量不合适（2）' }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expectCounts(view, { ...before, 新简历: before.新简历 - 2, 不合适: before.不合适 + 2 });
    await settle(page);
    await screenshot(page, 'applications-batch-rejected');
  });

  it('exports the 不合适 tab and the file holds its rows', async () => {
    await openTab(view, '不合适');
    const expected = await tabCount(view, '不合适');
    const workbook = await downloadWorkbook(page, view.getByRole('button', { name: /^(download )?导\s*出$/ }), /^投递记录_\d{14}\.xlsx$/);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['姓名', '岗位名称', '投递状态', '投递时间']));
    expect(sheet.actualRowCount - 1).toBe(expected);
    const stateColumn = header.indexOf('投递状态') + 1;
    expect(new Set(sheet.getColumn(stateColumn).values.slice(2))).toEqual(new Set(['不合适']));
  });
});
