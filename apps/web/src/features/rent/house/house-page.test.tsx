import { communityApi, houseApi, perm, regionApi, rentCompanyApi, unitApi, type HouseLedgerRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import HousePage from './house-page';

const ALL = Object.values(perm.oddjobMarket.rent.house).filter((code): code is string => typeof code === 'string' && code.startsWith('oddjob:rent:house:'));

function room(overrides: Partial<HouseLedgerRecord>): HouseLedgerRecord {
  return {
    houseCode: 'h1', bizCode: 'c1', villageName: '龙湖人才公寓', districtName: '新郑市', unitCode: 'u1', buildingNo: '1', unitNo: '1', roomNo: '0101', roomLabel: '1号楼1单元0101室',
    rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: 2, occupied: 1, free: 1, rent: 350, roomState: 2, vacantDays: null,
    occupants: [{ tenantCode: 't1', name: '王伟', checkInDate: '2026-10-01', leaseEndDate: '2027-09-30', quitDate: null }],
    ...overrides,
  };
}

describe('房源管理', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ledger with state tabs and counts, and empties a room after a reason and a second question', async () => {
    const rows = [room({}), room({ houseCode: 'h2', roomNo: '0102', roomLabel: '1号楼1单元0102室', occupied: 0, free: 2, roomState: 1, vacantDays: 12, occupants: [] })];
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(rentCompanyApi.getCmpyNameList, [])
      .on(houseApi.list, () => ({ records: rows, total: rows.length, counts: [{ roomState: 1, count: 1 }, { roomState: 2, count: 1 }] }))
      .on(houseApi.toEmpty, ({ query }) => ({ houseCode: String(query.houseCode), ended: 1 }));
    renderScreen(<HousePage />, { permissions: ALL });
    const taken = (await screen.findByText('1号楼1单元0101室')).closest('tr') as HTMLElement;
    expect(within(taken).getByText('部分入住')).toBeInTheDocument();
    expect(within(taken).getByText('王伟')).toBeInTheDocument();
    const vacant = screen.getByText('1号楼1单元0102室').closest('tr') as HTMLElement;
    expect(within(vacant).getByText('12 天')).toBeInTheDocument();
    expect(within(vacant).queryByRole('button', { name: /腾\s*空/ })).not.toBeInTheDocument();
    // States the answer leaves out have no rooms: their tabs read （0）, not a bare label.
    for (const tab of ['全部（2）', '空置（1）', '部分入住（1）', '已住满（0）', '停用（0）']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

    await userEvent.click(within(taken).getByRole('button', { name: /腾\s*空/ }));
    await userEvent.type(await screen.findByLabelText('腾空原因'), '房屋维修');
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    expect((await screen.findAllByText(/确定腾空龙湖人才公寓1号楼1单元0101室吗/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent(houseApi.toEmpty)).toEqual([{ houseCode: 'h1', reason: '房屋维修' }]));
  });

  it('opens a room’s detail with who lived there when, for a user who may read the unit', async () => {
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(houseApi.list, { records: [room({})], total: 1, counts: [{ roomState: 2, count: 1 }] })
      .on(unitApi.detail, {
        unitCode: 'u1', bizCode: 'c1', villageName: '龙湖人才公寓', buildingNo: '1', unitNo: '1', floors: 6, elevator: 1,
        rooms: [
          {
            houseCode: 'h1', roomNo: '0101', floor: 1, rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: 2, occupied: 1, free: 1, rent: 350, disabled: 0, roomState: 2,
            history: [
              { tenantCode: 't1', name: '王伟', checkInDate: '2026-10-01', leaseEndDate: '2027-09-30', quitDate: null },
              { tenantCode: 't0', name: '赵敏', checkInDate: '2025-06-01', leaseEndDate: '2026-05-31', quitDate: '2026-05-31' },
            ],
          },
        ],
      });
    renderScreen(<HousePage />, { permissions: [perm.oddjobMarket.rent.house.list, perm.oddjobMarket.rent.community.list] });
    await userEvent.click(await screen.findByText('1号楼1单元0101室'));
    const drawer = (await screen.findByText('房间详情：龙湖人才公寓1号楼1单元0101室')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('居住记录')).toBeInTheDocument();
    const living = within(drawer).getByText('王伟').closest('tr') as HTMLElement;
    expect(within(living).getByText('在住')).toBeInTheDocument();
    const left = within(drawer).getByText('赵敏').closest('tr') as HTMLElement;
    expect(within(left).getByText('2025-06-01')).toBeInTheDocument();
    expect(within(left).getAllByText('2026-05-31')).toHaveLength(2);
    expect(within(drawer).getByText('1/2')).toBeInTheDocument();
    expect(api.sent(unitApi.detail)).toEqual([{ unitCode: 'u1' }]);
  });

  it('shows the room as text to a user who may not read units', async () => {
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(houseApi.list, { records: [room({})], total: 1, counts: [{ roomState: 2, count: 1 }] });
    renderScreen(<HousePage />, { permissions: [perm.oddjobMarket.rent.house.list] });
    const label = await screen.findByText('1号楼1单元0101室');
    expect(label.closest('a')).toBeNull();
  });
});
