import {
  COMPANY_APPROVE_TYPES,
  COMPANY_SOURCES,
  CREDIT_CODE_CHARSET,
  creditCodeCheckChar,
  JOB_APPROVE_TYPES,
  JOB_SOURCES,
  onlineTypeOf,
  TREE_TYPES,
} from '@hrbd/contract';
import type { NewCompany } from '../company/company/company.table.js';
import { insertOperations } from './job/job.repository.js';
import { EXPIRED_NOTE } from './job/job.service.js';
import type { NewJob, NewJobOperation } from './job/job.table.js';
import { formatTime } from '../../platform/time.js';
import type { DbOrTrx } from '../../db/database.js';
import { chunks, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { demoStaff } from '../system/user/user.service.js';

/**
 * A 郑州-area recruitment data set: about 360 companies in every review state
 * and about 3,000 of their jobs in every state and job category. Companies,
 * people and addresses are invented; counties, their centres, streets, the
 * industry and job category trees and the job labels are the real reference
 * data of the database. Deterministic: a fixed PRNG seed, and times counted
 * back from midnight of the seeding day.
 */
const SEED = 410_100;
const COMPANY_COUNT = 360;
/** Companies registered over the last 400 days, so a month trend has a year of history. */
const HISTORY_DAYS = 400;
/** 新郑市: the platform's own county gets the largest share of companies. */
const HOME_COUNTY = '410184';

export interface RecruitDemoOptions {
  /** The moment the history ends; tests pin it. Only its calendar day (Asia/Shanghai) matters. */
  now?: number;
}

// ---------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------

/** Industry (a 大类 of GB/T 4754), the trade word of company names in it, and its share of companies. */
const INDUSTRY_PLAN: ReadonlyArray<readonly [industryCode: string, words: readonly string[], weight: number]> = [
  ['13', ['农副食品', '粮油'], 3],
  ['14', ['食品', '速冻食品', '烘焙食品'], 6],
  ['18', ['服饰', '制衣'], 3],
  ['27', ['医药', '生物制药'], 2],
  ['30', ['新型建材', '耐材'], 3],
  ['33', ['金属制品', '五金'], 3],
  ['34', ['机械制造', '矿山机械'], 5],
  ['36', ['汽车零部件', '汽车配件'], 6],
  ['38', ['电气设备', '电缆'], 3],
  ['39', ['电子科技', '智能终端'], 6],
  ['44', ['新能源', '电力工程'], 2],
  ['47', ['建筑工程', '建设工程'], 4],
  ['50', ['装饰工程', '建筑装饰'], 3],
  ['51', ['商贸', '供应链管理'], 4],
  ['52', ['超市连锁', '电子商务'], 5],
  ['54', ['运输', '客运'], 2],
  ['59', ['物流', '仓储服务'], 6],
  ['60', ['快递服务'], 2],
  ['61', ['酒店管理'], 2],
  ['62', ['餐饮管理', '餐饮连锁'], 6],
  ['65', ['信息技术', '软件', '网络科技'], 5],
  ['70', ['置业', '物业服务'], 2],
  ['72', ['人力资源服务', '企业管理咨询', '文化传媒'], 5],
  ['74', ['检测技术', '工程设计'], 2],
  ['77', ['环保科技'], 1],
  ['78', ['园林绿化', '市政工程'], 2],
  ['80', ['家政服务', '保洁服务'], 3],
  ['81', ['汽车维修服务'], 1],
  ['83', ['职业技能培训'], 2],
  ['84', ['医院管理', '口腔门诊'], 2],
  ['85', ['养老服务'], 2],
  ['89', ['体育发展'], 1],
];

/** The job categories (中类) a company of an industry section mostly hires for. */
const HIRES_BY_SECTION: Readonly<Record<string, readonly string[]>> = {
  A: ['5-01', '5-05'],
  C: ['6-02', '6-18', '6-19', '6-20', '6-22', '6-24', '6-25', '6-31', '2-02', '4-02'],
  D: ['6-28', '2-02'],
  E: ['6-29', '6-30', '2-02', '4-08'],
  F: ['4-01', '4-02', '4-04'],
  G: ['4-02', '6-30'],
  H: ['4-03'],
  I: ['4-04', '2-02'],
  K: ['4-06', '4-10'],
  L: ['4-07', '3-01'],
  M: ['2-02', '4-08'],
  N: ['4-09'],
  O: ['4-10', '4-12'],
  P: ['2-08'],
  Q: ['2-05', '4-14'],
  R: ['4-13', '2-09'],
};
/** Hired by companies of every kind. */
const COMMON_HIRES = ['3-01', '2-06', '4-07', '1-06', '3-02'];
/** 中类 no company hires for (party and state organs). */
const NOT_HIRED = new Set(['1-01', '1-02', '1-03', '1-04', '1-05']);

/** Job names per 中类; a category without its own list uses its category name. */
const JOB_NAMES: Readonly<Record<string, readonly string[]>> = {
  '1-06': ['总经理助理', '生产厂长', '门店经理', '区域经理'],
  '2-02': ['机械工程师', '电气工程师', '软件工程师', '工艺工程师', '质量工程师', '造价员'],
  '2-05': ['护士', '药剂师', '康复治疗师', '口腔医生'],
  '2-06': ['会计', '出纳', '财务主管', '统计员'],
  '2-08': ['职业培训讲师', '幼儿教师'],
  '2-09': ['平面设计师', '健身教练'],
  '3-01': ['行政专员', '文员', '人事专员', '前台接待'],
  '3-02': ['保安员', '消防设施操作员', '安全员'],
  '4-01': ['营业员', '收银员', '理货员', '导购员', '销售代表'],
  '4-02': ['快递员', '仓库管理员', '叉车司机', '货车司机', '分拣员', '配送员'],
  '4-03': ['服务员', '厨师', '面点师', '传菜员', '客房服务员', '前厅领班'],
  '4-04': ['客服专员', '网络运维', '电商运营', '数据标注员'],
  '4-06': ['物业管理员', '置业顾问'],
  '4-07': ['人力资源专员', '招聘专员', '市场专员', '业务员'],
  '4-08': ['质检员', '检测员', '测量员'],
  '4-09': ['保洁员', '绿化工', '环卫工'],
  '4-10': ['家政服务员', '育婴员', '保洁员', '养老护理员'],
  '4-12': ['汽车维修工', '家电维修工', '钣金工'],
  '4-13': ['活动策划', '场馆服务员'],
  '4-14': ['健康管理师', '养老护理员', '保健按摩师'],
  '5-01': ['农业技术员', '大棚种植工'],
  '5-05': ['农机操作员'],
  '6-02': ['食品加工工', '包装工', '速冻食品操作工'],
  '6-18': ['数控车工', '铣工', '磨工'],
  '6-19': ['焊工', '钳工', '冲压工'],
  '6-20': ['装配工', '设备维修工'],
  '6-22': ['汽车装配工', '汽车涂装工', '焊装工'],
  '6-24': ['电工', '电缆生产操作工'],
  '6-25': ['电子装配工', '贴片操作员', '手机组装普工'],
  '6-28': ['电力运维工', '锅炉工'],
  '6-29': ['钢筋工', '木工', '瓦工', '架子工', '水电工'],
  '6-30': ['挖掘机司机', '起重机司机', '装载机司机'],
  '6-31': ['普工', '操作工', '包装工', '搬运工'],
  '7-00': ['保安队长（退役军人优先）'],
};

const BRAND_SYLLABLES = [
  '华', '豫', '中', '鑫', '恒', '瑞', '宏', '达', '嘉', '盛', '泰', '联', '创', '润', '博', '通', '源', '丰', '信', '诚',
  '航', '港', '腾', '锦', '汇', '兴', '昌', '美', '康', '金', '正', '远', '安', '天', '宇', '佳', '新', '德', '和', '合',
];
const NAME_SUFFIXES: ReadonlyArray<readonly [string, number]> = [['有限公司', 8], ['股份有限公司', 1], ['有限责任公司', 1]];

const GIVEN_NAMES = [
  '伟', '芳', '娜', '敏', '静', '磊', '军', '洋', '勇', '艳', '杰', '涛', '超', '霞', '刚', '建国', '建华', '志强', '海燕', '晓东',
  '雪梅', '浩然', '思远', '欣怡', '宇航', '佳琪', '文博', '振宇', '红霞', '国庆', '春燕', '俊杰', '亚楠', '鹏飞', '一鸣', '立新', '玉兰', '丹丹',
];
const ROADS = ['中华北路', '人民路', '黄河路', '文化路', '金水路', '郑汴路', '嵩山路', '航海路', '农业路', '长江路', '商都路', '新区大道', '工业大道', '轩辕路', '双湖大道', '梨园路', '龙湖大道', '经开第八大街', '科学大道', '建设路'];
const BUILDING_SUFFIXES = ['号', '号院', '号产业园', '号厂区', '号大厦'];

const COMPANY_REJECTIONS = [
  '营业执照照片不清晰，请重新上传',
  '企业名称与营业执照不一致，请核对',
  '统一社会信用代码与营业执照不一致，请核对',
  '联系人手机号无法接通，请核实后重新提交',
  '经营地址与营业执照登记地址不符',
];
const JOB_REJECTIONS = [
  '岗位描述过于简单，请补充岗位职责与任职要求',
  '薪资范围与岗位不符，请核实后重新提交',
  '岗位名称不规范，请按实际工种填写',
  '工作地址不准确，请重新选择',
  '岗位描述含有性别限制等歧视性内容，请修改',
];
const JOB_FORCED = ['经求职者举报，岗位信息与实际不符', '涉嫌向求职者收取费用', '企业已停止招聘，岗位信息过期'];

const DUTIES = [
  '按照作业指导书完成本岗位的日常工作',
  '遵守公司安全生产与质量管理制度',
  '配合班组长完成生产与交付任务',
  '做好工作记录与交接，保持工作区域整洁',
  '服从工作安排，完成领导交办的其他工作',
  '维护客户关系，及时反馈客户意见',
];
const REQUIREMENTS = [
  '身体健康，能吃苦耐劳，有责任心',
  '有相关工作经验者优先',
  '持有相关职业资格证书者优先',
  '具备良好的沟通能力和团队合作精神',
  '能适应倒班工作',
  '熟练使用常用办公软件',
];

/** Education levels (dict `education`) a job asks for, with their shares. */
const EDUCATION_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 6], [3, 16], [4, 14], [5, 4], [6, 4], [7, 14], [8, 22], [9, 16], [10, 3], [11, 1]];
/** Job states with their shares: most jobs are online, every state is present. */
const JOB_STATE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [JOB_APPROVE_TYPES.review, 10],
  [JOB_APPROVE_TYPES.rejected, 6],
  [JOB_APPROVE_TYPES.approved, 8],
  [JOB_APPROVE_TYPES.online, 48],
  [JOB_APPROVE_TYPES.offline, 20],
  [JOB_APPROVE_TYPES.forcedEnd, 8],
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** A working-hours moment `daysAgo` days before `end` (Asia/Shanghai). */
function workMoment(random: DemoRandom, end: number, daysAgo: number): number {
  return end - daysAgo * DAY_MS + random.int(8 * 60 + 30, 18 * 60) * 60_000 + random.int(0, 59) * 1000;
}

const WORK_START = 8.5 * HOUR_MS;
const WORK_END = 18 * HOUR_MS;

/**
 * `at` moved into working hours (08:30–18:00 Asia/Shanghai), keeping its
 * minutes: to the same or the next morning, or, when that is not before
 * `limit`, to 16:xx of the same (or the day before), or when that would not
 * be after `floor`, halfway from `floor` to that day's end of work; `at`
 * itself when none fits. No draw of the PRNG, so the rest of the data set
 * is unchanged.
 */
function duringWork(at: number, floor: number, limit: number): number {
  const day = startOfDay(at);
  const time = at - day;
  if (time >= WORK_START && time < WORK_END) return at;
  const minutes = at % HOUR_MS;
  const later = (time < WORK_START ? day : day + DAY_MS) + WORK_START + minutes;
  if (later < limit) return later;
  const earlier = (time < WORK_START ? day - DAY_MS : day) + WORK_END - 2 * HOUR_MS + minutes;
  if (earlier > floor) return earlier;
  // `floor` late in a working day: halfway between it and the day's end of work.
  const floorDay = startOfDay(floor);
  const floorTime = floor - floorDay;
  return floorTime >= WORK_START && floorTime < WORK_END - 2000 && floorDay + WORK_END < limit ? floor + Math.floor((WORK_END - floorTime) / 2000) * 1000 : at;
}

/** A working-hours moment after `from` and before `to` (a second after `from` when no working hours fit). */
function workBetween(random: DemoRandom, from: number, to: number): number {
  if (to - from <= 1000) return from;
  const days = Math.floor((to - from) / DAY_MS);
  const at = startOfDay(from) + random.int(0, days) * DAY_MS + random.int(WORK_START / 60_000, WORK_END / 60_000 - 1) * 60_000 + random.int(0, 59) * 1000;
  if (at > from && at < to) return at;
  // The draw fell outside: the working hours left on `from`'s day, halfway through them.
  const lo = Math.max(from + 1000, startOfDay(from) + WORK_START);
  const hi = Math.min(to, startOfDay(from) + WORK_END);
  return hi > lo ? lo + Math.floor((hi - lo) / 2000) * 1000 : from + 1000;
}

const parseTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/**
 * The operation records of the demo jobs, as the job service writes them
 * (`recruit_job_operation`, one row per move along JOB_MACHINE), in flow
 * order: 审核通过 or 驳回 at the job's review, 上线 at its online time, then
 * for those no longer online 下线 — by 系统 within the 5-minute sweep after an
 * end time that has passed (岗位到期下线), else by a 招聘管理员 in working
 * hours — or 强制下线. A job still 审核中 has only its submission (its
 * create time). Drawn from a PRNG of its own, so the jobs stay as they were.
 */
function jobMoves(jobs: readonly NewJob[], ids: ReadonlyMap<string, number>, staff: readonly Staff[], end: number): NewJobOperation[] {
  const random = demoRandom(SEED + 1);
  const byName = new Map(staff.map((s) => [s.realName, s]));
  const moves: NewJobOperation[] = [];
  for (const job of jobs) {
    const jobId = ids.get(job.jobCode);
    if (jobId === undefined || job.approveType === JOB_APPROVE_TYPES.review || !job.reviewTime) continue;
    const reviewer = byName.get(job.reviewerName ?? '') ?? random.pick(staff);
    const record = (action: string, fromState: number, toState: number, at: number | string, operator: Staff | null, note = '') =>
      moves.push({
        jobId,
        action,
        fromState,
        toState,
        note,
        operatorId: operator && operator.id > 0 ? operator.id : null,
        operatorName: operator?.realName ?? '系统',
        createTime: typeof at === 'string' ? at : formatTime(at),
      });
    if (job.approveType === JOB_APPROVE_TYPES.rejected) {
      record('reject', JOB_APPROVE_TYPES.review, JOB_APPROVE_TYPES.rejected, job.reviewTime, reviewer, job.rejectDesc ?? '');
      continue;
    }
    record('pass', JOB_APPROVE_TYPES.review, JOB_APPROVE_TYPES.approved, job.reviewTime, reviewer);
    if (!job.onlineTime) continue;
    // Taken online by whoever published it on the platform, or by a 招聘管理员 for a company's own job.
    const publisher = job.creatorId ? (staff.find((s) => s.id === job.creatorId) ?? reviewer) : reviewer;
    record('online', JOB_APPROVE_TYPES.approved, JOB_APPROVE_TYPES.online, job.onlineTime, publisher);
    const online = parseTime(job.onlineTime);
    const endTime = parseTime(job.endTime ?? '');
    if (job.approveType === JOB_APPROVE_TYPES.offline) {
      if (endTime < end - 1000 && endTime > online) record('offline', JOB_APPROVE_TYPES.online, JOB_APPROVE_TYPES.offline, Math.min(endTime + random.int(1, 300) * 1000, end - 1000), null, EXPIRED_NOTE);
      else record('offline', JOB_APPROVE_TYPES.online, JOB_APPROVE_TYPES.offline, workBetween(random, online, Math.min(end, endTime)), random.pick(staff));
    } else if (job.approveType === JOB_APPROVE_TYPES.forcedEnd) {
      record('forcedOffline', JOB_APPROVE_TYPES.online, JOB_APPROVE_TYPES.forcedEnd, workBetween(random, online, Math.min(end, endTime)), reviewer, job.forcedDesc ?? '');
    }
  }
  return moves.sort((a, b) => a.createTime.localeCompare(b.createTime) || Number(a.jobId) - Number(b.jobId));
}

/** A 统一社会信用代码 of a company registered in `countyCode`: 9 (市场监管) 1 (企业), the county, an organisation code, the check character. */
function creditCode(random: DemoRandom, countyCode: string): string {
  const organisation = Array.from({ length: 9 }, (_, i) => (i < 8 || random.chance(0.7) ? String(random.int(0, 9)) : random.pick([...CREDIT_CODE_CHARSET.slice(10)]))).join('');
  const first17 = `91${countyCode}${organisation}`;
  return first17 + (creditCodeCheckChar(first17) ?? '0');
}

/** The 32 commonest surnames. */
const surnames = SURNAMES.slice(0, 32);
const personName = (random: DemoRandom) => random.pick(surnames) + random.pick(GIVEN_NAMES);

interface County {
  code: string;
  name: string;
  lng: number;
  lat: number;
  streets: string[];
}

interface Staff {
  id: number;
  realName: string;
}

/** The place prefix of a company name: the county-level city for one outside the urban districts, else 郑州 or 河南. */
function namePrefix(random: DemoRandom, county: County): string {
  if (/市$|县$/.test(county.name) && random.chance(0.7)) return county.name.replace(/市$|县$/, '');
  return random.chance(0.75) ? '郑州' : '河南';
}

function description(random: DemoRandom, jobName: string): string {
  const duties = random.shuffle(DUTIES).slice(0, random.int(2, 4));
  const requirements = random.shuffle(REQUIREMENTS).slice(0, random.int(2, 4));
  return (
    `<p><strong>岗位职责：</strong></p><ol>${[`负责${jobName}相关工作`, ...duties].map((d) => `<li>${d}</li>`).join('')}</ol>` +
    `<p><strong>任职要求：</strong></p><ul>${requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`
  );
}

// ---------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------

export async function seedRecruitDemo(db: DbOrTrx, options: RecruitDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const end = startOfDay(options.now ?? Date.now());

  // Reference data, as this database has it.
  const countyRows = await db
    .selectFrom('comRegion')
    .select(['code', 'name', 'gcj02Lng', 'gcj02Lat'])
    .where('level', '=', 3)
    .where('parentCode', '=', '410100')
    .orderBy('code')
    .execute();
  const streetRows = await db
    .selectFrom('comRegion')
    .select(['code', 'name', 'parentCode'])
    .where('level', '=', 4)
    .where(
      'parentCode',
      'in',
      countyRows.map((c) => c.code),
    )
    .orderBy('code')
    .execute();
  const counties: County[] = countyRows
    .filter((c) => c.gcj02Lng !== null && c.gcj02Lat !== null)
    .map((c) => ({
      code: c.code,
      name: c.name,
      lng: Number(c.gcj02Lng),
      lat: Number(c.gcj02Lat),
      streets: streetRows.filter((s) => s.parentCode === c.code).map((s) => s.name),
    }));
  if (counties.length === 0) throw new Error('行政区划中没有郑州市的区县，无法生成招聘演示数据');
  const countyWeights = counties.map((c) => [c, c.code === HOME_COUNTY ? counties.length * 0.55 : 1] as const);

  const trees = await db.selectFrom('comTreeData').select(['treeType', 'code', 'name', 'parentCode']).orderBy('sort').execute();
  const industryParent = new Map(trees.filter((n) => n.treeType === TREE_TYPES.industry).map((n) => [n.code, n.parentCode]));
  const categories = trees.filter((n) => n.treeType === TREE_TYPES.jobCategory);
  const categoryCodes = new Set(categories.map((n) => n.code));
  const leafCategories = categories.filter((n) => n.parentCode !== '' && !NOT_HIRED.has(n.code));
  const categoryName = new Map(categories.map((n) => [n.code, n.name]));
  const labels = (await db.selectFrom('recruitJobLabel').select('labelCode').orderBy('id').execute()).map((l) => l.labelCode);

  const staff: Staff[] = await demoStaff(db, '招聘管理员');
  const reviewers = staff.length > 0 ? staff : [{ id: 0, realName: '系统管理员' }];

  // Companies.
  const usedNames = new Set<string>();
  const usedCodes = new Set<string>();
  const companies: Array<NewCompany & { section: string }> = [];
  for (let i = 0; i < COMPANY_COUNT; i++) {
    const county = weighted(random, countyWeights);
    const [industryCode, words] = weighted(random, INDUSTRY_PLAN.map(([code, w, weight]) => [[code, w] as const, weight] as const));
    let cmpyName = '';
    do {
      const [first, second] = random.shuffle(BRAND_SYLLABLES);
      cmpyName = `${namePrefix(random, county)}${first}${second}${random.pick(words)}${weighted(random, NAME_SUFFIXES)}`;
    } while (usedNames.has(cmpyName));
    usedNames.add(cmpyName);
    let code = '';
    do code = creditCode(random, county.code);
    while (usedCodes.has(code));
    usedCodes.add(code);

    // Later days are busier: the platform grows.
    const daysAgo = Math.floor(HISTORY_DAYS * (1 - Math.sqrt(random.next())));
    const created = workMoment(random, end, Math.max(daysAgo, 1));
    const fromPlatform = random.chance(0.6);
    const submitter = fromPlatform ? random.pick(staff) : undefined;
    let approveType: number = weighted(random, [
      [COMPANY_APPROVE_TYPES.passed, 70],
      [COMPANY_APPROVE_TYPES.pending, 18],
      [COMPANY_APPROVE_TYPES.rejected, 12],
    ]);
    const decided = created + random.int(2, 96) * HOUR_MS;
    // A decision cannot lie in the future: companies submitted in the last days are still waiting.
    if (decided >= end) approveType = COMPANY_APPROVE_TYPES.pending;
    const isDecided = approveType !== COMPANY_APPROVE_TYPES.pending;
    const createTime = formatTime(created);
    companies.push({
      section: industryParent.get(industryCode) ?? '',
      cmpyCode: random.hex(32),
      cmpyName,
      creditCode: code,
      legalPerson: personName(random),
      industryCode,
      cmpyScale: weighted(random, [[1, 25], [2, 40], [3, 20], [4, 10], [5, 5]]),
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: county.code,
      address: `${county.streets.length > 0 ? random.pick(county.streets) : ''}${random.pick(ROADS)}${random.int(1, 299)}${random.pick(BUILDING_SUFFIXES)}`,
      gcj02Lng: Math.round((county.lng + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
      gcj02Lat: Math.round((county.lat + (random.next() - 0.5) * 0.06) * 1e6) / 1e6,
      contactPerson: personName(random),
      contactPhone: mobile(random),
      // Demo companies come without a license image; the detail shows none.
      licenseKey: '',
      approveType,
      rejectDesc: approveType === COMPANY_APPROVE_TYPES.rejected ? random.pick(COMPANY_REJECTIONS) : '',
      source: fromPlatform ? COMPANY_SOURCES.platform : COMPANY_SOURCES.company,
      submitterId: submitter?.id ?? null,
      submitterName: submitter?.realName ?? '',
      approverName: isDecided ? random.pick(reviewers).realName : '',
      submitTime: createTime,
      approveTime: isDecided ? formatTime(decided) : null,
      createTime,
      updateTime: isDecided ? formatTime(decided) : createTime,
    });
  }
  companies.sort((a, b) => a.createTime.localeCompare(b.createTime));
  for (const batch of chunks(companies.map(({ section: _section, ...row }) => row))) await db.insertInto('cmpyInfo').values(batch).execute();

  // Jobs of passed companies. The first jobs go through every hired 中类 once, so every category has jobs.
  const passed = companies.filter((c) => c.approveType === COMPANY_APPROVE_TYPES.passed);
  const jobs: NewJob[] = [];
  const jobLabels: string[][] = [];
  const unusedCategories = random.shuffle(leafCategories.map((n) => n.code));
  for (const company of passed) {
    const count = random.int(3, 18);
    const approved = Date.parse(`${(company.approveTime ?? company.createTime).replace(' ', 'T')}+08:00`);
    const hires = [...(HIRES_BY_SECTION[company.section] ?? []), ...COMMON_HIRES].filter((c) => categoryCodes.has(c));
    for (let j = 0; j < count; j++) {
      const jobCategoryCode = unusedCategories.pop() ?? random.pick(hires.length > 0 ? hires : [...categoryCodes]);
      const names = JOB_NAMES[jobCategoryCode] ?? [categoryName.get(jobCategoryCode) ?? '普工'];
      const jobName = random.pick(names);
      const approveType = weighted(random, JOB_STATE_WEIGHTS);
      const span = Math.max(1, Math.floor((end - approved) / DAY_MS));
      // After the company passed, before the seeding day ends.
      const created = duringWork(Math.min(Math.max(approved + random.int(1, span) * DAY_MS - random.int(0, 8) * HOUR_MS, approved + 60_000), end - 1000), approved + 60_000, end);
      // Submissions, reviews and going online happen in working hours.
      const reviewed = approveType === JOB_APPROVE_TYPES.review ? null : duringWork(Math.min(created + random.int(1, 30) * HOUR_MS, end - 1000), created, end);
      const beginTime = formatTime(startOfDay(created));
      // Online and pending jobs still recruit; offline and ended ones may have run out.
      const stillOpen = approveType !== JOB_APPROVE_TYPES.offline && approveType !== JOB_APPROVE_TYPES.forcedEnd;
      const endAt = stillOpen ? end + random.int(10, 150) * DAY_MS - 1000 : startOfDay(created) + random.int(30, 120) * DAY_MS - 1000;
      const online = approveType >= JOB_APPROVE_TYPES.online && reviewed !== null ? duringWork(Math.min(reviewed + random.int(1, 48) * HOUR_MS, end - 1000), reviewed, end) : null;
      const refreshed = approveType === JOB_APPROVE_TYPES.online && online !== null && random.chance(0.4) ? end - random.int(1, 20 * 24) * HOUR_MS : created;
      const salaryMin = random.int(5, 24) * 500;
      const fromPlatform = random.chance(0.7);
      const creator = fromPlatform ? random.pick(staff) : undefined;
      jobs.push({
        jobCode: random.hex(32),
        jobName,
        jobCategoryCode,
        cmpyCode: company.cmpyCode,
        cmpyName: company.cmpyName,
        salaryMin,
        salaryMax: salaryMin + random.int(1, 12) * 500,
        education: weighted(random, EDUCATION_WEIGHTS),
        headcount: weighted(random, [[random.int(1, 3), 5], [random.int(4, 10), 4], [random.int(11, 50), 1]]),
        provinceCode: company.provinceCode,
        cityCode: company.cityCode,
        countyCode: company.countyCode,
        address: random.chance(0.8) ? company.address : `${random.pick(ROADS)}${random.int(1, 299)}号`,
        gcj02Lng: Math.round((company.gcj02Lng + (random.next() - 0.5) * 0.01) * 1e6) / 1e6,
        gcj02Lat: Math.round((company.gcj02Lat + (random.next() - 0.5) * 0.01) * 1e6) / 1e6,
        description: description(random, jobName),
        beginTime,
        endTime: formatTime(Math.max(endAt, startOfDay(created) + DAY_MS - 1000)),
        source: fromPlatform ? JOB_SOURCES.platform : JOB_SOURCES.company,
        approveType,
        onlineType: onlineTypeOf(approveType),
        rejectDesc: approveType === JOB_APPROVE_TYPES.rejected ? random.pick(JOB_REJECTIONS) : '',
        forcedDesc: approveType === JOB_APPROVE_TYPES.forcedEnd ? random.pick(JOB_FORCED) : '',
        creatorId: creator?.id ?? null,
        creatorName: creator?.realName ?? '',
        reviewerName: reviewed === null ? '' : random.pick(reviewers).realName,
        reviewTime: reviewed === null ? null : formatTime(reviewed),
        onlineTime: online === null ? null : formatTime(online),
        refreshTime: formatTime(Math.max(refreshed, created)),
        createTime: formatTime(created),
        updateTime: formatTime(Math.max(reviewed ?? created, online ?? created)),
      });
      jobLabels.push(random.shuffle(labels).slice(0, random.int(0, Math.min(5, labels.length))));
    }
  }

  const ids = new Map<string, number>();
  for (const batch of chunks(jobs)) {
    const rows = await db.insertInto('recruitJobInfo').values(batch).returning(['id', 'jobCode']).execute();
    for (const row of rows) ids.set(row.jobCode, Number(row.id));
  }
  const links = jobs.flatMap((job, i) => jobLabels[i].map((labelCode, sort) => ({ jobId: ids.get(job.jobCode) ?? 0, labelCode, sort })));
  for (const batch of chunks(links, 500)) await db.insertInto('recruitJobLabelRel').values(batch).execute();
  const moves = jobMoves(jobs, ids, reviewers, end);
  for (const batch of chunks(moves, 500)) await insertOperations(db, batch);
}
