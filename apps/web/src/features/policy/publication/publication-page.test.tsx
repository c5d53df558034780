import { dictApi, fileApi, perm, POLICY_INFO_MACHINE, policyInfoApi, policyReportApi, type PublicationDetail } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, mockApi, renderScreen } from '../../../test/render-screen';
import PolicyInfoPage from './info-page';
import PolicyReportPage from './report-page';

const ALL = [perm.policy.info.list, perm.policy.info.add, perm.policy.info.edit, perm.policy.info.remove, perm.policy.info.off];

function publication(overrides: Partial<PublicationDetail>): PublicationDetail {
  return {
    code: 'c0', kind: 1, title: '郑州市稳就业政策解读', state: 0, publishTime: null, themeTags: ['2'], source: '郑州市人社局', summary: '',
    viewCount: 0, creatorName: '政策管理员', updateTime: '2025-06-03 10:00:00', body: '<p>正文</p>', cover: null, coverUrl: null, attachments: [],
    ...overrides,
  };
}

/** Publications that really move by the contract's machine, counted per tab by the list itself. */
function infoServer() {
  const rows = [
    publication({}),
    publication({ code: 'c1', title: '新郑市创业担保贷款政策问答', state: 1, publishTime: '2030-01-01 09:00:00' }),
    publication({ code: 'c2', title: '巩义市技能培训补贴指南', state: 2, publishTime: '2025-05-06 10:00:00', viewCount: 12 }),
    publication({ code: 'c3', title: '登封市就业见习政策', state: 3, publishTime: '2025-03-02 15:00:00' }),
  ];
  const api = mockApi()
    .on(dictApi.queryByType, [{ dataKey: '2', dataValue: '产业发展', enabled: 1 }] as never)
    .on(fileApi.batchQueryUrl, { files: [], missing: [] })
    .on(policyInfoApi.page, ({ body }) => {
      const state = (body as { state?: number }).state;
      const shown = rows.filter((r) => state === undefined || r.state === state);
      return { records: shown, total: shown.length };
    })
    .on(policyInfoApi.detail, ({ query }) => rows.find((r) => r.code === query.code)!)
    .on(policyInfoApi.off, ({ query }) => {
      const row = rows.find((r) => r.code === query.code)!;
      row.state = row.state === 1 ? 0 : 3;
      return { code: row.code, state: row.state };
    }, '下线成功')
    .on(policyInfoApi.saveDraft, ({ body }) => {
      rows.push(publication({ code: 'c9', title: (body as { title: string }).title }));
      return { code: 'c9', state: 0 };
    }, '保存成功');
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const buttons = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

describe('政策信息 / 政策报告', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each row only the moves its state allows', async () => {
    infoServer();
    renderScreen(<PolicyInfoPage />, { permissions: ALL });
    await screen.findByText('郑州市稳就业政策解读');
    expect(buttons(rowOf('郑州市稳就业政策解读'))).toEqual(['编辑', '提交', '删除']);
    const shown = [
      ['待发布', '新郑市创业担保贷款政策问答', ['编辑', '撤销']],
      ['已发布', '巩义市技能培训补贴指南', ['编辑', '下线']],
      ['已下线', '登封市就业见习政策', ['编辑', '提交', '删除']],
    ] as const;
    for (const [tab, title, moves] of shown) {
      await userEvent.click(screen.getByRole('tab', { name: `${tab}（1）` }));
      await screen.findByText(title);
      expect(buttons(rowOf(title))).toEqual(moves);
    }
    expect(POLICY_INFO_MACHINE.can('off', 2)).toBe(true);
  });

  it('takes a published one offline after asking, and its tab count moves', async () => {
    const { api } = infoServer();
    renderScreen(<PolicyInfoPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('tab', { name: '已发布（1）' }));
    await screen.findByText('巩义市技能培训补贴指南');
    await userEvent.click(within(rowOf('巩义市技能培训补贴指南')).getByRole('button', { name: /下\s*线/ }));
    const confirm = (await screen.findByText(/确定下线政策信息“巩义市技能培训补贴指南”吗/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(policyInfoApi.off)).toEqual([{ code: 'c2' }]));
    expect(await screen.findByRole('tab', { name: '已下线（2）' })).toBeInTheDocument();
  });

  it('saves a new draft from the form', async () => {
    const { api } = infoServer();
    renderScreen(<PolicyInfoPage />, { permissions: ALL });
    await screen.findByText('郑州市稳就业政策解读');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增政策信息', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fill(dialog, '标题', '中牟县公益性岗位招聘公告解读');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(policyInfoApi.saveDraft)).toHaveLength(1));
    expect(api.sent(policyInfoApi.saveDraft)[0]).toMatchObject({ title: '中牟县公益性岗位招聘公告解读', publishTime: null, attachments: [] });

    // 提交 from the row opens the saved record with 提交 chosen.
    await userEvent.click(within(rowOf('郑州市稳就业政策解读')).getByRole('button', { name: /提\s*交/ }));
    const submitting = (await screen.findByText('提交政策信息', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    expect(within(submitting).getByDisplayValue('郑州市稳就业政策解读')).toBeInTheDocument();
    expect(within(submitting).getByDisplayValue('郑州市人社局')).toBeInTheDocument();
    expect(within(submitting).getByLabelText('提交')).toBeChecked();
  });

  it('offers no buttons without their codes, and 政策报告 reads its own list', async () => {
    infoServer();
    const reports = mockApi().on(policyReportApi.page, { records: [publication({ code: 'r1', kind: 2, title: '2025年郑州市人力资源市场分析报告', state: 2 })], total: 1 });
    renderScreen(<PolicyReportPage />, { permissions: [perm.policy.report.list] });
    expect(await screen.findByText('2025年郑州市人力资源市场分析报告')).toBeInTheDocument();
    expect(buttons(rowOf('2025年郑州市人力资源市场分析报告'))).toEqual([]);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(reports.sent(policyReportApi.page).length).toBeGreaterThan(0);
  });
});
