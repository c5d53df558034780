import type { AppTask } from '../../../platform/context.js';
import { expireOverdue } from './online-sign.service.js';

export const onlineSignTasks: AppTask[] = [
  {
    code: 'contract.sign.expire',
    name: '在线签约逾期过期',
    description: '待签署的在线签约过了签署截止时间改为已过期',
    cron: '*/10 * * * *',
    run: (deps, now) => expireOverdue(deps, now),
  },
];
