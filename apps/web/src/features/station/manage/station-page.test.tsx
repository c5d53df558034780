import { perm, STATION_MACHINE, stationApi, type StationDetail, type StationRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import StationPage from './station-page';

const M = perm.recruit.station.manage;
const ALL = [M.list, M.add, M.edit, M.review, M.remove, M.export];

function station(overrides: Partial<StationRecord>): StationRecord {
  return {
    stationNo: 'ZD1',
    stationName: '龙湖镇社区招聘驿站',
    stationType: 1,
    operatorName: '新郑市龙湖镇人力资源服务中心',
    creditCode: '91410184MA9X0000X0',
    provinceCode: '410000',
    provinceName: '河南省',
    cityCode: '410100',
    cityName: '郑州市',
    countyCode: '410184',
    countyName: '新郑市',
    address: '龙湖镇中华北路88号',
    gcj02Lng: 113.74,
    gcj02Lat: 34.39,
    leaderName: '李建国',
    leaderPhone: '13700000001',
    servicePhone: '0371-62690001',
    openHours: '周一至周五 9:00-17:30',
    serviceItems: [1, 2],
    floorArea: 120,
    approveState: 0,
    rejectDesc: '',
    submitterName: '系统管理员',
    submitTime: '2026-03-02 10:00:00',
    reviewerName: '',
    reviewTime: '',
    jobCount: 0,
    ...overrides,
  };
}

/** Stations whose 审核 really moves them by the contract's machine. */
function stationServer() {
  const rows = [station({}), station({ stationNo: 'ZD2', stationName: '薛店镇园区驿站', approveState: 1, jobCount: 3 })];
  const api = mockApi()
    .on(stationApi.getBDStationList, ({ query }) => {
      const state = query.approveState === undefined ? undefined : Number(query.approveState);
      const shown = rows.filter((r) => state === undefined || r.approveState === state);
      return { records: shown, total: shown.length };
    })
    .on(stationApi.countNumByApproveState, () => [1, 0, 3].map((s) => ({ approveState: s, label: STATION_MACHINE.label(s), count: rows.filter((r) => r.approveState === s).length })))
    .on(stationApi.checkStation, ({ body }) => {
      const b = body as { stationNo: string; approveState: number };
      const row = rows.find((r) => r.stationNo === b.stationNo)!;
      row.approveState = b.approveState;
      return { stationNo: row.stationNo, approveState: b.approveState };
    })
    .on(stationApi.deleteStationByStationNo, ({ query }) => {
      rows.splice(rows.findIndex((r) => r.stationNo === query.stationNo), 1);
      return { stationNo: String(query.stationNo) };
    })
    .on(stationApi.getStationInfo, ({ query }): StationDetail => {
      const row = rows.find((r) => r.stationNo === query.stationNo)!;
      return {
        ...row,
        photos: [],
        introduction: '为辖区居民提供岗位推荐。',
        board: [{ jobCode: 'j1', jobName: '物流分拣员', cmpyCode: 'c1', cmpyName: '郑州顺达物流有限公司', headcount: 5, endTime: '2026-12-31 18:00:00', joinTime: '2026-03-05 09:00:00' }],
        activities: [],
        activityCounts: [],
        operations: [{ action: 'add', actionName: '新增', fromState: null, toState: 0, reason: '', operatorName: '系统管理员', createTime: '2026-03-02 10:00:00' }],
        updateTime: row.submitTime,
      };
    })
    .on(stationApi.validatedPhone, () => ({ valid: true, reason: '' }));
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('驿站及活动管理', { timeout: 120_000 }, () => {
  it('opens on 运营中 with the three tabs counted, and offers 审核 only to a station 待审核', async () => {
    stationServer();
    renderScreen(<StationPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '运营中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待审核（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已驳回（0）' })).toBeInTheDocument();
    await screen.findByText('薛店镇园区驿站');
    expect(within(rowOf('薛店镇园区驿站')).queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '待审核（1）' }));
    await screen.findByText('龙湖镇社区招聘驿站');
    expect(within(rowOf('龙湖镇社区招聘驿站')).getByRole('button', { name: /审\s*核/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增驿站/ })).toBeInTheDocument();
  });

  it('refuses a rejection without a reason, passes the station and moves the counts', { timeout: 300_000 }, async () => {
    const { api, rows } = stationServer();
    renderScreen(<StationPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('tab', { name: '待审核（1）' }));
    await screen.findByText('龙湖镇社区招聘驿站');
    await userEvent.click(within(rowOf('龙湖镇社区招聘驿站')).getByRole('button', { name: /审\s*核/ }));
    const dialog = (await screen.findByText('驿站审核')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('驳回'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect((await formErrors(dialog)).join()).toContain('驳回原因');
    expect(api.sent(stationApi.checkStation)).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText('通过'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定审核通过驿站“龙湖镇社区招聘驿站”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[0].approveState).toBe(1));
    expect(await screen.findByRole('tab', { name: '运营中（2）' })).toBeInTheDocument();
  });

  it('asks before deleting, and shows a station’s board and 操作记录 in its drawer', async () => {
    const { rows } = stationServer();
    renderScreen(<StationPage />, { permissions: ALL });
    await screen.findByText('薛店镇园区驿站');
    await userEvent.click(within(rowOf('薛店镇园区驿站')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除驿站“薛店镇园区驿站”吗？')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows.map((r) => r.stationNo)).toEqual(['ZD1']));

    await userEvent.click(await screen.findByRole('tab', { name: /待审核/ }));
    await screen.findByText('龙湖镇社区招聘驿站');
    await userEvent.click(within(rowOf('龙湖镇社区招聘驿站')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('驿站详情')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(await within(drawer).findByRole('tab', { name: /驿站岗位/ }));
    expect(await within(drawer).findByText('物流分拣员')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: '操作记录' }));
    expect(await within(drawer).findByText(/系统管理员 新增/)).toBeInTheDocument();
  });

  it('offers no 新增, 审核 or 删除 to a user holding only 查询', async () => {
    stationServer();
    renderScreen(<StationPage />, { permissions: [M.list] });
    await screen.findByText('薛店镇园区驿站');
    expect(screen.queryByRole('button', { name: /新增驿站/ })).not.toBeInTheDocument();
    expect(within(rowOf('薛店镇园区驿站')).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });
});
