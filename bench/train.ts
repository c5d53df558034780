/**
 * 培训系统 at scale (issue 11, "Demo data and scale"), against the built server
 * (`npm run build` first) as a child process, on SQLite and on PostgreSQL:
 *
 *  - getApplyBDList page 1 and countByApplyState over 1,000,000 applications
 *    (1,000 courses in 郑州's twelve counties, 250,000 people, orders for the
 *    ordered ones): unfiltered, by course, by state, by application time, and
 *    from a user whose 数据权限 is one county (新郑市) — at 10 connections,
 *    p50/p99, beside the raw time of the same repository query in this process;
 *    budget p99 ≤ 20 ms for every case;
 *  - the applications export (/train/apply/export) of 100,000 rows and
 *    exportStudentDetais of 100,000 students (with sessions and sign-ins): rows/s
 *    and the server's peak resident set (budget ≥ 50,000 rows/s, ≤ 256 MB), each
 *    on a server of its own;
 *  - importStudentInfoList of a 100,000-row sheet, 10 % refused (ID number,
 *    mobile, 学历, unknown class, empty name): rows/s and peak RSS (budget ≥
 *    20,000 rows/s, ≤ 256 MB), on a server of its own.
 *
 *   cd bench && npx tsx train.ts
 *
 * `BENCH_TRAIN_APPLICATIONS`, `BENCH_TRAIN_ROWS` (import and student export),
 * `BENCH_SECONDS`, `BENCH_RAW_RUNS` and `BENCH_DIALECTS=sqlite|postgres` change
 * the sizes, the measuring time and the databases; `BENCH_TRAIN_FILES_ONLY=1`
 * skips the list and counts, `BENCH_TRAIN_LISTS_ONLY=1` the import and exports
 * (their earlier figures stay in the results), `BENCH_CPU_PROF=<dir>` runs the servers under
 * --cpu-prof (summed with `npx tsx lib/cpu-profile-summary.ts <file>`). Results go to
 * results/train.md and .json with the machine and the load average before and
 * after; the exit code is 1 when a budget is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { idCardCheckChar, permissionOf, STUDENT_IMPORT_HEADERS, trainApplyApi, trainStudentApi } from '@hrbd/contract';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { bulkInsert, createDatabase, type BulkColumnType, type DatabaseTarget, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { courseCodesInScope } from '@hrbd/server/dist/modules/train/course/course.service.js';
import { countByState, pageApplies, type ApplyFilter } from '@hrbd/server/dist/modules/train/train-apply/train-apply.repository.js';
import { hashPassword } from '@hrbd/server/dist/platform/auth/password.js';
import type { DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import { code32, DAY_MS, demoRandom, SURNAMES } from '@hrbd/server/dist/platform/demo-random.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { CONNECTIONS, measure, MEASURE_SECONDS } from './lib/load.js';
import { startChild, type Child, withRssSampled } from './lib/processes.js';
import { postgresVersion } from './lib/postgres.js';
import { budgetMark, benchServerEnv, EXPORT_BUDGET, forEachDialect, keepOtherDialects, loadAverage, login, machineInfo, measureExport, medianExport, NOTES_MARKER, pauseScheduledTasks, rawTiming, urlOf, type ListRun } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../apps/server/dist/main.js');
const workDir = path.join(here, `.work-train-${process.pid}`);
const ADMIN_PASSWORD = 'Bench@123456';
const SIZES = {
  applications: Number(process.env.BENCH_TRAIN_APPLICATIONS ?? 1_000_000),
  courses: 1_000,
  people: 250_000,
  /** The import's sheet and the student export's students. */
  rows: Number(process.env.BENCH_TRAIN_ROWS ?? 100_000),
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 100);
/** `BENCH_TRAIN_FILES_ONLY=1`: the import and the exports only (for iterating on them); results keep the lists' figures of the run that measured them. */
const FILES_ONLY = process.env.BENCH_TRAIN_FILES_ONLY === '1';
/** `BENCH_TRAIN_LISTS_ONLY=1`: the list and counts only; results keep the import's and exports' figures of the run that measured them. */
const LISTS_ONLY = process.env.BENCH_TRAIN_LISTS_ONLY === '1';
const BUDGET_P99_MS = 20;
const BUDGET_RSS_MB = EXPORT_BUDGET.peakRssMb;
const BUDGET_IMPORT_ROWS_S = 20_000;
const ZHENGZHOU_COUNTIES = ['410102', '410103', '410104', '410105', '410106', '410108', '410122', '410181', '410182', '410183', '410184', '410185'];
const SCOPED_COUNTY = '410184';
const EDUCATIONS = ['初中', '高中', '中专', '大专', '本科'];
const EMPLOY_STATES = ['已就业', '未就业', '灵活就业', '在校学生'];
const CLASSES_EACH = 20;
const log = (line: string) => process.stdout.write(`[train ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Every account the dataset makes (the administrator, the county user) shares its password. */
const signIn = (base: string, userName = 'admin') => login(base, userName, ADMIN_PASSWORD);

/** `BENCH_CPU_PROF=<dir>`: every server under --cpu-prof into that folder (the figures are then the profiler's). */
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;

async function withChild<T>(env: Record<string, string>, fn: (child: Child) => Promise<T>): Promise<T> {
  const profiled = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const child = await startChild([...profiled, serverMain], env, here, 180_000);
  try {
    return await fn(child);
  } finally {
    await child.stop();
  }
}

// ---------------------------------------------------------------------------
// The dataset
// ---------------------------------------------------------------------------

type Cell = string | number | null;
const CHUNK = 50_000;

async function load(db: Db, dialect: DialectName, table: string, columns: ReadonlyArray<readonly [string, BulkColumnType]>, rows: readonly Cell[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(db as unknown as Kysely<unknown>, dialect, table, columns, rows.slice(i, i + CHUNK));
}

/** A valid 18-digit ID number of person `i` registered in `area` (distinct for i < 10,080,000). */
function idNumber(area: string, i: number): string {
  const first17 = `${area}${1970 + (i % 30)}${String(1 + (Math.floor(i / 30) % 12)).padStart(2, '0')}${String(1 + (Math.floor(i / 360) % 28)).padStart(2, '0')}${String(Math.floor(i / 10_080) % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}
const nameOf = (i: number) => `${SURNAMES[i % SURNAMES.length]}${['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '军', '强'][Math.floor(i / SURNAMES.length) % 12]}${i % 7 === 0 ? '华' : ''}`;
const mobileOf = (i: number) => `13${String(i % 10)}${String(i).padStart(8, '0').slice(-8)}`;

const COURSE_COLUMNS = [
  ['course_code', 'text'], ['course_name', 'text'], ['course_type', 'integer'], ['course_nature', 'integer'], ['cmpy_code', 'text'], ['cmpy_name', 'text'],
  ['occupation_code', 'text'], ['skill_level', 'integer'], ['cover_key', 'text'], ['introduction', 'text'], ['price', 'integer'], ['class_hours', 'integer'],
  ['apply_begin_time', 'text'], ['apply_end_time', 'text'], ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'],
  ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'], ['form_code', 'text'], ['approve_type', 'integer'], ['online_type', 'integer'],
  ['reject_desc', 'text'], ['creator_name', 'text'], ['refresh_time', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const COMPANY_COLUMNS = [
  ['cmpy_code', 'text'], ['cmpy_name', 'text'], ['credit_code', 'text'], ['legal_person', 'text'], ['industry_code', 'text'], ['cmpy_scale', 'integer'],
  ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'],
  ['contact_person', 'text'], ['contact_phone', 'text'], ['approve_type', 'integer'], ['source', 'text'], ['submit_time', 'text'], ['approve_time', 'text'],
  ['create_time', 'text'], ['update_time', 'text'],
] as const;
const APPLY_COLUMNS = [
  ['apply_code', 'text'], ['course_code', 'text'], ['usr_name', 'text'], ['usr_phe', 'text'], ['id_card', 'text'], ['apply_state', 'integer'], ['remark', 'text'],
  ['form_code', 'text'], ['class_code', 'text'], ['apply_time', 'text'], ['update_time', 'text'],
] as const;
const ORDER_COLUMNS = [
  ['order_code', 'text'], ['apply_code', 'text'], ['course_code', 'text'], ['course_name', 'text'], ['usr_name', 'text'], ['price', 'integer'], ['amount', 'integer'],
  ['paid_amount', 'integer'], ['pay_state', 'integer'], ['channel', 'text'], ['voucher_no', 'text'], ['receipt_key', 'text'], ['operator_name', 'text'],
  ['pay_time', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const CLASS_COLUMNS = [
  ['class_code', 'text'], ['class_name', 'text'], ['course_code', 'text'], ['course_name', 'text'], ['cmpy_code', 'text'], ['cmpy_name', 'text'], ['teachers', 'text'],
  ['capacity', 'integer'], ['begin_date', 'text'], ['end_date', 'text'], ['first_begin', 'text'], ['last_end', 'text'], ['province_code', 'text'], ['city_code', 'text'],
  ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'], ['sign_radius', 'integer'], ['paper_code', 'text'],
  ['pass_rate', 'integer'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const STUDENT_COLUMNS = [
  ['student_code', 'text'], ['class_id', 'integer'], ['usr_name', 'text'], ['id_card', 'text'], ['mobile', 'text'], ['education', 'text'], ['employ_state', 'text'],
  ['create_time', 'text'], ['update_time', 'text'],
] as const;

interface Dataset {
  courses: number;
  applications: number;
  orders: number;
  states: Record<number, number>;
  typicalCourse: { courseCode: string; applications: number };
  scoped: { userName: string; county: string; applications: number };
  students: number;
  signIns: number;
  importClasses: string[];
  /** applyTime of the 100,000th newest application: the export's beginTime. */
  exportFrom: string;
  seconds: number;
}

/**
 * A migrated database with the admin and, written in bulk statements: 40
 * organisations and 1,000 courses over 郑州's counties; `applications`
 * applications over two years up to now (a tenth of the draws go to the first
 * fifty courses), 线上未支付 ones within the last 12 hours (the scheduler closes
 * older ones) and an order for each ordered one; 20 classes of 8 sessions with
 * `rows` students and their sign-ins (the student export); 20 empty classes
 * (the import); a 新郑市 user holding the application list. PostgreSQL is then
 * `vacuum analyze`d, as autovacuum would after a bulk load.
 */
async function buildDataset(target: DatabaseTarget, dialect: DialectName): Promise<Dataset> {
  const started = performance.now();
  const db = createDatabase(target);
  const random = demoRandom(20_261_126);
  const end = Math.floor(Date.now() / 60_000) * 60_000;
  const time = (ms: number) => formatTime(ms);
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: ADMIN_PASSWORD, seedDemo: false });
    const created = time(end - 800 * DAY_MS);

    const companies = Array.from({ length: 40 }, (_, i) => `benchtrain${String(i).padStart(22, '0')}`);
    await load(db, dialect, 'cmpy_info', COMPANY_COLUMNS, companies.map((code, i) => [
      code, `郑州压测培训机构${i}有限公司`, `91410100MT${String(i).padStart(8, '0')}`, '压测', 'P', 2, '410000', '410100', ZHENGZHOU_COUNTIES[i % 12], '压测路1号', 113.7, 34.7,
      '压测', '13800000000', 1, '2', created, created, created, created,
    ]));

    const courseCodes = Array.from({ length: SIZES.courses }, () => code32(random));
    const prices = courseCodes.map((_, i) => (i % 4 === 0 ? 0 : 10_000 + (i % 30) * 1_000));
    await load(db, dialect, 'train_course', COURSE_COLUMNS, courseCodes.map((code, i) => {
      const organised = i % 3 === 1;
      const online = i % 5 !== 4;
      return [
        code, `压测课程${i}`, 1 + (i % 2), organised ? 2 : 1, organised ? companies[i % 40] : '', organised ? `郑州压测培训机构${i % 40}有限公司` : '',
        '6-31-01-03', 3, '', '<p>压测课程</p>', prices[i], 40, created, time(end + 365 * DAY_MS), '410000', '410100', ZHENGZHOU_COUNTIES[i % 12], '压测路2号',
        113.7, 34.7, '', online ? 1 : 5, online ? 1 : 2, '', '压测', created, created, created,
      ];
    }));
    log(`  ${SIZES.courses.toLocaleString('en')} courses`);

    // Applications: a tenth of the draws go to the first fifty courses; one per person and course. Written in
    // application-time order, as a live table fills (drawn in random order, every exported row was a page read of its own).
    const appliedTimes = Float64Array.from({ length: SIZES.applications }, () => end - Math.floor(random.next() * 730 * DAY_MS)).sort();
    const taken = new Set<number>();
    const perCourse = new Map<number, number>();
    const states: Record<number, number> = {};
    let made = 0;
    let orders = 0;
    let scopedApplications = 0;
    while (made < SIZES.applications) {
      const applies: Cell[][] = [];
      const orderRows: Cell[][] = [];
      while (applies.length < CHUNK && made + applies.length < SIZES.applications) {
        const person = random.int(0, SIZES.people - 1);
        const course = random.chance(0.1) ? random.int(0, 49) : random.int(0, SIZES.courses - 1);
        if (taken.has(person * SIZES.courses + course)) continue;
        taken.add(person * SIZES.courses + course);
        const applied = appliedTimes[made + applies.length];
        const r = random.next();
        // Ordered but unpaid only lately (the scheduler closes an order unpaid for 24 hours).
        const state = end - applied < DAY_MS / 2 && r < 0.3 ? 1 : r < 0.35 ? 2 : 0;
        states[state] = (states[state] ?? 0) + 1;
        perCourse.set(course, (perCourse.get(course) ?? 0) + 1);
        if (ZHENGZHOU_COUNTIES[course % 12] === SCOPED_COUNTY || (course % 3 === 1 && ZHENGZHOU_COUNTIES[(course % 40) % 12] === SCOPED_COUNTY)) scopedApplications++;
        const applyCode = code32(random);
        const at = time(applied);
        applies.push([applyCode, courseCodes[course], nameOf(person), mobileOf(person), idNumber('410105', person), state, '', '', '', at, at]);
        if (state > 0) {
          const paid = state === 2;
          orderRows.push([
            code32(random), applyCode, courseCodes[course], `压测课程${course}`, nameOf(person), prices[course], prices[course], paid ? prices[course] : 0, paid ? 1 : 0,
            paid ? 'offline' : '', paid ? `PZ${made + applies.length}` : '', '', paid ? '压测' : '', paid ? at : null, at, at,
          ]);
        }
      }
      await load(db, dialect, 'train_apply', APPLY_COLUMNS, applies);
      await load(db, dialect, 'train_order', ORDER_COLUMNS, orderRows);
      made += applies.length;
      orders += orderRows.length;
      if (made % 200_000 === 0 || made === SIZES.applications) log(`  ${made.toLocaleString('en')} applications`);
    }

    // Classes: 20 with students, sessions and sign-ins (the student export), 20 empty (the import).
    const classCodes = Array.from({ length: CLASSES_EACH * 2 }, () => code32(random));
    const firstBegin = end - 60 * DAY_MS;
    await load(db, dialect, 'train_class', CLASS_COLUMNS, classCodes.map((code, i) => [
      code, `压测班级${i}`, courseCodes[i], `压测课程${i}`, companies[i % 40], `郑州压测培训机构${i % 40}有限公司`, '["张老师"]', i < CLASSES_EACH ? SIZES.rows : Math.ceil(SIZES.rows / CLASSES_EACH),
      formatTime(firstBegin).slice(0, 10), formatTime(firstBegin + 30 * DAY_MS).slice(0, 10), time(firstBegin), time(firstBegin + 7 * 3 * DAY_MS + 2 * 3_600_000),
      '410000', '410100', ZHENGZHOU_COUNTIES[i % 12], '压测路3号', 113.7, 34.7, 0, '', 80, created, created,
    ]));
    const classIds = new Map((await db.selectFrom('trainClass').select(['id', 'classCode']).execute()).map((c) => [c.classCode, Number(c.id)]));
    const withStudents = classCodes.slice(0, CLASSES_EACH).map((c) => classIds.get(c) ?? 0);
    await load(db, dialect, 'train_class_session', [['class_id', 'integer'], ['session_no', 'integer'], ['begin_time', 'text'], ['end_time', 'text']],
      withStudents.flatMap((id) => Array.from({ length: 8 }, (_, s) => [id, s + 1, time(firstBegin + s * 3 * DAY_MS), time(firstBegin + s * 3 * DAY_MS + 2 * 3_600_000)])));
    await load(db, dialect, 'train_student', STUDENT_COLUMNS, Array.from({ length: SIZES.rows }, (_, i) => [
      code32(random), withStudents[i % CLASSES_EACH], nameOf(i), idNumber('410102', i), mobileOf(i), EDUCATIONS[i % 5], EMPLOY_STATES[i % 4], created, created,
    ]));
    const sessions = await db.selectFrom('trainClassSession').select(['id', 'classId', 'sessionNo', 'beginTime']).execute();
    const sessionOf = new Map(sessions.map((s) => [`${s.classId}:${s.sessionNo}`, s]));
    const signIns: Cell[][] = [];
    for (const s of await db.selectFrom('trainStudent').select(['id', 'classId']).execute()) {
      // 0–4 of the 8 sessions attended.
      for (let n = 1; n <= Number(s.id) % 5; n++) {
        const session = sessionOf.get(`${s.classId}:${n}`);
        if (session) signIns.push([session.id, s.id, n === 2 ? 2 : 1, session.beginTime, null, '', '']);
      }
    }
    await load(db, dialect, 'train_sign_in', [['session_id', 'integer'], ['student_id', 'integer'], ['result', 'integer'], ['sign_time', 'text'], ['distance', 'integer'], ['reason', 'text'], ['operator_name', 'text']], signIns);
    log(`  ${SIZES.rows.toLocaleString('en')} students, ${signIns.length.toLocaleString('en')} sign-ins`);

    // The county-scoped user: one role holding the application list and its counts.
    const now = time(end);
    const role = await db.insertInto('sysRole').values({ roleCode: 'bench_train_scoped', roleName: '压测区县角色', builtIn: 0, remark: '', createTime: now, updateTime: now }).returning('id').executeTakeFirstOrThrow();
    const codes = [...new Set([permissionOf(trainApplyApi.getApplyBDList), permissionOf(trainApplyApi.countByApplyState)].filter((c): c is string => !!c))];
    for (const r of await db.selectFrom('sysResource').select('id').where('code', 'in', codes).execute()) await db.insertInto('sysRoleResource').values({ roleId: role.id, resourceId: r.id }).execute();
    const user = await db
      .insertInto('sysUser')
      .values({
        userCode: 'bench_train_scoped', userName: 'benchtrainxz', realName: '新郑压测', phone: '', email: '', passwordHash: await hashPassword(ADMIN_PASSWORD), status: 1, remark: '',
        dataScope: SCOPED_COUNTY, wxOpenId: null, wxNickname: '', wxBindTime: null, failedLoginCount: 0, lockedUntil: null, lastLoginTime: null, createTime: now, updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('sysUserRole').values({ userId: user.id, roleId: role.id }).execute();

    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    const edge = await db.selectFrom('trainApply').select('applyTime').orderBy('applyTime', 'desc').offset(Math.min(100_000, made) - 1).limit(1).executeTakeFirstOrThrow();
    const ranked = [...perCourse.entries()].sort((a, b) => a[1] - b[1]);
    const [typical, typicalCount] = ranked[Math.floor(ranked.length / 2)];
    return {
      courses: SIZES.courses,
      applications: made,
      orders,
      states,
      typicalCourse: { courseCode: courseCodes[typical], applications: typicalCount },
      scoped: { userName: 'benchtrainxz', county: SCOPED_COUNTY, applications: scopedApplications },
      students: SIZES.rows,
      signIns: signIns.length,
      importClasses: classCodes.slice(CLASSES_EACH),
      exportFrom: edge.applyTime,
      seconds: round2((performance.now() - started) / 1000),
    };
  } finally {
    await db.destroy();
  }
}

/** The import's sheet: `rows` people in the 20 empty classes, every tenth refused for one reason. */
async function importSheet(classCodes: readonly string[]): Promise<string> {
  const file = path.join(workDir, 'students.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const ws = workbook.addWorksheet('学员');
  ws.addRow([...STUDENT_IMPORT_HEADERS]).commit();
  for (let i = 0; i < SIZES.rows; i++) {
    const row = [nameOf(i), idNumber('410122', i), mobileOf(i), EDUCATIONS[i % 5], EMPLOY_STATES[i % 4], classCodes[i % classCodes.length]];
    if (i % 10 === 9) {
      const kind = Math.floor(i / 10) % 5;
      if (kind === 0) row[1] = `${row[1].slice(0, 17)}${row[1].endsWith('1') ? '2' : '1'}`;
      else if (kind === 1) row[2] = '1390000';
      else if (kind === 2) row[3] = '大学';
      else if (kind === 3) row[5] = 'nosuchclass';
      else row[0] = '';
    }
    ws.addRow(row).commit();
  }
  await workbook.commit();
  return file;
}

// ---------------------------------------------------------------------------
// The measurements
// ---------------------------------------------------------------------------

interface Case {
  name: string;
  kind: 'page' | 'count';
  query: Record<string, string | number>;
  scoped?: boolean;
}

type Run = ListRun;

interface FileRun {
  what: string;
  dialect: DialectName;
  rows: number;
  failed?: number;
  seconds: number;
  rowsPerSecond: number;
  idleRssMb: number;
  peakRssMb: number;
  budgetMet: boolean;
  /** An export's runs (medianExport); an import runs once. */
  each?: string;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, Dataset>>;
  runs: Run[];
  files: FileRun[];
  /** The load average (1 / 5 / 15 min) when each database's part began and ended. */
  loads: Partial<Record<DialectName, { before: string; after: string }>>;
}

/**
 * Writes results/train.md and .json. A run of one database (BENCH_DIALECTS)
 * keeps the other database's figures from the file, so the two may be run
 * apart (or side by side: each part records its own load average).
 */
function writeResults(results: Results): void {
  const dir = path.join(here, 'results');
  const file = path.join(dir, 'train.json');
  const merged: Results = { ...results, datasets: { ...results.datasets }, runs: [...results.runs], files: [...results.files], loads: { ...results.loads } };
  keepOtherDialects(merged, file, DIALECTS, { records: ['datasets', 'loads'], lists: ['runs', 'files'] });
  // A lists-only run keeps the import's and exports' figures of the run that measured them, a files-only run the lists'.
  if ((LISTS_ONLY || FILES_ONLY) && fs.existsSync(file)) {
    const previous = JSON.parse(fs.readFileSync(file, 'utf8')) as Results;
    if (LISTS_ONLY) merged.files.push(...previous.files.filter((f) => DIALECTS.includes(f.dialect)));
    else merged.runs.push(...previous.runs.filter((r) => DIALECTS.includes(r.dialect)));
  }
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  // Notes written by hand after the marker stay across runs.
  const mdFile = path.join(dir, 'train.md');
  const previousMd = fs.existsSync(mdFile) ? fs.readFileSync(mdFile, 'utf8') : '';
  const notes = previousMd.includes(NOTES_MARKER) ? previousMd.slice(previousMd.indexOf(NOTES_MARKER)) : '';
  fs.writeFileSync(mdFile, notes ? `${markdown(merged)}\n${notes}` : markdown(merged));
  log('written results/train.md');
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  const loadBefore = loadAverage();
  try {
    await benchDialectRuns(dialect, env, results);
  } finally {
    results.loads[dialect] = { before: loadBefore, after: loadAverage() };
    writeResults(results);
  }
}

async function benchDialectRuns(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  log(`${dialect}: writing ${SIZES.applications.toLocaleString('en')} applications`);
  const dataset = await buildDataset(target, dialect);
  results.datasets[dialect] = dataset;
  log(`${dialect}: dataset in ${dataset.seconds} s; typical course ${dataset.typicalCourse.applications}, 新郑市 ${dataset.scoped.applications}`);

  const recent = formatTime(Date.now() - 30 * DAY_MS).slice(0, 10);
  const cases: Case[] = [
    { name: '列表第1页 无筛选', kind: 'page', query: {} },
    { name: `列表第1页 课程（典型，${dataset.typicalCourse.applications} 条）`, kind: 'page', query: { courseCode: dataset.typicalCourse.courseCode } },
    { name: '列表第1页 状态“线上已支付”', kind: 'page', query: { applyState: 2 } },
    { name: '列表第1页 近30天报名', kind: 'page', query: { beginTime: recent } },
    { name: '状态计数 无筛选', kind: 'count', query: {} },
    { name: '状态计数 课程（典型）', kind: 'count', query: { courseCode: dataset.typicalCourse.courseCode } },
    { name: '状态计数 近30天报名', kind: 'count', query: { beginTime: recent } },
    { name: `区县用户 列表第1页 无筛选（${dataset.scoped.applications} 条）`, kind: 'page', query: {}, scoped: true },
    { name: '区县用户 列表第1页 状态“线上已支付”', kind: 'page', query: { applyState: 2 }, scoped: true },
    { name: '区县用户 状态计数 无筛选', kind: 'count', query: {}, scoped: true },
  ];
  const scope: DataScope = { regionCode: SCOPED_COUNTY };
  const listSchema = trainApplyApi.getApplyBDList.query;
  if (!listSchema) throw new Error('getApplyBDList has no query schema');

  const db = createDatabase({ ...target, poolSize: 1 });
  await pauseScheduledTasks(db);
  try {
    if (!FILES_ONLY) await withChild(env, async (child) => {
      const adminToken = await signIn(child.url);
      const scopedToken = await signIn(child.url, dataset.scoped.userName);
      for (const c of cases) {
        const token = c.scoped ? scopedToken : adminToken;
        const endpoint = c.kind === 'page' ? trainApplyApi.getApplyBDList : trainApplyApi.countByApplyState;
        const url = urlOf(child.url, endpoint.path, c.query);
        const res = (await (await fetch(url, { headers: { authorization: token } })).json()) as { code: number; msg: string; data: unknown };
        if (res.code !== 200) throw new Error(`${url} answered ${res.code}: ${res.msg}`);
        const total = c.kind === 'page' ? trainApplyApi.getApplyBDList.response.parse(res.data).total : null;
        // The service's filter: the list's fields and, for a county user, the courses in the county.
        const parsed = listSchema.parse({ ...c.query, pageNum: 1, pageSize: 10 });
        const { pageNum: _n, pageSize: _s, ...fields } = parsed;
        const filter: ApplyFilter = { ...fields, ...(c.scoped ? { courses: courseCodesInScope(db, scope), scope } : {}) };
        const raw = await rawTiming(() => (c.kind === 'page' ? pageApplies(db, filter, { pageNum: 1, pageSize: 10 }) : countByState(db, filter)), RAW_RUNS);
        const run = await measure({ url, headers: { authorization: token } }, child.cpuMicros);
        results.runs.push({ name: c.name, dialect, total, raw, ...run, budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 });
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw p50 ${raw.p50} ms, p99 ${raw.p99} ms)${total === null ? '' : `, total ${total}`}`);
      }
    });
  } finally {
    await db.destroy();
  }

  if (LISTS_ONLY) return;
  // Each file on a server of its own: its memory is the file's, not what earlier work left in the heap.
  const exported = async (what: string, url: (base: string) => string) => {
    const measured = await medianExport(() =>
      withChild(env, async (child) => {
        const token = await signIn(child.url);
        return measureExport(child, token, url(child.url), path.join(workDir, `${dialect}-${what}.xlsx`));
      }),
    );
    const run: FileRun = { what, dialect, ...measured };
    results.files.push(run);
    log(`  → ${what}: ${run.rows} rows, median ${run.rowsPerSecond} rows/s, peak ${run.peakRssMb} MB (each: ${run.each})`);
  };
  await exported('报名导出', (base) => urlOf(base, trainApplyApi.export.path, { beginTime: dataset.exportFrom }));
  await exported('学员明细导出', (base) => urlOf(base, trainStudentApi.exportStudentDetais.path, {}));

  const sheet = await importSheet(dataset.importClasses);
  await withChild(env, async (child) => {
    const token = await signIn(child.url);
    const done = await withRssSampled(child.pid ?? 0, async () => {
      const form = new FormData();
      form.append('updateKnown', '0');
      form.append('multipartFile', new Blob([fs.readFileSync(sheet)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'students.xlsx');
      const res = await fetch(`${child.url}${trainStudentApi.importStudentInfoList.path}`, { method: 'POST', headers: { authorization: token, 'user-source': 'PC_YJ' }, body: form });
      const json = (await res.json()) as { code: number; msg: string; data: { total: number; success: number; failed: number } };
      if (json.code !== 200) throw new Error(`import answered ${json.code} ${json.msg}`);
      return json.data;
    });
    const rate = Math.round(done.value.total / done.seconds);
    const run: FileRun = {
      what: '学员导入', dialect, rows: done.value.total, failed: done.value.failed, seconds: round2(done.seconds), rowsPerSecond: rate, idleRssMb: done.idleMb, peakRssMb: done.peakMb,
      budgetMet: rate >= BUDGET_IMPORT_ROWS_S && done.peakMb <= BUDGET_RSS_MB && done.value.total === SIZES.rows,
    };
    results.files.push(run);
    log(`  → 学员导入: ${done.value.total} rows (${done.value.failed} refused) in ${run.seconds} s = ${rate} rows/s, RSS ${done.idleMb} → peak ${done.peakMb} MB`);
  });
  fs.rmSync(sheet, { force: true });
}

function markdown(r: Results): string {
  return [
    '# 培训系统性能基准（bench/train.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）；原始查询 ${RAW_RUNS} 次预热后取 ${RAW_RUNS} 次`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，`npm start` 的 Node 参数），负载端（autocannon）、数据库与其他助手的任务在同一台两核机器上：负载见开始/结束时负载。',
    '“原始查询”是同一仓储函数（`train-apply.repository.ts` 的 pageApplies / countByState）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒）。“区县用户”为数据权限 新郑市、只持报名管理列表权限的用户。',
    '',
    ...Object.entries(r.loads).map(([d, l]) => `- ${d} 部分的负载（1/5/15 分钟）：开始 ${l.before}，结束 ${l.after}`),
    '',
    '## 数据集',
    '',
    '| 数据库 | 课程 | 报名 | 订单 | 各状态（意向登记/线上未支付/线上已支付） | 学员（导出） | 签到 | 生成耗时（秒） |',
    '|---|---:|---:|---:|---|---:|---:|---:|',
    ...Object.entries(r.datasets).map(
      ([d, s]) => `| ${d} | ${s.courses.toLocaleString('en')} | ${s.applications.toLocaleString('en')} | ${s.orders.toLocaleString('en')} | ${[0, 1, 2].map((k) => (s.states[k] ?? 0).toLocaleString('en')).join(' / ')} | ${s.students.toLocaleString('en')} | ${s.signIns.toLocaleString('en')} | ${s.seconds} |`,
    ),
    '',
    `## 报名列表与状态计数（预算：每项 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.runs.map((m) => `| ${m.name} | ${m.dialect} | ${m.total ?? '-'} | ${m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`),
    '',
    `## 导入与导出（预算：导入 ≥ ${BUDGET_IMPORT_ROWS_S.toLocaleString('en')} 行/秒，导出 ≥ ${EXPORT_BUDGET.rowsPerSecond.toLocaleString('en')} 行/秒；RSS 峰值 ≤ ${BUDGET_RSS_MB} MB）`,
    '',
    '| 项目 | 数据库 | 行数 | 失败行 | 耗时（秒） | 行/秒 | 开始前 RSS（MB） | RSS 峰值（MB） | 导出各次（行/秒 / 峰值 MB；表中为中位数） | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...r.files.map((f) => `| ${f.what} | ${f.dialect} | ${f.rows.toLocaleString('en')} | ${f.failed ?? '-'} | ${f.seconds} | ${f.rowsPerSecond.toLocaleString('en')} | ${f.idleRssMb} | ${f.peakRssMb} | ${f.each ?? ''} | ${budgetMark(f.budgetMet)} |`),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const results: Results = {
    date: new Date().toISOString(),
    machine: machineInfo(pgVersion),
    sizes: SIZES,
    datasets: {},
    runs: [],
    files: [],
    loads: {},
  };
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, ADMIN_PASSWORD);
  try {
    await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, 'hrbd_bench_train', (dialect, env) => benchDialect(dialect, env, results));
  } finally {
    results.machine['结束时负载'] = loadAverage();
    fs.rmSync(workDir, { recursive: true, force: true });
    writeResults(results);
  }
  const missed = [...results.runs.filter((r) => !r.budgetMet).map((r) => `${r.name} on ${r.dialect}`), ...results.files.filter((f) => !f.budgetMet).map((f) => `${f.what} on ${f.dialect}`)];
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
