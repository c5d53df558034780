import {
  CAMPUS_FAIR_JOB_LABELS,
  CAMPUS_FAIR_LABELS,
  COLLEGE_APPROVE_TYPES,
  COLLEGE_MACHINE,
  EXPORT_ROW_MAX,
  JOB_FAIR_STATUS_LABELS,
  JOB_FAIR_STATUSES,
  JOB_FAIR_TYPE_LABELS,
  jobFairStatusAt,
  salaryText,
  DICT_TYPES,
  type BodyOf,
  type CampusFairDetail,
  type CampusFairRecord,
  type campusFairApi,
  type JobFairStatus,
  type Page,
  type QueryOf,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { ExportHandler } from '../../../platform/endpoint.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { pickColumns, xlsxColumns } from '../../../platform/export/columns.js';
import { dictLabels, fileStamp, sendXlsx, sheet } from '../../../platform/export/xlsx.js';
import { nowText } from '../../../platform/time.js';
import { placeNamer, type PlaceNames } from '../../common/region/region.service.js';
import { applicationRecordsOf } from '../../recruit/apply-info/apply-info.service.js';
import * as rules from '../../recruit/fair-rules/fair-rules.service.js';
import {
  checkFairForm,
  fairColumns,
  fairCompanies,
  fairDetailFields,
  fairJobs,
  fairListCondition,
  fairRecord,
  normalizeFair,
  participantsOf,
  type CheckedFair,
  type NormalizedFair,
} from '../../recruit/fair-rules/fair-rules.service.js';
import * as repo from './campus-fair.repository.js';
import { CAMPUS_FAIR_TABLES, type CampusFairRow } from './campus-fair.table.js';

type AddInput = BodyOf<typeof campusFairApi.saveJobFairYj>;
type EditInput = BodyOf<typeof campusFairApi.editJobFairYj>;
type ListInput = BodyOf<typeof campusFairApi.queryJobFairList>;
type DetailInput = BodyOf<typeof campusFairApi.queryJobFair>;
type FilterInput = Omit<ListInput, 'pageNum' | 'pageSize'>;

const NOT_FOUND = '招聘会不存在';

interface CheckedCampusFair extends CheckedFair {
  collegeName: string;
}

/**
 * The host college (in the caller's scope, 已通过: only passed colleges host
 * fairs), then the place, the introduction and the participants (fair-rules).
 * Read before the write's transaction.
 */
async function checkFair(deps: AppDeps, actor: Actor, input: AddInput, normalized: NormalizedFair, keptJobIds: ReadonlySet<number>): Promise<CheckedCampusFair> {
  const college = await repo.collegeFor(deps.db, input.collegeCode, actor.scope);
  if (!college) throw badRequest('举办院校不存在或不在您的数据权限范围内');
  if (college.approveType !== COLLEGE_APPROVE_TYPES.passed) {
    throw conflict(`院校“${college.collegeName}”当前为“${COLLEGE_MACHINE.label(college.approveType)}”状态，审核通过后才能举办招聘会`);
  }
  return { ...(await checkFairForm(deps.db, input, normalized, keptJobIds)), collegeName: college.collegeName };
}

/** A job fair's columns (fair-rules) and the campus fair's own: its host and booths. */
const formFields = (input: AddInput, checked: CheckedFair) => ({ ...fairColumns(input, checked), collegeCode: input.collegeCode, boothCount: input.boothCount });

export async function addFair(deps: AppDeps, actor: Actor, input: AddInput): Promise<{ fairCode: string }> {
  const normalized = normalizeFair(input);
  if (normalized.endTime <= nowText()) throw badRequest('结束时间须晚于当前时间');
  const checked = await checkFair(deps, actor, input, normalized, new Set());
  return rules.addFair(deps.db, CAMPUS_FAIR_TABLES, actor, input.fairName, checked, (trx, stamp) => repo.insertFair(trx, { ...stamp, ...formFields(input, checked) }));
}

/**
 * Edits a fair and who takes part, with recruitment's locked fields (409
 * naming them once it has started or ended); its college does not change once it has begun.
 */
export async function editFair(deps: AppDeps, actor: Actor, input: EditInput): Promise<{ fairCode: string }> {
  const fair = found(await repo.findByCode(deps.db, input.fairCode, actor.scope), NOT_FOUND);
  return rules.editFair(deps.db, {
    tables: CAMPUS_FAIR_TABLES,
    fair: { ...fair, id: Number(fair.id) },
    input,
    refuse: (status) => {
      if (status !== JOB_FAIR_STATUSES.notStarted && input.collegeCode !== fair.collegeCode) throw conflict(`招聘会“${fair.fairName}”已开始，不能修改举办院校`);
    },
    check: (normalized, keptJobIds) => checkFair(deps, actor, input, normalized, keptJobIds),
    update: (trx, checked, updateTime) => repo.updateFair(trx, Number(fair.id), { ...formFields(input, checked), updateTime }),
  });
}

/** Removes a fair that has not started; one that began is a record of what happened (409). */
export async function removeFair(deps: AppDeps, actor: Actor, fairCode: string): Promise<{ fairCode: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const fair = found(await repo.findByCode(trx, fairCode, actor.scope), NOT_FOUND);
    const now = nowText();
    const status = jobFairStatusAt(fair.startTime, fair.endTime, now);
    const refusal = `招聘会“${fair.fairName}”${JOB_FAIR_STATUS_LABELS[status]}，只能删除待开始的招聘会`;
    if (status !== JOB_FAIR_STATUSES.notStarted) throw conflict(refusal);
    // Conditional on still not having started: a fair that began meanwhile stays.
    if (!(await repo.deleteIfNotStarted(trx, Number(fair.id), now))) throw conflict(refusal);
    return { fairCode };
  });
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

function toRecord(fair: CampusFairRow, counts: { cmpyCount: number; jobCount: number }, collegeName: string, names: PlaceNames, now: string): CampusFairRecord {
  return { ...fairRecord(fair, counts, names, now), collegeCode: fair.collegeCode, collegeName, boothCount: fair.boothCount };
}

function filterOf(deps: AppDeps, input: FilterInput, actor: Actor, now: string): repo.FairFilter {
  return { scope: actor.scope, collegeCode: input.collegeCode, condition: fairListCondition(deps.db, input, now) };
}

export async function pageFairs(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<CampusFairRecord>> {
  const now = nowText();
  const result = await repo.pageFairs(deps.db, filterOf(deps, input, actor, now), input);
  const [colleges, namer] = await Promise.all([repo.collegeNames(deps.db, result.records.map((r) => r.collegeCode)), placeNamer(deps.db)]);
  return { total: result.total, records: result.records.map((row) => toRecord(row, row, colleges.get(row.collegeCode) ?? '', namer(row), now)) };
}

export async function fairInfo(deps: AppDeps, actor: Actor, input: DetailInput): Promise<CampusFairDetail> {
  const fair = found(await repo.findByCode(deps.db, input.fairCode, actor.scope), NOT_FOUND);
  const now = nowText();
  const [companies, jobs, colleges, namer, applicationIds] = await Promise.all([
    fairCompanies(deps.db, CAMPUS_FAIR_TABLES, [Number(fair.id)]),
    fairJobs(deps.db, CAMPUS_FAIR_TABLES, [Number(fair.id)]),
    repo.collegeNames(deps.db, [fair.collegeCode]),
    placeNamer(deps.db),
    repo.pageApplicationIds(deps.db, fair, input),
  ]);
  const record = toRecord(fair, { cmpyCount: companies.length, jobCount: jobs.length }, colleges.get(fair.collegeCode) ?? '', namer(fair), now);
  return {
    ...record,
    ...fairDetailFields(fair, record.status as JobFairStatus, participantsOf(companies, jobs), deps.fileUrls),
    // Masked as the application list masks them, by its own viewSensitive.
    applications: { total: applicationIds.total, records: await applicationRecordsOf(deps, actor, applicationIds.records) },
  };
}

interface FairJobRow {
  fairName: string;
  cmpyName: string;
  jobName: string;
  headcount: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  education: number | null;
  endTime: string;
}

/**
 * 招聘会 exported: the list under its filters (sheet 招聘会) and who took part
 * (sheet 参会企业及岗位, a row per job, a company without jobs on a row of its own).
 */
export const exportFairs: ExportHandler = {
  labels: CAMPUS_FAIR_LABELS,
  run: async (ctx, spec) => {
    const { deps, actor } = ctx;
    const query = ctx.query as QueryOf<typeof campusFairApi.exportsJobFair>;
    const now = nowText();
    const filter = filterOf(deps, query, actor as Actor, now);
    const total = await repo.countFairs(deps.db, filter);
    if (total > EXPORT_ROW_MAX) throw badRequest(`符合条件的${spec.name}有 ${total} 条，超过单次导出上限 ${EXPORT_ROW_MAX} 条，请缩小筛选范围`);
    const namer = await placeNamer(deps.db);
    const education = dictLabels(DICT_TYPES.education);
    const batches = () =>
      keysetBatches(deps.db, (after: { startTime: string; id: number } | null, limit) => repo.fairsAfter(deps.db, filter, after, limit), (last) => ({ startTime: last.startTime, id: Number(last.id) }));
    const fairs = async function* () {
      for await (const rows of batches()) {
        const colleges = await repo.collegeNames(deps.db, rows.map((r) => r.collegeCode));
        yield rows.map((row) => toRecord(row, row, colleges.get(row.collegeCode) ?? '', namer(row), now));
      }
    };
    const participants = async function* () {
      for await (const rows of batches()) {
        const ids = rows.map((r) => Number(r.id));
        const [companies, jobs] = await Promise.all([fairCompanies(deps.db, CAMPUS_FAIR_TABLES, ids), fairJobs(deps.db, CAMPUS_FAIR_TABLES, ids)]);
        const names = new Map(rows.map((r) => [Number(r.id), r.fairName]));
        const out: FairJobRow[] = [];
        for (const company of companies) {
          const own = jobs.filter((j) => j.fairId === company.fairId && j.cmpyCode === company.cmpyCode);
          const fairName = names.get(company.fairId) ?? '';
          if (own.length === 0) out.push({ fairName, cmpyName: company.cmpyName, jobName: '', headcount: null, salaryMin: null, salaryMax: null, education: null, endTime: '' });
          for (const j of own) out.push({ fairName, cmpyName: company.cmpyName, jobName: j.jobName, headcount: j.headcount, salaryMin: j.salaryMin, salaryMax: j.salaryMax, education: j.education, endTime: j.endTime });
        }
        yield out;
      }
    };
    const stamp = fileStamp(now);
    await sendXlsx(ctx.reply, `${spec.name}_${stamp}.xlsx`, `${spec.asciiName}-${stamp}.xlsx`, [
      sheet<CampusFairRecord>({
        name: spec.name,
        columns: xlsxColumns(CAMPUS_FAIR_LABELS, {
          fairName: (f) => f.fairName,
          status: (f) => JOB_FAIR_STATUS_LABELS[f.status as JobFairStatus] ?? String(f.status),
          startTime: (f) => f.startTime,
          endTime: (f) => f.endTime,
          collegeName: (f) => f.collegeName,
          fairType: (f) => JOB_FAIR_TYPE_LABELS[f.fairType as 1 | 2] ?? String(f.fairType),
          cmpyCount: (f) => f.cmpyCount,
          jobCount: (f) => f.jobCount,
          boothCount: (f) => f.boothCount,
          address: (f) => (f.address ? `${f.provinceName}${f.cityName}${f.countyName}${f.address}` : '线上'),
          organizer: (f) => f.organizer,
          contactPerson: (f) => f.contactPerson,
          contactPhone: (f) => f.contactPhone,
        }),
        batches: fairs,
      }),
      sheet<FairJobRow>({
        name: '参会企业及岗位',
        columns: pickColumns(CAMPUS_FAIR_JOB_LABELS, ['fairName', 'cmpyName', 'jobName', 'headcount', 'salary', 'education', 'endTime'], {
          fairName: (r) => r.fairName,
          cmpyName: (r) => r.cmpyName,
          jobName: (r) => r.jobName,
          headcount: (r) => r.headcount,
          salary: (r) => (r.salaryMin === null || r.salaryMax === null ? '' : salaryText(r.salaryMin, r.salaryMax)),
          education: (r) => (r.education === null ? '' : education(r.education)),
          endTime: (r) => r.endTime,
        }),
        batches: participants,
      }),
    ]);
  },
};

// ---------------------------------------------------------------------------
// For the other college areas
// ---------------------------------------------------------------------------

/** A college's fairs with their status now (its detail). */
export async function fairsOfCollege(db: DbOrTrx, collegeCode: string) {
  const now = nowText();
  return (await repo.fairsOfCollege(db, collegeCode)).map((f) => ({ ...f, status: jobFairStatusAt(f.startTime, f.endTime, now) }));
}

/** Jobs at campus fairs not yet ended, with those fairs (the demand list). */
export const openFairJobs = (db: DbOrTrx, now: string) => repo.openFairJobs(db, now);
