import type { AppTask } from '../../../platform/context.js';
import { removeExpiredErrorFiles } from './train-class.import.js';

/** 班级管理's scheduled work. */
export const trainClassTasks: AppTask[] = [
  {
    code: 'train.class.removeImportErrors',
    name: '清理学员导入错误文件',
    description: '学员导入的错误文件保留 24 小时，过期后从数据库删除（其中含身份证号）',
    cron: '15 * * * *',
    run: (deps, now) => removeExpiredErrorFiles(deps, now),
  },
];
