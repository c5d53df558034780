import { perm, scheduleApi } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import SchedulePage from './schedule-page';

const { list: scheduleTasks, runPage: scheduleRuns, run: runSchedule, enable: enableSchedule } = scheduleApi;

function runOf(taskCode: string, taskName: string, result: number, extra: Partial<{ rowsChanged: number; errorMsg: string; trigger: number }> = {}) {
  return {
    id: taskCode.length,
    taskCode,
    taskName,
    trigger: 1,
    dueTime: '2025-06-18 10:05:00',
    startTime: '2025-06-18 10:05:00',
    endTime: '2025-06-18 10:05:01',
    result,
    rowsChanged: 0,
    errorMsg: '',
    instance: 'host:1234:abcdef',
    operatorName: '',
    ...extra,
  };
}

const EXPIRED_JOBS = {
  taskCode: 'recruit.job.expired',
  taskName: '岗位到期下线',
  description: '招聘结束时间已到的已上线岗位改为已下线',
  cron: '*/5 * * * *',
  enabled: 1,
  lastRun: runOf('recruit.job.expired', '岗位到期下线', 1, { rowsChanged: 4 }),
  nextRunTime: '2025-06-18 10:10:00',
};
const SESSIONS = {
  taskCode: 'system.session.expired',
  taskName: '清理过期会话',
  description: '删除已过有效期的登录会话',
  cron: '45 * * * *',
  enabled: 0,
  lastRun: runOf('system.session.expired', '清理过期会话', 2, { errorMsg: '数据库连接中断' }),
  nextRunTime: null,
};

function mockSchedule() {
  return mockApi()
    .on(scheduleTasks, pageOfRows([EXPIRED_JOBS, SESSIONS]))
    .on(scheduleRuns, pageOfRows([EXPIRED_JOBS.lastRun, SESSIONS.lastRun]))
    .on(runSchedule, runOf('recruit.job.expired', '岗位到期下线', 1, { rowsChanged: 2, trigger: 2 }))
    .on(enableSchedule, null, '已暂停');
}

describe('定时任务', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows each task with its schedule, state, last and next run, and the history of runs', async () => {
    mockSchedule();
    renderScreen(<SchedulePage />, { permissions: [perm.system.schedule.list] });

    const jobs = (await screen.findAllByText('岗位到期下线'))[0].closest('tr')!;
    expect(within(jobs).getByText('*/5 * * * *')).toBeInTheDocument();
    expect(within(jobs).getByText('已启用')).toBeInTheDocument();
    expect(within(jobs).getByText('变更 4 条')).toBeInTheDocument();
    expect(within(jobs).getByText('2025-06-18 10:10:00')).toBeInTheDocument();
    const sessions = screen.getAllByText('清理过期会话')[0].closest('tr')!;
    expect(within(sessions).getByText('已暂停')).toBeInTheDocument();
    expect(within(sessions).getByText('数据库连接中断')).toBeInTheDocument();
    // Without 立即执行 or 暂停/启用, no buttons.
    expect(screen.queryByRole('button', { name: '立即执行' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
    // The history lists both runs under 执行记录.
    expect(await screen.findByText('执行记录')).toBeInTheDocument();
    expect(screen.getAllByText('岗位到期下线')).toHaveLength(2);
  });

  it('runs a task at once and pauses one, each after confirmation', async () => {
    const api = mockSchedule();
    renderScreen(<SchedulePage />, { permissions: [perm.system.schedule.list, perm.system.schedule.run, perm.system.schedule.enable] });

    const jobs = (await screen.findAllByText('岗位到期下线'))[0].closest('tr')!;
    await userEvent.click(within(jobs).getByRole('button', { name: '立即执行' }));
    expect(await screen.findByText('确定立即执行定时任务“岗位到期下线”吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(runSchedule)).toEqual([{ taskCode: 'recruit.job.expired' }]));
    expect(await screen.findByText('执行成功，变更 2 条数据')).toBeInTheDocument();

    await userEvent.click(within(jobs).getByRole('button', { name: '暂停' }));
    expect(await screen.findByText('确定暂停定时任务“岗位到期下线”吗？暂停后到点不再执行。')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(api.sent(enableSchedule)).toEqual([{ taskCode: 'recruit.job.expired', enabled: 0 }]));

    // A paused task offers 启用.
    const sessions = screen.getAllByText('清理过期会话')[0].closest('tr')!;
    expect(within(sessions).getByRole('button', { name: '启用' })).toBeInTheDocument();
  });
});
