import {
  COLLEGE_APPROVE_TYPES,
  idCardCheckChar,
  JOB_FAIR_JOB_STATES,
  SPECIALTY_CATEGORIES,
  TREE_TYPES,
  type CollegeApplication,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { WHOLE_SCOPE } from '../../platform/data-scope.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { formatTime, parseTime } from '../../platform/time.js';
import { nodesByCode, rootOf } from '../common/tree-data/tree-data.service.js';
import { demoStaff } from '../system/user/user.service.js';
import { replaceParticipants } from '../recruit/fair-rules/fair-rules.service.js';
import * as fairRepo from './campus-fair/campus-fair.repository.js';
import { CAMPUS_FAIR_TABLES } from './campus-fair/campus-fair.table.js';
import { decideCollege, submitCollege } from './college/college.service.js';
import * as studentRepo from './student/student.repository.js';
import type { NewStudent } from './student/student.table.js';

/**
 * The colleges' demo: 24 made-up colleges (6 本科, 10 高职, 5 中职, 3 技工) in
 * 郑州's counties, in every review state — some admitted only after a
 * rejection and a resubmission, some waiting on their second 入驻申请 — each
 * decision by a 院校管理员; about 60,000 students of the passed ones,
 * enrolled over the ten years before the seeding year (and the seeding year's
 * intake from September), with valid ID numbers issued where they come from
 * (河南's counties, weighted to 郑州, 周口, 南阳, 商丘 …, a few from other
 * provinces), graduates 85–92 % employed across industry 门类; about 60
 * campus fairs over two years in every status, with the recruitment demo's
 * passed companies and their jobs. Deterministic: a fixed seed, times counted
 * from the seeding day.
 */
const SEED = 410_105;

export interface CollegeDemoOptions {
  students?: number;
  fairs?: number;
}

interface CollegeSpec {
  name: string;
  type: 1 | 2 | 3 | 4;
  nature: 1 | 2;
  county: string;
  /** The categories it teaches most. */
  focus: readonly string[];
  authority: string;
}

const PROVINCE_EDU = '河南省教育厅';
const CITY_EDU = '郑州市教育局';
const CITY_HR = '郑州市人力资源和社会保障局';

/** Made-up colleges; none is a real school. */
const COLLEGES: readonly CollegeSpec[] = [
  { name: '郑州嵩阳理工学院', type: 1, nature: 1, county: '410172', focus: ['46', '51', '43'], authority: PROVINCE_EDU },
  { name: '中州经贸学院', type: 1, nature: 1, county: '410105', focus: ['53', '51', '54'], authority: PROVINCE_EDU },
  { name: '郑州龙湖科技大学', type: 1, nature: 2, county: '410184', focus: ['51', '46', '44'], authority: PROVINCE_EDU },
  { name: '河南轩辕师范学院', type: 1, nature: 1, county: '410184', focus: ['57', '55', '53'], authority: PROVINCE_EDU },
  { name: '郑州金水医学院', type: 1, nature: 1, county: '410105', focus: ['52', '49'], authority: PROVINCE_EDU },
  { name: '中原航港工程学院', type: 1, nature: 2, county: '410173', focus: ['50', '46', '51'], authority: PROVINCE_EDU },
  { name: '郑州溱洧职业技术学院', type: 2, nature: 1, county: '410184', focus: ['46', '51', '53'], authority: PROVINCE_EDU },
  { name: '郑州始祖山职业学院', type: 2, nature: 2, county: '410184', focus: ['53', '54', '57'], authority: PROVINCE_EDU },
  { name: '郑州雁鸣湖职业技术学院', type: 2, nature: 1, county: '410122', focus: ['41', '49', '46'], authority: PROVINCE_EDU },
  { name: '郑州商都信息职业学院', type: 2, nature: 2, county: '410172', focus: ['51', '53'], authority: PROVINCE_EDU },
  { name: '郑州黄河水工职业学院', type: 2, nature: 1, county: '410108', focus: ['44', '43', '46'], authority: PROVINCE_EDU },
  { name: '郑州嵩山铁道职业学院', type: 2, nature: 1, county: '410103', focus: ['50', '46', '43'], authority: PROVINCE_EDU },
  { name: '郑州绿博园林职业学院', type: 2, nature: 2, county: '410122', focus: ['41', '44', '55'], authority: PROVINCE_EDU },
  { name: '郑州中牟汽车职业学院', type: 2, nature: 2, county: '410122', focus: ['46', '50'], authority: PROVINCE_EDU },
  { name: '郑州港区物流职业学院', type: 2, nature: 1, county: '410173', focus: ['53', '50', '51'], authority: PROVINCE_EDU },
  { name: '郑州惠济旅游职业学院', type: 2, nature: 2, county: '410108', focus: ['54', '49', '55'], authority: PROVINCE_EDU },
  { name: '郑州溱水中等专业学校', type: 3, nature: 1, county: '410184', focus: ['46', '53'], authority: CITY_EDU },
  { name: '新郑龙湖职业中专', type: 3, nature: 1, county: '410184', focus: ['51', '54', '57'], authority: CITY_EDU },
  { name: '郑州金岱商贸中等专业学校', type: 3, nature: 2, county: '410104', focus: ['53', '54'], authority: CITY_EDU },
  { name: '郑州北龙湖卫生学校', type: 3, nature: 1, county: '410105', focus: ['52'], authority: CITY_EDU },
  { name: '郑州高新信息工程学校', type: 3, nature: 2, county: '410172', focus: ['51', '46'], authority: CITY_EDU },
  { name: '郑州轩辕技工学校', type: 4, nature: 1, county: '410184', focus: ['46', '43'], authority: CITY_HR },
  { name: '郑州航港高级技工学校', type: 4, nature: 1, county: '410173', focus: ['46', '50'], authority: CITY_HR },
  { name: '郑州裕华技师学院', type: 4, nature: 2, county: '410102', focus: ['46', '44', '49'], authority: CITY_HR },
];

/**
 * How each college's review went, by index: passed at once, passed after a
 * rejection, waiting (first or second submission), rejected (once or twice).
 */
type Story = 'passed' | 'passedAfterReject' | 'pending' | 'pendingAgain' | 'rejected' | 'rejectedTwice';
const STORIES: readonly Story[] = [
  'passed', 'passed', 'passedAfterReject', 'passed', 'passed', 'pending',
  'passed', 'passed', 'passedAfterReject', 'passed', 'passed', 'passed', 'pendingAgain', 'passed', 'rejected', 'passed',
  'passed', 'passedAfterReject', 'passed', 'pending', 'rejectedTwice',
  'passed', 'passed', 'rejected',
];

const REJECT_REASONS = [
  '办学许可证图片不清晰，请重新上传',
  '学校标识码与办学许可证不一致，请核对',
  '开设专业与主管部门备案不符，请补充备案材料',
  '联系人手机号无法接通，请更新联系方式',
  '院校简介缺少办学规模和师资情况，请补充',
];

/** 院系 by 专业大类. */
const DEPARTMENTS: Readonly<Record<string, string>> = {
  '46': '机电工程学院', '51': '信息工程学院', '53': '经济管理学院', '52': '医学院', '44': '建筑工程学院', '50': '交通运输学院',
  '57': '教育学院', '54': '旅游学院', '49': '食品工程学院', '41': '农林学院', '55': '艺术设计学院', '43': '能源动力学院',
};

/** Where a graduate of a category works, by industry 门类, with weights. */
const INDUSTRIES_BY_CATEGORY: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  '46': [['C', 70], ['M', 10], ['O', 8], ['F', 6], ['E', 6]],
  '51': [['I', 55], ['C', 15], ['L', 10], ['F', 8], ['J', 6], ['M', 6]],
  '53': [['F', 30], ['L', 20], ['J', 15], ['G', 15], ['C', 10], ['H', 10]],
  '52': [['Q', 80], ['C', 8], ['F', 7], ['O', 5]],
  '44': [['E', 60], ['K', 20], ['N', 10], ['M', 10]],
  '50': [['G', 70], ['C', 15], ['F', 8], ['L', 7]],
  '57': [['P', 75], ['O', 10], ['R', 10], ['L', 5]],
  '54': [['H', 55], ['R', 15], ['L', 15], ['F', 15]],
  '49': [['C', 60], ['F', 20], ['H', 12], ['M', 8]],
  '41': [['A', 55], ['C', 20], ['F', 15], ['N', 10]],
  '55': [['R', 35], ['L', 25], ['I', 20], ['C', 20]],
  '43': [['D', 60], ['C', 25], ['E', 15]],
};

/** Made-up employers by 门类, for those the demo companies do not cover. */
const EMPLOYERS: Readonly<Record<string, readonly string[]>> = {
  A: ['郑州中牟绿源农业发展有限公司', '新郑市红枣种植专业合作社'],
  C: ['郑州恒达机械制造有限公司', '河南中原精密部件有限公司', '郑州食尚食品有限公司'],
  D: ['郑州东区热力有限公司', '河南豫能光伏发电有限公司'],
  E: ['郑州中建七局下属项目部', '河南华通建设工程有限公司'],
  F: ['郑州丹华商贸有限公司', '河南万家惠连锁超市有限公司'],
  G: ['郑州港区顺达物流有限公司', '郑州地铁运营分公司（模拟）'],
  H: ['郑州嵩山大酒店有限公司', '郑州黄河迎宾馆（模拟）'],
  I: ['郑州云启软件科技有限公司', '河南数智信息技术有限公司'],
  J: ['郑州某农村商业银行支行', '河南安泰保险代理有限公司'],
  K: ['郑州居安物业服务有限公司'],
  L: ['郑州博远人力资源服务有限公司', '河南创新会展服务有限公司'],
  M: ['郑州精测检测技术有限公司'],
  N: ['郑州绿城园林绿化工程有限公司'],
  O: ['郑州快修汽车服务有限公司'],
  P: ['郑州市某区第三幼儿园', '新郑市某小学'],
  Q: ['郑州某社区卫生服务中心', '新郑市第二人民医院（模拟）'],
  R: ['郑州中原文化传媒有限公司'],
};

/** 生源 cities of 河南 with weights (the rest of the country shares OTHER_PROVINCES). */
const ORIGIN_CITIES: ReadonlyArray<readonly [string, number]> = [
  ['410100', 20], ['411600', 12], ['411300', 11], ['411400', 10], ['411700', 8], ['411500', 8], ['410300', 7], ['410700', 5],
  ['410200', 5], ['410400', 5], ['410500', 4], ['411000', 4], ['410800', 3], ['411100', 3], ['410900', 3], ['411200', 2], ['410600', 2],
];
const OTHER_PROVINCE_SHARE = 0.05;
const OTHER_PROVINCES = ['130000', '340000', '370000', '320000', '420000', '610000', '140000', '500000'];

const GIVEN_MALE = ['浩然', '子轩', '宇航', '俊杰', '明哲', '一鸣', '博文', '天佑', '思远', '梓豪', '嘉懿', '振宇', '家豪', '晨阳', '鹏程', '志远'];
const GIVEN_FEMALE = ['欣怡', '梓涵', '雨萱', '诗涵', '佳怡', '可馨', '梦瑶', '思彤', '若曦', '语嫣', '婧琪', '一诺', '紫萱', '雅静', '晓彤', '文静'];

const FAIR_TOPICS = ['春季双选会', '秋季校园招聘会', '毕业生专场招聘会', '实习就业洽谈会', '智能制造专场', '信息技术专场', '医药卫生专场', '现代服务业专场'];

/** Study years by college type. */
const YEARS_OF_STUDY: Readonly<Record<number, number>> = { 1: 4, 2: 3, 3: 3, 4: 3 };
/** The education its students finish with. */
const EDUCATION: Readonly<Record<number, number>> = { 1: 9, 2: 8, 3: 7, 4: 5 };

interface Region {
  code: string;
  parentCode: string;
  lng: number | null;
  lat: number | null;
}

async function regionsOf(db: DbOrTrx) {
  const rows = await db.selectFrom('comRegion').select(['code', 'parentCode', 'level', 'gcj02Lng', 'gcj02Lat']).where('level', 'in', [1, 2, 3]).orderBy('code').execute();
  const counties = rows.filter((r) => r.level === 3).map((r): Region => ({ code: r.code, parentCode: r.parentCode, lng: r.gcj02Lng === null ? null : Number(r.gcj02Lng), lat: r.gcj02Lat === null ? null : Number(r.gcj02Lat) }));
  const byCity = new Map<string, string[]>();
  for (const c of counties) byCity.set(c.parentCode, [...(byCity.get(c.parentCode) ?? []), c.code]);
  const cities = rows.filter((r) => r.level === 2);
  const citiesOfProvince = new Map<string, string[]>();
  for (const c of cities) citiesOfProvince.set(c.parentCode, [...(citiesOfProvince.get(c.parentCode) ?? []), c.code]);
  return { county: new Map(counties.map((c) => [c.code, c])), byCity, citiesOfProvince };
}

type Regions = Awaited<ReturnType<typeof regionsOf>>;

/** A 生源 county: a 河南 city by weight then one of its counties, or (5 %) a county of another province. */
function originOf(random: DemoRandom, regions: Regions): string {
  if (random.chance(OTHER_PROVINCE_SHARE)) {
    const cities = regions.citiesOfProvince.get(random.pick(OTHER_PROVINCES)) ?? [];
    const counties = cities.length > 0 ? (regions.byCity.get(random.pick(cities)) ?? []) : [];
    if (counties.length > 0) return random.pick(counties);
  }
  const counties = regions.byCity.get(weighted(random, ORIGIN_CITIES)) ?? regions.byCity.get('410100') ?? [];
  return random.pick(counties);
}

function schoolCodeOf(index: number): string {
  return `41${String(10_000_000 + index * 37_311).slice(-8)}`;
}

function applicationOf(spec: CollegeSpec, index: number, random: DemoRandom, regions: Regions, revision: number): CollegeApplication {
  const county = regions.county.get(spec.county);
  const specialties = SPECIALTY_CATEGORIES.filter((c) => spec.focus.includes(c.code)).flatMap((c) => c.specialties.map(([code]) => code));
  const extras = SPECIALTY_CATEGORIES.filter((c) => !spec.focus.includes(c.code)).flatMap((c) => c.specialties.map(([code]) => code));
  const taught = [...specialties, ...random.shuffle(extras).slice(0, random.int(1, 3))];
  const contact = random.pick(SURNAMES.slice(0, 20)) + random.pick(random.chance(0.5) ? GIVEN_MALE : GIVEN_FEMALE);
  return {
    collegeName: spec.name,
    collegeType: spec.type,
    runNature: spec.nature,
    schoolCode: schoolCodeOf(index),
    authority: spec.authority,
    provinceCode: '410000',
    cityCode: '410100',
    countyCode: spec.county,
    address: `${random.pick(['学院路', '大学路', '龙湖大道', '科学大道', '文化路', '航海路', '郑新快速路'])}${random.int(1, 300)}号`,
    gcj02Lng: Number(((county?.lng ?? 113.7) + (random.next() - 0.5) * 0.02).toFixed(6)),
    gcj02Lat: Number(((county?.lat ?? 34.5) + (random.next() - 0.5) * 0.02).toFixed(6)),
    contactPerson: contact,
    contactPhone: mobile(random),
    logoKey: '',
    licenseKey: '',
    introduction: `${spec.name}是一所${spec.nature === 1 ? '公办' : '民办'}${['本科院校', '高职（专科）院校', '中等职业学校', '技工院校'][spec.type - 1]}，${revision > 1 ? '已按要求补充办学许可证和专业备案材料，' : ''}面向产业培养技术技能人才。`,
    specialtyCodes: taught,
  };
}

/** A moment in office hours on the day `daysAgo` before `end`. */
const officeMoment = (random: DemoRandom, end: number, daysAgo: number) => startOfDay(end) - daysAgo * DAY_MS + 9 * HOUR_MS + random.int(0, 8 * 60) * 60_000;

export async function seedCollegeDemo(db: DbOrTrx, now: string, options: CollegeDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const end = parseTime(now);
  const today = formatTime(end);
  const thisYear = Number(today.slice(0, 4));
  const regions = await regionsOf(db);
  const reviewers = await demoStaff(db, '院校管理员');

  // --- Colleges and their 入驻申请 -------------------------------------------
  const passed: Array<{ code: string; spec: CollegeSpec; specialties: string[] }> = [];
  for (const [index, spec] of COLLEGES.entries()) {
    const story = STORIES[index];
    const rounds = story === 'passed' || story === 'pending' || story === 'rejected' ? 1 : story === 'rejectedTwice' ? 2 : 2;
    let daysAgo = random.int(60, 700);
    let collegeCode: string | undefined;
    let application = applicationOf(spec, index, random, regions, 1);
    for (let round = 1; round <= rounds; round++) {
      if (round > 1) application = applicationOf(spec, index, random, regions, round);
      const applyTime = formatTime(officeMoment(random, end, daysAgo));
      collegeCode = (await submitCollege(db, application, { collegeCode, now: applyTime, codes: { collegeCode: collegeCode ?? code32(random), applyCode: code32(random) } })).collegeCode;
      const last = round === rounds;
      const waiting = last && (story === 'pending' || story === 'pendingAgain');
      if (waiting) break;
      const reject = !last || story === 'rejected' || story === 'rejectedTwice';
      daysAgo = Math.max(1, daysAgo - random.int(2, 12));
      const reviewer = random.pick(reviewers);
      await decideCollege(
        db,
        WHOLE_SCOPE,
        { collegeCode, approveType: reject ? COLLEGE_APPROVE_TYPES.rejected : COLLEGE_APPROVE_TYPES.passed, rejectDesc: reject ? random.pick(REJECT_REASONS) : undefined },
        { userId: reviewer.id, realName: reviewer.realName },
        formatTime(officeMoment(random, end, daysAgo)),
      );
      daysAgo = Math.max(1, daysAgo - random.int(5, 40));
    }
    if (collegeCode && (story === 'passed' || story === 'passedAfterReject')) passed.push({ code: collegeCode, spec, specialties: application.specialtyCodes });
  }

  // --- Students ------------------------------------------------------------
  const [industryTree, companies] = await Promise.all([
    nodesByCode(db, TREE_TYPES.industry),
    db.selectFrom('cmpyInfo').select(['cmpyName', 'industryCode']).where('approveType', '=', 1).orderBy('id').execute(),
  ]);
  const employersBySection = new Map<string, string[]>();
  for (const c of companies) {
    const section = rootOf(industryTree, c.industryCode)?.code ?? '';
    employersBySection.set(section, [...(employersBySection.get(section) ?? []), c.cmpyName]);
  }
  const wanted = options.students ?? 60_000;
  const weights = passed.map((p) => (p.spec.type === 1 ? 1.6 : p.spec.type === 2 ? 1.2 : 0.6));
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const month = Number(today.slice(5, 7));
  const firstYear = thisYear - 10;
  // The seeding year's intake is in from September.
  const lastYear = month >= 9 ? thisYear : thisYear - 1;
  const usedCards = new Set<string>();
  const students: NewStudent[] = [];
  const created = formatTime(startOfDay(end) - 30 * DAY_MS + 10 * HOUR_MS);
  for (const [i, college] of passed.entries()) {
    const count = Math.round((wanted * weights[i]) / weightSum);
    const length = YEARS_OF_STUDY[college.spec.type];
    const baseEducation = EDUCATION[college.spec.type];
    // Each college's graduates find work at its own rate, 85–92 %.
    const employRate = 0.85 + random.next() * 0.07;
    const cohortSizes = Array.from({ length: lastYear - firstYear + 1 }, (_, k) => 0.8 + 0.04 * k + random.next() * 0.1);
    const cohortSum = cohortSizes.reduce((s, w) => s + w, 0);
    let serial = 0;
    for (const [k, size] of cohortSizes.entries()) {
      const enrolYear = firstYear + k;
      const graduateYear = enrolYear + length;
      // Graduation is in July.
      const graduated = graduateYear < thisYear || (graduateYear === thisYear && month >= 7);
      const cohort = Math.round((count * size) / cohortSum);
      for (let n = 0; n < cohort; n++) {
        serial += 1;
        const gender: 1 | 2 = random.chance(0.52) ? 1 : 2;
        const origin = originOf(random, regions);
        const age = college.spec.type === 3 ? 15 : 18;
        const birth = Date.UTC(enrolYear - age - (random.chance(0.2) ? 1 : 0), 0, 1) + random.int(0, 364) * DAY_MS;
        const birthDate = new Date(birth).toISOString().slice(0, 10);
        let idCard = '';
        do {
          const sequence = random.int(0, 499) * 2 + (gender === 1 ? 1 : 0);
          const first17 = `${origin}${birthDate.replace(/-/g, '')}${String(sequence).padStart(3, '0')}`;
          idCard = first17 + idCardCheckChar(first17);
        } while (usedCards.has(idCard));
        usedCards.add(idCard);
        const specialtyCode = random.chance(0.75)
          ? random.pick(college.specialties.filter((s) => college.spec.focus.includes(s.slice(0, 2))).concat(college.specialties.slice(0, 1)))
          : random.pick(college.specialties);
        const category = specialtyCode.slice(0, 2);
        const employed = graduated && random.chance(employRate);
        const section = employed ? weighted(random, INDUSTRIES_BY_CATEGORY[category] ?? [['C', 1]]) : '';
        const employerPool = employed ? (employersBySection.get(section) ?? []) : [];
        const employer = !employed ? '' : employerPool.length > 0 && random.chance(0.6) ? random.pick(employerPool) : random.pick(EMPLOYERS[section] ?? EMPLOYERS.C);
        const education = baseEducation === 9 && random.chance(0.04) ? 10 : baseEducation;
        students.push({
          studentCode: code32(random),
          studentNo: `${enrolYear}${String(serial).padStart(5, '0')}`,
          studentName: random.pick(SURNAMES) + random.pick(gender === 1 ? GIVEN_MALE : GIVEN_FEMALE),
          gender,
          birthDate,
          idCard,
          mobile: mobile(random),
          collegeCode: college.code,
          department: DEPARTMENTS[category] ?? '综合系',
          specialtyCode,
          education,
          enrolYear,
          graduateYear,
          className: `${String(enrolYear).slice(2)}级${random.int(1, 6)}班`,
          schoolStatus: graduated ? 2 : 1,
          jobStatus: employed ? 1 : 0,
          employer,
          industryCode: section,
          originCountyCode: origin,
          createTime: created,
          updateTime: created,
        });
      }
    }
  }
  await studentRepo.insertStudents(db, students);

  // --- Campus fairs ----------------------------------------------------------
  const jobs = await db
    .selectFrom('recruitJobInfo as j')
    .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'j.cmpyCode')
    .select(['j.id', 'j.cmpyCode', 'j.approveType', 'j.endTime'])
    .where('c.approveType', '=', 1)
    .where('j.approveType', 'in', [...JOB_FAIR_JOB_STATES])
    .orderBy('j.id')
    .execute();
  const jobsByCompany = new Map<string, Array<{ id: number; endTime: string }>>();
  for (const j of jobs) jobsByCompany.set(j.cmpyCode, [...(jobsByCompany.get(j.cmpyCode) ?? []), { id: Number(j.id), endTime: j.endTime }]);
  const companyCodes = [...jobsByCompany.keys()];
  const fairCount = options.fairs ?? 60;
  const creators = reviewers;
  for (let f = 0; f < fairCount && passed.length > 0; f++) {
    const host = passed[f % passed.length];
    // Spread over the two years before the seeding day and the three months after; a few running now.
    const startDay = f % 12 === 0 ? random.int(0, 2) : random.int(-90, 720);
    const start = startOfDay(end) - startDay * DAY_MS + 9 * HOUR_MS;
    const online = random.chance(0.25);
    const finish = online ? start + random.int(7, 30) * DAY_MS + 8 * HOUR_MS : start + (random.chance(0.7) ? 8 * HOUR_MS : DAY_MS + 8 * HOUR_MS);
    const startYear = new Date(start + 8 * HOUR_MS).getUTCFullYear();
    const county = regions.county.get(host.spec.county);
    const creator = random.pick(creators);
    const topic = FAIR_TOPICS[f % FAIR_TOPICS.length];
    const fairId = await fairRepo.insertFair(db, {
      fairCode: code32(random),
      fairName: `${host.spec.name}${startYear}年${topic}${f >= FAIR_TOPICS.length * passed.length ? `（第${f + 1}场）` : ''}`,
      collegeCode: host.code,
      fairType: online ? 1 : 2,
      boothCount: online ? 0 : random.int(40, 200),
      organizer: host.spec.name,
      undertaker: `${host.spec.name}招生就业处`,
      contactPerson: random.pick(SURNAMES.slice(0, 20)) + random.pick(GIVEN_FEMALE),
      contactPhone: mobile(random),
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: host.spec.county,
      address: online ? '' : `${random.pick(['学生活动中心', '体育馆', '图书馆广场', '大学生就业创业服务中心'])}`,
      gcj02Lng: online ? null : Number(((county?.lng ?? 113.7) + (random.next() - 0.5) * 0.02).toFixed(6)),
      gcj02Lat: online ? null : Number(((county?.lat ?? 34.5) + (random.next() - 0.5) * 0.02).toFixed(6)),
      startTime: formatTime(start),
      endTime: formatTime(finish),
      description: `<p>${host.spec.name}面向${startYear}届及往届毕业生举办${topic}，欢迎各用人单位参会。</p>`,
      creatorId: creator.id,
      creatorName: creator.realName,
      createTime: formatTime(start - random.int(10, 30) * DAY_MS),
      updateTime: formatTime(start - random.int(1, 9) * DAY_MS),
    });
    const takers = random.shuffle(companyCodes).slice(0, random.int(3, 10));
    const joinTime = formatTime(start - random.int(3, 9) * DAY_MS);
    const chosen = takers.map((cmpyCode) => ({
      cmpyCode,
      jobs: random
        .shuffle((jobsByCompany.get(cmpyCode) ?? []).filter((j) => j.endTime > formatTime(start)))
        .slice(0, random.int(1, 4)),
    }));
    await replaceParticipants(
      db,
      CAMPUS_FAIR_TABLES,
      fairId,
      chosen.map((c) => ({ cmpyCode: c.cmpyCode, joinTime })),
      chosen.flatMap((c) => c.jobs.map((j) => ({ cmpyCode: c.cmpyCode, jobId: j.id }))),
    );
  }
}

