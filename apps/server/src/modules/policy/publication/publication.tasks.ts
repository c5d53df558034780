import type { AppTask } from '../../../platform/context.js';
import { publishDue } from './publication.service.js';

export const publicationTasks: AppTask[] = [
  {
    code: 'policy.publication.publish',
    name: '政策信息和报告定时发布',
    description: '发布时间已到的待发布政策信息和政策报告改为已发布',
    cron: '* * * * *',
    run: publishDue,
  },
];
