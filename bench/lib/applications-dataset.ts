import type { Db } from '@hrbd/server/dist/db/database.js';
import { bulkInsert, createDatabase, dialectOf, type BulkColumnType, type DatabaseTarget, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { code32, DAY_MS, demoRandom, type DemoRandom } from '@hrbd/server/dist/platform/demo-random.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { generateSeekers, seekerCells, seekerPlaces } from '@hrbd/server/dist/modules/recruit/apply-info/apply-info.demo.js';
import { hashPassword } from '@hrbd/server/dist/platform/auth/password.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import type { ObjectStore } from '@hrbd/server/dist/platform/storage/object-store.js';
import { applyInfoApi, permissionOf } from '@hrbd/contract';
import { sql, type Kysely } from 'kysely';

export const APPLICATIONS_ADMIN_PASSWORD = 'Bench@123456';

export interface ApplicationsDataset {
  jobs: number;
  seekers: number;
  applications: number;
  /** Applications per state. */
  states: Record<number, number>;
  /** A job with about the median number of applications, and the one with the most. */
  typicalJob: { jobCode: string; applications: number };
  hottestJob: { jobCode: string; applications: number };
  /** A user whose 数据权限 is one county (新郑市), holding only the application list's permission. */
  scopedUser: { userName: string; password: string; county: string; applications: number };
  seconds: number;
}

/** 郑州's twelve counties: the companies are spread over them in turn, so one county holds a twelfth of everything. */
export const ZHENGZHOU_COUNTIES = ['410102', '410103', '410104', '410105', '410106', '410108', '410122', '410181', '410182', '410183', '410184', '410185'];
export const SCOPED_COUNTY = '410184';
const COMPANIES = 5000;
const COMPANY_COLUMNS = [
  ['cmpy_code', 'text'], ['cmpy_name', 'text'], ['credit_code', 'text'], ['legal_person', 'text'], ['industry_code', 'text'], ['cmpy_scale', 'integer'],
  ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'],
  ['contact_person', 'text'], ['contact_phone', 'text'], ['approve_type', 'integer'], ['source', 'text'], ['submit_time', 'text'], ['approve_time', 'text'],
  ['create_time', 'text'], ['update_time', 'text'],
] as const;
export const SCOPED_USER_PASSWORD = 'Bench@123456';

/** Applications over the last two years. */
const SPAN_DAYS = 730;
/** Rows per bulk statement: one JSON parameter on SQLite, one array per column on PostgreSQL. */
const CHUNK = 50_000;

export type Cell = string | number | null;

/** Writes `rows` into `table` in bulk statements of CHUNK rows. */
export async function load(db: Db, dialect: DialectName, table: string, columns: ReadonlyArray<readonly [string, BulkColumnType]>, rows: readonly Cell[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(db as unknown as Kysely<unknown>, dialect, table, columns, rows.slice(i, i + CHUNK));
}

const JOB_NAMES = ['普工', '操作工', '装配工', '质检员', '仓库管理员', '叉车司机', '快递员', '收银员', '营业员', '客服专员', '电工', '焊工', '数控车工', '文员', '会计', '厨师', '服务员', '保安员', '销售代表', '货车司机'];
const JOB_COLUMNS = [
  ['job_code', 'text'], ['job_name', 'text'], ['job_category_code', 'text'], ['cmpy_code', 'text'], ['cmpy_name', 'text'],
  ['salary_min', 'integer'], ['salary_max', 'integer'], ['education', 'integer'], ['headcount', 'integer'],
  ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'],
  ['description', 'text'], ['begin_time', 'text'], ['end_time', 'text'], ['source', 'text'], ['approve_type', 'integer'], ['online_type', 'integer'],
  ['reject_desc', 'text'], ['forced_desc', 'text'], ['creator_name', 'text'], ['reviewer_name', 'text'], ['review_time', 'text'], ['online_time', 'text'],
  ['refresh_time', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const SEEKER_COLUMNS = [
  ['usr_code', 'text'], ['usr_name', 'text'], ['usr_gender', 'integer'], ['birth_date', 'text'], ['id_card', 'text'], ['mobile', 'text'], ['email', 'text'],
  ['education', 'integer'], ['ethnic', 'integer'], ['job_status', 'integer'], ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'],
  ['address', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const APPLY_COLUMNS = [
  ['apply_code', 'text'], ['resume_id', 'integer'], ['job_id', 'integer'], ['state', 'integer'], ['usr_gender', 'integer'], ['usr_birth_date', 'text'],
  ['apply_time', 'text'], ['remark', 'text'], ['update_time', 'text'],
] as const;

/** Older applications have moved further along the flow (0 新简历 … 6 不合适). */
function stateFor(random: DemoRandom, ageDays: number): number {
  const r = random.next();
  if (ageDays < 3) return r < 0.8 ? 0 : r < 0.92 ? 3 : 6;
  if (ageDays < 14) return r < 0.45 ? 0 : r < 0.65 ? 3 : r < 0.8 ? 5 : r < 0.85 ? 4 : 6;
  return r < 0.22 ? 0 : r < 0.38 ? 3 : r < 0.5 ? 5 : r < 0.7 ? 4 : 6;
}

/**
 * A migrated database with the admin, `jobs` online and offline jobs (no
 * companies: jobs carry their company's name), `seekers` job seekers with
 * resumes (valid ID numbers from the demo seed's generator) and
 * `applications` applications over two years, a few jobs drawing far more
 * than the rest. Written in bulk statements; PostgreSQL is then `vacuum
 * analyze`d as autovacuum would after a bulk load, its counter tables
 * (`stat_*`) rewritten compact first: the load updates each of their few
 * thousand rows thousands of times within minutes, faster than autovacuum
 * follows (stat_bigscreen_count: 41 MB of heap and 59 MB per index for 28,908
 * rows, where a table fed over months stays near its live 2 MB). SQLite gets
 * no ANALYZE: the server never runs one, so its plans here are the plans it has.
 */
export async function buildApplicationsDataset(
  target: DatabaseTarget,
  sizes: { jobs: number; seekers: number; applications: number },
  log: (line: string) => void,
  /**
   * `seedDemo`: the demo seed first (what a fresh server with SEED_DEMO=on holds), the bulk rows after it;
   * `storage`: where its files go (the demo's contracts are files), the store the servers will read.
   */
  options: { seedDemo?: boolean; storage?: ObjectStore } = {},
): Promise<ApplicationsDataset> {
  const started = performance.now();
  const db = createDatabase(target);
  const dialect = dialectOf(db);
  const random = demoRandom(20_250_618);
  const end = Date.parse('2025-06-18T00:00:00+08:00');
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: APPLICATIONS_ADMIN_PASSWORD, seedDemo: options.seedDemo ?? false }, options.storage);

    // Companies, spread over 郑州's counties; written before the applications so the per-county counters take them in.
    const companyCodes = Array.from({ length: COMPANIES }, (_, i) => `bench${String(i).padStart(27, '0')}`);
    await load(
      db,
      dialect,
      'cmpy_info',
      COMPANY_COLUMNS,
      companyCodes.map((code, i) => [
        code, `郑州压测企业${i}有限公司`, `91410100MA${String(i).padStart(8, '0')}`, '压测', 'C', 2,
        '410000', '410100', ZHENGZHOU_COUNTIES[i % ZHENGZHOU_COUNTIES.length], '压测路1号', 113.7, 34.7,
        '压测', '13800000000', 1, '2', '2023-01-01 00:00:00', '2023-01-02 00:00:00', '2023-01-01 00:00:00', '2023-01-02 00:00:00',
      ]),
    );

    // Jobs: online or offline, each open for a while within the two years.
    const jobRows: Cell[][] = [];
    const jobCodes: string[] = [];
    for (let i = 0; i < sizes.jobs; i++) {
      const created = end - random.int(1, SPAN_DAYS) * DAY_MS;
      const online = random.chance(0.6);
      const code = code32(random);
      jobCodes.push(code);
      const time = formatTime(created);
      const salary = random.int(6, 24) * 500;
      jobRows.push([
        // The code32 draw stays so the rest of the dataset is the one earlier runs measured; the job belongs to a company now.
        code, random.pick(JOB_NAMES), '6-31', (code32(random), companyCodes[i % COMPANIES]), `郑州压测企业${i % COMPANIES}有限公司`, salary, salary + 1000, random.int(1, 11), random.int(1, 20),
        '410000', '410100', '410184', '龙湖镇中华北路88号', 113.74, 34.39, '<p>压测岗位</p>', time, formatTime(end + 90 * DAY_MS), '2', online ? 3 : 4, online ? 1 : 0,
        '', '', '', '压测', time, time, time, time, time,
      ]);
    }
    await load(db, dialect, 'recruit_job_info', JOB_COLUMNS, jobRows);
    const jobIds = new Map((await db.selectFrom('recruitJobInfo').select(['id', 'jobCode']).execute()).map((r) => [r.jobCode, Number(r.id)]));
    const jobIdList = jobCodes.map((c) => jobIds.get(c) ?? 0);
    log(`  ${sizes.jobs.toLocaleString('en')} jobs`);

    // Job seekers and their resumes.
    const places = await seekerPlaces(db);
    // With the demo seeded first, its job seekers came from the same generator: the few ID numbers drawn again are left out.
    const demoIdCards = new Set((await db.selectFrom('recruitJobSeeker').select('idCard').execute()).map((r) => r.idCard));
    const seekers = generateSeekers(random, sizes.seekers, places, end).filter((s) => !demoIdCards.has(s.idCard));
    await load(db, dialect, 'recruit_job_seeker', SEEKER_COLUMNS, seekers.map(seekerCells));
    const seekerIds = new Map((await db.selectFrom('recruitJobSeeker').select(['id', 'usrCode']).execute()).map((r) => [r.usrCode, Number(r.id)]));
    const resumeCodes = seekers.map(() => code32(random));
    await load(
      db,
      dialect,
      'recruit_resume',
      [['resume_code', 'text'], ['seeker_id', 'integer'], ['create_time', 'text'], ['update_time', 'text']],
      seekers.map((s, i) => [resumeCodes[i], seekerIds.get(s.usrCode) ?? 0, '2024-01-01 00:00:00', '2024-01-01 00:00:00']),
    );
    const resumeIds = new Map((await db.selectFrom('recruitResume').select(['id', 'resumeCode']).execute()).map((r) => [r.resumeCode, Number(r.id)]));
    log(`  ${seekers.length.toLocaleString('en')} job seekers with resumes`);

    // Applications: a job is drawn with a skew (a tenth of the draws go to the first hundred jobs).
    const scopedJobs = new Set(jobIdList.filter((_, i) => ZHENGZHOU_COUNTIES[(i % COMPANIES) % ZHENGZHOU_COUNTIES.length] === SCOPED_COUNTY));
    let scopedApplications = 0;
    const taken = new Set<number>();
    const perJob = new Map<number, number>();
    const states: Record<number, number> = {};
    // Written in application-time order, as a live table fills (drawn in random order, every exported row was a page read of its own).
    const appliedTimes = Float64Array.from({ length: sizes.applications }, () => end - Math.floor(random.next() * SPAN_DAYS * DAY_MS)).sort();
    let made = 0;
    while (made < sizes.applications) {
      const batch: Cell[][] = [];
      while (batch.length < CHUNK && made + batch.length < sizes.applications) {
        const person = random.int(0, seekers.length - 1);
        const jobIndex = random.chance(0.1) ? random.int(0, Math.min(99, jobIdList.length - 1)) : random.int(0, jobIdList.length - 1);
        const resumeId = resumeIds.get(resumeCodes[person]) ?? 0;
        const jobId = jobIdList[jobIndex];
        const pair = resumeId * 1_000_003 + jobId;
        if (taken.has(pair)) continue;
        taken.add(pair);
        const applied = appliedTimes[made + batch.length];
        const state = stateFor(random, (end - applied) / DAY_MS);
        states[state] = (states[state] ?? 0) + 1;
        perJob.set(jobIndex, (perJob.get(jobIndex) ?? 0) + 1);
        if (scopedJobs.has(jobId)) scopedApplications += 1;
        const seeker = seekers[person];
        const time = formatTime(applied);
        batch.push([code32(random), resumeId, jobId, state, seeker.usrGender, seeker.birthDate, time, '', time]);
      }
      await load(db, dialect, 'recruit_job_apply', APPLY_COLUMNS, batch);
      made += batch.length;
      if (made % 200_000 === 0 || made === sizes.applications) log(`  ${made.toLocaleString('en')} applications`);
    }

    // The county-scoped user: one role holding just the application list's permission.
    const now = formatTime(end);
    const role = await db
      .insertInto('sysRole')
      .values({ roleCode: 'bench_scoped', roleName: '压测区县角色', builtIn: 0, remark: '', createTime: now, updateTime: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = permissionOf(applyInfoApi.queryPageJobApplyInfo);
    if (!code) throw new Error('queryPageJobApplyInfo has no permission code');
    const resource = await db.selectFrom('sysResource').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await db.insertInto('sysRoleResource').values({ roleId: role.id, resourceId: resource.id }).execute();
    const user = await db
      .insertInto('sysUser')
      .values({
        userCode: 'bench_scoped_user', userName: 'benchxinzheng', realName: '新郑压测', phone: '', email: '', passwordHash: await hashPassword(SCOPED_USER_PASSWORD),
        status: 1, remark: '', dataScope: SCOPED_COUNTY, wxOpenId: null, wxNickname: '', wxBindTime: null, failedLoginCount: 0, lockedUntil: null,
        lastLoginTime: null, createTime: now, updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('sysUserRole').values({ userId: user.id, roleId: role.id }).execute();

    if (dialect === 'postgres') {
      const counters = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and left(tablename, 5) = 'stat_'`.execute(db);
      for (const { name } of counters.rows) await sql`vacuum full ${sql.table(name)}`.execute(db);
      await sql`vacuum analyze`.execute(db);
    }

    const ranked = [...perJob.entries()].sort((a, b) => a[1] - b[1]);
    const [typicalIndex, typicalCount] = ranked[Math.floor(ranked.length / 2)];
    const [hottestIndex, hottestCount] = ranked[ranked.length - 1];
    return {
      jobs: sizes.jobs,
      seekers: seekers.length,
      applications: made,
      states,
      typicalJob: { jobCode: jobCodes[typicalIndex], applications: typicalCount },
      hottestJob: { jobCode: jobCodes[hottestIndex], applications: hottestCount },
      scopedUser: { userName: 'benchxinzheng', password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY, applications: scopedApplications },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
