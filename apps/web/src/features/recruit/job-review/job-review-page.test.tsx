import { companyApi, dictApi, jobApi, jobCategoryApi, perm, type JobRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import { jobRecord } from '../../../test/recruit-fixtures';
import JobReviewPage from './job-review-page';
const ALL = [perm.recruit.job.list.list, perm.recruit.job.review.review, perm.recruit.job.review.forcedOffline];

const JOBS = [
  jobRecord({ jobCode: 'j0', jobName: '待审的岗位', approveType: 0 }),
  jobRecord({ jobCode: 'j3', jobName: '在线的岗位', approveType: 3, onlineType: 1 }),
];

function reviewServer(jobs: JobRecord[]) {
  return mockApi()
    .on(jobCategoryApi.queryJobCategories, [])
    .on(dictApi.queryByType, [])
    .on(companyApi.list, [])
    .on(jobApi.queryJobInfoList, ({ body }) => {
      const { approveType } = body as { approveType?: number };
      return pageOfRows(jobs.filter((j) => approveType === undefined || j.approveType === approveType));
    })
    .on(jobApi.queryJobInfoType, () =>
      [0, 1, 2, 3, 4, 5].map((approveType) => ({ approveType, label: '', count: jobs.filter((j) => j.approveType === approveType).length })),
    );
}

const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('岗位审核', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('opens on 已上线 and offers it 强制下线, not 审核', async () => {
    const api = reviewServer(JOBS);
    renderScreen(<JobReviewPage />, { permissions: ALL });
    await screen.findByText('在线的岗位');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('已上线（1）');
    expect(api.sent(jobApi.queryJobInfoList)[0]).toMatchObject({ approveType: 3 });
    expect(within(row('在线的岗位')).queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
    expect(within(row('在线的岗位')).getByRole('button', { name: '强制下线' })).toBeInTheDocument();
  });

  it('passes a job under review', async () => {
    const api = reviewServer(JOBS).on(jobApi.checkJobInfo, { jobCode: 'j0', approveType: 2, onlineType: 0 });
    renderScreen(<JobReviewPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('tab', { name: '审核中（1）' }));
    await screen.findByText('待审的岗位');
    expect(within(row('待审的岗位')).queryByRole('button', { name: '强制下线' })).not.toBeInTheDocument();
    await userEvent.click(within(row('待审的岗位')).getByRole('button', { name: /审\s*核/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定审核通过岗位“待审的岗位”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(jobApi.checkJobInfo)).toEqual([{ jobCode: 'j0', approveType: 2 }]));
  });

  it('forces a job offline only with a reason, after asking', async () => {
    const api = reviewServer(JOBS).on(jobApi.forcedOfflineJobInfo, { jobCode: 'j3', approveType: 5, onlineType: 0 });
    renderScreen(<JobReviewPage />, { permissions: ALL });
    await screen.findByText('在线的岗位');
    await userEvent.click(within(row('在线的岗位')).getByRole('button', { name: '强制下线' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toEqual(['请填写强制下线原因']);
    await userEvent.type(within(dialog).getByLabelText('强制下线原因'), '岗位信息与实际不符');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定强制下线岗位“在线的岗位”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(jobApi.forcedOfflineJobInfo)).toEqual([{ jobCode: 'j3', forcedDesc: '岗位信息与实际不符' }]));
  });
});
