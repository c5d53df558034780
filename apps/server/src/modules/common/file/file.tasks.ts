import type { AppTask } from '../../../platform/context.js';
import { parseTime } from '../../../platform/time.js';
import { removeExpiredUploads } from '../../../platform/uploads/tus.js';

export const fileTasks: AppTask[] = [
  {
    code: 'common.file.expiredUploads',
    name: '清理过期分片上传',
    description: '删除创建超过 24 小时仍未完成的断点续传文件',
    cron: '15 * * * *',
    run: (deps, now) => removeExpiredUploads(deps.config, parseTime(now)),
  },
];
