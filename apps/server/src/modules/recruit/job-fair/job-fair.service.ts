import {
  JOB_FAIR_LOCKED_FIELDS,
  JOB_FAIR_STATUSES,
  jobFairApi,
  jobFairStatusAt,
  TREE_TYPES,
  type ApplyRecord,
  type BodyOf,
  type JobFairCompany,
  type JobFairDetail,
  type JobFairJob,
  type JobFairRecord,
  type Page,
  type QueryOf,
} from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers } from '../../../platform/data-scope.js';
import { badRequest, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer, resolvePlace } from '../../common/region/region.service.js';
import { nodesByCode } from '../../common/tree-data/tree-data.service.js';
import { applicationRecordsOf } from '../apply-info/apply-info.service.js';
import { assertUnlocked, checkParticipants, fairNameTaken, fairRecord, guardFairName, normalizeFair, participantRows, participantsOf, type CheckedParticipants, type NormalizedFair } from '../fair-rules/fair-rules.service.js';
import * as repo from './job-fair.repository.js';
import type { FairRow } from './job-fair.table.js';

type AddInput = BodyOf<typeof jobFairApi.add>;
type EditInput = BodyOf<typeof jobFairApi.edit>;
type ListInput = QueryOf<typeof jobFairApi.list>;
type CompanyListInput = QueryOf<typeof jobFairApi.getCmpyList>;
type JobListInput = QueryOf<typeof jobFairApi.getJobList>;
type ResumeListInput = QueryOf<typeof jobFairApi.getResumeList>;

const NOT_FOUND = '招聘会不存在';

interface CheckedFair extends CheckedParticipants {
  normalized: NormalizedFair;
  description: string;
}

/**
 * What the form sent, checked against the rest of the system: a county of
 * its city of its province, a description that keeps some content, and its
 * participants (fair-rules: passed companies, jobs of those companies that
 * may join). Runs before the write's transaction (SQLite has one connection,
 * which an open transaction holds).
 */
async function checkFair(deps: AppDeps, input: AddInput, normalized: NormalizedFair, keptJobIds: ReadonlySet<number>): Promise<CheckedFair> {
  const description = storedRichText(input.description, '请输入招聘会简介');
  await resolvePlace(deps.db, input);
  const participants = await checkParticipants(deps.db, input, normalized.startTime, keptJobIds);
  return { normalized, description, ...participants };
}

/** The stored fields a form sets. */
function formFields(input: AddInput, checked: CheckedFair) {
  return {
    fairName: input.fairName,
    fairType: input.fairType,
    organizer: input.organizer,
    undertaker: input.undertaker ?? '',
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    ...checked.normalized,
    description: checked.description,
  };
}

/** A fair held outside the caller's data scope would vanish from their list the moment it is saved. */
function assertPlaceInScope(actor: Actor, countyCode: string): void {
  if (!scopeCovers(actor.scope, countyCode)) throw badRequest('举办区县不在您的数据权限范围内');
}

export async function addFair(deps: AppDeps, actor: Actor, input: AddInput): Promise<{ fairCode: string }> {
  assertPlaceInScope(actor, input.countyCode);
  const normalized = normalizeFair(input);
  if (normalized.endTime <= nowText()) throw badRequest('结束时间须晚于当前时间');
  const checked = await checkFair(deps, input, normalized, new Set());
  return guardFairName(input.fairName, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findByName(trx, input.fairName)) throw fairNameTaken(input.fairName);
      const now = nowText();
      const fairCode = randomCode();
      const fairId = await repo.insertFair(trx, {
        fairCode,
        ...formFields(input, checked),
        creatorId: actor.userId,
        creatorName: actor.realName,
        createTime: now,
        updateTime: now,
      });
      const rows = participantRows(checked, new Map(), now);
      await repo.replaceParticipants(trx, fairId, rows.companies, rows.jobs);
      return { fairCode };
    }),
  );
}

/**
 * Edits a fair and who takes part. Before it starts everything may change;
 * once started, how and when it began stays; once ended, only its name,
 * organisers, contact and introduction (409 naming what may not change).
 */
export async function editFair(deps: AppDeps, actor: Actor, input: EditInput): Promise<{ fairCode: string }> {
  assertPlaceInScope(actor, input.countyCode);
  const fair = found(await repo.findByCode(deps.db, input.fairCode, actor.scope), NOT_FOUND);
  const [companies, jobs] = await Promise.all([repo.companiesOf(deps.db, fair.id), repo.jobsOf(deps.db, fair.id)]);
  const now = nowText();
  const status = jobFairStatusAt(fair.startTime, fair.endTime, now);
  const normalized = normalizeFair(input);
  const changed = assertUnlocked(fair, status, { cmpyCodes: companies.map((c) => c.cmpyCode), jobCodes: jobs.map((j) => j.jobCode) }, input, normalized);
  if (changed.has('endTime') && normalized.endTime <= now) throw badRequest('结束时间须晚于当前时间');
  const checked = await checkFair(deps, input, normalized, new Set(jobs.map((j) => j.jobId)));
  return guardFairName(input.fairName, () =>
    deps.db.transaction().execute(async (trx) => {
      const same = await repo.findByName(trx, input.fairName);
      if (same && same.id !== fair.id) throw fairNameTaken(input.fairName);
      const written = nowText();
      await repo.updateFair(trx, fair.id, { ...formFields(input, checked), updateTime: written });
      // An ended fair keeps its record of who took part as it was, order included.
      if (status !== JOB_FAIR_STATUSES.ended) {
        const rows = participantRows(checked, new Map(companies.map((c) => [c.cmpyCode, c.joinTime])), written);
        await repo.replaceParticipants(trx, fair.id, rows.companies, rows.jobs);
      }
      return { fairCode: fair.fairCode };
    }),
  );
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
  const filter: repo.FairFilter = {
    scope: actor.scope,
    fairName: input.fairName,
    fairType: input.fairType,
    status: input.status,
    countyCode: input.countyCode,
    from: input.beginDate ? startOfFilter(input.beginDate) : undefined,
    to: input.endDate ? endOfFilter(input.endDate) : undefined,
  };
  const [result, namer] = await Promise.all([repo.pageFairs(deps.db, filter, now, input), placeNamer(deps.db)]);
  return { total: result.total, records: result.records.map((row) => fairRecord(row, row, namer(row), now)) };
}

export async function fairInfo(deps: AppDeps, actor: Actor, fairCode: string): Promise<JobFairDetail> {
  const fair = await fairByCode(deps, actor, fairCode);
  const now = nowText();
  const [companies, jobs, resumeCount, namer] = await Promise.all([
    repo.companiesOf(deps.db, fair.id),
    repo.jobsOf(deps.db, fair.id),
    repo.countApplications(deps.db, windowOf(fair, actor)),
    placeNamer(deps.db),
  ]);
  const participants = participantsOf(companies, jobs);
  // The counts, like the 参会企业 and 参会岗位 tabs, are of companies in the caller's scope; the form's participants stay whole, since saving it replaces them.
  const inScope = new Set(companies.filter((c) => scopeCovers(actor.scope, c.countyCode)).map((c) => c.cmpyCode));
  const counts = { cmpyCount: inScope.size, jobCount: jobs.filter((j) => inScope.has(j.cmpyCode)).length };
  const record = fairRecord(fair, counts, namer(fair), now);
  return {
    ...record,
    gcj02Lng: fair.gcj02Lng === null ? null : Number(fair.gcj02Lng),
    gcj02Lat: fair.gcj02Lat === null ? null : Number(fair.gcj02Lat),
    description: withFreshPictureUrls(fair.description, deps.fileUrls),
    resumeCount,
    participants,
    lockedFields: [...JOB_FAIR_LOCKED_FIELDS[record.status as keyof typeof JOB_FAIR_LOCKED_FIELDS]],
    creatorName: fair.creatorName,
    updateTime: fair.updateTime,
  };
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
