import type { AppTask } from '../../../platform/context.js';
import { expireJobs } from './job.service.js';

export const jobTasks: AppTask[] = [
  {
    code: 'recruit.job.expired',
    name: '岗位到期下线',
    description: '招聘结束时间已到的已上线岗位改为已下线，记录操作并通知发布人',
    cron: '*/5 * * * *',
    run: expireJobs,
  },
];
