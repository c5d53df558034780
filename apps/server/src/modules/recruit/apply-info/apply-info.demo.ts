import { APPLY_MACHINE, APPLY_STATES, HEALTH_PROVE_TYPES, idCardCheckChar, type ApplyAction } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import { formatTime, SHANGHAI_OFFSET_MS } from '../../../platform/time.js';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, dialectOf, type BulkColumnType } from '../../../db/dialect/index.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { demoStaff } from '../../system/user/user.service.js';

/**
 * Job seekers, their resumes and their applications to the demo jobs: about
 * 12,000 people (valid ID numbers issued in 河南's counties, living in 郑州),
 * 40,000 applications in every state of the applicant flow with the
 * operation and interview records that brought them there, and the epidemic
 * health proofs of 2022. Deterministic (a fixed seed, times counted back
 * from the seeding day) and loaded in a few bulk statements.
 */
const SEED = 410_184;
const HISTORY_DAYS = 400;

export interface ResumeDemoOptions {
  /** The moment the history ends; tests pin it. Only its calendar day (Asia/Shanghai) matters. */
  now?: number;
  seekers?: number;
  /** Applications wanted; fewer are made when people run out of jobs that were open to them. */
  applications?: number;
}

// ---------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------

const GIVEN_MALE = ['伟', '磊', '军', '洋', '勇', '杰', '涛', '超', '刚', '建国', '建华', '志强', '晓东', '浩然', '宇航', '文博', '振宇', '国庆', '俊杰', '鹏飞', '一鸣', '立新', '子豪', '明轩', '家乐', '永强', '红旗', '保国'];
const GIVEN_FEMALE = ['芳', '娜', '敏', '静', '艳', '霞', '海燕', '雪梅', '欣怡', '佳琪', '红霞', '春燕', '亚楠', '玉兰', '丹丹', '梦瑶', '雨涵', '思雨', '晓燕', '秀英', '桂花', '婷婷', '慧敏', '丽娟'];
const ROADS = ['中华北路', '人民路', '黄河路', '文化路', '金水路', '郑汴路', '嵩山路', '航海路', '农业路', '长江路', '商都路', '轩辕路', '双湖大道', '梨园路', '龙湖大道', '建设路', '中原路', '桐柏路', '大学路', '紫荆山路'];
const COMMUNITIES = ['幸福家园', '阳光花园', '锦绣华庭', '龙湖一号', '书香苑', '和谐小区', '建业森林半岛', '正商城', '永威西苑', '裕华城', '华南城'];

const EDUCATION_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 2], [2, 2], [3, 18], [4, 14], [5, 5], [6, 6], [7, 15], [8, 22], [9, 13], [10, 2], [11, 1]];
const SCHOOLS: Readonly<Record<number, readonly string[]>> = {
  1: ['新郑市成人文化技术学校'],
  2: ['新郑市龙湖镇中心小学', '中牟县城关镇第一小学', '登封市大金店镇中心小学'],
  3: ['新郑市第二初级中学', '中牟县第三初级中学', '荥阳市第五初级中学', '郑州市第八十中学'],
  4: ['新郑市第一中学', '郑州市第四十七中学', '中牟县第一高级中学', '巩义市第二高级中学'],
  5: ['郑州市技师学院', '河南省机械高级技工学校', '郑州市城市建设技工学校'],
  6: ['新郑市职业中等专业学校', '郑州市财贸学校', '巩义市职业教育中心'],
  7: ['郑州市科技工业学校', '郑州市电子信息工程学校', '河南省经济管理学校'],
  8: ['河南工业职业技术学院', '郑州铁路职业技术学院', '河南职业技术学院', '郑州电力高等专科学校', '黄河水利职业技术学院'],
  9: ['郑州大学', '河南工业大学', '河南财经政法大学', '郑州轻工业大学', '河南农业大学', '华北水利水电大学'],
  10: ['郑州大学', '河南大学', '河南农业大学'],
  11: ['郑州大学', '河南大学'],
};
const MAJORS = ['机电一体化技术', '数控技术', '汽车检测与维修技术', '电子商务', '会计', '物流管理', '计算机应用技术', '软件技术', '市场营销', '护理', '学前教育', '建筑工程技术', '电气自动化技术', '食品加工技术', '酒店管理', '工商管理'];
const WORK_COMPANIES = [
  '郑州宇通客车股份有限公司', '富士康科技集团郑州科技园', '好想你健康食品股份有限公司', '郑州三全食品股份有限公司', '河南中烟工业有限责任公司',
  '郑州华润雪花啤酒有限公司', '郑州日产汽车有限公司', '河南丹尼斯百货有限公司', '郑州思念食品有限公司', '新郑市鑫源机械制造有限公司',
  '郑州顺丰速运有限公司', '河南京东物流有限公司', '郑州锅炉股份有限公司', '中铁工程装备集团有限公司', '郑州比克电池有限公司',
  '新郑市华信商贸有限公司', '郑州航空港区兴港物流有限公司', '河南胖东来商贸集团有限公司', '郑州正星科技股份有限公司',
];
const WORK_JOBS = ['普工', '操作工', '装配工', '质检员', '仓库管理员', '叉车司机', '快递员', '收银员', '营业员', '客服专员', '电工', '焊工', '数控车工', '文员', '会计', '出纳', '厨师', '服务员', '保安员', '销售代表'];
const WORK_CONTENT = [
  '负责生产线装配作业，按工艺要求完成工序',
  '负责来料与成品检验，填写检验记录',
  '负责仓库收发货与盘点，保证账实相符',
  '负责门店销售与顾客服务，完成月度销售目标',
  '负责设备日常点检与简单维修',
  '负责片区快件派送与揽收',
  '负责财务凭证录入与报表编制',
  '负责客户来电接听与问题登记',
];
const TRAIN_COURSES: ReadonlyArray<readonly [course: string, certificate: string]> = [
  ['低压电工作业', '特种作业操作证（低压电工）'],
  ['焊工技能提升', '焊工（四级/中级工）'],
  ['叉车司机', '特种设备作业人员证（叉车司机）'],
  ['育婴员', '育婴员（四级/中级工）'],
  ['中式烹调师', '中式烹调师（五级/初级工）'],
  ['电子商务师', '电子商务师（四级/中级工）'],
  ['养老护理员', '养老护理员（四级/中级工）'],
  ['数控车床操作', '车工（四级/中级工）'],
  ['家政服务员', ''],
  ['创业培训（SYB）', '创业培训合格证书'],
];
const TRAIN_ORGS = ['新郑市职业技能培训中心', '郑州市职业技能公共实训中心', '河南省人力资源开发中心', '新郑市就业训练中心', '郑州市人社局职业技能鉴定中心'];
const SELF_INTROS = [
  '为人踏实，吃苦耐劳，服从工作安排，能适应倒班。',
  '有多年一线生产经验，熟悉安全操作规程，责任心强。',
  '性格开朗，善于沟通，有较强的团队合作精神。',
  '学习能力强，做事认真细致，希望找一份稳定的工作。',
  '持有相关职业资格证书，动手能力强，期望长期发展。',
  '家住附近，离家近优先，可以接受加班。',
];
const REMARKS = ['已电话联系，本人有意向', '电话未接通，稍后再联系', '要求住宿，需确认宿舍', '期望薪资偏高', '已到岗试工', '推荐至同公司其他岗位'];
const OUT_OF_PLACE_NOTES = ['工作经验不符合要求', '期望薪资与岗位不符', '本人放弃', '通勤距离过远', '面试未通过'];
const INSTITUTIONS = ['新郑市人民医院', '郑州大学第一附属医院', '郑州市第一人民医院', '新郑市中医院', '金域医学检验', '河南省人民医院'];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const OFFICE_OPENS_MS = 9 * HOUR_MS;
const OFFICE_CLOSES_MS = 17 * HOUR_MS + 30 * 60_000;

/** The first moment at or after `t` in office hours: a weekday, 09:00–17:30 (Asia/Shanghai). */
function officeHoursFrom(t: number): number {
  let day = startOfDay(t);
  let at = t;
  for (;;) {
    const weekday = new Date(day + SHANGHAI_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      // Before opening: a few minutes after it, spread by the moment asked so not every step lands at 09:00:00.
      if (at < day + OFFICE_OPENS_MS) return day + OFFICE_OPENS_MS + (t % (20 * 60_000));
      if (at <= day + OFFICE_CLOSES_MS) return at;
    }
    day += DAY_MS;
    at = day;
  }
}

const dateOf = (ms: number) => formatTime(ms).slice(0, 10);

/**
 * A 32-character business code from four draws of 32 bits: a hundred
 * thousand codes are made here, and DemoRandom.hex draws once per character.
 */
/** Rows are loaded this many at a time (one JSON parameter on SQLite, one array per column on PostgreSQL). */
const LOAD_CHUNK = 20_000;

type Cell = string | number | null;

async function load(db: DbOrTrx, table: string, columns: ReadonlyArray<readonly [string, BulkColumnType]>, rows: readonly Cell[][]): Promise<void> {
  const dialect = dialectOf(db);
  for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
    await bulkInsert(db as unknown as Kysely<unknown>, dialect, table, columns, rows.slice(i, i + LOAD_CHUNK));
  }
}

/** Business code → id of every row of the tables the seed just filled (nothing else writes them before it). */
async function seekerIdsByCode(db: DbOrTrx): Promise<Map<string, number>> {
  const rows = await db.selectFrom('recruitJobSeeker').select(['id', 'usrCode']).execute();
  return new Map(rows.map((r) => [r.usrCode, Number(r.id)]));
}

async function resumeIdsByCode(db: DbOrTrx): Promise<Map<string, number>> {
  const rows = await db.selectFrom('recruitResume').select(['id', 'resumeCode']).execute();
  return new Map(rows.map((r) => [r.resumeCode, Number(r.id)]));
}

async function applyIdsByCode(db: DbOrTrx): Promise<Map<string, number>> {
  const rows = await db.selectFrom('recruitJobApply').select(['id', 'applyCode']).execute();
  return new Map(rows.map((r) => [r.applyCode, Number(r.id)]));
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

export interface DemoSeeker {
  usrCode: string;
  usrName: string;
  usrGender: 1 | 2;
  birthDate: string;
  idCard: string;
  mobile: string;
  email: string;
  education: number;
  ethnic: number;
  jobStatus: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  created: number;
}

export interface SeekerPlaces {
  /** County codes an ID number may be issued in (河南's, 41xxxx). */
  issuing: readonly string[];
  /** 郑州's counties people live in now, with their streets. */
  living: ReadonlyArray<{ code: string; streets: readonly string[] }>;
}

/** Reads the places people come from and live in from the region table. */
export async function seekerPlaces(db: DbOrTrx): Promise<SeekerPlaces> {
  const counties = await db.selectFrom('comRegion').select(['code', 'parentCode']).where('level', '=', 3).where('code', 'like', '41%').orderBy('code').execute();
  const zhengzhou = counties.filter((c) => c.parentCode === '410100').map((c) => c.code);
  const streets = await db.selectFrom('comRegion').select(['name', 'parentCode']).where('level', '=', 4).where('parentCode', 'in', zhengzhou.length > 0 ? zhengzhou : ['']).orderBy('code').execute();
  if (counties.length === 0 || zhengzhou.length === 0) throw new Error('行政区划中没有河南省的区县，无法生成求职者演示数据');
  return {
    issuing: counties.map((c) => c.code),
    living: zhengzhou.map((code) => ({ code, streets: streets.filter((s) => s.parentCode === code).map((s) => s.name) })),
  };
}

/**
 * `count` job seekers aged 18–58 on the day `end` starts: most were issued
 * their ID number in a 郑州 county, the rest elsewhere in 河南; all live in
 * 郑州 now. ID numbers and mobiles are unique and valid (GB 11643 check
 * character, the 17th digit's parity for the gender).
 */
export function generateSeekers(random: DemoRandom, count: number, places: SeekerPlaces, end: number): DemoSeeker[] {
  const usedIds = new Set<string>();
  const usedMobiles = new Set<string>();
  const zhengzhou = places.living.map((c) => c.code);
  const seekers: DemoSeeker[] = [];
  const today = dateOf(end);
  for (let i = 0; i < count; i++) {
    const usrGender: 1 | 2 = random.chance(0.56) ? 1 : 2;
    const age = weighted(random, [[random.int(18, 24), 25], [random.int(25, 34), 38], [random.int(35, 44), 24], [random.int(45, 58), 13]]);
    const birthYear = Number(today.slice(0, 4)) - age - 1;
    const birth = Date.UTC(birthYear, 0, 1) + random.int(0, 364) * DAY_MS;
    const birthDate = new Date(birth).toISOString().slice(0, 10);
    let idCard = '';
    do {
      const area = random.chance(0.62) ? random.pick(zhengzhou) : random.pick(places.issuing);
      const sequence = random.int(0, 499) * 2 + (usrGender === 1 ? 1 : 0);
      const first17 = `${area}${birthDate.replace(/-/g, '')}${String(sequence).padStart(3, '0')}`;
      idCard = first17 + idCardCheckChar(first17);
    } while (usedIds.has(idCard));
    usedIds.add(idCard);
    let phone = '';
    do phone = mobile(random);
    while (usedMobiles.has(phone));
    usedMobiles.add(phone);
    const living = random.pick(places.living);
    const street = living.streets.length > 0 ? random.pick(living.streets) : '';
    const daysAgo = Math.floor(HISTORY_DAYS * (1 - Math.sqrt(random.next())));
    seekers.push({
      usrCode: code32(random),
      usrName: random.pick(SURNAMES) + random.pick(usrGender === 1 ? GIVEN_MALE : GIVEN_FEMALE),
      usrGender,
      birthDate,
      idCard,
      mobile: phone,
      email: random.chance(0.45) ? `${random.int(100_000_000, 2_999_999_999)}@qq.com` : '',
      // The young ones have had less time at school.
      education: age < 20 ? weighted(random, [[3, 5], [4, 3], [6, 2], [7, 3]]) : weighted(random, EDUCATION_WEIGHTS),
      ethnic: weighted(random, [[1, 97], [3, 2], [random.int(2, 56), 1]]),
      jobStatus: random.chance(0.3) ? 1 : 0,
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: living.code,
      address: random.chance(0.5)
        ? `${street}${random.pick(COMMUNITIES)}${random.int(1, 30)}号楼${random.int(1, 3)}单元${random.int(1, 28)}0${random.int(1, 4)}`
        : `${street}${random.pick(ROADS)}${random.int(1, 299)}号`,
      created: end - daysAgo * DAY_MS - random.int(1, 12 * 60) * 60_000,
    });
  }
  return seekers;
}

const SEEKER_COLUMNS = [
  ['usr_code', 'text'],
  ['usr_name', 'text'],
  ['usr_gender', 'integer'],
  ['birth_date', 'text'],
  ['id_card', 'text'],
  ['mobile', 'text'],
  ['email', 'text'],
  ['education', 'integer'],
  ['ethnic', 'integer'],
  ['job_status', 'integer'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['county_code', 'text'],
  ['address', 'text'],
  ['create_time', 'text'],
  ['update_time', 'text'],
] as const;

export const seekerCells = (s: DemoSeeker): Cell[] => {
  const time = formatTime(s.created);
  return [s.usrCode, s.usrName, s.usrGender, s.birthDate, s.idCard, s.mobile, s.email, s.education, s.ethnic, s.jobStatus, s.provinceCode, s.cityCode, s.countyCode, s.address, time, time];
};

/** Loads job seekers and answers usrCode → id. */
export async function loadSeekers(db: DbOrTrx, seekers: readonly DemoSeeker[]): Promise<Map<string, number>> {
  await load(db, 'recruit_job_seeker', SEEKER_COLUMNS, seekers.map(seekerCells));
  return seekerIdsByCode(db);
}

const RESUME_COLUMNS = [
  ['resume_code', 'text'],
  ['seeker_id', 'integer'],
  ['expect_job', 'text'],
  ['expect_salary_min', 'integer'],
  ['expect_salary_max', 'integer'],
  ['work_years', 'integer'],
  ['self_intro', 'text'],
  ['create_time', 'text'],
  ['update_time', 'text'],
] as const;

/** One resume per job seeker; answers the resume codes in the seekers' order. */
export async function loadResumes(db: DbOrTrx, random: DemoRandom, seekers: readonly DemoSeeker[], seekerIds: ReadonlyMap<string, number>, end: number): Promise<string[]> {
  const codes: string[] = [];
  const rows = seekers.map((s) => {
    const code = code32(random);
    codes.push(code);
    const age = Number(dateOf(end).slice(0, 4)) - Number(s.birthDate.slice(0, 4));
    const min = random.int(6, 20) * 500;
    const time = formatTime(s.created);
    return [code, seekerIds.get(s.usrCode) ?? 0, random.pick(WORK_JOBS), min, min + random.int(1, 6) * 500, Math.max(0, Math.min(age - 18, random.int(0, 20))), random.pick(SELF_INTROS), time, time];
  });
  await load(db, 'recruit_resume', RESUME_COLUMNS, rows);
  return codes;
}

/** Work, education and training histories, consistent with each person's age and education. */
async function loadHistories(db: DbOrTrx, random: DemoRandom, seekers: readonly DemoSeeker[], resumeIds: readonly number[], end: number): Promise<void> {
  const works: Cell[][] = [];
  const educations: Cell[][] = [];
  const trains: Cell[][] = [];
  const thisYear = Number(dateOf(end).slice(0, 4));
  seekers.forEach((s, i) => {
    const resumeId = resumeIds[i];
    const birthYear = Number(s.birthDate.slice(0, 4));
    // School ends at about 15 (初中), 18 (高中/中专), 21 (大专), 22 (本科), 25 (硕士), 28 (博士).
    const schoolYears = s.education <= 3 ? 15 : s.education <= 7 ? 18 : s.education === 8 ? 21 : s.education === 9 ? 22 : s.education === 10 ? 25 : 28;
    const graduated = Math.min(birthYear + schoolYears, thisYear);
    const school = random.pick(SCHOOLS[s.education] ?? SCHOOLS[3]);
    const length = s.education >= 8 ? (s.education === 8 ? 3 : s.education === 9 ? 4 : 3) : 3;
    educations.push([resumeId, school, s.education >= 5 ? random.pick(MAJORS) : '', s.education, `${graduated - length}-09-01`, graduated >= thisYear ? null : `${graduated}-07-01`]);
    let cursor = graduated;
    const jobs = Math.min(random.int(0, 3), Math.max(0, thisYear - graduated));
    for (let j = 0; j < jobs; j++) {
      const begin = cursor + random.int(0, 1);
      if (begin >= thisYear) break;
      const stop = Math.min(begin + random.int(1, 5), thisYear);
      const current = j === jobs - 1 && s.jobStatus === 1;
      works.push([resumeId, random.pick(WORK_COMPANIES), random.pick(WORK_JOBS), `${begin}-${String(random.int(1, 12)).padStart(2, '0')}-01`, current ? null : `${stop}-${String(random.int(1, 12)).padStart(2, '0')}-01`, random.pick(WORK_CONTENT)]);
      cursor = stop;
    }
    const courses = weighted(random, [[0, 55], [1, 35], [2, 10]]);
    for (let t = 0; t < courses; t++) {
      const year = random.int(Math.min(graduated, thisYear - 1), thisYear - 1);
      const [course, certificate] = random.pick(TRAIN_COURSES);
      const month = random.int(1, 10);
      trains.push([resumeId, random.pick(TRAIN_ORGS), course, certificate, `${year}-${String(month).padStart(2, '0')}-01`, `${year}-${String(month + 1).padStart(2, '0')}-28`]);
    }
  });
  const dates = [['begin_date', 'text'], ['end_date', 'text']] as const;
  await load(db, 'recruit_resume_work', [['resume_id', 'integer'], ['cmpy_name', 'text'], ['job_name', 'text'], ...dates, ['content', 'text']], works);
  await load(db, 'recruit_resume_education', [['resume_id', 'integer'], ['school_name', 'text'], ['major', 'text'], ['education', 'integer'], ...dates], educations);
  await load(db, 'recruit_resume_train', [['resume_id', 'integer'], ['train_org', 'text'], ['train_course', 'text'], ['certificate', 'text'], ...dates], trains);
}

// ---------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------

interface OpenJob {
  id: number;
  address: string;
  opened: number;
  closed: number;
}

/** The road an application took to its state: the actions, in order (an interview may be rescheduled once). */
function pathTo(random: DemoRandom, state: number): ApplyAction[] {
  switch (state) {
    case APPLY_STATES.passedScreening:
      return ['throughFirst'];
    case APPLY_STATES.interview:
      return random.chance(0.15) ? ['throughFirst', 'inviteInterview', 'inviteInterview'] : ['throughFirst', 'inviteInterview'];
    case APPLY_STATES.hired:
      return ['throughFirst', 'inviteInterview', 'employ'];
    case APPLY_STATES.unsuitable:
      return weighted(random, [[['outOfPlace'], 5], [['throughFirst', 'outOfPlace'], 3], [['throughFirst', 'inviteInterview', 'outOfPlace'], 2]] as const).slice();
    default:
      return [];
  }
}

/** Older applications have moved further; the last days' are mostly still new. */
function stateFor(random: DemoRandom, ageDays: number): number {
  if (ageDays < 3) return weighted(random, [[0, 80], [3, 12], [6, 8]]);
  if (ageDays < 14) return weighted(random, [[0, 45], [3, 20], [5, 15], [4, 5], [6, 15]]);
  return weighted(random, [[0, 22], [3, 16], [5, 12], [4, 20], [6, 30]]);
}

const APPLY_COLUMNS = [
  ['apply_code', 'text'],
  ['resume_id', 'integer'],
  ['job_id', 'integer'],
  ['state', 'integer'],
  ['usr_gender', 'integer'],
  ['usr_birth_date', 'text'],
  ['apply_time', 'text'],
  ['remark', 'text'],
  ['update_time', 'text'],
] as const;

export async function seedResumeDemo(db: DbOrTrx, options: ResumeDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const end = startOfDay(options.now ?? Date.now());
  const seekerCount = options.seekers ?? 12_000;
  const wanted = options.applications ?? 40_000;

  const places = await seekerPlaces(db);
  const jobRows = await db
    .selectFrom('recruitJobInfo')
    .select(['id', 'address', 'onlineTime', 'endTime'])
    .where('onlineTime', 'is not', null)
    .orderBy('id')
    .execute();
  const jobs: OpenJob[] = jobRows
    .map((j) => ({ id: Number(j.id), address: j.address, opened: Date.parse(`${(j.onlineTime ?? '').replace(' ', 'T')}+08:00`), closed: Math.min(Date.parse(`${j.endTime.replace(' ', 'T')}+08:00`), end - 60_000) }))
    .filter((j) => j.closed - j.opened > HOUR_MS);
  const staff = await demoStaff(db, '招聘管理员');

  const seekers = generateSeekers(random, seekerCount, places, end);
  const seekerIds = await loadSeekers(db, seekers);
  const resumeCodes = await loadResumes(db, random, seekers, seekerIds, end);
  const resumeIdByCode = await resumeIdsByCode(db);
  const resumeIds = resumeCodes.map((code) => resumeIdByCode.get(code) ?? 0);
  await loadHistories(db, random, seekers, resumeIds, end);
  if (jobs.length === 0) return;

  // Applications: each person applies to a few jobs that were open while they were registered.
  interface Planned {
    code: string;
    seeker: DemoSeeker;
    resumeId: number;
    job: OpenJob;
    state: number;
    applied: number;
    steps: Array<{ action: ApplyAction; from: number; to: number; at: number; operator: { id: number; realName: string } }>;
    remark: string;
  }
  const planned: Planned[] = [];
  const perPerson = wanted / seekers.length;
  seekers.forEach((seeker, i) => {
    const count = Math.max(1, Math.round(perPerson * (0.3 + random.next() * 1.4)));
    const chosen = new Set<number>();
    for (let k = 0; k < count * 3 && chosen.size < count; k++) {
      const job = random.pick(jobs);
      if (chosen.has(job.id)) continue;
      const from = Math.max(job.opened, seeker.created);
      if (job.closed - from < HOUR_MS) continue;
      chosen.add(job.id);
      const applied = from + Math.floor(random.next() * (job.closed - from));
      const state = stateFor(random, (end - applied) / DAY_MS);
      // The steps follow the application hours to days apart; each takes at most a third of
      // the time left before today, so they stay in order and in the past.
      // Staff act in office hours; an application whose next step office hours would push past today stays where it is.
      let at = applied;
      let current: number = APPLY_STATES.new;
      const steps: Planned['steps'] = [];
      for (const action of pathTo(random, state)) {
        const next = officeHoursFrom(at + Math.max(1000, Math.floor(Math.min(random.int(2, 72) * HOUR_MS, (end - at) / 3))));
        if (next >= end) break;
        at = next;
        const to = APPLY_MACHINE.next(action, current) ?? current;
        steps.push({ action, from: current, to, at, operator: random.pick(staff) });
        current = to;
      }
      planned.push({
        code: code32(random),
        seeker,
        resumeId: resumeIds[i],
        job,
        state: current,
        applied,
        steps,
        remark: random.chance(0.08) ? random.pick(REMARKS) : '',
      });
    }
  });
  planned.sort((a, b) => a.applied - b.applied);
  await load(
    db,
    'recruit_job_apply',
    APPLY_COLUMNS,
    planned.map((p) => [
      p.code,
      p.resumeId,
      p.job.id,
      p.state,
      p.seeker.usrGender,
      p.seeker.birthDate,
      formatTime(p.applied),
      p.remark,
      formatTime(p.steps.at(-1)?.at ?? p.applied),
    ]),
  );
  const applyIds = await applyIdsByCode(db);

  const operations: Cell[][] = [];
  const auditions: Cell[][] = [];
  for (const p of planned) {
    const applyId = applyIds.get(p.code) ?? 0;
    for (const [k, step] of p.steps.entries()) {
      const note = step.action === 'outOfPlace' ? random.pick(OUT_OF_PLACE_NOTES) : step.action === 'employ' && random.chance(0.5) ? '试用期三个月' : '';
      operations.push([applyId, step.action, step.from, step.to, note, step.operator.id, step.operator.realName, formatTime(step.at)]);
      if (step.action === 'inviteInterview') {
        // An interview took place between the invitation and the next step (a hire comes after it);
        // the last invitation of an application still waiting is for a day ahead.
        const following = p.steps[k + 1]?.at;
        const interview =
          following === undefined
            ? startOfDay(step.at) + random.int(1, 5) * DAY_MS + random.pick([9, 10, 14, 15]) * HOUR_MS + random.pick([0, 30]) * 60_000
            : step.at + Math.floor((following - step.at) / 2);
        auditions.push([
          code32(random),
          applyId,
          formatTime(interview),
          p.job.address,
          random.pick(SURNAMES) + random.pick([...GIVEN_MALE, ...GIVEN_FEMALE]),
          random.chance(0.6) ? mobile(random) : `0371-${random.int(50_000_000, 69_999_999)}`,
          random.chance(0.5) ? '请携带身份证及简历准时到达' : '',
          step.operator.id,
          step.operator.realName,
          formatTime(step.at),
        ]);
      }
    }
  }
  await load(
    db,
    'recruit_apply_operation',
    [['apply_id', 'integer'], ['action', 'text'], ['from_state', 'integer'], ['to_state', 'integer'], ['note', 'text'], ['operator_id', 'integer'], ['operator_name', 'text'], ['create_time', 'text']],
    operations,
  );
  await load(
    db,
    'recruit_apply_audition',
    [['audition_code', 'text'], ['apply_id', 'integer'], ['interview_time', 'text'], ['interview_place', 'text'], ['contact_person', 'text'], ['contact_phone', 'text'], ['note', 'text'], ['inviter_id', 'integer'], ['inviter_name', 'text'], ['create_time', 'text']],
    auditions,
  );

  // Epidemic health proofs: 2022, when employers asked for them.
  const proofs: Cell[][] = [];
  const epidemicStart = Date.parse('2022-03-01T00:00:00+08:00');
  const epidemicEnd = Date.parse('2022-12-06T00:00:00+08:00');
  seekers.forEach((s) => {
    if (!random.chance(0.4)) return;
    const seekerId = seekerIds.get(s.usrCode) ?? 0;
    for (let k = random.int(1, 4); k > 0; k--) {
      const checked = epidemicStart + Math.floor(random.next() * (epidemicEnd - epidemicStart));
      const type = weighted(random, [[HEALTH_PROVE_TYPES.nucleicAcid, 55], [HEALTH_PROVE_TYPES.healthCode, 20], [HEALTH_PROVE_TYPES.itinerary, 15], [HEALTH_PROVE_TYPES.vaccination, 10]]);
      const [result, institution, validHours] =
        type === HEALTH_PROVE_TYPES.nucleicAcid
          ? ([random.chance(0.995) ? '阴性' : '阳性', random.pick(INSTITUTIONS), random.pick([48, 72])] as const)
          : type === HEALTH_PROVE_TYPES.healthCode
            ? ([random.chance(0.97) ? '绿码' : '黄码', '河南省政务服务网（豫事办）', 24] as const)
            : type === HEALTH_PROVE_TYPES.itinerary
              ? ([random.chance(0.95) ? '14天内未途经中高风险地区' : '14天内途经中高风险地区', '通信大数据行程卡', 24] as const)
              : ([random.pick(['已完成全程接种', '已完成加强免疫']), random.pick(['新郑市疾病预防控制中心', '郑州市金水区疾病预防控制中心']), null] as const);
      const isNormal = ['阳性', '黄码', '14天内途经中高风险地区'].includes(result) ? 0 : 1;
      proofs.push([code32(random), seekerId, type, result, isNormal, institution, formatTime(checked), validHours === null ? null : formatTime(checked + validHours * HOUR_MS), '', formatTime(checked + random.int(1, 8) * HOUR_MS)]);
    }
  });
  await load(
    db,
    'recruit_health_prove',
    [['prove_code', 'text'], ['seeker_id', 'integer'], ['prove_type', 'integer'], ['result', 'text'], ['normal', 'integer'], ['institution', 'text'], ['check_time', 'text'], ['valid_until', 'text'], ['remark', 'text'], ['create_time', 'text']],
    proofs,
  );
}
