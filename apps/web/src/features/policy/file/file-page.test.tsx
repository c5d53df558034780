import { dictApi, fileApi, itemApplyApi, perm, policyFileApi, policyItemApi, type ItemApplyRecord, type PolicyFileDetail, type PolicyItemRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import DeclarePage from '../declare/declare-page';
import ItemPage from '../item/item-page';
import FilePage from './file-page';

const item = (overrides: Partial<PolicyItemRecord>): PolicyItemRecord => ({
  itemCode: 'i1', itemName: '高新技术企业认定奖励', itemType: '2', subType: '2', themeTags: ['1'], department: '郑州市科学技术局', supportContent: '一次性奖励30万元',
  applyStart: '2025-04-01', applyEnd: '2025-12-31', fileCode: 'f1', fileTitle: '郑州市支持科技创新若干政策', declareCount: 3, updateTime: '2025-04-01 10:00:00',
  ...overrides,
});

const file = (overrides: Partial<PolicyFileDetail>): PolicyFileDetail => ({
  fileCode: 'f1', title: '郑州市支持科技创新若干政策', docNo: '郑政〔2025〕8号', issuer: '郑州市人民政府', level: 3, regionCode: '410100', regionName: '郑州市',
  publishDate: '2025-03-18', effectiveDate: '2025-04-01', effectState: 1, themeTags: ['1'], itemCount: 1, projectCount: 0, updateTime: '2025-04-01 10:00:00',
  body: '<p>正文</p>', attachments: [], items: [item({})], projects: [],
  ...overrides,
});

const DICT = [
  { dataKey: '1', dataValue: '政策指引', enabled: 1 },
  { dataKey: '2', dataValue: '资质荣誉', enabled: 1 },
] as never;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('政策文件 / 政策事项 / 政策申报', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes a file after asking, and sets its items through the dialog', async () => {
    const rows = [file({}), file({ fileCode: 'f2', title: '新郑市促进就业创业实施办法', docNo: '新政〔2025〕3号', items: [] })];
    const api = mockApi()
      .on(dictApi.queryByType, DICT)
      .on(fileApi.batchQueryUrl, { files: [], missing: [] })
      .on(policyFileApi.list, () => ({ records: rows, total: rows.length }))
      .on(policyFileApi.info, ({ query }) => rows.find((r) => r.fileCode === query.fileCode)!)
      .on(policyFileApi.set, ({ body }) => ({ fileCode: (body as { fileCode: string }).fileCode, itemCodes: ['i1'] }))
      .on(policyFileApi.del, ({ query }) => {
        rows.splice(rows.findIndex((r) => r.fileCode === query.fileCode), 1);
        return { fileCode: String(query.fileCode) };
      }, '删除成功');
    renderScreen(<FilePage />, { permissions: [perm.policy.file.list, perm.policy.file.edit, perm.policy.file.remove] });
    await screen.findByText('新郑市促进就业创业实施办法');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();

    await userEvent.click(within(rowOf('新郑市促进就业创业实施办法')).getByRole('button', { name: /删\s*除/ }));
    const confirm = (await screen.findByText(/确定删除政策文件“新郑市促进就业创业实施办法”吗/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(policyFileApi.del)).toEqual([{ fileCode: 'f2' }]));
    await waitFor(() => expect(screen.queryByText('新郑市促进就业创业实施办法')).not.toBeInTheDocument());

    await userEvent.click(within(rowOf('郑州市支持科技创新若干政策')).getByRole('button', { name: /设置事项/ }));
    const dialog = (await screen.findByText(/设置政策事项/, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByDisplayValue('高新技术企业认定奖励')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(policyFileApi.set)).toHaveLength(1));
    expect(api.sent(policyFileApi.set)[0]).toMatchObject({ fileCode: 'f1', items: [{ itemCode: 'i1', itemName: '高新技术企业认定奖励', itemType: '2', subType: '2', applyStart: '2025-04-01', applyEnd: '2025-12-31' }] });
  });

  it('shows items in tabs by type with their counts', async () => {
    const items = [item({}), item({ itemCode: 'i2', itemName: '中小企业融资担保指引', itemType: '1', subType: null })];
    mockApi()
      .on(dictApi.queryByType, DICT)
      .on(policyItemApi.queryPageItem, ({ body }) => {
        const type = (body as { itemType?: number }).itemType;
        const shown = items.filter((i) => type === undefined || i.itemType === String(type));
        return { records: shown, total: shown.length };
      })
      .on(policyItemApi.countByItemType, [
        { itemType: '1', label: '政策指引', count: 1, subTypes: [] },
        { itemType: '2', label: '资质荣誉', count: 1, subTypes: [{ subType: '2', label: '企业资质', count: 1 }] },
      ]);
    renderScreen(<ItemPage />, { permissions: [perm.policy.item.list] });
    expect(await screen.findByRole('tab', { name: '全部（2）' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: '资质荣誉（1）' }));
    await waitFor(() => expect(screen.queryByText('中小企业融资担保指引')).not.toBeInTheDocument());
    expect(screen.getByText('高新技术企业认定奖励')).toBeInTheDocument();
  });

  it('lists declarations as the server sends them (masked phone), without actions', async () => {
    const record: ItemApplyRecord = {
      applyCode: 'a1', itemCode: 'i1', itemName: '高新技术企业认定奖励', itemType: '2', cmpyName: '郑州华信电子科技有限公司', creditCode: '91410100MA44A0B121',
      contactName: '王磊', contactPhone: '138****2345', district: '410184', countyName: '新郑市', remark: '', applyTime: '2025-05-06 10:15:00',
    };
    mockApi().on(dictApi.queryByType, DICT).on(itemApplyApi.queryPage, { records: [record], total: 1 });
    renderScreen(<DeclarePage />, { permissions: [perm.policy.declare.list] });
    expect(await screen.findByText('郑州华信电子科技有限公司')).toBeInTheDocument();
    expect(within(rowOf('郑州华信电子科技有限公司')).getByText('138****2345')).toBeInTheDocument();
    expect(within(rowOf('郑州华信电子科技有限公司')).getByText('资质荣誉')).toBeInTheDocument();
  });
});
