import { CHECK_TYPE_LABELS, dictApi, perm, redPkgUserApi, type RedPkgUserRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import RedPkgUserPage from './red-pkg-user-page';

const R = perm.oddjobMarket.redpkg;
const ALL = [R.list, R.add, R.edit, R.remove, R.import, R.submit, R.review, R.export];

function user(userCode: string, name: string, checkType: number): RedPkgUserRecord {
  return {
    userCode,
    name,
    idCard: '410184199001011234',
    mobile: '13800000001',
    countyCode: '410184',
    countyName: '新郑市',
    category: '1',
    categoryName: '就业困难人员',
    amount: 50_000,
    batchCode: 'HB20261120100000ABCD',
    subsidyYear: 2026,
    checkType,
    reason: '',
    grantState: 0,
    grantTime: '',
    payApplyCode: '',
    createTime: '2026-11-20 10:00:00',
    submitTime: '',
    checkTime: '',
    checkerName: '',
  };
}

/** People whose 提交审核 moves them, as the server does. */
function redPkgServer() {
  const rows = [user('u1', '张伟', 0), user('u2', '李娜', 0), user('u3', '王芳', 1)];
  const api = mockApi()
    .on(redPkgUserApi.queryRedPkgUserList, ({ query }) => {
      const shown = rows.filter((r) => query.checkType === undefined || r.checkType === Number(query.checkType));
      return { records: shown, total: shown.length };
    })
    .on(redPkgUserApi.queryCheckTypeCount, () => [0, 1, 2, 3].map((c) => ({ checkType: c, label: CHECK_TYPE_LABELS[c as 0], num: rows.filter((r) => r.checkType === c).length })))
    .on(redPkgUserApi.queryCheckMoney, () => [0, 1, 2, 3].map((c) => ({ checkType: c, label: CHECK_TYPE_LABELS[c as 0], amount: rows.filter((r) => r.checkType === c).reduce((s, r) => s + r.amount, 0) })))
    .on(redPkgUserApi.querySubCheckMoney, ({ body }) => {
      const codes = (body as { userCodes: string[] }).userCodes;
      const picked = rows.filter((r) => codes.includes(r.userCode) && r.checkType === 0);
      return { num: picked.length, amount: picked.reduce((s, r) => s + r.amount, 0) };
    })
    .on(redPkgUserApi.subCheRedPkgUsers, ({ body }) => {
      const codes = (body as { userCodes: string[] }).userCodes;
      for (const r of rows) if (codes.includes(r.userCode)) r.checkType = 1;
      return { userCodes: codes, checkType: 1, payApplyCode: '' };
    })
    .on(dictApi.queryByType, () => [{ dataKey: '1', dataValue: '就业困难人员', sort: 0, enabled: 1 }]);
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('红包补贴用户', { timeout: 300_000 }, () => {
  it('counts the tabs, shows the sums, and submits after showing the people and amount (querySubCheckMoney)', async () => {
    const { rows } = redPkgServer();
    renderScreen(<RedPkgUserPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '待提交（2）' })).toBeInTheDocument();
    expect(await screen.findByText('¥1000.00')).toBeInTheDocument();
    await screen.findByText('张伟');
    expect(within(rowOf('张伟')).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    await userEvent.click(within(rowOf('张伟')).getByRole('button', { name: /提交审核/ }));
    const confirm = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(confirm()).toHaveTextContent('本次提交 1 人，补贴金额合计 ¥500.00'));
    await userEvent.click(within(confirm()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[0].checkType).toBe(1));
    expect(await screen.findByRole('tab', { name: '待审核（2）' })).toBeInTheDocument();
  });

  it('shows the masked numbers the server sends, and an edit that leaves them empty sends none (the stored ones stay)', async () => {
    const { api, rows } = redPkgServer();
    rows[0].idCard = '410184********1234';
    rows[0].mobile = '138****0001';
    api.on(redPkgUserApi.editRedPkgUser, ({ body }) => ({ userCode: (body as { userCode: string }).userCode, checkType: 0 }));
    renderScreen(<RedPkgUserPage />, { permissions: ALL });
    await screen.findByText('张伟');
    expect(within(rowOf('张伟')).getByText('410184********1234')).toBeInTheDocument();
    expect(within(rowOf('张伟')).getByText('138****0001')).toBeInTheDocument();
    await userEvent.click(within(rowOf('张伟')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = (await screen.findByText('编辑红包补贴用户', { selector: '.ant-modal-title' }, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByPlaceholderText('留空则保持原身份证号')).toHaveValue('');
    expect(within(dialog).getByText(/410184\*{8}1234（显示为脱敏号码，留空则保持原号码）/)).toBeInTheDocument();
    const amount = within(dialog).getByPlaceholderText('请输入补贴金额');
    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(redPkgUserApi.editRedPkgUser)).toHaveLength(1));
    const sent = api.sent(redPkgUserApi.editRedPkgUser)[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ userCode: 'u1', name: '张伟', amount: '600' });
    expect(sent).not.toHaveProperty('idCard');
    expect(sent).not.toHaveProperty('mobile');
  });

  it('offers 审核 only on 待审核 rows, and nothing but 详情 to a user holding only 查询', async () => {
    redPkgServer();
    renderScreen(<RedPkgUserPage />, { permissions: [R.list] });
    await screen.findByText('张伟');
    expect(within(rowOf('张伟')).queryByRole('button', { name: /编\s*辑|提交审核|删\s*除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).not.toBeInTheDocument();
  });
});
