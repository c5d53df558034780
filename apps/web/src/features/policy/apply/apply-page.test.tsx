import { dictApi, perm, POLICY_APPLY_MACHINE, policyApplyApi, type PolicyApplyRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import ApplyPage from './apply-page';

const ALL = [perm.policy.apply.list, perm.policy.apply.review];

function application(overrides: Partial<PolicyApplyRecord>): PolicyApplyRecord {
  return {
    applyId: 'a1',
    applyState: 1,
    name: '王芳',
    idcard: '410184********0012',
    phone: '138****5678',
    district: '410184',
    districtName: '新郑市',
    projectCode: 'p1',
    projectName: '灵活就业人员社会保险补贴',
    applyPersonType: '3',
    monthStart: '2025-04',
    monthEnd: '2025-06',
    totalSubsidyFee: 126000,
    submitTime: '2025-06-10 09:30:00',
    duplicate: 0,
    verifyName: '',
    verifyTime: null,
    rejectDesc: '',
    ...overrides,
  };
}

/** Applications whose review really moves them (by the contract's machine), counted per state. */
function applyServer() {
  const rows = [application({}), application({ applyId: 'a2', name: '李强', duplicate: 1 }), application({ applyId: 'a3', name: '张敏', applyState: 2, verifyName: '政策审核员' })];
  const api = mockApi()
    .on(dictApi.queryByType, [
      { dataKey: '1', dataValue: '就业困难人员', enabled: 1 },
      { dataKey: '3', dataValue: '灵活就业人员', enabled: 1 },
    ] as never)
    .on(policyApplyApi.getList, ({ body }) => {
      const state = (body as { applyState?: number }).applyState;
      const shown = rows.filter((r) => state === undefined || r.applyState === state);
      return { records: shown, total: shown.length };
    })
    .on(policyApplyApi.getStateCount, () =>
      POLICY_APPLY_MACHINE.values.map((s) => ({
        applyState: s,
        label: POLICY_APPLY_MACHINE.label(s),
        stateNumber: rows.filter((r) => r.applyState === s).length,
        totalSubsidyFee: rows.filter((r) => r.applyState === s).reduce((sum, r) => sum + r.totalSubsidyFee, 0),
      })),
    )
    .on(policyApplyApi.updateState, ({ body }) => {
      const b = body as { applyId?: string; applyIds?: string[]; applyState: number; rejectDesc?: string };
      const ids = b.applyIds ?? [b.applyId];
      for (const row of rows.filter((r) => ids.includes(r.applyId))) {
        row.applyState = b.applyState;
        row.rejectDesc = b.rejectDesc ?? '';
      }
      return { applyState: b.applyState, count: ids.length };
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('政策申请审核', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on 审核中 with every tab counted, masked numbers, 疑似重复 marked and 审核 only on 审核中 rows', async () => {
    applyServer();
    renderScreen(<ApplyPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '审核中（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已通过（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已驳回（0）' })).toBeInTheDocument();
    await screen.findByText('王芳');
    expect(within(rowOf('王芳')).getByText('410184********0012')).toBeInTheDocument();
    expect(within(rowOf('王芳')).getByText('1260.00元')).toBeInTheDocument();
    expect(within(rowOf('李强')).getByText('疑似重复')).toBeInTheDocument();
    expect(screen.queryByText('张敏')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已通过（1）' }));
    await screen.findByText('张敏');
    expect(within(rowOf('张敏')).queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
  });

  it('refuses 驳回 without a reason, sends it with one after asking, and moves the counts', async () => {
    const { api, rows } = applyServer();
    renderScreen(<ApplyPage />, { permissions: ALL });
    await screen.findByText('王芳');
    await userEvent.click(within(rowOf('王芳')).getByRole('button', { name: /审\s*核/ }));
    const dialog = (await screen.findByText('政策申请审核', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('驳回'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toContain('请填写驳回原因');
    fill(dialog, '驳回原因', '银行卡户名与申请人姓名不一致');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const [title] = await screen.findAllByText('确定驳回“王芳”的申请吗？', { selector: '.ant-modal-confirm-title' });
    const question = title.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(question).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(policyApplyApi.updateState)).toEqual([{ applyId: 'a1', applyState: 3, rejectDesc: '银行卡户名与申请人姓名不一致' }]));
    expect(rows[0].applyState).toBe(3);
    expect(await screen.findByRole('tab', { name: '已驳回（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '审核中（1）' })).toBeInTheDocument();
  });

  it('passes the chosen rows in one batch after asking', async () => {
    const { api, rows } = applyServer();
    renderScreen(<ApplyPage />, { permissions: ALL });
    await screen.findByText('王芳');
    for (const name of ['王芳', '李强']) await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量通过（2）/ }));
    const [title] = await screen.findAllByText('确定审核通过所选的 2 条申请吗？', { selector: '.ant-modal-confirm-title' });
    await userEvent.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(policyApplyApi.updateState)).toEqual([{ applyIds: ['a1', 'a2'], applyState: 2 }]));
    expect(rows.filter((r) => r.applyState === 2)).toHaveLength(3);
    expect(await screen.findByRole('tab', { name: '已通过（3）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '审核中（0）' })).toBeInTheDocument();
  });

  it('offers no 审核 and no batch without the review button', async () => {
    applyServer();
    renderScreen(<ApplyPage />, { permissions: [perm.policy.apply.list] });
    await screen.findByText('王芳');
    expect(screen.queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量通过/ })).not.toBeInTheDocument();
  });
});
