import { communityApi, flatsReportApi, houseApi, perm, regionApi, type HouseLedgerRecord, type RentReportRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from '../../../lib/dayjs';
import { fill, mockApi, renderScreen } from '../../../test/render-screen';
import ReportPage from './report-page';

const ALL = [
  ...Object.values(perm.oddjobMarket.rent.report).filter((code): code is string => typeof code === 'string' && code.startsWith('oddjob:rent:report:')),
  perm.oddjobMarket.rent.house.list,
];

function report(overrides: Partial<RentReportRecord>): RentReportRecord {
  return {
    reportCode: 'r1', bizCode: 'c1', villageName: '龙湖人才公寓', districtName: '新郑市', reportMonth: '2026-10', cutoffDate: '2026-10-31', source: 1,
    houseNum: 120, vacantHouseNum: 12, bedNum: 240, occupiedBedNum: 180, freeBedNum: 60, tenantNum: 180, occupancyRate: 75, moveInNum: 9, moveOutNum: 4,
    remark: '本月完成消防检查', photos: [], reporterName: '李建华', reportTime: dayjs().subtract(2, 'day').format('YYYY-MM-DD HH:mm:ss'),
    ...overrides,
  };
}

const line: HouseLedgerRecord = {
  houseCode: 'h1', bizCode: 'c1', villageName: '龙湖人才公寓', districtName: '新郑市', unitCode: 'u1', buildingNo: '1', unitNo: '1', roomNo: '0101', roomLabel: '1号楼1单元0101室',
  rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: 2, occupied: 2, free: 0, rent: 350, roomState: 3, vacantDays: null,
  occupants: [{ tenantCode: 't1', name: '王伟', checkInDate: '2026-09-01', leaseEndDate: '2027-08-31', quitDate: null }],
};

describe('房源上报', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists reports, shows one’s computed figures with its frozen room lines, and deletes after asking', async () => {
    const rows = [report({}), report({ reportCode: 'r2', villageName: '中牟公租房小区', districtName: '中牟县', source: 2, reporterName: '系统', reportMonth: '2026-09', reportTime: '2025-10-01 01:00:00' })];
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(flatsReportApi.list, () => ({ records: rows, total: rows.length }))
      .on(flatsReportApi.detail, ({ query }) => rows.find((r) => r.reportCode === query.reportCode) ?? rows[0])
      .on(houseApi.list, { records: [line], total: 1, counts: [{ roomState: 3, count: 1 }] })
      .on(flatsReportApi.del, ({ query }) => {
        rows.splice(rows.findIndex((r) => r.reportCode === query.reportCode), 1);
        return { reportCode: String(query.reportCode) };
      }, '删除成功');
    renderScreen(<ReportPage />, { permissions: ALL });
    const mine = (await screen.findByText('龙湖人才公寓')).closest('tr') as HTMLElement;
    expect(within(mine).getByText('人工上报')).toBeInTheDocument();
    expect(within(mine).getByText('75.00')).toBeInTheDocument();
    const old = screen.getByText('中牟公租房小区').closest('tr') as HTMLElement;
    expect(within(old).getByText('系统生成')).toBeInTheDocument();
    // Filed over 30 days ago: no 删除 to offer.
    expect(within(old).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: /详\s*情/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('2026-10-31')).toBeInTheDocument();
    expect(within(drawer).getByText('本月完成消防检查')).toBeInTheDocument();
    expect(await within(drawer).findByText('1号楼1单元0101室')).toBeInTheDocument();
    expect(within(drawer).getByText('王伟')).toBeInTheDocument();
    expect(within(drawer).getByText('已住满')).toBeInTheDocument();
    expect(api.sent(houseApi.list)).toEqual([{ pageNum: 1, pageSize: 20, reportCode: 'r1' }]);
    await userEvent.click(within(drawer).getByRole('button', { name: /close|关闭/i }));

    await userEvent.click(within(mine).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除“龙湖人才公寓”2026-10的房源上报吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(flatsReportApi.del)).toEqual([{ reportCode: 'r1' }]));
    await waitFor(() => expect(screen.queryByText('龙湖人才公寓')).not.toBeInTheDocument());
  });

  it('files a report with a community, a month and a remark, sending no figures', async () => {
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [{ bizCode: 'c1', villageName: '龙湖人才公寓', districtName: '新郑市', villageStatus: 1 }])
      .on(flatsReportApi.list, { records: [], total: 0 })
      .on(flatsReportApi.add, { reportCode: 'r9' }, '新增成功');
    renderScreen(<ReportPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新增上报/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('combobox')[0]);
    await userEvent.click(await screen.findByTitle('龙湖人才公寓（新郑市）'));
    fill(dialog, '备注', '本月更换门锁');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(flatsReportApi.add)).toEqual([{ bizCode: 'c1', reportMonth: dayjs().subtract(1, 'month').format('YYYY-MM'), remark: '本月更换门锁', photos: [] }]));
  });

  it('offers neither 新增上报 nor 删除 to a user who may only look', async () => {
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(flatsReportApi.list, { records: [report({})], total: 1 });
    renderScreen(<ReportPage />, { permissions: [perm.oddjobMarket.rent.report.list] });
    const row = (await screen.findByText('龙湖人才公寓')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /详\s*情/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增上报/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
  });
});
