import type { Db } from '@hrbd/server/dist/db/database.js';
import { bulkInsert, createDatabase, dialectOf, type BulkColumnType, type DatabaseTarget, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { recountPolicyApplyCounts } from '@hrbd/server/dist/modules/policy/migrations/0065-policy-apply-counts.js';
import { code32, DAY_MS, demoRandom, mobile, SURNAMES, weighted, type DemoRandom } from '@hrbd/server/dist/platform/demo-random.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { idCardCheckChar, perm } from '@hrbd/contract';
import { sql, type Kysely } from 'kysely';
import { addScopedUser } from './endpoint-bench.js';

export const POLICY_ADMIN_PASSWORD = 'Bench@123456';
const SCOPED_USER_PASSWORD = 'Bench@123456';

export interface PolicyApplicationsDataset {
  projects: number;
  applications: number;
  /** Applications per state (1 审核中, 2 已通过, 3 已驳回). */
  states: Record<number, number>;
  /** Re-applications by an earlier applicant for overlapping months (疑似重复 candidates); null for a reused database. */
  repeats: number | null;
  /** Measured on a database an earlier run built (BENCH_REUSE_SQLITE): `seconds` is then that of the reading. */
  reused?: boolean;
  /** A project with about the median number of applications, and the one with the most. */
  typicalProject: { projectCode: string; applications: number };
  largestProject: { projectCode: string; applications: number };
  /** A county asked for by the county filter, and how many applications it holds. */
  county: { code: string; applications: number };
  /** A user whose 数据权限 is one county (新郑市), holding only the list's permission. */
  scopedUser: { userName: string; password: string; county: string; applications: number };
  seconds: number;
}

/** 郑州's counties as the demo seed weighs applicants (新郑市 most). */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 30], ['410122', 10], ['410181', 8], ['410182', 8], ['410183', 8], ['410185', 8], ['410102', 6], ['410103', 6], ['410104', 5], ['410105', 6], ['410108', 5],
];
const SCOPED_COUNTY = '410184';
const FILTER_COUNTY = '410122';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '建国', '海燕', '志强', '晓东', '丽娟', '国庆', '红梅', '俊杰', '文博', '桂兰', '玉梅'];
const BANKS: ReadonlyArray<readonly [string, string]> = [['中国工商银行', '622202'], ['中国农业银行', '622848'], ['中国建设银行', '621700'], ['郑州银行', '623059']];
const REJECT_REASONS = ['缴费记录与申报月份不一致，请核对后重新申请', '银行卡户名与申请人姓名不一致', '申报月份已享受同类补贴'];
/** Applications over the last two years; each project takes them for 120 days. */
const SPAN_DAYS = 730;
const WINDOW_DAYS = 120;
const OLD_STANDARD = 35_000;
const MEDICAL_STANDARD = 15_000;
const CHUNK = 50_000;

type Cell = string | number | null;

const PROJECT_COLUMNS = [
  ['project_code', 'text'], ['project_name', 'text'], ['old_kind', 'integer'], ['medical_kind', 'integer'], ['old_standard', 'integer'], ['medical_standard', 'integer'],
  ['person_types', 'text'], ['subsidy_start', 'text'], ['subsidy_end', 'text'], ['report_start', 'text'], ['report_end', 'text'], ['guide', 'text'], ['state', 'integer'],
  ['hot', 'integer'], ['creator_name', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const APPLY_COLUMNS = [
  ['apply_id', 'text'], ['project_id', 'integer'], ['usr_code', 'text'], ['apply_content', 'text'], ['name', 'text'], ['idcard', 'text'], ['phone', 'text'],
  ['district', 'text'], ['apply_person_type', 'text'], ['month_start', 'text'], ['month_end', 'text'], ['old_apply', 'integer'], ['medical_apply', 'integer'],
  ['total_subsidy_fee', 'integer'], ['apply_state', 'integer'], ['reject_desc', 'text'], ['verify_usr_code', 'text'], ['verify_name', 'text'], ['verify_time', 'text'],
  ['submit_time', 'text'], ['update_time', 'text'],
] as const;

/** Turns policy_apply's counter triggers off (PostgreSQL) or drops them, keeping their text (SQLite, which cannot turn one off). */
async function withoutCounterTriggers(db: Db, dialect: DialectName): Promise<{ restore: () => Promise<void> }> {
  if (dialect === 'postgres') {
    await sql`alter table policy_apply disable trigger user`.execute(db);
    return { restore: async () => void (await sql`alter table policy_apply enable trigger user`.execute(db)) };
  }
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'policy_apply'`.execute(db);
  for (const trigger of rows) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
  return {
    restore: async () => {
      for (const trigger of rows) await sql.raw(trigger.sql).execute(db);
    },
  };
}

async function load(db: Db, dialect: DialectName, table: string, columns: ReadonlyArray<readonly [string, BulkColumnType]>, rows: readonly Cell[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(db as unknown as Kysely<unknown>, dialect, table, columns, rows.slice(i, i + CHUNK));
}

const monthOf = (ms: number) => formatTime(ms).slice(0, 7);
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

function idNumber(random: DemoRandom, county: string): string {
  const first17 = `${county}${random.int(1966, 2001)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}${String(random.int(0, 999)).padStart(3, '0')}`;
  return first17 + (idCardCheckChar(first17) ?? '0');
}

function bankCard(random: DemoRandom, bin: string): string {
  let body = bin;
  while (body.length < 15) body += String(random.int(0, 9));
  for (let check = 0; check < 10; check++) {
    const card = body + check;
    let sum = 0;
    for (let i = 0; i < card.length; i++) {
      let d = Number(card[card.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return card;
  }
  return `${body}0`;
}

/**
 * A migrated database with the admin, `projects` submitted 补贴项目 covering
 * 郑州's counties, their report windows spread over two years, and
 * `applications` 政策申请 written as the portal's receiving leaves them
 * (applyContent as JSON plus the filtered columns), a tenth of them to the
 * first ten projects; older ones reviewed (已通过 mostly, some 已驳回), the
 * last two weeks' mostly 审核中; 1 % re-applications by an earlier applicant
 * for the same months. No 审核记录: the lists do not read them. Bulk
 * statements with the counter triggers off, the counters counted after them
 * (as migration 0065 does); PostgreSQL is then `vacuum analyze`d. SQLite gets no ANALYZE,
 * as the server never runs one.
 */
export async function buildPolicyApplicationsDataset(
  target: DatabaseTarget,
  sizes: { projects: number; applications: number },
  log: (line: string) => void,
): Promise<PolicyApplicationsDataset> {
  const started = performance.now();
  const db = createDatabase(target);
  const dialect = dialectOf(db);
  const random = demoRandom(20_251_200);
  const end = Date.parse('2025-06-18T00:00:00+08:00');
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: POLICY_ADMIN_PASSWORD, seedDemo: false });

    const projectCodes: string[] = [];
    const starts: number[] = [];
    const projectRows: Cell[][] = [];
    for (let i = 0; i < sizes.projects; i++) {
      const start = end - SPAN_DAYS * DAY_MS + Math.floor(((SPAN_DAYS - 30) * DAY_MS * i) / sizes.projects);
      const code = code32(random);
      projectCodes.push(code);
      starts.push(start);
      const created = formatTime(start - 10 * DAY_MS);
      const subsidyStart = addMonths(monthOf(start), -6);
      projectRows.push([
        code, `压测补贴项目${i + 1}`, 1, 1, OLD_STANDARD, MEDICAL_STANDARD, '["1","2","3"]', subsidyStart, addMonths(subsidyStart, 11),
        formatTime(start), formatTime(start + WINDOW_DAYS * DAY_MS), '<p>压测申报指南</p>', 1, 0, '压测', created, created,
      ]);
    }
    await load(db, dialect, 'policy_subsidy_project', PROJECT_COLUMNS, projectRows);
    const idByCode = new Map((await db.selectFrom('policySubsidyProject').select(['id', 'projectCode']).execute()).map((r) => [r.projectCode, Number(r.id)]));
    const projectIds = projectCodes.map((c) => idByCode.get(c) ?? 0);
    await load(
      db,
      dialect,
      'policy_subsidy_county',
      [['project_id', 'integer'], ['county_code', 'text']],
      projectIds.flatMap((id) => COUNTIES.map(([county]): Cell[] => [id, county])),
    );
    log(`  ${sizes.projects} projects`);

    // The counters' triggers are off while the bulk statements run, and the counters are counted afresh after them, as
    // migration 0065 counts rows written before its triggers: the same counts, minutes sooner (8 upserts a row otherwise).
    const triggers = await withoutCounterTriggers(db, dialect);

    const states: Record<number, number> = {};
    const perProject = new Map<number, number>();
    const perCounty = new Map<string, number>();
    const people: Array<{ idcard: string; name: string; phone: string; district: string; project: number; monthStart: string; monthEnd: string }> = [];
    let repeats = 0;
    let made = 0;
    while (made < sizes.applications) {
      const batch: Cell[][] = [];
      while (batch.length < CHUNK && made + batch.length < sizes.applications) {
        const again = people.length > 1000 && random.chance(0.01) ? people[random.int(0, people.length - 1)] : undefined;
        const project = again?.project ?? (random.chance(0.1) ? random.int(0, Math.min(9, sizes.projects - 1)) : random.int(0, sizes.projects - 1));
        const windowEnd = Math.min(starts[project] + WINDOW_DAYS * DAY_MS, end - 1);
        const submitted = starts[project] + Math.floor(random.next() * (windowEnd - starts[project]));
        const district = again?.district ?? weighted(random, COUNTIES);
        const name = again?.name ?? `${random.pick(SURNAMES)}${random.pick(GIVEN)}`;
        const idcard = again?.idcard ?? idNumber(random, district);
        const phone = again?.phone ?? mobile(random);
        const monthEnd = again?.monthEnd ?? monthOf(submitted);
        const monthStart = again?.monthStart ?? addMonths(monthEnd, 1 - random.int(1, 6));
        if (again) repeats += 1;
        const months = Number(monthEnd.slice(0, 4)) * 12 + Number(monthEnd.slice(5)) - (Number(monthStart.slice(0, 4)) * 12 + Number(monthStart.slice(5))) + 1;
        const oldApply = random.chance(0.85) ? 1 : 0;
        const medicalApply = !oldApply || random.chance(0.6) ? 1 : 0;
        const oldSubsidyFee = oldApply ? Math.round(OLD_STANDARD * months * (0.6 + random.next() * 0.4)) : 0;
        const medicalSubsidyFee = medicalApply ? Math.round(MEDICAL_STANDARD * months * (0.6 + random.next() * 0.4)) : 0;
        const total = oldSubsidyFee + medicalSubsidyFee;
        const type = String(random.int(1, 3));
        const [bank, bin] = random.pick(BANKS);
        const content = {
          name, idcard, phone, bankname: bank, bankcardid: bankCard(random, bin), district, jobSituation: String(random.int(1, 3)), applyPersonType: type,
          personDifficultType: type === '1' ? String(random.int(1, 6)) : '', jobid: '', evalField: '',
          oldPayFee: oldApply ? Math.round(OLD_STANDARD * months * 1.6) : 0, medicalPayFee: medicalApply ? Math.round(MEDICAL_STANDARD * months * 1.8) : 0,
          monthStart, monthEnd, isOldSubsidyFeeApply: oldApply, oldSubsidyFee, isMedicalSubsidyFeeApply: medicalApply, medicalSubsidyFee, totalSubsidyFee: total, remark: '',
        };
        const age = (end - submitted) / DAY_MS;
        const r = random.next();
        const state = again ? (r < 0.75 ? 1 : 3) : age < 14 ? (r < 0.8 ? 1 : 2) : r < 0.85 ? 2 : r < 0.95 ? 3 : 1;
        const reviewed = state === 1 ? null : formatTime(Math.min(submitted + random.int(1, 7) * DAY_MS, end - 1));
        const time = formatTime(submitted);
        states[state] = (states[state] ?? 0) + 1;
        perProject.set(project, (perProject.get(project) ?? 0) + 1);
        perCounty.set(district, (perCounty.get(district) ?? 0) + 1);
        if (!again && people.length < 200_000) people.push({ idcard, name, phone, district, project, monthStart, monthEnd });
        batch.push([
          code32(random), projectIds[project], '', JSON.stringify(content), name, idcard, phone, district, type, monthStart, monthEnd, oldApply, medicalApply,
          total, state, state === 3 ? random.pick(REJECT_REASONS) : '', state === 1 ? '' : 'admin', state === 1 ? '' : '管理员', reviewed, time, reviewed ?? time,
        ]);
      }
      await load(db, dialect, 'policy_apply', APPLY_COLUMNS, batch);
      made += batch.length;
      if (made % 200_000 === 0 || made === sizes.applications) log(`  ${made.toLocaleString('en')} applications`);
    }

    await triggers.restore();
    await recountPolicyApplyCounts(db as unknown as Kysely<unknown>);
    log('  counters counted');

    await addScopedUser(db, {
      roleCode: 'bench_policy_scoped', roleName: '压测政策区县角色', userCode: 'bench_policy_scoped_user', userName: 'benchpolicyxz', realName: '新郑政策压测',
      password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY, permission: perm.policy.apply.list, now: formatTime(end),
    });

    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);

    const ranked = [...perProject.entries()].sort((a, b) => a[1] - b[1]);
    const [typicalIndex, typicalCount] = ranked[Math.floor(ranked.length / 2)];
    const [largestIndex, largestCount] = ranked[ranked.length - 1];
    return {
      projects: sizes.projects,
      applications: made,
      states,
      repeats,
      typicalProject: { projectCode: projectCodes[typicalIndex], applications: typicalCount },
      largestProject: { projectCode: projectCodes[largestIndex], applications: largestCount },
      county: { code: FILTER_COUNTY, applications: perCounty.get(FILTER_COUNTY) ?? 0 },
      scopedUser: { userName: 'benchpolicyxz', password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY, applications: perCounty.get(SCOPED_COUNTY) ?? 0 },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}

/** The figures of a database an earlier run built (kept by BENCH_KEEP_WORK), read from its counters. */
export async function describePolicyApplicationsDataset(target: DatabaseTarget): Promise<PolicyApplicationsDataset> {
  const started = performance.now();
  const db = createDatabase(target);
  try {
    const counted = (project: number | null, district: string | null) => {
      let q = db.selectFrom('policyApplyCount').select(['projectId', 'district', 'applyState', 'n']).where('measure', '=', 'n');
      if (project !== null) q = q.where('projectId', '=', project);
      if (district !== null) q = q.where('district', '=', district);
      return q.execute();
    };
    const sum = (rows: ReadonlyArray<{ n: number | string }>) => rows.reduce((t, r) => t + Number(r.n), 0);
    const whole = await counted(0, '');
    const states: Record<number, number> = {};
    for (const r of whole) states[r.applyState] = Number(r.n);
    const perProject = new Map<number, number>();
    for (const r of await counted(null, '')) if (r.projectId !== 0) perProject.set(r.projectId, (perProject.get(r.projectId) ?? 0) + Number(r.n));
    const ranked = [...perProject.entries()].sort((a, b) => a[1] - b[1]);
    const codeOf = async (id: number) => (await db.selectFrom('policySubsidyProject').select('projectCode').where('id', '=', id).executeTakeFirstOrThrow()).projectCode;
    const [typicalId, typicalCount] = ranked[Math.floor(ranked.length / 2)];
    const [largestId, largestCount] = ranked[ranked.length - 1];
    return {
      projects: perProject.size,
      applications: sum(whole),
      states,
      repeats: null,
      reused: true,
      typicalProject: { projectCode: await codeOf(typicalId), applications: typicalCount },
      largestProject: { projectCode: await codeOf(largestId), applications: largestCount },
      county: { code: FILTER_COUNTY, applications: sum(await counted(0, FILTER_COUNTY)) },
      scopedUser: { userName: 'benchpolicyxz', password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY, applications: sum(await counted(0, SCOPED_COUNTY)) },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
