import { bigscreenInsuranceApi, bigscreenReportImportApi, perm, type ReportImportHistoryRow } from '@hrbd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import ReportImportPage from './report-import-page';

const HISTORY: ReportImportHistoryRow[] = [
  {
    id: 2,
    fileName: '六月月报.xlsx',
    rowCount: 14,
    importedMonths: ['2025-05'],
    refusedMonths: ['2025-06'],
    errorCode: 'e'.repeat(32),
    errorAvailable: true,
    operatorName: '张敏',
    createTime: '2025-07-02 09:30:00',
  },
  { id: 1, fileName: '五月月报.xlsx', rowCount: 3, importedMonths: ['2025-04'], refusedMonths: [], errorCode: '', errorAvailable: false, operatorName: '张敏', createTime: '2025-06-02 09:30:00' },
];

describe('月报导入', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the imports with their months, offers the error file, and shows a month read-only', async () => {
    const api = mockApi()
      .on(bigscreenReportImportApi.history, () => ({ records: HISTORY, total: 2 }))
      .on(bigscreenInsuranceApi.socialSecurityUserAnalysis, ({ query }) => ({
        month: String(query.reportTime),
        parentCode: String(query.parentCode),
        rows: [{ regionCode: '410100', regionName: '郑州市', insuredTotal: 2910, pension: 2700, medical: 2800, unemployment: 1600, injury: 1700, maternity: 1400, addCount: 40, reduceCount: 130, inflow: 400, outflow: 460 }],
      }));
    renderScreen(<ReportImportPage />, { permissions: [perm.recruit.bigscreenReport.list, perm.recruit.bigscreenReport.import] });
    const row = (await screen.findByText('六月月报.xlsx')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2025-06')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /下载错误文件/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导入月报/ })).toBeInTheDocument();
    await userEvent.click(within(row).getByText('2025-05'));
    expect(await screen.findByText('2025-05 月报数据')).toBeInTheDocument();
    expect(await screen.findByText('2,910')).toBeInTheDocument();
    expect(api.sent(bigscreenInsuranceApi.socialSecurityUserAnalysis)).toEqual([{ reportTime: '2025-05', parentCode: '410000' }]);
  });

  it('hides 导入月报 from those without the import button', async () => {
    mockApi().on(bigscreenReportImportApi.history, () => ({ records: [], total: 0 }));
    renderScreen(<ReportImportPage />, { permissions: [perm.recruit.bigscreen.list] });
    expect(await screen.findByText('导入记录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入月报/ })).not.toBeInTheDocument();
  });
});
