import { companyApi, perm, treeDataApi, type CompanyRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import { companyDetail, companyRecord } from '../../../test/recruit-fixtures';
import CompanyApprovalPage from './company-page';
const ALL = [perm.recruit.company.approval.list, perm.recruit.company.approval.review];

/** A small approval queue the mock server moves companies through, as the real one would. */
function approvalServer() {
  const companies: CompanyRecord[] = [
    companyRecord({ cmpyCode: 'c1', cmpyName: '郑州恒达机械制造有限公司' }),
    companyRecord({ cmpyCode: 'c2', cmpyName: '新郑市好想你食品有限公司', creditCode: '91410184MA45YYYY2Y' }),
    companyRecord({ cmpyCode: 'c3', cmpyName: '河南中原物流有限公司', approveType: 1, approveTime: '2025-03-02 10:00:00' }),
  ];
  const count = (state: number) => companies.filter((c) => c.approveType === state).length;
  const api = mockApi()
    .on(treeDataApi.queryTreeByType, [])
    .on(companyApi.pagelist, ({ query }) => pageOfRows(companies.filter((c) => String(c.approveType) === query.approveType)))
    .on(companyApi.cmpyCount, () => ({ subCount: companies.length, checkCount: count(0), passCount: count(1), rejectCount: count(2) }))
    .on(companyApi.info, ({ query }) => companyDetail(companies.find((c) => c.cmpyCode === query.cmpyCode)))
    .on(companyApi.approve, ({ body }) => {
      const { cmpyCode, approveType, rejectDesc } = body as { cmpyCode: string; approveType: number; rejectDesc?: string };
      const company = companies.find((c) => c.cmpyCode === cmpyCode);
      if (!company || company.approveType !== 0) return { fail: { code: 409, msg: '企业当前为“已通过”状态，不能审核通过' } };
      Object.assign(company, { approveType, rejectDesc: rejectDesc ?? '' });
      return { cmpyCode, approveType };
    });
  return api;
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;

describe('企业审核', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('opens on 待审核 with the counts of every tab', async () => {
    approvalServer();
    renderScreen(<CompanyApprovalPage />, { permissions: ALL });
    expect(await screen.findByText('郑州恒达机械制造有限公司')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '待审核（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已通过（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已驳回（0）' })).toBeInTheDocument();
  });

  it('passing a company moves it out of 待审核 and the counts follow', async () => {
    const api = approvalServer();
    renderScreen(<CompanyApprovalPage />, { permissions: ALL });
    await screen.findByText('郑州恒达机械制造有限公司');
    await userEvent.click(within(row('郑州恒达机械制造有限公司')).getByRole('button', { name: /审\s*核/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // Asked once more before the decision is sent.
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定审核通过企业“郑州恒达机械制造有限公司”吗？'));
    expect(api.sent(companyApi.approve)).toHaveLength(0);
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(api.sent(companyApi.approve)).toEqual([{ cmpyCode: 'c1', approveType: 1 }]);
    expect(await screen.findByRole('tab', { name: '待审核（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已通过（2）' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('郑州恒达机械制造有限公司')).not.toBeInTheDocument());
  });

  it('rejecting needs a reason, which is sent with the decision', async () => {
    const api = approvalServer();
    renderScreen(<CompanyApprovalPage />, { permissions: ALL });
    await screen.findByText('新郑市好想你食品有限公司');
    await userEvent.click(within(row('新郑市好想你食品有限公司')).getByRole('button', { name: /审\s*核/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('驳回'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toEqual(['请填写驳回原因']);

    await userEvent.type(within(dialog).getByLabelText('驳回原因'), '营业执照不清晰');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定驳回企业“新郑市好想你食品有限公司”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(companyApi.approve)).toEqual([{ cmpyCode: 'c2', approveType: 2, rejectDesc: '营业执照不清晰' }]));
    expect(await screen.findByRole('tab', { name: '已驳回（1）' })).toBeInTheDocument();
  });

  it('offers 审核 only for pending companies, and only with the review code', async () => {
    approvalServer();
    renderScreen(<CompanyApprovalPage />, { permissions: [perm.recruit.company.approval.list] });
    await screen.findByText('郑州恒达机械制造有限公司');
    expect(screen.queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已通过（1）' }));
    await screen.findByText('河南中原物流有限公司');
    expect(within(row('河南中原物流有限公司')).queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
  });

  it('shows the detail, which reloads after a decision taken from it', async () => {
    approvalServer();
    renderScreen(<CompanyApprovalPage />, { permissions: ALL });
    await userEvent.click(await screen.findByText('郑州恒达机械制造有限公司'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('91410100MA44XXXX1X')).toBeInTheDocument();
    expect(within(drawer).getByText('河南省 郑州市 新郑市 龙湖镇双湖大道 88 号')).toBeInTheDocument();
    expect(within(drawer).getByText('未上传营业执照')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /审\s*核/ }));
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText('审核结果'));
      if (!found) throw new Error('no review dialog yet');
      return found;
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toBeInTheDocument());
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(drawer).getByText('已通过', { selector: '.ant-tag' })).toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
  });
});
