import type { AppTask } from '../../../platform/context.js';
import { removeExpiredErrors } from './insured-report.import.js';

/** 月报导入's scheduled work. */
export const insuredReportTasks: AppTask[] = [
  {
    code: 'bigscreen.reportImport.removeErrors',
    name: '清理月报导入错误文件',
    description: '月报导入的错误文件保留 7 天，过期后删除',
    cron: '20 3 * * *',
    run: (deps, now) => removeExpiredErrors(deps, now),
  },
];
