import { communityApi, houseApi, perm, regionApi, rentCompanyApi, type HouseLedgerRecord } from '@hrbd/contract';
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

    await userEvent.click(within(taken).getByRole('button', { name: /腾\s*空/ }));
    await userEvent.type(await screen.findByLabelText('腾空原因'), '房屋维修');
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    expect((await screen.findAllByText(/确定腾空龙湖人才公寓1号楼1单元0101室吗/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent(houseApi.toEmpty)).toEqual([{ houseCode: 'h1', reason: '房屋维修' }]));
  });
});
