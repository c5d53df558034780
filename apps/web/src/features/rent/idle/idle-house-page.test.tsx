import { idleHouseApi, perm, regionApi, type IdleHouseRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import IdleHousePage from './idle-house-page';

const IDLE = perm.oddjobMarket.rent.idleHouse;
const ALL = [IDLE.list, IDLE.add, IDLE.edit, IDLE.remove];

function house(overrides: Partial<IdleHouseRecord>): IdleHouseRecord {
  return {
    houseCode: 'h1', ownerName: '王建国', idCard: '410184********1234', mobile: '139****5678', villageName: '新郑锦艺城',
    provinceCode: '410000', provinceName: '河南省', cityCode: '410100', cityName: '郑州市', countyCode: '410184', countyName: '新郑市', districtName: '新郑市',
    address: '新建路街道中华路12号3号楼2单元502室', gcj02Lng: 113.74, gcj02Lat: 34.39, rooms: 3, halls: 2, baths: 1, area: 112.5, floor: 5, totalFloors: 18,
    decoration: 3, expectedRent: 185_050, availableFrom: '2026-11-01', photos: [], status: 0, createTime: '2026-10-12 10:20:00', updateTime: '2026-10-12 10:20:00',
    ...overrides,
  };
}

const COUNT = [{ status: 0, count: 2 }, { status: 1, count: 1 }, { status: 2, count: 4 }];

describe('闲置房屋', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the tabs from the list’s own answer and shows the home, rent in yuan and masked numbers', async () => {
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(idleHouseApi.list, { page: { records: [house({}), house({ houseCode: 'h2', villageName: '中牟正商城', status: 1, districtName: '中牟县' })], total: 2 }, count: COUNT });
    renderScreen(<IdleHousePage />, { permissions: [IDLE.list] });
    const row = (await screen.findByText('新郑锦艺城')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待出租')).toBeInTheDocument();
    expect(within(row).getByText('139****5678')).toBeInTheDocument();
    expect(within(row).getByText('3室2厅1卫')).toBeInTheDocument();
    expect(within(row).getByText('5/18层')).toBeInTheDocument();
    expect(within(row).getByText('1850.50')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '全部（7）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待出租（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已出租（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已下架（4）' })).toBeInTheDocument();
    // One call per view: the counts come with the page.
    expect(api.sent(idleHouseApi.list)).toHaveLength(1);
    // Only 详情 without the codes to change anything.
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to delete a let house', async () => {
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(idleHouseApi.list, { page: { records: [house({ status: 1 })], total: 1 }, count: COUNT })
      .on(idleHouseApi.del, { fail: { code: 409, msg: '闲置房屋“新郑锦艺城”当前为“已出租”状态，不能删除' } });
    renderScreen(<IdleHousePage />, { permissions: ALL });
    const row = (await screen.findByText('新郑锦艺城')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除闲置房屋“新郑锦艺城”吗？已出租的房屋不能删除')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('闲置房屋“新郑锦艺城”当前为“已出租”状态，不能删除')).toBeInTheDocument();
    expect(api.sent(idleHouseApi.del)).toEqual([{ houseCode: 'h1' }]);
  });

  it('takes a house off (下架) by sending it whole with the new status', async () => {
    const whole = house({ idCard: '410184197806210148', mobile: '13912345678', photos: [{ objectKey: 'images/2026/10/a.png', url: '/files/a.png' }] });
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(idleHouseApi.list, { page: { records: [house({})], total: 1 }, count: COUNT })
      .on(idleHouseApi.info, whole)
      .on(idleHouseApi.edit, { houseCode: 'h1' }, '修改成功');
    renderScreen(<IdleHousePage />, { permissions: ALL });
    const row = (await screen.findByText('新郑锦艺城')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /下\s*架/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(idleHouseApi.edit)).toHaveLength(1));
    expect(api.sent(idleHouseApi.edit)[0]).toMatchObject({
      houseCode: 'h1', status: 2, idCard: '410184197806210148', mobile: '13912345678', expectedRent: '1850.50', photos: ['images/2026/10/a.png'], countyCode: '410184', floor: 5,
    });
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
  });

  it('opens 新增 and names what is missing before sending anything', async () => {
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(idleHouseApi.list, { page: { records: [house({})], total: 1 }, count: COUNT });
    renderScreen(<IdleHousePage />, { permissions: ALL });
    await screen.findByText('新郑锦艺城');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    // The form's code loads when first opened.
    const dialog = (await screen.findByText('新增闲置房屋', undefined, { timeout: 30_000 })).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    for (const message of ['请输入房主姓名', '请输入房主身份证号', '请选择房屋地址', '请输入期望租金']) expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.sent(idleHouseApi.add)).toEqual([]);
  });

  it('opens 详情 with the owner, the home and 未上传房屋照片', async () => {
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(idleHouseApi.list, { page: { records: [house({})], total: 1 }, count: COUNT })
      .on(idleHouseApi.info, house({}));
    renderScreen(<IdleHousePage />, { permissions: [IDLE.list] });
    const row = (await screen.findByText('新郑锦艺城')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('闲置房屋详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('王建国')).toBeInTheDocument();
    expect(within(drawer).getByText('精装')).toBeInTheDocument();
    expect(within(drawer).getByText('未上传房屋照片')).toBeInTheDocument();
  });
});
