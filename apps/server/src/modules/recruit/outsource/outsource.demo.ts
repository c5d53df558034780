import { COMPANY_APPROVE_TYPES, EMPLOY_TYPES, outsourceStateOf, OUTSOURCE_STATES } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, dialectOf } from '../../../db/dialect/index.js';
import { code32, DAY_MS, demoRandom, startOfDay } from '../../../platform/demo-random.js';
import { formatTime } from '../../../platform/time.js';

/**
 * Outsourced employees for the demo: a few hundred job seekers placed with
 * the demo companies that passed review, through the 人力资源服务 companies
 * among them, over the last two years — most on duty, some about to start,
 * some gone (left early or at the end of their contract). People placed now
 * are marked 已就业. Deterministic: a fixed seed, dates counted from the
 * seeding day.
 */
const SEED = 410_026;

export interface OutsourceDemoOptions {
  now?: number;
  placements?: number;
}

/** Posts placed through agencies, by the trade of the employer (GB/T 4754 大类 of its industry). */
const POSTS_BY_INDUSTRY: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^(1[3-5])$/, ['食品加工工', '包装工', '普工', '质检员', '叉车司机']],
  [/^(1[7-9])$/, ['缝纫工', '裁剪工', '整烫工', '包装工', '质检员']],
  [/^(1[6]|2\d|3\d|4[0-3])$/, ['普工', '操作工', '装配工', '质检员', '包装工', '焊工', '数控车工', '电工', '设备维修工', '叉车司机']],
  [/^(5[3-9]|60)$/, ['分拣员', '仓库管理员', '叉车司机', '装卸工', '快递员', '货车司机']],
  [/^(51|52)$/, ['理货员', '收银员', '营业员', '仓库管理员']],
  [/^(61|62)$/, ['服务员', '厨师', '面点师', '客房服务员', '保洁员']],
  [/^(4[7-9]|50)$/, ['钢筋工', '木工', '水电工', '架子工', '安全员']],
];
const ANY_POSTS = ['保洁员', '保安员', '客服专员', '文员', '绿化工'];
const LEAVE_REASONS = ['个人原因主动离职', '用工单位退回', '转为用工单位正式员工', '家庭原因', '身体原因', '另有工作'];

const dateOf = (ms: number) => formatTime(ms).slice(0, 10);

const postsFor = (industryCode: string): readonly string[] => POSTS_BY_INDUSTRY.find(([pattern]) => pattern.test(industryCode))?.[1] ?? ANY_POSTS;

/** Writes the placements. Needs the company and resume demos before it. */
export async function seedOutsourceDemo(db: DbOrTrx, options: OutsourceDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const today = startOfDay(options.now ?? Date.now());
  const todayText = dateOf(today);
  const wanted = options.placements ?? 320;

  const companies = await db
    .selectFrom('cmpyInfo')
    .select(['id', 'cmpyName', 'industryCode', 'approveTime'])
    .where('approveType', '=', COMPANY_APPROVE_TYPES.passed)
    .orderBy('id')
    .execute();
  // Agencies: the 人力资源服务 companies, else the business-services trade, else a few of any.
  let agencies = companies.filter((c) => c.cmpyName.includes('人力资源'));
  if (agencies.length < 2) agencies = companies.filter((c) => c.industryCode === '72');
  if (agencies.length < 2) agencies = companies.slice(0, Math.min(3, Math.floor(companies.length / 2)));
  const agencyIds = new Set(agencies.map((a) => a.id));
  const employers = companies.filter((c) => !agencyIds.has(c.id));
  if (agencies.length === 0 || employers.length === 0) return;
  // Employers that take workers through agencies are mostly factories, warehouses and chains.
  const preferred = employers.filter((c) => POSTS_BY_INDUSTRY.some(([pattern]) => pattern.test(c.industryCode)));
  const pool = preferred.length > 0 ? preferred : employers;

  const people = await db
    .selectFrom('recruitResume as r')
    .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
    .select(['r.id', 's.id as seekerId', 's.birthDate'])
    .orderBy('r.id')
    .execute();
  // Working age on the day the contract starts is checked below; pick from people of 18–55 today.
  const adults = people.filter((p) => {
    const age = Number(todayText.slice(0, 4)) - Number(p.birthDate.slice(0, 4));
    return age >= 19 && age <= 55;
  });
  const chosen = random.shuffle(adults).slice(0, Math.min(wanted, adults.length));

  const rows: Array<Array<string | number | null>> = [];
  const onDuty: number[] = [];
  const place = (person: (typeof people)[number], startMs: number, mayRenew: boolean) => {
    const employer = random.pick(pool);
    const agency = random.pick(agencies);
    const years = random.pick([1, 1, 2, 2, 3]);
    const start = dateOf(startMs);
    // The contract runs whole years: to the day before the anniversary of its start.
    const [year, month, day] = start.split('-').map(Number);
    const end = new Date(Date.UTC(year + years, month - 1, day) - DAY_MS).toISOString().slice(0, 10);
    let leaveDate: string | null = null;
    let leaveReason = '';
    // About a fifth leave before the contract ends, some time after they started.
    if (startMs < today - 30 * DAY_MS && random.chance(0.22)) {
      const last = Math.min(Date.parse(`${end}T00:00:00+08:00`), today);
      leaveDate = dateOf(startMs + Math.floor(random.next() * (last - startMs)) + DAY_MS);
      if (leaveDate > todayText) leaveDate = todayText;
      if (leaveDate > end) leaveDate = end;
      leaveReason = random.pick(LEAVE_REASONS);
    }
    // Registered during office hours some days before the start, and never after the seeding day.
    const registered = Math.min(startMs - random.int(1, 10) * DAY_MS + random.int(8 * 60, 17 * 60) * 60_000, today - random.int(1, 8 * 60) * 60_000);
    const salary = random.int(35, 70) * 100;
    rows.push([
      code32(random),
      Number(person.id),
      Number(employer.id),
      Number(agency.id),
      random.chance(0.72) ? EMPLOY_TYPES.dispatch : EMPLOY_TYPES.outsourcing,
      random.pick(postsFor(employer.industryCode)),
      salary,
      start,
      end,
      leaveDate,
      leaveReason,
      formatTime(registered),
      formatTime(leaveDate ? Math.min(Date.parse(`${leaveDate}T18:00:00+08:00`), today) : registered),
    ]);
    const state = outsourceStateOf({ contractStart: start, contractEnd: end, leaveDate }, todayText);
    if (state === OUTSOURCE_STATES.onDuty) onDuty.push(Number(person.seekerId));
    // Someone whose first placement ended may be placed again afterwards.
    const finished = leaveDate ?? (end < todayText ? end : null);
    if (mayRenew && finished && random.chance(0.35)) {
      const next = Date.parse(`${finished}T00:00:00+08:00`) + random.int(7, 60) * DAY_MS;
      if (next < today) place(person, next, false);
    }
  };
  for (const person of chosen) {
    // Most contracts began in the last two years; a few start within the next two weeks (待上岗).
    const startMs = random.chance(0.06) ? today + random.int(1, 14) * DAY_MS : today - random.int(1, 730) * DAY_MS;
    place(person, startMs, true);
  }

  const dialect = dialectOf(db);
  await bulkInsert(
    db as unknown as Kysely<unknown>,
    dialect,
    'recruit_outsource',
    [
      ['outsource_code', 'text'],
      ['resume_id', 'integer'],
      ['cmpy_id', 'integer'],
      ['dispatch_cmpy_id', 'integer'],
      ['employ_type', 'integer'],
      ['post_name', 'text'],
      ['salary', 'integer'],
      ['contract_start', 'text'],
      ['contract_end', 'text'],
      ['leave_date', 'text'],
      ['leave_reason', 'text'],
      ['create_time', 'text'],
      ['update_time', 'text'],
    ],
    rows,
  );
  // Those on duty now are employed.
  for (let i = 0; i < onDuty.length; i += 500) {
    await db.updateTable('recruitJobSeeker').set({ jobStatus: 1 }).where('id', 'in', onDuty.slice(i, i + 500)).execute();
  }
}
