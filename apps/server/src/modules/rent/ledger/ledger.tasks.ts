import type { AppTask } from '../../../platform/context.js';
import { totalsDifferences } from './community.service.js';
import { quitsDue } from './quit.service.js';

export const ledgerTasks: AppTask[] = [
  {
    code: 'rent.quit.due',
    name: '到期退租',
    description: '已确认的退租申请到实际退租日期时改为已退租，释放床位并更新小区入住人数',
    cron: '10 0 * * *',
    run: (deps, now) => quitsDue(deps.db, now),
  },
  {
    code: 'rent.ledger.recount',
    name: '小区统计核对',
    description: '按房间和入住记录重新计算各小区的房间数、面积、床位和入住人数，与已存数字不符时记录日志',
    cron: '30 2 * * *',
    run: async (deps) => {
      const differences = await totalsDifferences(deps.db);
      // Logged, not corrected: a difference means a writer broke the ledger rule, which a person should look at.
      for (const d of differences) console.warn(`[rent.ledger.recount] ${d.villageName}: 存储 ${JSON.stringify(d.stored)}，核算 ${JSON.stringify(d.counted)}`);
      return differences.length;
    },
  },
];
