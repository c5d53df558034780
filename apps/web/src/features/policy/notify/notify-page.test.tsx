import { applyNotifyApi, perm, subsidyApi, type NotifyRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import NotifyPage from './notify-page';

const ALL = Object.values(perm.policy.notify).filter((code): code is string => typeof code === 'string' && code.startsWith('policy:notify:'));

const notice = (overrides: Partial<NotifyRecord>): NotifyRecord => ({
  notifyCode: 'n1', title: '关于开展2025年灵活就业人员社会保险补贴申报工作的通知', projectCode: 'p1', projectName: '灵活就业人员社会保险补贴', projectState: 0,
  reportStart: '2025-06-01 09:00:00', reportEnd: '2025-06-30 17:30:00', target: '就业困难人员', state: 0, submitTime: null, updateTime: '2025-05-28 10:00:00',
  ...overrides,
});

describe('申报通知', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s refusal when the 补贴项目 is not submitted, and the row stays a draft', async () => {
    const rows = [notice({})];
    const api = mockApi()
      .on(subsidyApi.queryPageSubsidy, { records: [], total: 0 })
      .on(applyNotifyApi.getNotifyList, () => ({ records: rows, total: rows.length }))
      .on(applyNotifyApi.submitApplyNotify, () => ({ fail: { code: 409, msg: '补贴项目“灵活就业人员社会保险补贴”当前为“草稿”状态，请先提交补贴项目再提交申报通知' } }));
    renderScreen(<NotifyPage />, { permissions: ALL });
    const row = (await screen.findByText('关于开展2025年灵活就业人员社会保险补贴申报工作的通知')).closest('tr') as HTMLElement;
    expect(within(row).getByText('灵活就业人员社会保险补贴（草稿）')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /提\s*交/ }));
    const confirm = (await screen.findByText(/确定提交申报通知/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(applyNotifyApi.submitApplyNotify)).toEqual([{ idNo: 'n1' }]));
    expect(await screen.findByText('补贴项目“灵活就业人员社会保险补贴”当前为“草稿”状态，请先提交补贴项目再提交申报通知')).toBeInTheDocument();
    expect(within(row).getByText('草稿')).toBeInTheDocument();
  });

  it('offers no buttons without their codes', async () => {
    mockApi().on(applyNotifyApi.getNotifyList, { records: [notice({ state: 1 })], total: 1 });
    renderScreen(<NotifyPage />, { permissions: [perm.policy.notify.list] });
    await screen.findByText('关于开展2025年灵活就业人员社会保险补贴申报工作的通知');
    expect(screen.queryByRole('button', { name: /新\s*增|提\s*交|撤\s*销|删\s*除/ })).not.toBeInTheDocument();
  });
});
