import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, modalWith, openUnder, pickCascader, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const fieldError = (scope: Locator, text: string) => scope.locator('.ant-form-item-explain-error', { hasText: text });

describe('shared widgets in the 新增岗位 form: every message of the address dialog, rich text over its maximum', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/job/list' });
  let page: Page;
  let form: Locator;

  beforeAll(async () => {
    page = session.page;
    const list = await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    await list.locator('.ant-table-row').first().waitFor();
    await list.getByRole('button', { name: /新\s*增/ }).click();
    form = modalWith(page, '岗位名称');
  });

  it('asks for the region, the detail and a point, and for a moved point to be confirmed, before it takes an address', async () => {
    onTestFailed(() => screenshot(page, 'widgets-failed-address').then(() => undefined));
    await form.getByRole('button', { name: /选择地址/ }).click();
    const dialog = modalWith(page, '所在地区');
    const ok = dialog.getByRole('button', { name: /确\s*定/ });
    // The detail waits for a region.
    expect(await dialog.getByPlaceholder('请先选择省/市/区县').isDisabled()).toBe(true);
    await ok.click();
    await fieldError(dialog, '请选择省/市/区县').waitFor();
    await fieldError(dialog, '请选择坐标位置').waitFor();

    await dialog.getByRole('combobox').first().click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    await eventually('the region message to go', async () => (await fieldError(dialog, '请选择省/市/区县').count()) === 0);
    const detail = dialog.getByPlaceholder('请输入详细地址');
    expect(await detail.isDisabled()).toBe(false);
    // Checked when the field is left empty.
    await detail.focus();
    await detail.blur();
    await fieldError(dialog, '请输入详细地址').waitFor();
    await detail.fill('龙湖镇双湖大道 88 号');
    await dialog.getByText(/经度 \d/).waitFor();
    await eventually('the detail and point messages to go', async () => (await dialog.locator('.ant-form-item-explain-error').count()) === 0);

    // A click on the map moves the point: 确定 waits until it is confirmed.
    await dialog.getByRole('application', { name: '选择坐标位置的地图' }).click({ position: { x: 180, y: 120 } });
    await fieldError(dialog, '请确认是否保存新坐标').waitFor();
    expect(await ok.isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'widgets-address-unconfirmed');
    await dialog.getByRole('button', { name: '确认坐标' }).click();
    await eventually('the confirm message to go', async () => (await fieldError(dialog, '请确认是否保存新坐标').count()) === 0);
    expect(await ok.isDisabled()).toBe(false);
    await ok.click();
    await form.getByText('河南省 郑州市 新郑市 龙湖镇双湖大道 88 号').waitFor();
  });

  it('counts the description against its 2,000 characters and flags it beyond them', async () => {
    onTestFailed(() => screenshot(page, 'widgets-failed-rich-text').then(() => undefined));
    const editor = form.locator('.rich-text');
    await editor.locator('.ProseMirror').click();
    await page.keyboard.insertText('招'.repeat(2001));
    await editor.getByText('2001/2000').waitFor();
    await editor.getByText('已超出字数限制').waitFor();
    expect(await editor.getAttribute('class')).toContain('rich-text--over');
    await editor.getByText('已超出字数限制').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'widgets-rich-text-over');
    await page.keyboard.press('Backspace');
    await editor.getByText('2000/2000').waitFor();
    expect(await editor.getByText('已超出字数限制').count()).toBe(0);
  });
});
