import { jobLabelApi, perm, type JobLabelRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill, mockApi, renderScreen } from '../../../test/render-screen';
import { atPath } from '../../../test/recruit-fixtures';
import JobLabelPage from './job-label-page';
const ALL = [perm.recruit.job.label.list, perm.recruit.job.label.save, perm.recruit.job.label.remove];

const LABELS: JobLabelRecord[] = [
  { labelCode: 'l1', labelName: '五险一金', labelHot: 1, jobCount: 12, createTime: '2025-01-01 08:00:00' },
  { labelCode: 'l2', labelName: '包吃住', labelHot: 0, jobCount: 0, createTime: '2025-01-01 08:00:00' },
];

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('岗位标签', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('marks hot labels and shows the server refusal to delete a label in use', async () => {
    mockApi()
      .on(jobLabelApi.queryJobLabel, LABELS)
      .on(atPath(jobLabelApi.delJobLabel, { labelCode: 'l1' }), { fail: { code: 409, msg: '标签“五险一金”已被12个岗位使用，不能删除' } });
    renderScreen(<JobLabelPage />, { permissions: ALL });
    await screen.findByText('五险一金');
    expect(within(row('五险一金')).getByText('热门')).toBeInTheDocument();
    expect(within(row('包吃住')).queryByText('热门')).not.toBeInTheDocument();
    await userEvent.click(within(row('五险一金')).getByRole('button', { name: /删\s*除/ }));
    const popup = (await screen.findByText('确定删除标签“五险一金”吗？')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('标签“五险一金”已被12个岗位使用，不能删除')).toBeInTheDocument();
  });

  it('says why the labels did not load, without counting them, and 重试 loads them', async () => {
    let failing = true;
    mockApi().on(jobLabelApi.queryJobLabel, () => (failing ? { fail: { code: 500, msg: '服务器内部错误，请稍后重试' } } : LABELS));
    renderScreen(<JobLabelPage />, { permissions: ALL });
    expect(await screen.findByText('服务器内部错误，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(screen.queryByText(/共 \d+ 个标签/)).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('五险一金')).toBeInTheDocument();
    expect(screen.getByText('共 2 个标签')).toBeInTheDocument();
  });

  it('adds a hot label', async () => {
    const api = mockApi().on(jobLabelApi.queryJobLabel, LABELS).on(jobLabelApi.saveJobLabel, { labelCode: 'l3' }, '新增成功');
    renderScreen(<JobLabelPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '标签名称', '带薪年假');
    await userEvent.click(within(dialog).getByLabelText('是'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(jobLabelApi.saveJobLabel)).toEqual([{ labelName: '带薪年假', labelHot: 1 }]));
  });
});
