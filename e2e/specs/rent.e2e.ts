import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiGet, apiPost, tokenOf } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { closeDrawer, downloadWorkbook, modalWith, notice, openUnder, pickCascader, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** Today and this month in Asia/Shanghai (the server's day). */
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);

/** A valid ID number (新郑市, 1980s) for person `n`, outside the demo's tenants. */
function idCard(n: number): string {
  const first17 = `410184198${n % 10}0${1 + (n % 9)}2${n % 8}${String(n).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

interface Community {
  bizCode: string;
  villageName: string;
  districtName: string;
  villageStatus: number;
}
interface Room {
  houseCode: string;
  bizCode: string;
  villageName: string;
  roomLabel: string;
  capacity: number;
  occupied: number;
  free: number;
  roomState: number;
}
interface Quit {
  applyCode: string;
  name: string;
  villageName: string;
  roomLabel: string;
  quitDate: string;
}

/** The text of `row`'s cell under the column headed `header` in `view`'s table. */
async function cell(view: Locator, row: Locator, header: string): Promise<string> {
  const headers = (await view.locator('.ant-table-thead th').allTextContents()).map((t) => t.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return ((await row.locator('td').nth(index).textContent()) ?? '').trim();
}

/** The select of the form item labelled `label` in `scope` (a custom filter's select is not tied to its label). */
const selectOf = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }) }).locator('.ant-select').first();

/** Opens the select labelled `label` in `scope`, types `search` and picks the option `option`. */
async function pick(page: Page, scope: Locator, label: string, search: string, option: string): Promise<void> {
  await selectOf(scope, label).click();
  await page.keyboard.type(search);
  // The select opened last has the last dropdown (an earlier one may still be closing).
  await page.locator('.ant-select-dropdown:visible').last().locator('.ant-select-item-option', { hasText: option }).first().click();
}

describe('住房租赁: 房源上报 filed and exported, a room given to two tenants, a quit confirmed, a community registered with generated rooms', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/oddjobMarket/rent/report' });
  let page: Page;
  let communities: Community[] = [];
  let reported: Community;
  let room: Room;
  let roomCommunity: Community;
  let company: { cmpyCode: string; cmpyName: string };
  let quit: Quit;

  beforeAll(async () => {
    page = session.page;
    const token = await tokenOf(page);
    const base = session.server.baseUrl;
    communities = (await apiGet<Community[]>(base, token, '/hrbd-vacantroom/extraInfo/queryAllCommunity')).filter((c) => c.villageStatus === 1);
    // A community with no report for this month (the demo files the past months only).
    for (const c of communities) {
      const filed = await apiPost<{ total: number }>(base, token, '/rent/flatsreport/list', { pageNum: 1, pageSize: 10, bizCode: c.bizCode, monthFrom: thisMonth, monthTo: thisMonth });
      if (filed.total === 0) {
        reported = c;
        break;
      }
    }
    expect(reported, 'a community without a report this month').toBeDefined();
    // A room with three free beds (so it stays under 有空床 after two move in) on the first page of another operating community's rooms with free beds (as the screen lists them).
    for (const c of communities.filter((x) => x.bizCode !== reported.bizCode)) {
      const rooms = await apiPost<{ records: Room[] }>(base, token, '/hrbd-vacantroom/rent-house-detail-info/report/list', { pageNum: 1, pageSize: 10, bizCode: c.bizCode, hasFreeBed: 1 });
      const found = rooms.records.find((r) => r.free >= 3 && r.roomState !== 4);
      if (found) {
        room = found;
        roomCommunity = c;
        break;
      }
    }
    expect(room, 'a room with three free beds').toBeDefined();
    const companies = await apiPost<{ records: Array<{ cmpyCode: string; cmpyName: string; bedQuota: number; bedsInUse: number; agreementEnd: string }> }>(
      base,
      token,
      '/hrbd-vacantroom/rentCompanyInfo/cmpyList',
      { pageNum: 1, pageSize: 50 },
    );
    const roomy = companies.records.find((c) => c.bedQuota - c.bedsInUse >= 2 && c.agreementEnd > today);
    expect(roomy, 'a rent company with two beds of quota left').toBeDefined();
    company = roomy!;
    const quits = await apiPost<{ records: Quit[] }>(base, token, '/rent/quitapply/pagelist', { pageNum: 1, pageSize: 10, applyState: 0 });
    quit = quits.records[0];
    expect(quit, 'a 待确认 quit application').toBeDefined();
  });

  it('files a 房源上报 for a month the community has none, lists it, shows its detail and exports the list', async () => {
    onTestFailed(() => screenshot(page, 'rent-failed-report').then(() => undefined));
    const list = await openUnder(page, '住房租赁', '房源上报', '/oddjobMarket/rent/report');
    await list.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'rent-report-list');

    await list.getByRole('button', { name: '新增上报' }).click();
    const dialog = modalWith(page, '上报月份');
    await pick(page, dialog, '小区', reported.villageName, `${reported.villageName}（${reported.districtName}）`);
    const month = dialog.getByLabel('上报月份', { exact: true });
    await month.click();
    await month.fill(thisMonth);
    await month.press('Enter');
    await dialog.getByLabel('备注', { exact: true }).fill('e2e 本月房源上报');
    await settle(page);
    await screenshot(page, 'rent-report-add');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    const row = list.locator('.ant-table-row', { hasText: reported.villageName }).filter({ hasText: thisMonth }).first();
    await row.waitFor();
    await expect.poll(() => cell(list, row, '上报方式')).toBe('人工上报');
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText(`房源上报：${reported.villageName} ${thisMonth}`).waitFor();
    await drawer.getByText('房间明细（上报时）').waitFor();
    await drawer.locator('.ant-table-row').first().waitFor();
    await drawer.getByText('e2e 本月房源上报').waitFor();
    await settle(page);
    await screenshot(page, 'rent-report-detail');
    await closeDrawer(page);

    const workbook = await downloadWorkbook(page, list.getByRole('button', { name: /^(download )?导\s*出$/ }), /^房源上报_\d{14}\.xlsx$/);
    const sheet = workbook.worksheets[0];
    const rows: string[] = [];
    sheet.eachRow((r) => rows.push(r.values?.toString() ?? ''));
    expect(rows.some((r) => r.includes(reported.villageName) && r.includes(thisMonth))).toBe(true);
  });

  it('gives a room with free beds to two tenants (分配房间): the room and its community count them', async () => {
    onTestFailed(() => screenshot(page, 'rent-failed-distribute').then(() => undefined));
    // The community's 入住总人数 before.
    const villages = await openUnder(page, '住房租赁', '小区管理', '/oddjobMarket/rent/community');
    await villages.getByLabel('小区名称', { exact: true }).fill(roomCommunity.villageName);
    await villages.getByRole('button', { name: /查\s*询/ }).click();
    const village = villages.locator('.ant-table-row', { hasText: roomCommunity.villageName }).first();
    await village.waitFor();
    await expect.poll(async () => villages.locator('.ant-table-row').count()).toBe(1);
    const residentsBefore = Number(await cell(villages, village, '入住总人数'));

    const rooms = await openUnder(page, '住房租赁', '房源管理', '/oddjobMarket/rent/house');
    await pick(page, rooms, '所属小区', roomCommunity.villageName, `${roomCommunity.villageName}（${roomCommunity.districtName}）`);
    await selectOf(rooms, '有空床').click();
    await page.locator('.ant-select-dropdown:visible').last().locator('.ant-select-item-option', { hasText: /^有空床$/ }).click();
    await rooms.getByRole('button', { name: /查\s*询/ }).click();
    const row = rooms.locator('.ant-table-row', { hasText: room.roomLabel }).first();
    await row.waitFor();
    await expect.poll(() => cell(rooms, row, '已住')).toBe(String(room.occupied));
    await settle(page);
    await screenshot(page, 'rent-house-list');

    await row.getByText('分配房间', { exact: true }).click();
    const dialog = modalWith(page, `分配房间：${room.villageName}${room.roomLabel}`);
    await dialog.getByText(`剩余床位 ${room.free} 个`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '添加租户' }).click();
    const tenants = [
      { name: '赵一鸣', idCard: idCard(731), mobile: '13900000731' },
      { name: '钱二妹', idCard: idCard(732), mobile: '13900000732' },
    ];
    for (const [i, t] of tenants.entries()) {
      const block = dialog.locator('div', { has: page.getByText(`租户 ${i + 1}`, { exact: true }) }).filter({ has: page.getByLabel('身份证号') }).last();
      await block.getByLabel('姓名', { exact: true }).fill(t.name);
      await block.getByLabel('身份证号', { exact: true }).fill(t.idCard);
      await block.getByLabel('手机号', { exact: true }).fill(t.mobile);
      await pick(page, block, '租赁企业', company.cmpyName, company.cmpyName);
    }
    await settle(page);
    await screenshot(page, 'rent-house-distribute');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await expect.poll(() => cell(rooms, row, '已住')).toBe(String(room.occupied + 2));
    expect(await cell(rooms, row, '空余')).toBe(String(room.free - 2));
    const occupants = await cell(rooms, row, '入住人员');
    expect(occupants).toContain('赵一鸣');
    expect(occupants).toContain('钱二妹');
    await settle(page);
    await screenshot(page, 'rent-house-distributed');

    const again = await openUnder(page, '住房租赁', '小区管理', '/oddjobMarket/rent/community');
    const after = again.locator('.ant-table-row', { hasText: roomCommunity.villageName }).first();
    await expect.poll(async () => Number(await cell(again, after, '入住总人数'))).toBe(residentsBefore + 2);
    await settle(page);
    await screenshot(page, 'rent-community-after-distribute');
  });

  it('confirms a quit (确认退租): the application leaves 待确认 and the tab counts move', async () => {
    onTestFailed(() => screenshot(page, 'rent-failed-quit').then(() => undefined));
    const view = await openUnder(page, '住房租赁', '退租申请', '/oddjobMarket/rent/quit');
    await view.locator('.ant-table-row').first().waitFor();
    // Confirmed on a date already reached, the tenant has quit (已退租); on a date ahead, the scheduler waits (已确认).
    const target = quit.quitDate <= today ? '已退租' : '已确认';
    const pendingBefore = await tabCount(view, '待确认');
    const targetBefore = await tabCount(view, target);
    await settle(page);
    await screenshot(page, 'rent-quit-list');

    await view.getByLabel('姓名', { exact: true }).fill(quit.name);
    await view.getByRole('button', { name: /查\s*询/ }).click();
    const row = view.locator('.ant-table-row', { hasText: quit.name }).filter({ hasText: quit.roomLabel }).first();
    await row.getByText('确认退租', { exact: true }).click();
    const dialog = modalWith(page, '实际退租日期');
    await dialog.getByText(`申请 ${quit.quitDate} 退租`, { exact: false }).waitFor();
    await settle(page);
    await screenshot(page, 'rent-quit-confirm');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => question(page).locator('.ant-modal-confirm-title').textContent()).toContain(`确定确认${quit.name}退租吗？`);
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    // Back to every application: the counts under no filter.
    await view.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => tabCount(view, '待确认')).toBe(pendingBefore - 1);
    expect(await tabCount(view, target)).toBe(targetBefore + 1);
    await view.getByRole('tab', { name: new RegExp(`^${target}（`) }).click();
    await view.getByLabel('姓名', { exact: true }).fill(quit.name);
    await view.getByRole('button', { name: /查\s*询/ }).click();
    await view.locator('.ant-table-row', { hasText: quit.name }).filter({ hasText: quit.roomLabel }).first().getByText(target, { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'rent-quit-confirmed');
  });

  it('registers a community through the address dialog, adds a unit and generates its rooms: the totals count them', async () => {
    onTestFailed(() => screenshot(page, 'rent-failed-community').then(() => undefined));
    const name = 'e2e龙湖人才公寓';
    const view = await openUnder(page, '住房租赁', '小区管理', '/oddjobMarket/rent/community');
    await view.getByRole('button', { name: /^新\s*增$/ }).click();
    const form = modalWith(page, '管理单位联系人');
    await form.getByLabel('小区名称', { exact: true }).fill(name);
    await form.getByLabel('小区性质', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('人才公寓', { exact: true }).click();
    await form.getByRole('button', { name: /选择地址/ }).click();
    const address = modalWith(page, '所在地区');
    await address.getByRole('combobox').first().click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    await address.getByPlaceholder('请输入详细地址').fill('龙湖镇双湖大道 66 号');
    await address.getByText(/经度 \d/).waitFor();
    await settle(page);
    await screenshot(page, 'rent-community-address');
    await address.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText('河南省 郑州市 新郑市 龙湖镇双湖大道 66 号').waitFor();
    await form.getByLabel('管理单位', { exact: true }).fill('新郑市住房保障中心');
    await form.getByLabel('管理单位联系人', { exact: true }).fill('孙建华');
    await form.getByLabel('联系电话', { exact: true }).fill('0371-62691234');
    await settle(page);
    await screenshot(page, 'rent-community-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    await view.getByLabel('小区名称', { exact: true }).fill(name);
    await view.getByRole('button', { name: /查\s*询/ }).click();
    const row = view.locator('.ant-table-row', { hasText: name }).first();
    await row.getByText('新郑市', { exact: true }).waitFor();
    expect(await cell(view, row, '房间总数')).toBe('0');
    await row.getByText('单元管理', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open', { hasText: `单元管理：${name}` });
    await drawer.getByText('暂无单元，请先新增单元').waitFor();
    await drawer.getByRole('button', { name: '新增单元' }).click();
    const unit = modalWith(page, '楼栋号');
    await unit.getByLabel('楼栋号', { exact: true }).fill('1');
    await unit.getByLabel('单元号', { exact: true }).fill('1');
    await unit.getByRole('button', { name: /确\s*定/ }).click();
    await unit.waitFor({ state: 'hidden' });
    const unitRow = drawer.locator('.ant-table-row', { hasText: '1号楼1单元' });
    await unitRow.getByRole('button', { name: '生成房间' }).click();
    const batch = modalWith(page, '每层房间数');
    await batch.getByLabel('结束楼层', { exact: true }).fill('3');
    await batch.getByLabel('每层房间数', { exact: true }).fill('2');
    await settle(page);
    await screenshot(page, 'rent-community-generate');
    await batch.getByRole('button', { name: /确\s*定/ }).click();
    await batch.waitFor({ state: 'hidden' });
    // 3 floors × 2 rooms of 2 beds, 60 ㎡ each (the dialog's defaults).
    // A bordered description puts each label and its value in cells side by side.
    const described = (label: string) => drawer.locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::*[1]');
    await expect.poll(() => described('房间总数').textContent()).toBe('6');
    expect(await described('床位总数').textContent()).toBe('12');
    expect(await described('房屋总面积（㎡）').textContent()).toBe('360.00');
    expect(await cell(drawer, unitRow, '房间数')).toBe('6');
    await unitRow.getByRole('button', { name: '房间明细' }).click();
    await drawer.getByText('0301', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'rent-community-rooms');
    await closeDrawer(page);
    await expect.poll(() => cell(view, row, '房间总数')).toBe('6');
    expect(await cell(view, row, '床位总数')).toBe('12');
  });
});
