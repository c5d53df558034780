import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, eventually, modalWith, notice, openUnder, pickCascader, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const JOB_NAME = `数控车工（e2e ${Date.now() % 100_000}）`;

/** Picks `labels` level by level in the open cascader dropdown. */
describe('recruitment: companies reviewed, jobs published and taken offline', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN });
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    await page.locator('.top-tabs__tab', { hasText: '人力资源大数据' }).click();
  });

  it('passes a pending company: it leaves 待审核 and the counts change', async () => {
    onTestFailed(() => screenshot(page, 'recruit-failed-company').then(() => undefined));
    const view = await openUnder(page, '企业管理', '企业审核', '/recruit/company/approval');
    await view.locator('.ant-table-row').first().waitFor();
    const pending = await tabCount(view, '待审核');
    const passed = await tabCount(view, '已通过');
    expect(pending).toBeGreaterThan(0);

    const row = view.locator('.ant-table-row').first();
    const name = (await row.locator('td').first().textContent())?.trim() ?? '';
    await row.locator('td').first().getByText(name).click();
    const detail = page.getByRole('dialog', { name: '企业详情' });
    await detail.getByText('审核信息').waitFor();
    await detail.locator('.region-map, [aria-label="坐标位置地图"]').first().waitFor();
    await settle(page);
    await screenshot(page, 'recruit-company-detail');

    await detail.getByRole('button', { name: /审\s*核/ }).click();
    const dialog = modalWith(page, '审核结果');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).locator(".ant-modal-confirm-title", { hasText: `确定审核通过企业“${name}”吗？` }).waitFor();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    // The open detail reloads with the decision.
    await detail.locator('.ant-tag', { hasText: '已通过' }).waitFor();
    await closeDrawer(page);
    await detail.waitFor({ state: 'hidden' });

    await eventually('the counts to follow the decision', async () => (await tabCount(view, '待审核')) === pending - 1);
    expect(await tabCount(view, '已通过')).toBe(passed + 1);
    await expect(view.locator('.ant-table-row', { hasText: name }).count()).resolves.toBe(0);
    await settle(page);
    await screenshot(page, 'recruit-company-approved');
  });

  it('publishes a job, passes its review, takes it online and offline (下线成功)', async () => {
    onTestFailed(() => screenshot(page, 'recruit-failed-job').then(() => undefined));
    const list = await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    await list.locator('.ant-table-row').first().waitFor();
    await list.getByRole('button', { name: /新\s*增/ }).click();

    const form = modalWith(page, '岗位名称');
    await form.getByLabel('岗位名称').fill(JOB_NAME);
    await form.getByLabel('岗位类别').click();
    await pickCascader(page, ['生产制造及有关人员', '机械制造基础加工人员']);
    // A demo company that has passed review, found by name.
    await form.getByLabel('所属企业').click();
    const companies = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await companies.first().waitFor();
    const companyName = (await companies.first().textContent()) ?? '';
    await companies.first().click();
    await form.getByLabel('最低月薪').fill('6000');
    await form.getByLabel('最高月薪').fill('9000');
    await form.getByLabel('学历要求').click();
    await page.locator('.ant-select-dropdown:visible').getByText('中专', { exact: true }).click();
    await form.getByLabel('招聘人数').fill('3');

    await form.getByRole('button', { name: /选择地址/ }).click();
    const address = modalWith(page, '所在地区');
    await address.getByRole('combobox').first().click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    await address.getByPlaceholder('请输入详细地址').fill('龙湖镇双湖大道 88 号');
    await address.getByText(/经度 \d/).waitFor();
    await address.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText('河南省 郑州市 新郑市 龙湖镇双湖大道 88 号').waitFor();

    await form.locator('.pinyin-select').getByText('五险一金', { exact: true }).click();

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = form.locator('.time-range-picker');
    for (const [index, time] of [`${day(0)} 00:00:00`, `${day(60)} 23:59:59`].entries()) {
      const input = range.locator('input').nth(index);
      await input.click();
      await input.fill(time);
      await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    }
    await form.locator('.rich-text .ProseMirror').click();
    await page.keyboard.type('负责数控车床操作与日常保养');
    await page.keyboard.press('Enter');
    await page.keyboard.type('有两年以上相关经验者优先');
    await settle(page);
    await screenshot(page, 'recruit-job-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    // 审核中: only 编辑 is offered besides 详情.
    const row = list.locator('.ant-table-row', { hasText: JOB_NAME });
    await row.waitFor();
    const actions = (await row.locator('button').allTextContents()).map((t) => t.replace(/\s/g, ''));
    expect(actions).toEqual(['详情', '编辑']);

    // The reviewer passes it.
    const review = await openUnder(page, '岗位管理', '岗位审核', '/recruit/job/review');
    await review.getByRole('tab', { name: /^审核中（\d+）$/ }).click();
    await review.getByPlaceholder('请输入岗位名称').fill(JOB_NAME);
    await review.getByRole('button', { name: /查\s*询/ }).click();
    const pendingRow = review.locator('.ant-table-row', { hasText: JOB_NAME });
    await pendingRow.getByRole('button', { name: /审\s*核/ }).click();
    await modalWith(page, '审核结果').getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    // Back on the list: 上线, then 下线 with the server's message.
    await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    await list.getByPlaceholder('请输入岗位名称').fill(JOB_NAME);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await row.getByRole('button', { name: /上\s*线/ }).click();
    await notice(page, '上线成功').waitFor();
    await row.locator('.ant-tag', { hasText: '已上线' }).waitFor();
    expect(companyName).not.toBe('');
    await settle(page);
    await screenshot(page, 'recruit-job-online');

    await row.getByRole('button', { name: /下\s*线/ }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '下线成功').waitFor();
    await row.locator('.ant-tag', { hasText: '已下线' }).waitFor();

    await row.getByText(JOB_NAME).click();
    const detail = page.getByRole('dialog', { name: '岗位详情' });
    await detail.getByText('负责数控车床操作与日常保养').waitFor();
    await settle(page);
    await screenshot(page, 'recruit-job-detail');
    await closeDrawer(page);
    await detail.waitFor({ state: 'hidden' });
  });

  it('shows the statistics, the category tree and the labels', async () => {
    onTestFailed(() => screenshot(page, 'recruit-failed-screens').then(() => undefined));
    const stats = await openUnder(page, '企业管理', '企业统计', '/recruit/company/statistics');
    // A drawn series, not an axis line (a flat path counts as hidden).
    await stats.getByRole('img', { name: '企业入驻趋势图' }).locator('svg path').filter({ visible: true }).first().waitFor();
    await stats.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'recruit-company-statistics');

    const categories = await openUnder(page, '岗位管理', '岗位类别', '/recruit/job/category');
    await categories.getByText('生产制造及有关人员').waitFor();
    await categories.locator('.ant-tree-treenode', { hasText: '生产制造及有关人员' }).locator('.ant-tree-switcher').click();
    await categories.getByText('机械制造基础加工人员').waitFor();
    await settle(page);
    await screenshot(page, 'recruit-job-categories');

    const labels = await openUnder(page, '岗位管理', '岗位标签', '/recruit/job/label');
    await labels.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'recruit-job-labels');
  });
});
