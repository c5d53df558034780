import { bigscreenCompanyApi, bigscreenPeopleApi, bigscreenRecruitApi, bigscreenWeatherApi, perm, type BigscreenSummary, type WarningRow } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import BigscreenPage from './bigscreen-page';

const fig = (value: number, previous: number) => ({ value, previous, ratio: previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 100 });
const SUMMARY: BigscreenSummary = {
  month: '2025-03',
  companyCount: fig(361, 350),
  onlineJobCount: 1480,
  headcount: 9200,
  jobSeekerCount: fig(52000, 51000),
  applyCount: fig(40215, 39000),
  hireCount: fig(6120, 6000),
  stationCount: 12,
  courseCount: 300,
  courseApplyCount: 30000,
};
const warning = (i: number): WarningRow => ({
  level: 1 + (i % 3),
  levelName: ['一般', '较重', '严重'][i % 3],
  type: 'shortage',
  typeName: '缺工预警',
  regionCode: '410184',
  regionName: '新郑市',
  text: `预警内容${i}`,
  time: '2025-03-31 23:59:59',
});

const panel = (title: string) => screen.getByRole('region', { name: title });
const BIGSCREEN = [perm.recruit.bigscreen.list];

describe('数据大屏', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a panel’s figures when a later answer is refused, says nothing, and shows 暂无数据 where no answer ever passed', async () => {
    const errors = vi.spyOn(console, 'error');
    let summaryCalls = 0;
    const api = mockApi()
      .on(bigscreenPeopleApi.getSummary, () => {
        summaryCalls += 1;
        if (summaryCalls === 1) return SUMMARY;
        // Then: success false on a 200, and a server failure: neither may replace what is shown.
        if (summaryCalls === 2) return { raw: { code: 200, success: false, msg: '操作成功', data: { ...SUMMARY, onlineJobCount: 1 } } };
        return { fail: { code: 500, msg: '服务器内部错误' } };
      })
      .on(bigscreenCompanyApi.info, { fail: { code: 500, msg: '服务器内部错误' } })
      .on(bigscreenRecruitApi.getEmployWarn, { records: Array.from({ length: 9 }, (_, i) => warning(i)), total: 9 })
      // A weather answer without 操作成功 does not count: the card stays blank.
      .on(bigscreenWeatherApi.city, { raw: { code: 200, success: true, msg: '成功', data: { cityCode: '410184', cityName: '新郑市', weather: '晴', temperature: '18', windDirection: '东北', windPower: '3', humidity: '40', reportTime: '2025-03-01 10:00:00' } } });
    renderScreen(<BigscreenPage />, { permissions: BIGSCREEN, route: '/bigscreen?refresh=1' });

    const figures = await screen.findByRole('region', { name: '核心指标' });
    await waitFor(() => expect(figures).toHaveTextContent('在招岗位1,480个'));
    expect(figures).toHaveTextContent('入驻企业361家环比 ↑3.14%');
    // Two more rounds (refresh=1: every second), refused both times.
    await waitFor(() => expect(summaryCalls).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    expect(figures).toHaveTextContent('在招岗位1,480个');
    expect(figures).not.toHaveTextContent('在招岗位1个');

    expect(within(panel('企业概况')).getByText('暂无数据')).toBeInTheDocument();
    expect(within(panel('招聘趋势')).getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByLabelText('天气')).toBeEmptyDOMElement();
    // The warnings list: nine rows, six at a time, scrolling.
    const warnings = within(panel('预警信息')).getByRole('table', { name: '预警信息' });
    expect(within(warnings).getAllByRole('row')).toHaveLength(1 + 9);
    expect(within(warnings).getAllByRole('row')[1]).toHaveTextContent('一般缺工预警新郑市预警内容0');
    expect(within(panel('预警信息')).getByText(/^数据更新于 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    // Refused answers are swallowed: no notice, nothing on the console.
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(api.sent(bigscreenRecruitApi.getEmployWarn)[0]).toMatchObject({ pageNum: '1', pageSize: '20' });
  });

  it('sends someone without 数据大屏 to the 403 page', async () => {
    mockApi();
    renderScreen(<BigscreenPage />, { permissions: [perm.recruit.home.list], route: '/bigscreen' });
    await waitFor(() => expect(screen.queryByRole('region', { name: '核心指标' })).not.toBeInTheDocument());
  });
});
