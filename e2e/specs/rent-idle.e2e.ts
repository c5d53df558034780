import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openUnder, pickCascader, popconfirm, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const VILLAGE = '新郑e2e锦艺城';
/** A 新郑市 ID number with its check character. */
const OWNER_ID = '410184198503122030';

/** Whether each state and time column of the list on screen ends before the fixed 操作 column (list-fit's rule at 1440 px). Browser code as text. */
const hiddenColumns = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const shown = [...document.querySelectorAll('.list-page')].find((el) => el.getClientRects().length > 0);
    const table = shown.querySelector('.ant-table');
    const scroller = table.querySelector('.ant-table-content, .ant-table-body') || table;
    const box = scroller.getBoundingClientRect();
    const fixed = [...table.querySelectorAll('thead th.ant-table-cell-fix-right')].map((th) => th.getBoundingClientRect().left);
    const right = fixed.length ? Math.min(...fixed) : Math.min(box.right, window.innerWidth);
    return [...table.querySelectorAll('thead th.list-col--state, thead th.list-col--time')]
      .filter((th) => th.getBoundingClientRect().left < box.left || th.getBoundingClientRect().right > right + 0.5)
      .map((th) => th.textContent.trim());
  })()`);

describe('闲置房屋 and 租赁概览: a home registered, counted in its tab, let, refused deletion; the overview drawn', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/oddjobMarket/rent/community' });
  let page: Page;
  let houses: Locator;

  beforeAll(async () => {
    page = session.page;
    houses = await openUnder(page, '住房租赁', '闲置房屋', '/oddjobMarket/idle-house');
    await houses.locator('.ant-table-row').first().waitFor();
  });

  it('lists the demo’s homes with every status counted, state and time columns on screen at 1440 px', async () => {
    onTestFailed(() => screenshot(page, 'rent-idle-failed-list').then(() => undefined));
    await settle(page);
    await screenshot(page, 'rent-idle-list');
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    expect(await hiddenColumns(page)).toEqual([]);
    for (const tab of ['待出租', '已出租', '已下架']) expect(await tabCount(houses, tab)).toBeGreaterThan(0);
    expect(await tabCount(houses, '全部')).toBeGreaterThanOrEqual(300);
  });

  it('adds a home through the form (address dialog, rent in yuan), 新增成功, 待出租 counted one more', async () => {
    onTestFailed(() => screenshot(page, 'rent-idle-failed-add').then(() => undefined));
    const toLet = await tabCount(houses, '待出租');
    await houses.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '房主身份证号');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    for (const message of ['请输入房主姓名', '请选择房屋地址', '请输入期望租金']) await form.getByText(message, { exact: true }).waitFor();
    await form.getByLabel('房主姓名').fill('王建国');
    await form.getByLabel('房主身份证号').fill(OWNER_ID);
    await form.getByLabel('联系电话').fill('13783170188');
    await form.getByRole('button', { name: /选择地址/ }).click();
    const address = modalWith(page, '所在地区');
    await address.getByRole('combobox').first().click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    await address.getByPlaceholder('请输入详细地址').fill('新建路街道中华北路66号3号楼2单元502室');
    await address.getByText(/经度 \d/).waitFor();
    await address.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText(/新郑市 新建路街道中华北路66号/).waitFor();
    await form.getByLabel('小区名称').fill(VILLAGE);
    await form.getByLabel('面积').fill('96.5');
    await form.getByLabel('所在楼层').fill('5');
    await form.getByLabel('总楼层').fill('18');
    await form.getByLabel('期望租金').fill('1850.5');
    await settle(page);
    await screenshot(page, 'rent-idle-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();
    await expect.poll(() => tabCount(houses, '待出租')).toBe(toLet + 1);
    const row = houses.locator('.ant-table-row', { hasText: VILLAGE });
    await row.getByText('1850.50').waitFor();
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText(OWNER_ID).waitFor();
    await settle(page);
    await screenshot(page, 'rent-idle-drawer');
    await closeDrawer(page);
  });

  it('marks it 已出租, and 删除 is then refused with the server’s words', async () => {
    onTestFailed(() => screenshot(page, 'rent-idle-failed-let').then(() => undefined));
    const row = houses.locator('.ant-table-row', { hasText: VILLAGE });
    const rented = await tabCount(houses, '已出租');
    await row.getByText('已出租', { exact: true }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expect.poll(() => tabCount(houses, '已出租')).toBe(rented + 1);
    await houses.locator('.ant-table-row', { hasText: VILLAGE }).getByText('删除', { exact: true }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, `闲置房屋“${VILLAGE}”当前为“已出租”状态，不能删除`).waitFor();
    await settle(page);
    await screenshot(page, 'rent-idle-delete-refused');
  });

  it('opens 租赁概览: figures, communities on the map by 入住率, beds by county, the list', async () => {
    onTestFailed(() => screenshot(page, 'rent-home-failed').then(() => undefined));
    const home = await openUnder(page, '住房租赁', '租赁概览', '/oddjobMarket/rent/home');
    await home.getByText('小区数', { exact: true }).waitFor();
    await home.getByRole('img', { name: /入住率 \d+\.\d{2}%/ }).first().waitFor();
    await home.getByRole('img', { name: '各区县床位与入住柱状图' }).locator('svg').first().waitFor();
    await home.locator('.ant-table-row').first().waitFor();
    expect(await home.getByRole('img', { name: /入住率 \d+\.\d{2}%/ }).count()).toBeGreaterThanOrEqual(20);
    await settle(page);
    await screenshot(page, 'rent-home');
    // The map and the chart, then the list, below the figures.
    await home.locator('.ant-card', { hasText: '小区分布（按入住率）' }).last().evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await settle(page);
    await screenshot(page, 'rent-home-map');
    await home.locator('.ant-card', { hasText: '小区入住情况' }).last().evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await settle(page);
    await screenshot(page, 'rent-home-list');
  });
});
