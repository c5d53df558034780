import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, dayAt, fillTimeRange, modalWith, notice, openScreen, pickCascader, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const FAIR_NAME = '2026年新郑市冬季专场招聘会（e2e）';

describe('job fairs (招聘会): an on-site fair added with its venue, found in the list, renamed', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/jobfair' });
  let page: Page;
  let list: Locator;

  beforeAll(async () => {
    page = session.page;
    list = await openScreen(page, '招聘会', '/recruit/jobfair');
    await list.locator('.ant-table-row').first().waitFor();
  });

  it('refuses an empty form with the field messages, then adds the fair (新增成功)', async () => {
    onTestFailed(() => screenshot(page, 'job-fairs-failed-add').then(() => undefined));
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '招聘会名称');
    // The whole form is there (its editor loads on opening and makes the dialog taller) before 确定 is pressed.
    await form.locator('.rich-text .ProseMirror').waitFor();
    await form.getByRole('button', { name: /确\s*定/ }).click();
    for (const message of ['请输入招聘会名称', '请选择开始时间和结束时间', '请选择举办地址', '请输入主办单位', '请输入联系人', '请输入联系电话']) {
      await form.getByText(message, { exact: true }).waitFor();
    }

    await form.getByLabel('招聘会名称').fill(FAIR_NAME);
    await fillTimeRange(page, form, dayAt(10, '09:00'), dayAt(10, '16:30'));
    await form.getByRole('button', { name: /选择地址/ }).click();
    const address = modalWith(page, '所在地区');
    await address.getByRole('combobox').first().click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    await address.getByPlaceholder('请输入详细地址').fill('新郑市人力资源市场一楼大厅');
    await address.getByText(/经度 \d/).waitFor();
    await address.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText('河南省 郑州市 新郑市 新郑市人力资源市场一楼大厅').waitFor();
    await form.getByLabel('主办单位').fill('新郑市人力资源和社会保障局');
    await form.getByLabel('联系人').fill('王老师');
    await form.getByLabel('联系电话').fill('0371-62691234');
    await form.locator('.rich-text .ProseMirror').click();
    await page.keyboard.type('面向高校毕业生和农民工，现场提供岗位咨询与政策解读');
    await settle(page);
    await screenshot(page, 'job-fairs-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    await list.getByPlaceholder('请输入招聘会名称').fill(FAIR_NAME);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: FAIR_NAME });
    await row.waitFor();
    // The list keeps its rows while the filtered page loads: wait for the filtered answer.
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    const cells = (await row.locator('td').allTextContents()).map((t) => t.trim());
    expect(cells).toContain('待开始');
    expect(cells).toContain('线下');
    expect(cells).toContain(`${dayAt(10, '09:00')} 至 16:30`);
    expect(cells).toContain('新郑市 新郑市人力资源市场一楼大厅');
  });

  it('shows the venue on the map in the detail, and keeps a rename (修改成功)', async () => {
    onTestFailed(() => screenshot(page, 'job-fairs-failed-edit').then(() => undefined));
    const row = list.locator('.ant-table-row', { hasText: FAIR_NAME });
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText('新郑市人力资源市场一楼大厅').first().waitFor();
    await drawer.getByText('面向高校毕业生和农民工').waitFor();
    await settle(page);
    await screenshot(page, 'job-fairs-detail');
    await closeDrawer(page);

    await row.getByText('编辑', { exact: true }).click();
    const form = modalWith(page, '招聘会名称');
    // The saved venue comes back into the address field.
    await form.getByText('河南省 郑州市 新郑市 新郑市人力资源市场一楼大厅').waitFor();
    await form.getByLabel('招聘会名称').fill(`${FAIR_NAME}（已更名）`);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '修改成功').waitFor();
    await list.locator('.ant-table-row', { hasText: '（已更名）' }).waitFor();
  });
});
