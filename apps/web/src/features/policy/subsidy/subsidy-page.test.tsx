import { perm, regionApi, subsidyApi, type subsidyDetail } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { mockApi, renderScreen } from '../../../test/render-screen';
import SubsidyPage from './subsidy-page';

type SubsidyDetail = z.infer<typeof subsidyDetail>;
const ALL = Object.values(perm.policy.subsidy).filter((code): code is string => typeof code === 'string' && code.startsWith('policy:subsidy:'));

function project(overrides: Partial<SubsidyDetail>): SubsidyDetail {
  return {
    projectCode: 'p1', projectName: '灵活就业人员社会保险补贴', state: 0, reportPhase: 2, kinds: [1, 2], oldStandard: 300, medicalStandard: 120,
    personTypes: ['1', '3'], counties: ['410184'], countyNames: ['新郑市'], subsidyStart: '2025-01', subsidyEnd: '2025-12',
    reportStart: '2025-05-01 09:00:00', reportEnd: '2025-12-31 17:30:00', hot: 0, applyCount: 0, updateTime: '2025-05-01 09:00:00', guide: '<p>指南</p>',
    ...overrides,
  };
}

function subsidyServer() {
  const rows = [project({}), project({ projectCode: 'p2', projectName: '就业困难人员社会保险补贴', state: 1, applyCount: 12 })];
  const api = mockApi()
    .on(regionApi.selectByCityCode, [])
    .on(subsidyApi.queryPageSubsidy, () => ({ records: rows, total: rows.length }))
    .on(subsidyApi.submitOrWithdrawSubsidy, ({ query }) => {
      const row = rows.find((r) => r.projectCode === query.projectCode)!;
      row.state = Number(query.state);
      if (row.state === 2) row.hot = 0;
      return { projectCode: row.projectCode, state: row.state };
    }, '提交成功')
    .on(subsidyApi.manageHotSubsidy, ({ body }) => {
      const b = body as { projectCode: string; hot: number };
      rows.find((r) => r.projectCode === b.projectCode)!.hot = b.hot;
      return b;
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('补贴项目', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each row only the moves its state allows', async () => {
    subsidyServer();
    renderScreen(<SubsidyPage />, { permissions: ALL });
    await screen.findByText('灵活就业人员社会保险补贴');
    const draft = rowOf('灵活就业人员社会保险补贴');
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    for (const name of [/编\s*辑/, /提\s*交/, /删\s*除/]) expect(within(draft).getByRole('button', { name })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /撤\s*回/ })).not.toBeInTheDocument();
    const submitted = rowOf('就业困难人员社会保险补贴');
    for (const name of [/撤\s*回/, /设为热门/, /更新申报时间/]) expect(within(submitted).getByRole('button', { name })).toBeInTheDocument();
    expect(within(submitted).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(within(submitted).getByText('申报中')).toBeInTheDocument();
  });

  it('submits a draft after asking, and the list reloads with its new state', async () => {
    const { api } = subsidyServer();
    renderScreen(<SubsidyPage />, { permissions: ALL });
    await screen.findByText('灵活就业人员社会保险补贴');
    await userEvent.click(within(rowOf('灵活就业人员社会保险补贴')).getByRole('button', { name: /提\s*交/ }));
    const confirm = (await screen.findByText(/确定提交补贴项目“灵活就业人员社会保险补贴”吗/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(subsidyApi.submitOrWithdrawSubsidy)).toEqual([{ projectCode: 'p1', state: '1' }]));
    await waitFor(() => expect(within(rowOf('灵活就业人员社会保险补贴')).getByText('已提交')).toBeInTheDocument());
  });

  it('offers no buttons without their codes', async () => {
    subsidyServer();
    renderScreen(<SubsidyPage />, { permissions: [perm.policy.subsidy.list] });
    await screen.findByText('灵活就业人员社会保险补贴');
    expect(screen.queryByRole('button', { name: /新\s*增|提\s*交|撤\s*回|删\s*除/ })).not.toBeInTheDocument();
  });
});
