import { birthDateOfIdCard, COLLEGE_APPROVE_TYPES, genderOfIdCard, perm, SPECIALTY_CATEGORIES, type CollegeApplication } from '@hrbd/contract';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { createDatabase, dialectOf, type DatabaseTarget } from '@hrbd/server/dist/db/dialect/index.js';
import { decideCollege, submitCollege } from '@hrbd/server/dist/modules/college/college/college.service.js';
import { insertStudents } from '@hrbd/server/dist/modules/college/student/student.repository.js';
import type { NewStudent } from '@hrbd/server/dist/modules/college/student/student.table.js';
import { INDUSTRY_TREE } from '@hrbd/server/dist/modules/common/tree-data/tree-data.seed.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { WHOLE_SCOPE } from '@hrbd/server/dist/platform/data-scope.js';
import { DAY_MS, demoRandom, SURNAMES, weighted } from '@hrbd/server/dist/platform/demo-random.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { sql } from 'kysely';
import { addScopedUser } from './endpoint-bench.js';
import { benchIdCard } from './rent-dataset.js';

export const COLLEGE_ADMIN_PASSWORD = 'Bench@123456';
const SCOPED_USER_PASSWORD = 'Bench@123456';
/** 新郑市: the county user's 数据权限, and the county with the most colleges. */
export const SCOPED_COUNTY = '410184';

export interface CollegeDataset {
  colleges: number;
  /** Colleges per approveType (1 待审核, 2 已通过, 3 已驳回). */
  states: Record<number, number>;
  students: number;
  /** Students of colleges in 新郑市. */
  scopedStudents: number;
  /** A passed college with about the median roster, and one in 新郑市 (the county user's 按院校 case). */
  typicalCollege: { collegeCode: string; students: number };
  scopedCollege: { collegeCode: string; students: number };
  /** Last year's graduates still 未就业 (the 毕业年份 + 就业状态 case), all and in 新郑市. */
  unemployedGraduates: { graduateYear: number; all: number; scoped: number };
  /** Students per enrolment year (the export picks the year nearest its row count). */
  perEnrolYear: Record<number, number>;
  /** A user whose 数据权限 is 新郑市, holding 院校统计, 院校管理 and 学生管理's list codes. */
  scopedUser: { userName: string; password: string; county: string };
  seconds: number;
}

/** 郑州's counties as the colleges are spread, 新郑市 (its 龙湖 college town) the most. */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 30], ['410172', 12], ['410105', 10], ['410173', 10], ['410122', 8], ['410108', 6], ['410102', 6], ['410103', 6], ['410104', 5], ['410181', 4], ['410182', 3],
];
const GIVEN = ['浩然', '子轩', '宇航', '俊杰', '明哲', '一鸣', '博文', '欣怡', '梓涵', '雨萱', '诗涵', '佳怡', '可馨', '梦瑶', '思彤', '若曦'];
/** Years of study and the education finished, by college type (1 本科, 2 高职, 3 中职, 4 技工). */
const STUDY: Readonly<Record<number, { years: number; education: number }>> = { 1: { years: 4, education: 9 }, 2: { years: 3, education: 8 }, 3: { years: 3, education: 7 }, 4: { years: 3, education: 5 } };
/** Enrolment years: the ten before this one, equal cohorts. */
const ENROL_YEARS = 10;
/** Students built and written per round (the module's own bulk writer splits them into statements). */
const CHUNK = 20_000;

/**
 * A migrated database with the admin and the colleges at scale: `colleges`
 * colleges in 郑州's counties (新郑市 the most), submitted and reviewed
 * through the college service as the college side and a 院校管理员 would
 * (80 % 已通过, 12 % 待审核, 8 % 已驳回; each with its 入驻申请), and
 * `students` students of the passed ones, enrolled over the ten years before
 * this one in equal cohorts, graduated after their years of study (in July),
 * graduates 85–92 % employed in an industry 门类, 生源 from 河南's counties
 * (95 %) or elsewhere. Students go in through the module's own bulk writer
 * (`insertStudents`) with the counter triggers on, so `stat_college_count`
 * is what the triggers make of these rows (as for any roster the college
 * side files); PostgreSQL is then `vacuum analyze`d.
 */
export async function buildCollegeDataset(target: DatabaseTarget, sizes: { colleges: number; students: number }, log: (line: string) => void): Promise<CollegeDataset> {
  const started = performance.now();
  const db: Db = createDatabase(target);
  const dialect = dialectOf(db);
  const random = demoRandom(20_261_127);
  const now = Date.now();
  const nowText = formatTime(now);
  const thisYear = Number(nowText.slice(0, 4));
  const month = Number(nowText.slice(5, 7));
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: COLLEGE_ADMIN_PASSWORD, seedDemo: false });

    // --- Colleges, through the college service ------------------------------
    const specialtiesOf = (category: string) => SPECIALTY_CATEGORIES.find((c) => c.code === category)?.specialties.map(([code]) => code) ?? [];
    const categories = SPECIALTY_CATEGORIES.map((c) => c.code);
    const passed: Array<{ code: string; type: number; county: string; specialties: string[] }> = [];
    // A college's point must lie in its county (resolvePlace): near the county's centre.
    const centres = new Map(
      (await db.selectFrom('comRegion').select(['code', 'gcj02Lng', 'gcj02Lat']).where('code', 'in', COUNTIES.map(([code]) => code)).execute()).map((r) => [r.code, r]),
    );
    const states: Record<number, number> = {};
    for (let i = 0; i < sizes.colleges; i++) {
      const type = weighted(random, [[1, 2], [2, 4], [3, 3], [4, 1]] as const);
      const county = weighted(random, COUNTIES);
      const focus = random.shuffle(categories).slice(0, random.int(2, 3));
      const specialties = focus.flatMap(specialtiesOf);
      const applyMs = now - random.int(30, 900) * DAY_MS;
      const application: CollegeApplication = {
        collegeName: `压测${['本科', '高职', '中职', '技工'][type - 1]}院校${i + 1}`,
        collegeType: type,
        runNature: random.chance(0.7) ? 1 : 2,
        schoolCode: String(4_100_000_000 + i),
        authority: type === 4 ? '郑州市人力资源和社会保障局' : '河南省教育厅',
        provinceCode: '410000',
        cityCode: '410100',
        countyCode: county,
        address: `压测大学路${i + 1}号`,
        gcj02Lng: Number((Number(centres.get(county)?.gcj02Lng ?? 113.7) + (random.next() - 0.5) * 0.01).toFixed(6)),
        gcj02Lat: Number((Number(centres.get(county)?.gcj02Lat ?? 34.5) + (random.next() - 0.5) * 0.01).toFixed(6)),
        contactPerson: '王老师',
        contactPhone: '13837100001',
        logoKey: '',
        licenseKey: '',
        introduction: '压测院校',
        specialtyCodes: specialties,
      };
      const { collegeCode } = await submitCollege(db, application, { now: formatTime(applyMs) });
      const r = random.next();
      const approveType = r < 0.8 ? COLLEGE_APPROVE_TYPES.passed : r < 0.92 ? COLLEGE_APPROVE_TYPES.pending : COLLEGE_APPROVE_TYPES.rejected;
      if (approveType !== COLLEGE_APPROVE_TYPES.pending) {
        await decideCollege(
          db,
          WHOLE_SCOPE,
          { collegeCode, approveType, rejectDesc: approveType === COLLEGE_APPROVE_TYPES.rejected ? '办学许可证图片不清晰，请重新上传' : undefined },
          { userId: null, realName: '压测审核员' },
          formatTime(applyMs + random.int(1, 10) * DAY_MS),
        );
      }
      states[approveType] = (states[approveType] ?? 0) + 1;
      if (approveType === COLLEGE_APPROVE_TYPES.passed) passed.push({ code: collegeCode, type, county, specialties });
    }
    log(`  ${sizes.colleges} colleges (${passed.length} passed)`);

    // --- Students of the passed colleges -------------------------------------
    const counties = await db.selectFrom('comRegion').select('code').where('level', '=', 3).orderBy('code').execute();
    const henan = counties.map((c) => c.code).filter((c) => c.startsWith('41'));
    const elsewhere = counties.map((c) => c.code).filter((c) => !c.startsWith('41'));
    const sections = INDUSTRY_TREE.map((n) => n.code);
    const firstYear = thisYear - ENROL_YEARS;
    const employRates = passed.map(() => 0.85 + random.next() * 0.07);
    const perCollege = new Map<string, number>();
    const perEnrolYear: Record<number, number> = {};
    const lastYear = thisYear - 1;
    const unemployed = { all: 0, scoped: 0 };
    let scopedStudents = 0;
    const created = formatTime(now - 30 * DAY_MS);
    let made = 0;
    while (made < sizes.students) {
      const batch: NewStudent[] = [];
      while (batch.length < CHUNK && made + batch.length < sizes.students) {
        const n = made + batch.length;
        const index = n % passed.length;
        const college = passed[index];
        const study = STUDY[college.type];
        const enrolYear = firstYear + (Math.floor(n / passed.length) % ENROL_YEARS);
        const graduateYear = enrolYear + study.years;
        const graduated = graduateYear < thisYear || (graduateYear === thisYear && month >= 7);
        const employed = graduated && random.chance(employRates[index]);
        const origin = random.chance(0.95) ? random.pick(henan) : random.pick(elsewhere);
        // Born from 2000 on, a day per thousand students: one number per student (a base moving with the cohort could repeat one).
        const idCard = benchIdCard(origin, n, '2000-01-01');
        const specialtyCode = random.pick(college.specialties);
        const section = employed ? random.pick(sections) : '';
        batch.push({
          studentCode: `bench-college-student-${n}`,
          studentNo: `${enrolYear}${String(n).padStart(7, '0')}`,
          studentName: random.pick(SURNAMES) + random.pick(GIVEN),
          gender: genderOfIdCard(idCard),
          birthDate: birthDateOfIdCard(idCard) ?? '',
          idCard,
          mobile: `139${String(10_000_000 + (n % 90_000_000)).slice(-8)}`,
          collegeCode: college.code,
          department: '压测学院',
          specialtyCode,
          education: study.education === 9 && random.chance(0.04) ? 10 : study.education,
          enrolYear,
          graduateYear,
          className: `${String(enrolYear).slice(2)}级${random.int(1, 6)}班`,
          schoolStatus: graduated ? 2 : 1,
          jobStatus: employed ? 1 : 0,
          employer: employed ? `压测用人单位${random.int(1, 2000)}` : '',
          industryCode: section,
          originCountyCode: origin,
          createTime: created,
          updateTime: created,
        });
        perCollege.set(college.code, (perCollege.get(college.code) ?? 0) + 1);
        perEnrolYear[enrolYear] = (perEnrolYear[enrolYear] ?? 0) + 1;
        const scoped = college.county === SCOPED_COUNTY;
        if (scoped) scopedStudents += 1;
        if (graduated && !employed && graduateYear === lastYear) {
          unemployed.all += 1;
          if (scoped) unemployed.scoped += 1;
        }
      }
      // One transaction a round: the rows and what the triggers count for them land together.
      await db.transaction().execute((trx) => insertStudents(trx, batch));
      made += batch.length;
      if (made % 100_000 === 0 || made === sizes.students) log(`  ${made.toLocaleString('en')} students (${Math.round(made / ((performance.now() - started) / 1000)).toLocaleString('en')} rows/s so far)`);
    }

    await addScopedUser(db, {
      roleCode: 'bench_college_scoped', roleName: '压测院校区县角色', userCode: 'bench_college_scoped_user', userName: 'benchcollegexz', realName: '新郑院校压测',
      password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY, now: nowText,
      permission: [perm.school.home.code, perm.school.home.list, perm.school.college.code, perm.school.college.list, perm.school.student.code, perm.school.student.list],
    });

    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);

    const ranked = passed.map((p) => ({ collegeCode: p.code, students: perCollege.get(p.code) ?? 0 })).sort((a, b) => a.students - b.students || a.collegeCode.localeCompare(b.collegeCode));
    const scopedRanked = ranked.filter((r) => passed.find((p) => p.code === r.collegeCode)?.county === SCOPED_COUNTY);
    return {
      colleges: sizes.colleges,
      states,
      students: made,
      scopedStudents,
      typicalCollege: ranked[Math.floor(ranked.length / 2)],
      scopedCollege: scopedRanked[Math.floor(scopedRanked.length / 2)] ?? ranked[0],
      unemployedGraduates: { graduateYear: lastYear, ...unemployed },
      perEnrolYear,
      scopedUser: { userName: 'benchcollegexz', password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
