import type { AppTask } from '../../../platform/context.js';
import { fileMonthlyReports } from './report.service.js';

export const reportTasks: AppTask[] = [
  {
    code: 'rent.report.monthly',
    name: '房源月度上报',
    description: '每月1日01:00为上月尚未上报的运营中小区生成房源上报（系统生成），数字按台账在上月末的情况计算',
    cron: '0 1 1 * *',
    run: (deps, now) => fileMonthlyReports(deps.db, now),
  },
];
