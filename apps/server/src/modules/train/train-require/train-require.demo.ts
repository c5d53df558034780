import { REQUIRE_STATES } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { DAY_MS, HOUR_MS, SURNAMES, demoRandom, mobile, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime } from '../../../platform/time.js';
import { insertRequireWithRecords } from './train-require.service.js';

const SEED = 20_251_126;
export const REQUIRE_DEMO_COUNT = 150;

const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '建国', '海燕', '志强', '晓东', '丽娟', '国庆', '红梅', '俊杰', '文博'];
const OCCUPATIONS: ReadonlyArray<readonly [string, string]> = [
  ['电工', '希望组织低压电工作业培训，考取特种作业操作证。'],
  ['焊工', '车间新招焊工，需要熔化焊接与热切割作业培训并取证。'],
  ['育婴员', '社区宝妈希望参加育婴员培训，学习婴幼儿生活照料和早期教育。'],
  ['养老护理员', '养老机构护理人员需要系统的养老护理员技能培训。'],
  ['中式烹调师', '餐饮门店员工希望提升中式烹调技能，参加等级认定。'],
  ['中式面点师', '想学习面点制作，准备自主创业开早餐店。'],
  ['叉车司机', '物流园区仓储人员需要叉车司机培训和特种设备作业证。'],
  ['计算机操作员', '村里返乡青年希望学习办公软件和基础计算机操作。'],
  ['电子商务师', '农产品合作社想学习网店运营与直播带货。'],
  ['家政服务员', '希望组织家政服务员培训，提升保洁、收纳等服务技能。'],
  ['保育员', '幼儿园新入职保育员需要岗前培训。'],
  ['美容师', '美容门店员工需要美容师技能提升培训。'],
];
const COMPANY_HEADS = ['鑫源', '华豫', '中原', '嵩山', '黄河', '绿城', '汇通', '博远', '豫兴', '正商'];
const COMPANY_TAILS = ['建筑工程', '家政服务', '餐饮管理', '物业服务', '电子科技', '食品', '物流', '养老服务'];
const REJECT_REASONS = ['所需工种暂未纳入本年度补贴性培训目录，已电话告知需求人。', '需求人数不足开班条件，建议报名就近的已开班课程。', '联系电话多次无法接通，无法核实需求。'];
const ACCEPT_NOTES = ['已电话联系需求人，正在对接培训机构。', '已转交辖区定点培训机构安排开班。', ''];
const FINISH_NOTES = ['已安排定点培训机构开班，学员已报名。', '培训已组织完成，学员参加了结业考核。', '已推荐至线上课程学习，需求人确认满意。'];

/** A moment `daysBack` days before `dayStart`, in working hours (08:30–17:30). */
function workingMoment(random: DemoRandom, dayStart: number, daysBack: number): number {
  return dayStart - daysBack * DAY_MS + Math.round(((8.5 + random.next() * 9) * HOUR_MS) / 1000) * 1000;
}

/** A later moment in working hours, 0–`days` days after `after` (the same day only when time is left in it). */
function laterMoment(random: DemoRandom, after: number, days: number, dayStartOf: (ms: number) => number, limit: number): number {
  // A few tries at a working moment on one of the next days; late on the last day before the seeding day, a minute later.
  for (let attempt = 0; attempt < 30; attempt++) {
    const day = dayStartOf(after) + random.int(0, days) * DAY_MS;
    const moment = day + Math.round(((8.5 + random.next() * 9) * HOUR_MS) / 1000) * 1000;
    if (moment > after && moment < limit) return moment;
  }
  return after + 60_000;
}

/**
 * 150 requirements sent over the 120 days before the seeding day from 郑州's
 * counties, in every state: the newest still 待处理, older ones moved by the
 * 培训管理员 accounts (受理, then 完成 or 不予受理, or 不予受理 at once), each
 * move recorded, all in working hours and before the seeding day.
 */
export async function seedRequireDemo(db: DbOrTrx, staff: ReadonlyArray<{ id: number; realName: string }>, dayStart: number): Promise<void> {
  const random = demoRandom(SEED);
  const counties = await db.selectFrom('comRegion').select(['code']).where('level', '=', 3).where('parentCode', '=', '410100').orderBy('code').execute();
  if (counties.length === 0) throw new Error('行政区划中没有郑州市的区县，无法生成培训需求演示数据');
  const dayStartOf = (ms: number) => dayStart - Math.ceil((dayStart - ms) / DAY_MS) * DAY_MS;
  const sends = Array.from({ length: REQUIRE_DEMO_COUNT }, (_, i) => workingMoment(random, dayStart, Math.max(1, Math.round(120 - (i * 119) / REQUIRE_DEMO_COUNT)))).sort((a, b) => a - b);
  for (const [i, sent] of sends.entries()) {
    const age = (dayStart - sent) / DAY_MS;
    // The last days' requirements are mostly still waiting; older ones are worked off.
    const target =
      age < 6
        ? weighted(random, [[0, 6], [1, 2], [3, 1]] as const)
        : weighted(random, [[0, 1], [1, 3], [2, 6], [3, 2]] as const);
    const [occupation, description] = random.pick(OCCUPATIONS);
    const company = random.chance(0.55) ? `郑州${random.pick(COMPANY_HEADS)}${random.pick(COMPANY_TAILS)}有限公司` : '';
    const operator = staff[i % staff.length];
    const moves: Array<{ fromState: number; toState: number; reason: string; operatorId: number | null; operatorName: string; operateTime: string }> = [];
    let at = sent;
    const move = (from: number, to: number, reason: string, days: number) => {
      at = laterMoment(random, at, days, dayStartOf, dayStart);
      moves.push({ fromState: from, toState: to, reason, operatorId: operator.id, operatorName: operator.realName, operateTime: formatTime(at) });
    };
    if (target === REQUIRE_STATES.rejected && random.chance(0.6)) move(0, 3, random.pick(REJECT_REASONS), 3);
    else if (target !== REQUIRE_STATES.pending) {
      move(0, 1, random.pick(ACCEPT_NOTES), 3);
      if (target === REQUIRE_STATES.done) move(1, 2, random.pick(FINISH_NOTES), 20);
      if (target === REQUIRE_STATES.rejected) move(1, 3, random.pick(REJECT_REASONS), 10);
    }
    const last = moves.at(-1);
    await insertRequireWithRecords(
      db,
      {
        requireCode: random.hex(32),
        name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
        phone: mobile(random),
        cmpyName: company,
        countyCode: counties[random.int(0, counties.length - 1)].code,
        occupation,
        peopleNum: company ? random.int(5, 60) : random.int(1, 12),
        description,
        sendTime: formatTime(sent),
        state: last?.toState ?? REQUIRE_STATES.pending,
        handlerId: last ? operator.id : null,
        handlerName: last ? operator.realName : '',
        handleTime: last?.operateTime ?? null,
        createTime: formatTime(sent),
        updateTime: last?.operateTime ?? formatTime(sent),
      },
      moves,
    );
  }
}
