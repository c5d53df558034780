import { perm, RECHARGE_STAGE_FIELDS, REQUEST_NO_PATTERN, rechargeApi, type RechargeRecord, type RechargeStage } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import RechargePage from './recharge-page';

const C = perm.oddjobMarket.card;
const ALL = [C.list, C.review, C.recharge];

function apply(id: number, stage: RechargeStage, cmpyName: string): RechargeRecord {
  return {
    id,
    applyCode: `CZ2026112000${id}`,
    contactPerson: '赵敏',
    contactTell: '0371-62281234',
    explainRemark: '11月员工福利',
    cmpyCode: `c${id}`,
    cmpyName,
    countyCode: '410184',
    countyName: '新郑市',
    rechargeTotalPeople: 3,
    rechargeTotalMoney: 60_000,
    stage,
    ...RECHARGE_STAGE_FIELDS[stage],
    submitTime: '2026-11-20 10:00:00',
    remark: '',
    checkTime: null,
    createTime: '2026-11-20 10:00:00',
    updateTime: '2026-11-20 10:00:00',
    latestRevieEmployCode: null,
    reviewerName: '',
    rechargeTime: null,
  };
}

/** rechargeApply/{id} for application 2 (the mock server matches whole paths). */
const RECHARGE_2 = { ...rechargeApi.rechargeApply, path: '/cmpy/card-cmpy-recharge-apply/rechargeApply/2' };

/** Applications whose moves follow the contract's fields, counted as the server counts them. */
function rechargeServer() {
  const rows = [apply(1, 0, '郑州顺达物流有限公司'), apply(2, 1, '新郑博天市政工程有限公司'), apply(3, 3, '巩义美腾电子科技有限公司')];
  const count = (stage: number) => rows.filter((r) => r.stage === stage).length;
  const api = mockApi()
    .on(rechargeApi.queryRechargeApplyList, ({ query }) => {
      const stage = query.stage === undefined ? undefined : Number(query.stage);
      const shown = rows.filter((r) => stage === undefined || r.stage === stage);
      return { records: shown, total: shown.length };
    })
    .on(rechargeApi.queryRechargeApplyStatus, () => [
      { statues: 0, label: '待审核', count: count(0), money: 0, byRecharge: [] },
      {
        statues: 1,
        label: '已通过',
        count: count(1) + count(2) + count(3),
        money: 0,
        byRecharge: [1, 2, 3].map((stage) => ({ rechargeStatues: stage - 1, stage, label: '', count: count(stage), money: 0 })),
      },
      { statues: 2, label: '已驳回', count: count(4), money: 0, byRecharge: [] },
    ])
    .on(rechargeApi.checkRechargeApplyInfo, ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      return rows.filter((r) => ids.includes(r.id)).map((r) => {
        Object.assign(r, { stage: 1, ...RECHARGE_STAGE_FIELDS[1] });
        return { id: r.id, applyCode: r.applyCode, stage: 1, ...RECHARGE_STAGE_FIELDS[1] };
      });
    })
    .on(RECHARGE_2, ({ body }) => {
      const b = body as { result: number };
      const row = rows[1];
      const stage = b.result === 1 ? 2 : 3;
      Object.assign(row, { stage, ...RECHARGE_STAGE_FIELDS[stage as RechargeStage] });
      return { id: row.id, applyCode: row.applyCode, stage, ...RECHARGE_STAGE_FIELDS[stage as RechargeStage], credited: b.result === 1 ? 3 : 0, creditedMoney: b.result === 1 ? 60_000 : 0 };
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const button = (row: HTMLElement, name: string) => within(row).queryByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });

describe('电子卡充值', { timeout: 300_000 }, () => {
  it('counts its five tabs from the audit counts and offers each row only what its state allows', async () => {
    rechargeServer();
    renderScreen(<RechargePage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '待审核（1）' })).toBeInTheDocument();
    for (const tab of ['待充值（1）', '充值成功（0）', '充值失败（1）', '已驳回（0）']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    const pending = rowOf('郑州顺达物流有限公司');
    expect(button(pending, '审核')).toBeInTheDocument();
    expect(button(pending, '充值')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '待充值（1）' }));
    await screen.findByText('新郑博天市政工程有限公司');
    expect(button(rowOf('新郑博天市政工程有限公司'), '充值')).toBeInTheDocument();
    expect(button(rowOf('新郑博天市政工程有限公司'), '审核')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '充值失败（1）' }));
    await screen.findByText('巩义美腾电子科技有限公司');
    expect(button(rowOf('巩义美腾电子科技有限公司'), '重新充值')).toBeInTheDocument();
  });

  it('approves after asking, and the counts move', async () => {
    const { rows } = rechargeServer();
    renderScreen(<RechargePage />, { permissions: ALL });
    await screen.findByText('郑州顺达物流有限公司');
    await userEvent.click(button(rowOf('郑州顺达物流有限公司'), '审核')!);
    const dialog = (await screen.findByText('充值申请审核')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('通过'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const question = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(question()).toHaveTextContent('确定审核通过“郑州顺达物流有限公司”的充值申请吗？'));
    await userEvent.click(within(question()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[0].stage).toBe(1));
    expect(await screen.findByRole('tab', { name: '待充值（2）' })).toBeInTheDocument();
  });

  it('asks for the voucher and receipt before a recharge, and records a missing transfer as 充值失败 with its reason', async () => {
    const { api, rows } = rechargeServer();
    renderScreen(<RechargePage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('tab', { name: '待充值（1）' }));
    await screen.findByText('新郑博天市政工程有限公司');
    await userEvent.click(button(rowOf('新郑博天市政工程有限公司'), '充值')!);
    const dialog = (await screen.findByText('到账结果')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText('转账金额')).toHaveValue('600.00');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect((await formErrors(dialog)).join()).toContain('请输入转账凭证号');
    await waitFor(() => expect(dialog).toHaveTextContent('请上传转账回单'));
    expect(api.sent(RECHARGE_2)).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText('未到账，充值失败'));
    await userEvent.type(within(dialog).getByLabelText('失败原因'), '未查询到企业转账记录');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const question = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(question()).toHaveTextContent('确定登记为充值失败吗？'));
    await userEvent.click(within(question()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[1].stage).toBe(3));
    const sent = api.sent(RECHARGE_2)[0] as { result: number; failReason: string; requestNo: string };
    expect(sent).toMatchObject({ result: 2, failReason: '未查询到企业转账记录' });
    expect(sent.requestNo).toMatch(REQUEST_NO_PATTERN);
  });

  it('offers no 审核 or 充值 to a user holding only 查询', async () => {
    rechargeServer();
    renderScreen(<RechargePage />, { permissions: [C.list] });
    await screen.findByText('郑州顺达物流有限公司');
    expect(button(rowOf('郑州顺达物流有限公司'), '审核')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量通过/ })).not.toBeInTheDocument();
  });
});
