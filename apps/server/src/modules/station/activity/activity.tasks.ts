import type { AppTask } from '../../../platform/context.js';
import { advanceActivities } from './activity.service.js';

export const activityTasks: AppTask[] = [
  {
    code: 'station.activity.advance',
    name: '驿站活动按时开始与结束',
    description: '待开始的驿站活动到开始时间改为进行中，进行中的到结束时间改为待结算（操作记录记为系统）',
    cron: '* * * * *',
    run: (deps, now) => advanceActivities(deps, now),
  },
];
