import { companyApi, companyStatisticsApi, perm, regionApi, treeDataApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import CompanyStatisticsPage from './statistics-page';

function statisticsServer() {
  return mockApi()
    .on(treeDataApi.queryTreeByType, [])
    .on(regionApi.selectAllProvince, [])
    .on(companyStatisticsApi.cmpyTotal, { total: 360, checkCount: 65, passCount: 249, rejectCount: 46, todayCount: 2, monthCount: 39, industryCount: 15 })
    .on(companyStatisticsApi.userTotal, { total: 21, enabledCount: 20, disabledCount: 1, todayCount: 0, monthCount: 3 })
    .on(companyStatisticsApi.cmpyTrend, ({ query }) =>
      query.unit === 'month' ? [{ date: '2025-03', subCount: 30, passCount: 20, rejectCount: 4 }] : [{ date: '2025-03-01', subCount: 3, passCount: 2, rejectCount: 0 }],
    )
    .on(companyStatisticsApi.userTrend, [{ date: '2025-03-01', newCount: 1, totalCount: 21 }])
    .on(companyStatisticsApi.cmpyIndustry, [{ industryCode: 'C', industryName: '制造业', count: 93, rate: 37.35 }])
    .on(
      companyApi.yjList,
      pageOfRows([
        {
          cmpyCode: 'c1',
          cmpyName: '郑州恒达机械制造有限公司',
          creditCode: '91410100MA44XXXX1X',
          legalPerson: '王建国',
          industryCode: '34',
          industryName: '通用设备制造业',
          cmpyScale: 2,
          countyCode: '410184',
          countyName: '新郑市',
          source: '1',
          approveTime: '2025-03-02 10:00:00',
        },
      ]),
    );
}

describe('企业统计', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the figures, the charts and the register of passed companies', async () => {
    statisticsServer();
    renderScreen(<CompanyStatisticsPage />, { permissions: [perm.recruit.company.statistics.list] });
    expect(await screen.findByText('360')).toBeInTheDocument();
    expect(screen.getByText('企业总数')).toBeInTheDocument();
    expect(await screen.findByText('21')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '企业入驻趋势图' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '企业行业分布图' })).toBeInTheDocument();
    expect(await screen.findByText('郑州恒达机械制造有限公司')).toBeInTheDocument();
    expect(screen.getByText('20-99人')).toBeInTheDocument();
    expect(screen.getByText('企业注册')).toBeInTheDocument();
  });

  it('asks the trend by month when 按月 is chosen, and the user trend on its tab', async () => {
    const api = statisticsServer();
    renderScreen(<CompanyStatisticsPage />, { permissions: [perm.recruit.company.statistics.list] });
    await screen.findByText('360');
    await userEvent.click(screen.getByText('按月'));
    await waitFor(() => expect(api.sent(companyStatisticsApi.cmpyTrend).at(-1)).toEqual({ unit: 'month' }));
    await userEvent.click(screen.getByRole('tab', { name: '平台用户增长' }));
    await waitFor(() => expect(api.sent(companyStatisticsApi.userTrend).at(-1)).toEqual({ unit: 'month' }));
    expect(screen.getByRole('img', { name: '平台用户增长图' })).toBeInTheDocument();
  });
});
