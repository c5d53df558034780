import { applyInfoApi, dictApi, perm, type ApplyRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import ApplyListPage from './apply-info-page';
const ALL = [perm.recruit.resume.list.list, perm.recruit.resume.list.handle, perm.recruit.resume.list.remark, perm.recruit.resume.list.export];

function apply(overrides: Partial<ApplyRecord>): ApplyRecord {
  return {
    applyCode: 'a0',
    resumeCode: 'r0',
    usrCode: 'u0',
    usrName: '张伟',
    usrGender: 1,
    age: 28,
    idCard: '410184********1234',
    mobile: '138****5678',
    education: 8,
    ethnic: 1,
    jobStatus: 0,
    jobCode: 'j1',
    jobName: '数控车工',
    cmpyCode: 'c1',
    cmpyName: '郑州恒达机械制造有限公司',
    state: 0,
    applyTime: '2026-11-02 10:00:00',
    remark: '',
    updateTime: '2026-11-02 10:00:00',
    ...overrides,
  };
}

const APPLIES = [
  apply({ applyCode: 'a1', usrName: '张伟', state: 0 }),
  apply({ applyCode: 'a2', usrName: '李娜', state: 0 }),
  apply({ applyCode: 'a3', usrName: '王芳', state: 3 }),
  apply({ applyCode: 'a4', usrName: '刘洋', state: 4 }),
];

function applyServer(rows: ApplyRecord[]) {
  return mockApi()
    .on(dictApi.queryByType, ({ query }) =>
      query.type === 'gender'
        ? [
            { dataKey: '1', dataValue: '男', enabled: 1 },
            { dataKey: '2', dataValue: '女', enabled: 1 },
          ]
        : [{ dataKey: '8', dataValue: '大专', enabled: 1 }],
    )
    .on(applyInfoApi.queryPageJobApplyInfo, ({ query }) => pageOfRows(rows.filter((r) => query.state === undefined || r.state === Number(query.state))))
    .on(applyInfoApi.queryStateCount, () =>
      [0, 3, 5, 4, 6].map((resumeState) => ({ resumeState, label: '', count: rows.filter((r) => r.state === resumeState).length })),
    );
}

const actionsOf = (name: string) =>
  within(screen.getByText(name).closest('tr') as HTMLElement)
    .getAllByRole('button')
    .map((b) => (b.textContent ?? '').replace(/\s/g, ''));

const openTab = async (label: RegExp) => userEvent.click(await screen.findByRole('tab', { name: label }));

describe('投递记录', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('counts every tab of the flow and offers each row only the moves its state allows', async () => {
    applyServer(APPLIES);
    renderScreen(<ApplyListPage />, { permissions: ALL });
    await screen.findByText('张伟');
    expect(await screen.findByRole('tab', { name: '新简历（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '初筛通过（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已录用（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '不合适（0）' })).toBeInTheDocument();
    expect(actionsOf('张伟')).toEqual(['详情', '初筛通过', '不合适', '备注']);
    // The masked numbers are shown as the server sent them.
    expect(screen.getAllByText('410184********1234')).toHaveLength(2);

    await openTab(/^已录用/);
    await screen.findByText('刘洋');
    expect(actionsOf('刘洋')).toEqual(['详情', '备注']);
  });

  it('without the handling code offers no moves and no batch buttons', async () => {
    applyServer(APPLIES);
    renderScreen(<ApplyListPage />, { permissions: [perm.recruit.resume.list.list] });
    await screen.findByText('张伟');
    expect(actionsOf('张伟')).toEqual(['详情']);
    expect(screen.queryByRole('button', { name: /批量初筛通过/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  });

  it('passes the chosen new resumes together after asking, and keeps them chosen when the server refuses', async () => {
    const api = applyServer(APPLIES).on(applyInfoApi.batchThroughFirst, () => ({ fail: { code: 409, msg: '以下投递记录当前状态不允许初筛通过：李娜（已录用）' } }));
    renderScreen(<ApplyListPage />, { permissions: ALL });
    await screen.findByText('张伟');
    expect(screen.getByRole('button', { name: /批量初筛通过/ })).toBeDisabled();
    // 录用 needs an interview first, so 新简历 offers no 批量录用.
    expect(screen.queryByRole('button', { name: /批量录用/ })).not.toBeInTheDocument();

    for (const name of ['张伟', '李娜']) await userEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量初筛通过（2）/ }));
    const [question] = await screen.findAllByText('确定所选的 2 条投递记录初筛通过吗？', { selector: '.ant-modal-confirm-title' });
    await userEvent.click(within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('以下投递记录当前状态不允许初筛通过：李娜（已录用）')).toBeInTheDocument();
    // Both rows in one call, as repeated applyCodes keys (the mock's record keeps one value per key).
    expect(api.sent(applyInfoApi.batchThroughFirst)).toHaveLength(1);
    const sentUrl = vi.mocked(fetch).mock.calls.map(([url]) => String(url)).find((url) => url.includes(applyInfoApi.batchThroughFirst.path))!;
    expect(new URL(sentUrl, 'http://localhost').searchParams.getAll('applyCodes')).toEqual(['a1', 'a2']);
    expect(screen.getByRole('button', { name: /批量初筛通过（2）/ })).toBeEnabled();
  });

  it('invites a screened applicant only with a time, place, contact and a valid phone', async () => {
    const api = applyServer(APPLIES).on(applyInfoApi.inviteInterview, { applyCodes: ['a3'], state: 5 });
    renderScreen(<ApplyListPage />, { permissions: ALL });
    await openTab(/^初筛通过/);
    await screen.findByText('王芳');
    await userEvent.click(within(screen.getByText('王芳').closest('tr') as HTMLElement).getByRole('button', { name: '邀请面试' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('邀请面试：王芳')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择面试时间')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写面试地点')).toBeInTheDocument();

    fill(dialog, '面试地点', '新郑市龙湖镇双湖大道 88 号 3 楼');
    fill(dialog, '联系人', '李娜');
    fill(dialog, '联系电话', '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('联系电话应为手机号或带区号的固定电话')).toBeInTheDocument();
    expect(api.sent(applyInfoApi.inviteInterview)).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByText('请选择面试时间')).toBeInTheDocument());
  });
});
