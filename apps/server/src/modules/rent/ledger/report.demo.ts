import { RENT_REPORT_SOURCE, VILLAGE_STATUS } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, SURNAMES } from '../../../platform/demo-random.js';
import { formatTime, parseTime } from '../../../platform/time.js';
import { fileReport, previousMonth } from './report.service.js';

const SEED = 20_261_201;
export const REPORT_DEMO_MONTHS = 12;
const OFFICERS = ['建华', '丽娟', '志强', '海燕'];
const REMARKS = ['', '', '本月完成消防检查', '本月更换部分房间门锁', '本月集中清退到期租户', '公共区域保洁已整改'];

/** The first working moment (09:00–17:00) of the first days of the month after `month`, a weekend rolled on. */
function filingMoment(random: ReturnType<typeof demoRandom>, month: string): number {
  const [y, m] = month.split('-').map(Number);
  let day = parseTime(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01 00:00:00`) + random.int(0, 3) * DAY_MS;
  const weekday = (ms: number) => new Date(ms + 8 * HOUR_MS).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day += DAY_MS;
  return day + Math.round(((9 + random.next() * 8) * HOUR_MS) / 1000) * 1000;
}

/**
 * 房源上报's demo, deterministic: the last 12 months of every community,
 * filed through the report service (its figures and room lines computed from
 * the ledger the rent demo wrote). Most were filed by an operator in the
 * first working days of the next month; some of the 运营中 ones by the
 * scheduler at 01:00 on the 1st (系统生成), as the monthly task does.
 */
export async function seedRentReports(db: DbOrTrx, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const nowMs = parseTime(now);
  const communities = await db.selectFrom('rentCommunity').selectAll().where('deleted', '=', 0).orderBy('id').execute();
  const months: string[] = [];
  for (let month = previousMonth(now.slice(0, 7)); months.length < REPORT_DEMO_MONTHS; month = previousMonth(month)) months.unshift(month);
  for (const community of communities) {
    for (const month of months) {
      if (month < community.createTime.slice(0, 7)) continue;
      const operating = community.villageStatus === VILLAGE_STATUS.operating;
      const manualAt = filingMoment(random, month);
      const systemAt = parseTime(`${formatTime(manualAt).slice(0, 8)}01 01:00:00`);
      const remark = random.pick(REMARKS);
      const officer = `${random.pick(SURNAMES)}${random.pick(OFFICERS)}`;
      const code = code32(random);
      // The month just ended may not be filed by hand yet: the scheduler has, for an operating community.
      const system = operating && (random.chance(0.2) || manualAt >= nowMs);
      const at = system ? systemAt : manualAt;
      if (at >= nowMs) continue;
      await fileReport(
        db,
        community,
        { reportMonth: month, remark: system ? '' : remark, photos: [] },
        system ? { source: RENT_REPORT_SOURCE.system, reporterId: null, reporterName: '系统' } : { source: RENT_REPORT_SOURCE.manual, reporterId: null, reporterName: officer },
        formatTime(at),
        code,
      );
    }
  }
}
