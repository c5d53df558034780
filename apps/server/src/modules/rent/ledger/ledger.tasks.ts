import type { AppTask } from '../../../platform/context.js';
import { counterDifferences, totalsDifferences } from './community.service.js';
import { bedsInUseDifferences } from './occupancy.service.js';
import { quitsDue } from './quit.service.js';
import { reportTasks } from './report.tasks.js';
import { sendLeaseDueNotices } from './tenant.service.js';

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
    description: '按房间和入住记录重新计算各小区的房间数、面积、床位和入住人数、各租赁企业的在用床位，以及各区县的租户、租约到期和房间状态计数，与已存数字不符时记录日志',
    cron: '30 2 * * *',
    run: async (deps) => {
      const [differences, companies, counted] = await Promise.all([totalsDifferences(deps.db), bedsInUseDifferences(deps.db), counterDifferences(deps.db)]);
      // Logged, not corrected: a difference means a writer broke the ledger rule, which a person should look at.
      for (const d of differences) console.warn(`[rent.ledger.recount] ${d.villageName}: 存储 ${JSON.stringify(d.stored)}，核算 ${JSON.stringify(d.counted)}`);
      for (const c of companies) console.warn(`[rent.ledger.recount] ${c.cmpyName}: 在用床位 存储 ${c.stored}，核算 ${c.counted}`);
      for (const k of counted) console.warn(`[rent.ledger.recount] 计数 ${k.key}: 存储 ${k.stored}，核算 ${k.counted}`);
      return differences.length + companies.length + counted.length;
    },
  },
  {
    code: 'rent.tenant.leaseNotice',
    name: '租约到期提醒',
    description: '每周一08:30向有租户管理权限的用户发送系统通知，列出其数据权限范围内30天内到期或已到期的在住租约',
    cron: '30 8 * * 1',
    run: (deps, now) => sendLeaseDueNotices(deps.db, now),
  },
  ...reportTasks,
];
