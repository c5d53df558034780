import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openScreen, popconfirm, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

describe('政策管理: 技能机构, 政策发文, 申报通知 and 政策资讯 on the demo data', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/policy/organ' });
  let page: Page;

  beforeAll(() => {
    page = session.page;
  });

  it('技能机构: a draft is edited, submitted and revoked, and the tabs follow', async () => {
    onTestFailed(() => screenshot(page, 'policy-skill-failed-organ').then(() => undefined));
    const view = await openScreen(page, '技能机构', '/policy/organ');
    await view.locator('.ant-table-row').first().waitFor();
    const drafts = await tabCount(view, '草稿');
    const submitted = await tabCount(view, '已提交');
    const revoked = await tabCount(view, '已撤销');
    expect(drafts + submitted + revoked).toBe(30);
    await settle(page);
    await screenshot(page, 'policy-skill-organ-list');

    await view.getByRole('tab', { name: /^草稿/ }).click();
    const draft = view.locator('.ant-table-row').first();
    await draft.getByText('草稿').waitFor();
    const name = (await draft.locator('td').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await draft.getByRole('button', { name: /编\s*辑/ }).click();
    const form = modalWith(page, '评价职业及等级');
    await form.getByLabel('备案编号').fill('豫人社评备〔2025〕988号');
    await settle(page);
    await screenshot(page, 'policy-skill-organ-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '修改成功').waitFor();

    await view.locator('.ant-table-row', { hasText: name }).first().getByRole('button', { name: /提\s*交/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '提交成功').waitFor();
    await expect.poll(() => tabCount(view, '草稿')).toBe(drafts - 1);
    expect(await tabCount(view, '已提交')).toBe(submitted + 1);

    await view.getByRole('tab', { name: /^已提交/ }).click();
    const row = view.locator('.ant-table-row', { hasText: name }).first();
    await row.getByRole('button', { name: /撤\s*销/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expect.poll(() => tabCount(view, '已撤销')).toBe(revoked + 1);
    expect(await tabCount(view, '已提交')).toBe(submitted);

    await view.getByRole('tab', { name: /^已撤销/ }).click();
    await view.locator('.ant-table-row', { hasText: name }).first().locator('td').first().getByText(name).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('豫人社评备〔2025〕988号').waitFor();
    await settle(page);
    await screenshot(page, 'policy-skill-organ-detail');
    await closeDrawer(page);
  });

  it('政策发文: a submitted draft shows in 政策资讯 as 本平台 and leaves it when revoked', async () => {
    onTestFailed(() => screenshot(page, 'policy-skill-failed-promulgation').then(() => undefined));
    const view = await openScreen(page, '政策发文', '/policy/promulgation');
    await view.getByRole('tab', { name: /^草稿/ }).click();
    const draft = view.locator('.ant-table-row').first();
    await draft.getByText('草稿').waitFor();
    const title = (await draft.locator('td').first().textContent())?.trim() ?? '';
    await settle(page);
    await screenshot(page, 'policy-skill-promulgation-list');
    await draft.getByRole('button', { name: /提\s*交/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '提交成功').waitFor();

    const news = await openScreen(page, '政策资讯', '/policy/news');
    await news.getByPlaceholder('标题关键词').fill(title.slice(0, 20));
    await news.getByRole('button', { name: /查\s*询/ }).click();
    const item = news.locator('.ant-table-row', { hasText: title }).first();
    await item.getByText('本平台').waitFor();
    await item.locator('td').first().getByText(title).click();
    await page.locator('.ant-drawer-open').getByText('各县（市、区）人力资源和社会保障局，各有关单位：').waitFor();
    await settle(page);
    await screenshot(page, 'policy-skill-news-detail');
    await closeDrawer(page);

    await openScreen(page, '政策发文', '/policy/promulgation');
    await view.getByRole('tab', { name: /^已提交/ }).click();
    await view.locator('.ant-table-row', { hasText: title }).first().getByRole('button', { name: /撤\s*销/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await openScreen(page, '政策资讯', '/policy/news');
    await news.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => news.locator('.ant-table-row', { hasText: title }).count()).toBe(0);
    await news.getByRole('button', { name: /重\s*置/ }).click();
    await news.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'policy-skill-news-list');
  });

  it('申报通知: a draft is submitted (its 补贴项目 submitted) and revoked', async () => {
    onTestFailed(() => screenshot(page, 'policy-skill-failed-notify').then(() => undefined));
    const view = await openScreen(page, '申报通知', '/policy/notify');
    await view.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'policy-skill-notify-list');
    await view.getByRole('tab', { name: /^已撤销/ }).click();
    // The tab's own list first: a row taken from the 全部 rows still drawn is replaced under the pointer. Once,
    // under load, 提交 here opened no confirmation; this is the likely cause, not a proven one.
    await expect.poll(() => view.locator('.ant-table-row').filter({ hasNotText: '已撤销' }).count()).toBe(0);
    const row = view.locator('.ant-table-row').first();
    await row.getByText('已撤销').waitFor();
    const title = (await row.locator('td').first().textContent())?.trim() ?? '';
    await row.getByRole('button', { name: /提\s*交/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '提交成功').waitFor();
    await view.getByRole('tab', { name: /^已提交/ }).click();
    await view.locator('.ant-table-row', { hasText: title }).first().getByRole('button', { name: /撤\s*销/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await view.getByRole('tab', { name: /^全部/ }).click();
    await view.getByRole('button', { name: /新\s*增/ }).click();
    await modalWith(page, '通知内容').getByLabel('通知标题').waitFor();
    // The editor loads when first drawn.
    await modalWith(page, '通知内容').locator('.ProseMirror').waitFor();
    await settle(page);
    await screenshot(page, 'policy-skill-notify-form');
    await modalWith(page, '通知内容').getByRole('button', { name: /取\s*消/ }).click();
  });
});
