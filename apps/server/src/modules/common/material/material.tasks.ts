import type { AppTask } from '../../../platform/context.js';
import { failStalledUploads } from './material.service.js';

export const materialTasks: AppTask[] = [
  {
    code: 'common.material.stalled',
    name: '素材上传超时',
    description: '上传中超过 24 小时的素材标记为上传失败',
    cron: '*/10 * * * *',
    run: failStalledUploads,
  },
];
