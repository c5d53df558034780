import { contractModelApi, MODEL_MACHINE, perm, type ContractModelRecord, type ModelStatistics } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import ModelPage from './model-page';

const M = perm.oddjobMarket.contract.model;
const ALL = [M.list, M.add, M.review, M.enable, M.export];

function model(overrides: Partial<ContractModelRecord>): ContractModelRecord {
  return {
    modelCode: 'HT1',
    modelName: '全日制劳动合同',
    modelType: 1,
    sourceType: 2,
    version: 1,
    cmpyCode: 'c1',
    cmpyName: '郑州顺达物流有限公司',
    countyCode: '410184',
    countyName: '新郑市',
    approveState: 0,
    isEnable: 0,
    rejectDesc: '',
    submitterName: '运营专员',
    createTime: '2026-03-02 10:00:00',
    reviewerName: '',
    reviewTime: '',
    signCount: 0,
    content: '',
    pdfUrl: '/files/document/202603/x.pdf?sig=1',
    pdfSize: 2048,
    pdfSha256: 'ab'.repeat(32),
    esignProvider: 'local',
    ...overrides,
  };
}

/** Models whose 审核 and 启用 really move them by the contract's machine. */
function modelServer() {
  const rows = [model({}), model({ modelCode: 'HT2', modelName: '灵活用工服务协议', modelType: 3, approveState: 1, sourceType: 1, content: '<p>甲方：{{甲方名称}}</p>' })];
  const api = mockApi()
    .on(contractModelApi.page, ({ body }) => {
      const state = (body as { approveState?: number }).approveState;
      const shown = rows.filter((r) => state === undefined || r.approveState === Number(state));
      return { records: shown, total: shown.length };
    })
    .on(contractModelApi.statistics, (): ModelStatistics => ({
      byState: [0, 1, 2].map((s) => ({ approveState: s, label: MODEL_MACHINE.label(s), count: rows.filter((r) => r.approveState === s).length })),
      byType: [1, 2, 3, 4].map((t) => ({ modelType: t, label: String(t), count: rows.filter((r) => r.modelType === t).length })),
      enabled: rows.filter((r) => r.isEnable === 1).length,
      signingsByMonth: [{ month: '2026-03', total: 12, signed: 8, pending: 2, refused: 1, expired: 1 }],
    }))
    .on(contractModelApi.approve, ({ body }) => {
      const b = body as { modelCodes: string[]; approveState: number };
      for (const code of b.modelCodes) rows.find((r) => r.modelCode === code)!.approveState = b.approveState;
      return b.modelCodes.map((modelCode) => ({ modelCode, approveState: b.approveState }));
    })
    .on(contractModelApi.isEnable, ({ body }) => {
      const b = body as { modelCode: string; isEnable: number };
      rows.find((r) => r.modelCode === b.modelCode)!.isEnable = b.isEnable;
      return b;
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('合同模板', { timeout: 300_000 }, () => {
  it('counts the review tabs, passes a model and then enables it (asked first)', async () => {
    const { rows } = modelServer();
    renderScreen(<ModelPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '待审核（1）' })).toBeInTheDocument();
    await screen.findByText('全日制劳动合同');
    // 启用 only once passed.
    expect(within(rowOf('全日制劳动合同')).queryByRole('button', { name: /启\s*用/ })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('全日制劳动合同')).getByRole('button', { name: /审\s*核/ }));
    const dialog = (await screen.findByText('合同模板审核')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定审核通过合同模板“全日制劳动合同”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[0].approveState).toBe(1));
    await userEvent.click(await screen.findByRole('tab', { name: '已通过（2）' }));
    await screen.findByText('全日制劳动合同');
    await userEvent.click(within(rowOf('全日制劳动合同')).getByRole('button', { name: /启\s*用/ }));
    expect(await screen.findByText('确定启用合同模板“全日制劳动合同”吗？')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[0].isEnable).toBe(1));
  });

  it('offers no 新增, 审核 or 启用 to a user holding only 查询', async () => {
    modelServer();
    renderScreen(<ModelPage />, { permissions: [M.list] });
    await userEvent.click(await screen.findByRole('tab', { name: /已通过/ }));
    await screen.findByText('灵活用工服务协议');
    expect(within(rowOf('灵活用工服务协议')).queryByRole('button', { name: /启\s*用|审\s*核/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增模板/ })).not.toBeInTheDocument();
  });
});
