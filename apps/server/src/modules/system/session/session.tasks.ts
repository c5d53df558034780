import type { AppTask } from '../../../platform/context.js';
import { removeExpiredSessions } from './session.service.js';

export const sessionTasks: AppTask[] = [
  {
    code: 'system.session.expired',
    name: '清理过期会话',
    description: '删除已过有效期的登录会话',
    cron: '45 * * * *',
    run: removeExpiredSessions,
  },
];
