import { perm, REQUIRE_MACHINE, trainRequireApi, type RequireRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import RequirementPage from './requirement-page';

const ALL = [perm.train.requirement.list, perm.train.requirement.edit];

function requirement(overrides: Partial<RequireRecord>): RequireRecord {
  return {
    requireCode: 'r1',
    name: '王芳',
    phone: '138****5678',
    cmpyName: '',
    countyCode: '410184',
    countyName: '新郑市',
    occupation: '育婴员',
    peopleNum: 3,
    description: '社区宝妈希望参加育婴员培训',
    sendTime: '2025-06-01 09:30:00',
    state: 0,
    handlerName: '',
    handleTime: null,
    ...overrides,
  };
}

/** Requirements whose 处理 really moves them (by the contract's machine), with a history per requirement. */
function requirementServer() {
  const rows = [requirement({}), requirement({ requireCode: 'r2', name: '李强', occupation: '电工', state: 2, handlerName: '培训管理员', handleTime: '2025-06-03 10:00:00' })];
  const history: Record<string, Array<{ fromState: number; toState: number; reason: string; operatorName: string; operateTime: string }>> = {
    r1: [],
    r2: [
      { fromState: 0, toState: 1, reason: '已电话联系', operatorName: '培训管理员', operateTime: '2025-06-02 09:00:00' },
      { fromState: 1, toState: 2, reason: '已安排开班', operatorName: '培训管理员', operateTime: '2025-06-03 10:00:00' },
    ],
  };
  const api = mockApi()
    .on(trainRequireApi.trainRequireList, ({ query }) => {
      const state = query.state === undefined ? undefined : Number(query.state);
      const shown = rows.filter((r) => state === undefined || r.state === state);
      return {
        records: shown,
        total: shown.length,
        stateCounts: REQUIRE_MACHINE.values.map((s) => ({ state: s, label: REQUIRE_MACHINE.label(s), count: rows.filter((r) => r.state === s).length })),
      };
    })
    .on(trainRequireApi.trainRequireRecordList, ({ query }) => history[query.requireCode] ?? [])
    .on(trainRequireApi.updateState, ({ body }) => {
      const b = body as { requireCode: string; state: number; reason?: string };
      const row = rows.find((r) => r.requireCode === b.requireCode)!;
      history[row.requireCode].push({ fromState: row.state, toState: b.state, reason: b.reason ?? '', operatorName: '系统管理员', operateTime: '2025-06-05 10:00:00' });
      row.state = b.state;
      return { requireCode: row.requireCode, state: b.state, handlerName: '系统管理员', handleTime: '2025-06-05 10:00:00' };
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('培训需求', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on 待处理 with every tab counted, the phone masked, and a finished one offering no 处理', async () => {
    requirementServer();
    renderScreen(<RequirementPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '待处理（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已完成（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（2）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '全部（2）' }));
    await screen.findByText('李强');
    expect(within(rowOf('王芳')).getByText('138****5678')).toBeInTheDocument();
    expect(within(rowOf('王芳')).getByRole('button', { name: /处\s*理/ })).toBeInTheDocument();
    expect(within(rowOf('李强')).queryByRole('button', { name: /处\s*理/ })).not.toBeInTheDocument();
  });

  it('refuses 不予受理 without a reason, sends it with one, and moves the counts', { timeout: 300_000 }, async () => {
    const { api, rows } = requirementServer();
    renderScreen(<RequirementPage />, { permissions: ALL });
    await screen.findByText('王芳');
    await userEvent.click(within(rowOf('王芳')).getByRole('button', { name: /处\s*理/ }));
    const dialog = (await screen.findByText('处理培训需求')).closest('.ant-modal') as HTMLElement;
    // From 待处理 the flow offers 处理中 and 不予受理, not 已完成.
    expect(within(dialog).getByLabelText('处理中')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('已完成')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('不予受理'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toContain('请输入不予受理的原因');
    expect(api.sent(trainRequireApi.updateState)).toHaveLength(0);
    fill(dialog, '不予受理原因', '人数不足开班条件');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainRequireApi.updateState)).toEqual([{ requireCode: 'r1', state: 3, reason: '人数不足开班条件' }]));
    expect(rows[0].state).toBe(3);
    expect(await screen.findByRole('tab', { name: '不予受理（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待处理（0）' })).toBeInTheDocument();
  });

  it('shows a requirement with every move in its detail', async () => {
    requirementServer();
    renderScreen(<RequirementPage />, { permissions: [perm.train.requirement.list] });
    await userEvent.click(await screen.findByRole('tab', { name: '已完成（1）' }));
    await screen.findByText('李强');
    await userEvent.click(within(rowOf('李强')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('培训需求详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('2025-06-02 09:00:00 培训管理员：待处理 → 处理中')).toBeInTheDocument();
    expect(within(drawer).getByText('2025-06-03 10:00:00 培训管理员：处理中 → 已完成')).toBeInTheDocument();
    expect(within(drawer).getByText('已安排开班')).toBeInTheDocument();
    // Without 更新状态 there is no 处理.
    expect(screen.queryByRole('button', { name: /处\s*理/ })).not.toBeInTheDocument();
  });
});
