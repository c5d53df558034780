import { companyApi, dictApi, jobApi, jobCategoryApi, jobLabelApi, perm, type JobRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import { jobRecord } from '../../../test/recruit-fixtures';
import JobListPage from './job-page';
const ALL = [perm.recruit.job.list.list, perm.recruit.job.list.add, perm.recruit.job.list.edit, perm.recruit.job.list.online, perm.recruit.job.list.refresh, perm.recruit.job.list.end];

const EDUCATION = ['其他', '小学', '初中', '普通高中', '技工学校', '职业高中', '中专', '大专', '本科', '硕士', '博士'].map((dataValue, i) => ({
  dataKey: String(i + 1),
  dataValue,
  enabled: 1,
}));

function jobServer(jobs: JobRecord[]) {
  return mockApi()
    .on(jobCategoryApi.queryJobCategories, [])
    .on(dictApi.queryByType, EDUCATION)
    .on(companyApi.list, [])
    .on(jobLabelApi.queryJobLabel, [])
    .on(jobApi.queryJobInfoList, ({ body }) => {
      const { approveType } = body as { approveType?: number };
      return pageOfRows(jobs.filter((j) => approveType === undefined || j.approveType === approveType));
    })
    .on(jobApi.queryJobInfoType, () =>
      [0, 1, 2, 3, 4, 5].map((approveType) => ({ approveType, label: '', count: jobs.filter((j) => j.approveType === approveType).length })),
    );
}

const JOBS = [
  jobRecord({ jobCode: 'j0', jobName: '审核中的岗位', approveType: 0 }),
  jobRecord({ jobCode: 'j3', jobName: '已上线的岗位', approveType: 3, onlineType: 1 }),
  jobRecord({ jobCode: 'j4', jobName: '已下线的岗位', approveType: 4 }),
  jobRecord({ jobCode: 'j5', jobName: '强制结束的岗位', approveType: 5 }),
];

/** The action buttons of a job's row, in order. */
function actionsOf(jobName: string): string[] {
  const row = screen.getByText(jobName).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('button')
    .map((b) => (b.textContent ?? '').replace(/\s/g, ''));
}

describe('岗位列表', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('counts every tab and offers each row only the actions its state allows', async () => {
    jobServer(JOBS);
    renderScreen(<JobListPage />, { permissions: ALL });
    await screen.findByText('审核中的岗位');
    expect(await screen.findByRole('tab', { name: '全部（4）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已上线（1）' })).toBeInTheDocument();
    expect(actionsOf('审核中的岗位')).toEqual(['详情', '编辑']);
    expect(actionsOf('已上线的岗位')).toEqual(['详情', '下线', '刷新', '结束']);
    expect(actionsOf('已下线的岗位')).toEqual(['详情', '编辑', '上线', '结束']);
    expect(actionsOf('强制结束的岗位')).toEqual(['详情']);
  });

  it('shows only the actions the user holds a code for', async () => {
    jobServer(JOBS);
    renderScreen(<JobListPage />, { permissions: [perm.recruit.job.list.list, perm.recruit.job.list.refresh] });
    await screen.findByText('已上线的岗位');
    expect(actionsOf('已上线的岗位')).toEqual(['详情', '刷新']);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
  });

  it('takes a job offline after asking, and shows the server message', async () => {
    const api = jobServer(JOBS).on(jobApi.onOrOffLineJobInfo, { jobCode: 'j3', approveType: 4, onlineType: 0 }, '下线成功');
    renderScreen(<JobListPage />, { permissions: ALL });
    await screen.findByText('已上线的岗位');
    const row = screen.getByText('已上线的岗位').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /下\s*线/ }));
    const popup = await screen.findByText('确定下线岗位“已上线的岗位”吗？');
    await userEvent.click(within(popup.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('下线成功')).toBeInTheDocument();
    expect(api.sent(jobApi.onOrOffLineJobInfo)).toEqual([{ jobCode: 'j3', onlineType: 0 }]);
  });

  it('refuses a lowest salary above the highest with the contract message and sends nothing', async () => {
    const api = jobServer(JOBS);
    renderScreen(<JobListPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('最低月薪'), { target: { value: '9000' } });
    fireEvent.change(within(dialog).getByLabelText('最高月薪'), { target: { value: '5000' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('最高月薪不能低于最低月薪')).toBeInTheDocument();
    expect(api.sent(jobApi.saveJobInfo)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('最高月薪'), { target: { value: '12000' } });
    await waitFor(() => expect(within(dialog).queryByText('最高月薪不能低于最低月薪')).not.toBeInTheDocument());
  });
});
