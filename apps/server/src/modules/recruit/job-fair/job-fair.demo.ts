import { COMPANY_APPROVE_TYPES, JOB_FAIR_JOB_STATES, JOB_FAIR_TYPES, type JobFairType } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { DAY_MS, demoRandom, HOUR_MS, startOfDay, SURNAMES, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime, SHANGHAI_OFFSET_MS } from '../../../platform/time.js';
import { replaceParticipants } from '../fair-rules/fair-rules.service.js';
import * as repo from './job-fair.repository.js';
import { JOB_FAIR_TABLES } from './job-fair.table.js';
import { demoStaff } from '../../system/user/user.service.js';

/**
 * The job fairs of the demo data: the yearly events of 新郑市 and its
 * neighbours — 春风行动, 民营企业招聘月, 百日千万, 金秋招聘月, the fairs for
 * people with disabilities, veterans and families out of poverty — each at
 * its usual time of year, the latest occurrence up to four months ahead, so
 * about a year of past fairs, one or two running and the next ones coming.
 * Passed demo companies take part with jobs that were recruiting at the time
 * (for a coming fair: jobs that may still join it). Deterministic: a fixed
 * seed and dates counted from the seeding day.
 */
const SEED = 410_240;
/** Fairs are planned and published ahead: the latest occurrence of each up to this far ahead is seeded. */
const HORIZON_DAYS = 120;

export interface JobFairDemoOptions {
  /** The moment the data is seeded; tests pin it. */
  now?: number;
}

interface FairTemplate {
  /** The name without its year. */
  name: string;
  type: JobFairType;
  countyCode: string;
  /** Month and day it starts, and the clock times it runs (an online fair: whole days). */
  start: readonly [month: number, day: number, hour: number, minute: number];
  end: readonly [month: number, day: number, hour: number, minute: number];
  venue?: string;
  /** What the fair is for, the first paragraph of its introduction. */
  purpose: string;
  /** Who is especially welcome. */
  audience: string;
  /** Only companies of these industries (大类 of GB/T 4754) take part: a trade's own fair. */
  industries?: (industryCode: string) => boolean;
}

/** 制造业 (门类 C): 大类 13 to 43. */
const MANUFACTURING = (industryCode: string) => Number(industryCode) >= 13 && Number(industryCode) <= 43;

const COUNTY_NAMES: Readonly<Record<string, string>> = {
  '410184': '新郑市',
  '410182': '荥阳市',
  '410122': '中牟县',
  '410181': '巩义市',
  '410183': '新密市',
};

const TEMPLATES: readonly FairTemplate[] = [
  {
    name: '新密市就业援助月专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410183',
    start: [1, 9, 9, 0],
    end: [1, 9, 12, 0],
    venue: '新密市人力资源市场招聘大厅',
    purpose: '为帮助就业困难人员、零就业家庭成员等群体尽快实现就业，新密市开展就业援助月专项活动，组织辖区企业集中提供一批适合的岗位。',
    audience: '就业困难人员、零就业家庭成员、登记失业人员',
  },
  {
    name: '新郑市“春风行动”网络招聘会',
    type: JOB_FAIR_TYPES.online,
    countyCode: '410184',
    start: [2, 10, 0, 0],
    end: [3, 31, 23, 59],
    purpose: '春节后务工人员集中返岗、企业集中招工，新郑市在平台开设“春风行动”网络招聘专区，企业在线发布岗位，求职者足不出户即可投递简历。',
    audience: '返乡务工人员、农村劳动力、有就业意愿的城乡劳动者',
  },
  {
    name: '新郑市“春风行动”暨就业援助月专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410184',
    start: [2, 18, 8, 30],
    end: [2, 19, 16, 30],
    venue: '新郑市人力资源市场一楼招聘大厅',
    purpose: '为促进春节后农村劳动力转移就业和企业用工，新郑市举办“春风行动”现场招聘会，组织辖区重点企业集中招聘，现场提供政策咨询和职业指导。',
    audience: '农村劳动力、返乡务工人员、就业困难人员',
  },
  {
    name: '“民营企业招聘月”新郑市专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410184',
    start: [4, 11, 9, 0],
    end: [4, 11, 16, 0],
    venue: '新郑市体育中心东广场',
    purpose: '为支持民营企业稳定用工，新郑市组织辖区民营企业集中招聘，搭建企业与求职者面对面交流的平台。',
    audience: '高校毕业生、农民工、退役军人等各类求职者',
  },
  {
    name: '新郑市助残就业专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410184',
    start: [5, 16, 9, 0],
    end: [5, 16, 12, 0],
    venue: '新郑市残疾人综合服务中心',
    purpose: '在全国助残日期间，新郑市组织适合残疾人就业的企业提供岗位，现场提供职业康复和就业指导服务。',
    audience: '有就业能力和就业意愿的残疾人',
  },
  {
    name: '“百日千万网络招聘专项行动”新郑市专场',
    type: JOB_FAIR_TYPES.online,
    countyCode: '410184',
    start: [5, 20, 0, 0],
    end: [7, 31, 23, 59],
    purpose: '按照百日千万网络招聘专项行动的部署，新郑市在平台集中发布辖区企业岗位，持续开展线上招聘和直播带岗。',
    audience: '高校毕业生、农民工、城镇登记失业人员',
  },
  {
    name: '新郑市高校毕业生夏季专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410184',
    start: [6, 20, 9, 0],
    end: [6, 20, 16, 0],
    venue: '新郑市公共就业服务中心二楼大厅',
    purpose: '为促进应届高校毕业生和离校未就业毕业生就业，新郑市组织辖区企业提供一批技术、管理和服务岗位。',
    audience: '应届高校毕业生、离校未就业毕业生',
  },
  {
    name: '荥阳市退役军人专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410182',
    start: [7, 30, 9, 0],
    end: [7, 30, 12, 0],
    venue: '荥阳市退役军人服务中心广场',
    purpose: '在八一建军节前夕，荥阳市为退役军人举办专场招聘会，企业优先招聘退役军人，现场提供就业创业政策咨询。',
    audience: '退役军人及其家属',
  },
  {
    name: '新郑市秋季网络招聘会',
    type: JOB_FAIR_TYPES.online,
    countyCode: '410184',
    start: [9, 10, 0, 0],
    end: [10, 31, 23, 59],
    purpose: '金秋时节企业用工需求旺盛，新郑市在平台开设秋季网络招聘专区，求职者可随时在线浏览岗位、投递简历。',
    audience: '各类求职者',
  },
  {
    name: '中牟县“金秋招聘月”专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410122',
    start: [9, 19, 9, 0],
    end: [9, 19, 16, 0],
    venue: '中牟县人力资源市场',
    purpose: '中牟县在金秋招聘月期间举办专场招聘会，组织汽车零部件、食品加工、商贸物流等行业企业集中招聘。',
    audience: '高校毕业生、农村劳动力、城镇失业人员',
  },
  {
    name: '巩义市脱贫劳动力就业帮扶专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410181',
    start: [10, 17, 9, 0],
    end: [10, 17, 12, 0],
    venue: '巩义市公共就业服务中心',
    purpose: '在全国扶贫日期间，巩义市组织企业为脱贫劳动力和监测对象提供就近就业岗位，巩固脱贫成果。',
    audience: '脱贫劳动力、防返贫监测对象',
  },
  {
    name: '新郑市冬季网络招聘会',
    type: JOB_FAIR_TYPES.online,
    countyCode: '410184',
    start: [11, 10, 0, 0],
    end: [12, 31, 23, 59],
    purpose: '年末企业储备用工、求职者规划来年工作，新郑市开设冬季网络招聘专区，为企业和求职者提供不打烊的线上招聘服务。',
    audience: '各类求职者',
  },
  {
    name: '新郑市先进制造业企业专场招聘会',
    type: JOB_FAIR_TYPES.offline,
    countyCode: '410184',
    start: [11, 14, 9, 0],
    end: [11, 14, 16, 0],
    venue: '新郑市人力资源市场一楼招聘大厅',
    purpose: '围绕新郑市先进制造业发展，组织装备制造、电子信息、食品加工等企业招聘技术工人和管理人员。',
    audience: '技术工人、职业院校毕业生、有制造业从业经验的求职者',
    industries: MANUFACTURING,
  },
];

/** The 18 commonest surnames. */
const surnames = SURNAMES.slice(0, 18);
const GIVEN_NAMES = ['建华', '丽娟', '志刚', '晓燕', '海涛', '春梅', '国强', '红霞', '永刚', '雪芳', '立新', '亚楠'];
const ROADS = ['中华北路', '人民路', '新华路', '文化路', '解放路', '轩辕路', '黄帝大道', '建设路', '双湖大道', '梨园路'];

interface County {
  code: string;
  name: string;
  lng: number;
  lat: number;
  streets: string[];
}

const atShanghai = (year: number, [month, day, hour, minute]: FairTemplate['start']) =>
  Date.UTC(year, month - 1, day, hour, minute) - SHANGHAI_OFFSET_MS;

/** The latest year in which the template starts no later than the horizon. */
function yearOf(template: FairTemplate, horizon: number): number {
  const year = new Date(horizon + SHANGHAI_OFFSET_MS).getUTCFullYear();
  return atShanghai(year, template.start) <= horizon ? year : year - 1;
}

function introduction(template: FairTemplate, year: number, county: County, venue: string, start: string, end: string): string {
  const period = template.type === JOB_FAIR_TYPES.online ? `${start.slice(0, 10)} 至 ${end.slice(0, 10)}` : `${start.slice(0, 16)} 至 ${end.slice(11, 16)}`;
  const how =
    template.type === JOB_FAIR_TYPES.online
      ? '<p>求职者登录平台，进入本场招聘会专区浏览参会企业和岗位，在线投递简历；企业在线查看简历并邀请面试。</p>'
      : `<p>活动地点：${venue}。请求职者携带身份证和个人简历到场，现场设有政策咨询台和职业指导台。</p>`;
  return [
    `<h3>${year}年${template.name}</h3>`,
    `<p>${template.purpose}</p>`,
    `<p>活动时间：${period}。</p>`,
    how,
    `<p>服务对象：${template.audience}。</p>`,
    `<p>本次招聘会由${county.name}人力资源和社会保障局主办，所有服务免费，请求职者注意甄别，谨防招聘诈骗。</p>`,
  ].join('');
}

const code32 = (random: DemoRandom) => random.hex(32);

export async function seedJobFairDemo(db: DbOrTrx, options: JobFairDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const now = options.now ?? Date.now();
  const horizon = startOfDay(now) + HORIZON_DAYS * DAY_MS;

  const countyRows = await db
    .selectFrom('comRegion')
    .select(['code', 'name', 'gcj02Lng', 'gcj02Lat'])
    .where('level', '=', 3)
    .where('code', 'in', Object.keys(COUNTY_NAMES))
    .execute();
  const streetRows = await db
    .selectFrom('comRegion')
    .select(['name', 'parentCode'])
    .where('level', '=', 4)
    .where('parentCode', 'in', Object.keys(COUNTY_NAMES))
    .orderBy('code')
    .execute();
  const counties = new Map<string, County>(
    countyRows.map((c) => [
      c.code,
      {
        code: c.code,
        name: c.name,
        lng: Number(c.gcj02Lng ?? 113.74),
        lat: Number(c.gcj02Lat ?? 34.39),
        streets: streetRows.filter((s) => s.parentCode === c.code).map((s) => s.name),
      },
    ]),
  );

  const companies = await db
    .selectFrom('cmpyInfo')
    .select(['cmpyCode', 'countyCode', 'industryCode', 'approveTime'])
    .where('approveType', '=', COMPANY_APPROVE_TYPES.passed)
    .orderBy('id')
    .execute();
  const jobs = (
    await db.selectFrom('recruitJobInfo').select(['id', 'cmpyCode', 'approveType', 'beginTime', 'endTime', 'onlineTime']).orderBy('id').execute()
  ).map((j) => ({ ...j, id: Number(j.id) }));
  const staff = await demoStaff(db, '招聘管理员');

  const planned = TEMPLATES.map((template) => {
    const year = yearOf(template, horizon);
    return { template, year, start: atShanghai(year, template.start), end: atShanghai(year, template.end) + (template.type === JOB_FAIR_TYPES.online ? 59_000 : 0) };
  }).sort((a, b) => a.start - b.start);

  const venues = new Map<string, { address: string; lng: number; lat: number }>();
  for (const { template, year, start, end } of planned) {
    const county = counties.get(template.countyCode);
    if (!county) continue;
    const startTime = formatTime(start);
    const endTime = formatTime(end);
    const upcoming = start > now;
    // Published in office hours two to five weeks ahead; a fair further ahead than that was published in the last days.
    const officeHour = () => random.int(9, 16) * HOUR_MS + random.int(0, 59) * 60_000;
    const scheduled = startOfDay(start) - random.int(14, 35) * DAY_MS + officeHour();
    const created = scheduled < now ? scheduled : startOfDay(now) - random.int(1, 10) * DAY_MS + officeHour();
    const creator = random.pick(staff);
    const offline = template.type === JOB_FAIR_TYPES.offline;
    // A venue has one street address and point, whichever fairs it hosts.
    const venueKey = `${county.code} ${template.venue ?? ''}`;
    let venue = venues.get(venueKey);
    if (offline && !venue) {
      const street = county.streets.length > 0 ? random.pick(county.streets) : '';
      venue = {
        address: `${street}${random.pick(ROADS)}${random.int(1, 199)}号 ${template.venue ?? ''}`.trim(),
        lng: Math.round((county.lng + (random.next() - 0.5) * 0.02) * 1e6) / 1e6,
        lat: Math.round((county.lat + (random.next() - 0.5) * 0.02) * 1e6) / 1e6,
      };
      venues.set(venueKey, venue);
    }
    const address = offline && venue ? venue.address : '';
    const fairId = await repo.insertFair(db, {
      fairCode: code32(random),
      fairName: `${year}年${template.name}`,
      fairType: template.type,
      organizer: `${county.name}人力资源和社会保障局`,
      undertaker: `${county.name}公共就业服务中心`,
      contactPerson: random.pick(surnames) + random.pick(GIVEN_NAMES),
      contactPhone: `0371-${random.int(62_000_000, 69_999_999)}`,
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: county.code,
      address,
      gcj02Lng: offline && venue ? venue.lng : null,
      gcj02Lat: offline && venue ? venue.lat : null,
      startTime,
      endTime,
      description: introduction(template, year, county, address, startTime, endTime),
      creatorId: Number(creator.id),
      creatorName: creator.realName,
      createTime: formatTime(created),
      updateTime: formatTime(created),
    });

    // Jobs that could be at this fair: recruiting during it, or for a coming one, allowed to join it.
    const open = jobs.filter((j) =>
      upcoming
        ? JOB_FAIR_JOB_STATES.includes(j.approveType) && j.endTime > startTime
        : j.onlineTime !== null && j.onlineTime <= endTime && j.endTime >= startTime,
    );
    const applied = new Map<number, number>();
    if (!upcoming && open.length > 0) {
      const rows = await db
        .selectFrom('recruitJobApply')
        .select((eb) => ['jobId', eb.fn.countAll<number>().as('n')])
        .where('applyTime', '>=', startTime)
        .where('applyTime', '<=', endTime)
        .groupBy('jobId')
        .execute();
      for (const row of rows) applied.set(Number(row.jobId), Number(row.n));
    }
    const jobsByCompany = new Map<string, typeof open>();
    for (const job of open) jobsByCompany.set(job.cmpyCode, [...(jobsByCompany.get(job.cmpyCode) ?? []), job]);
    const candidates = companies.filter(
      (c) => jobsByCompany.has(c.cmpyCode) && (c.approveTime ?? '') < startTime && (!template.industries || template.industries(c.industryCode)),
    );
    // An on-site fair draws mostly the county's own companies; an online one the whole platform.
    const local = candidates.filter((c) => c.countyCode === county.code);
    const wanted = offline ? random.int(16, 32) : random.int(36, 60);
    const chosen = new Set<string>();
    for (const c of random.shuffle(offline ? local : candidates)) if (chosen.size < Math.round(wanted * (offline ? 0.7 : 1))) chosen.add(c.cmpyCode);
    for (const c of random.shuffle(candidates)) if (chosen.size < wanted) chosen.add(c.cmpyCode);

    const companyRows: Array<{ cmpyCode: string; joinTime: string }> = [];
    const jobRows: Array<{ cmpyCode: string; jobId: number }> = [];
    for (const cmpyCode of chosen) {
      const own = (jobsByCompany.get(cmpyCode) ?? []).slice().sort((a, b) => (applied.get(b.id) ?? 0) - (applied.get(a.id) ?? 0) || a.id - b.id);
      const brought = own.slice(0, random.int(1, Math.min(4, own.length)));
      // Signed up in office hours after the fair was published, by the afternoon before it.
      const signed = startOfDay(created) + random.int(1, 20) * DAY_MS + random.int(9, 16) * HOUR_MS + random.int(0, 59) * 60_000;
      companyRows.push({ cmpyCode, joinTime: formatTime(Math.min(signed, startOfDay(start) - DAY_MS + 17 * HOUR_MS, now - 60_000)) });
      for (const job of brought) jobRows.push({ cmpyCode, jobId: job.id });
    }
    companyRows.sort((a, b) => a.joinTime.localeCompare(b.joinTime));
    const order = new Map(companyRows.map((c, i) => [c.cmpyCode, i]));
    jobRows.sort((a, b) => (order.get(a.cmpyCode) ?? 0) - (order.get(b.cmpyCode) ?? 0));
    await replaceParticipants(db, JOB_FAIR_TABLES, fairId, companyRows, jobRows);
  }
}
