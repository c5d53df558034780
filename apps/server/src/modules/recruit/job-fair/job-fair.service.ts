import {
  jobFairApi,
  TREE_TYPES,
  type ApplyRecord,
  type BodyOf,
  type JobFairCompany,
  type JobFairDetail,
  type JobFairJob,
  type JobFairRecord,
  type JobFairStatus,
  type Page,
  type QueryOf,
} from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers } from '../../../platform/data-scope.js';
import { badRequest, found } from '../../../platform/errors.js';
import { nowText } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import { nodesByCode } from '../../common/tree-data/tree-data.service.js';
import { applicationRecordsOf } from '../apply-info/apply-info.service.js';
import * as rules from '../fair-rules/fair-rules.service.js';
import { checkFairForm, fairColumns, fairDetailFields, fairListCondition, fairRecord, normalizeFair, participantsOf } from '../fair-rules/fair-rules.service.js';
import * as repo from './job-fair.repository.js';
import { JOB_FAIR_TABLES, type FairRow } from './job-fair.table.js';

type AddInput = BodyOf<typeof jobFairApi.add>;
type EditInput = BodyOf<typeof jobFairApi.edit>;
type ListInput = QueryOf<typeof jobFairApi.list>;
type CompanyListInput = QueryOf<typeof jobFairApi.getCmpyList>;
type JobListInput = QueryOf<typeof jobFairApi.getJobList>;
type ResumeListInput = QueryOf<typeof jobFairApi.getResumeList>;

const NOT_FOUND = '招聘会不存在';

/** A fair held outside the caller's data scope would vanish from their list the moment it is saved. */
function assertPlaceInScope(actor: Actor, countyCode: string): void {
  if (!scopeCovers(actor.scope, countyCode)) throw badRequest('举办区县不在您的数据权限范围内');
}

/** Adds a fair and who takes part (fair-rules: the form's checks, a unique name). */
export async function addFair(deps: AppDeps, actor: Actor, input: AddInput): Promise<{ fairCode: string }> {
  assertPlaceInScope(actor, input.countyCode);
  const normalized = normalizeFair(input);
  if (normalized.endTime <= nowText()) throw badRequest('结束时间须晚于当前时间');
  const checked = await checkFairForm(deps.db, input, normalized, new Set());
  return rules.addFair(deps.db, JOB_FAIR_TABLES, actor, input.fairName, checked, (trx, stamp) => repo.insertFair(trx, { ...stamp, ...fairColumns(input, checked) }));
}

/** Edits a fair and who takes part, within what its status still lets change (fair-rules). */
export async function editFair(deps: AppDeps, actor: Actor, input: EditInput): Promise<{ fairCode: string }> {
  assertPlaceInScope(actor, input.countyCode);
  const fair = found(await repo.findByCode(deps.db, input.fairCode, actor.scope), NOT_FOUND);
  return rules.editFair(deps.db, {
    tables: JOB_FAIR_TABLES,
    fair: { ...fair, id: Number(fair.id) },
    input,
    check: (normalized, keptJobIds) => checkFairForm(deps.db, input, normalized, keptJobIds),
    update: (trx, checked, updateTime) => repo.updateFair(trx, Number(fair.id), { ...fairColumns(input, checked), updateTime }),
  });
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

/** A fair held inside the caller's data scope; 404 otherwise, as if it did not exist. */
async function fairByCode(deps: AppDeps, actor: Actor, fairCode: string): Promise<FairRow> {
  return found(await repo.findByCode(deps.db, fairCode, actor.scope), NOT_FOUND);
}

const windowOf = (fair: FairRow, actor: Actor): repo.FairWindow => ({ fairId: fair.id, startTime: fair.startTime, endTime: fair.endTime, scope: actor.scope });


export async function pageFairs(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<JobFairRecord>> {
  const now = nowText();
  const filter: repo.FairFilter = { scope: actor.scope, countyCode: input.countyCode, condition: fairListCondition(deps.db, input, now) };
  const [result, namer] = await Promise.all([repo.pageFairs(deps.db, filter, input), placeNamer(deps.db)]);
  return { total: result.total, records: result.records.map((row) => fairRecord(row, row, namer(row), now)) };
}

export async function fairInfo(deps: AppDeps, actor: Actor, fairCode: string): Promise<JobFairDetail> {
  const fair = await fairByCode(deps, actor, fairCode);
  const now = nowText();
  const [companies, jobs, resumeCount, namer] = await Promise.all([
    rules.fairCompanies(deps.db, JOB_FAIR_TABLES, [fair.id]),
    rules.fairJobs(deps.db, JOB_FAIR_TABLES, [fair.id]),
    repo.countApplications(deps.db, windowOf(fair, actor)),
    placeNamer(deps.db),
  ]);
  // The counts, like the 参会企业 and 参会岗位 tabs, are of companies in the caller's scope; the form's participants stay whole, since saving it replaces them.
  const inScope = new Set(companies.filter((c) => scopeCovers(actor.scope, c.countyCode)).map((c) => c.cmpyCode));
  const counts = { cmpyCount: inScope.size, jobCount: jobs.filter((j) => inScope.has(j.cmpyCode)).length };
  const record = fairRecord(fair, counts, namer(fair), now);
  return { ...record, ...fairDetailFields(fair, record.status as JobFairStatus, participantsOf(companies, jobs), deps.fileUrls), resumeCount };
}

export async function pageCompanies(deps: AppDeps, actor: Actor, input: CompanyListInput): Promise<Page<JobFairCompany>> {
  const fair = await fairByCode(deps, actor, input.fairCode);
  const [result, industries, namer] = await Promise.all([
    repo.pageCompanies(deps.db, windowOf(fair, actor), { cmpyName: input.cmpyName }, input),
    nodesByCode(deps.db, TREE_TYPES.industry),
    placeNamer(deps.db),
  ]);
  return {
    total: result.total,
    records: result.records.map((row) => ({
      cmpyCode: row.cmpyCode,
      cmpyName: row.cmpyName,
      industryCode: row.industryCode,
      industryName: industries.get(row.industryCode)?.name ?? row.industryCode,
      cmpyScale: row.cmpyScale,
      countyName: namer(row).countyName,
      contactPerson: row.contactPerson,
      contactPhone: row.contactPhone,
      jobCount: row.jobCount,
      headcount: row.headcount,
      resumeCount: row.resumeCount,
      joinTime: row.joinTime,
    })),
  };
}

export async function pageJobs(deps: AppDeps, actor: Actor, input: JobListInput): Promise<Page<JobFairJob>> {
  const fair = await fairByCode(deps, actor, input.fairCode);
  const [result, categories, namer] = await Promise.all([
    repo.pageJobs(deps.db, windowOf(fair, actor), { cmpyCode: input.cmpyCode, jobName: input.jobName }, input),
    nodesByCode(deps.db, TREE_TYPES.jobCategory),
    placeNamer(deps.db),
  ]);
  return {
    total: result.total,
    records: result.records.map((row) => ({
      jobCode: row.jobCode,
      jobName: row.jobName,
      jobCategoryCode: row.jobCategoryCode,
      jobCategoryName: categories.get(row.jobCategoryCode)?.name ?? row.jobCategoryCode,
      cmpyCode: row.cmpyCode,
      cmpyName: row.cmpyName,
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      education: row.education,
      headcount: row.headcount,
      countyName: namer(row).countyName,
      approveType: row.approveType,
      endTime: row.endTime,
      resumeCount: row.resumeCount,
    })),
  };
}

/** The applications sent to the fair's jobs while it ran, masked as the application list masks them. */
export async function pageResumes(deps: AppDeps, actor: Actor, input: ResumeListInput): Promise<Page<ApplyRecord>> {
  const fair = await fairByCode(deps, actor, input.fairCode);
  const filter = { cmpyCode: input.cmpyCode, jobCode: input.jobCode, state: input.state };
  const ids = await repo.pageApplicationIds(deps.db, windowOf(fair, actor), filter, input);
  return { total: ids.total, records: await applicationRecordsOf(deps, actor, ids.records) };
}
