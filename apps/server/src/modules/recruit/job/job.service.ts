import {
  ADDRESS_TYPES,
  COMPANY_APPROVE_TYPE_LABELS,
  COMPANY_APPROVE_TYPES,
  JOB_APPROVE_TYPES,
  JOB_DESCRIPTION_TEXT_MAX,
  JOB_MACHINE,
  JOB_SOURCES,
  jobApi,
  jobTimeBounds,
  MESSAGE_TYPES,
  onlineTypeOf,
  TREE_TYPES,
  type BodyOf,
  type JobAction,
  type JobDetail,
  type JobRecord,
  type Page,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { randomCode } from '../../../platform/ids.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { rememberAddress } from '../../common/address/address.service.js';
import { placeNamer, resolvePlace, type PlaceNames } from '../../common/region/region.service.js';
import { nodesByCode, type FlatTreeNode } from '../../common/tree-data/tree-data.service.js';
import { companyForJob, type CompanyForJob } from '../../company/company/company.service.js';
import { notifyUsers } from '../../system/message/message.service.js';
import { labelsByCodes } from '../job-label/job-label.service.js';
import * as repo from './job.repository.js';
import type { JobChanges, JobRow } from './job.table.js';

type SaveInput = BodyOf<typeof jobApi.saveJobInfo>;
type EditInput = BodyOf<typeof jobApi.editJobInfo>;
type CheckInput = BodyOf<typeof jobApi.checkJobInfo>;
type ListInput = BodyOf<typeof jobApi.queryJobInfoList>;

export interface JobState {
  jobCode: string;
  approveType: number;
  onlineType: number;
}

const NOT_FOUND = '岗位不存在';

const categories = (db: DbOrTrx) => nodesByCode(db, TREE_TYPES.jobCategory);

interface CheckedReferences {
  /** The description as stored: what the rich-text allow-list keeps of what was sent. */
  description: string;
  names: PlaceNames;
  company: CompanyForJob;
  labelCodes: string[];
  beginTime: string;
  endTime: string;
}

/**
 * What the form sent, checked against the rest of the system: a 中类 of the
 * job category tree, a county of its city of its province, known labels, and
 * a company that has passed review. Runs before the write's transaction
 * (SQLite has one connection, which an open transaction holds).
 */
async function checkReferences(deps: AppDeps, scope: DataScope, input: SaveInput): Promise<CheckedReferences> {
  const { beginTime, endTime } = jobTimeBounds(input.beginTime, input.endTime);
  if (endTime <= nowText()) throw badRequest('结束时间须晚于当前时间');
  const description = storedRichText(input.description, '请输入岗位描述', { label: '岗位描述', max: JOB_DESCRIPTION_TEXT_MAX });
  const category = (await categories(deps.db)).get(input.jobCategoryCode);
  if (!category) throw badRequest(`岗位类别“${input.jobCategoryCode}”不存在`);
  if (category.childCount > 0) throw badRequest(`岗位类别请选择“${category.name}”下的具体类别`);
  const names = await resolvePlace(deps.db, input);
  const labelCodes = [...new Set(input.labelCodes)];
  const labels = await labelsByCodes(deps.db, labelCodes);
  const missing = labelCodes.filter((code) => !labels.some((l) => l.labelCode === code));
  if (missing.length > 0) throw badRequest(`岗位标签不存在：${missing.join('、')}`);
  const company = await companyForJob(deps.db, input.cmpyCode, scope);
  if (!company) throw badRequest('所属企业不存在');
  if (company.approveType !== COMPANY_APPROVE_TYPES.passed) {
    const state = COMPANY_APPROVE_TYPE_LABELS[company.approveType as keyof typeof COMPANY_APPROVE_TYPE_LABELS] ?? String(company.approveType);
    throw conflict(`企业“${company.cmpyName}”当前为“${state}”状态，审核通过后才能发布岗位`);
  }
  return { description, names, company, labelCodes, beginTime, endTime };
}

/** The fields a form sets, as stored. */
function formFields(input: SaveInput, checked: CheckedReferences) {
  return {
    jobName: input.jobName,
    jobCategoryCode: input.jobCategoryCode,
    cmpyCode: checked.company.cmpyCode,
    cmpyName: checked.company.cmpyName,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    education: input.education,
    headcount: input.headcount,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    address: input.address,
    gcj02Lng: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
    description: checked.description,
    beginTime: checked.beginTime,
    endTime: checked.endTime,
  };
}

/** The work address goes into the company's address history, so its next job form offers it. */
function rememberWorkAddress(db: DbOrTrx, input: SaveInput, checked: CheckedReferences): Promise<void> {
  return rememberAddress(db, checked.company.cmpyCode, ADDRESS_TYPES.work, {
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    ...checked.names,
    address: input.address,
    gcj02Lon: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
  });
}

const stateOf = (jobCode: string, approveType: number): JobState => ({ jobCode, approveType, onlineType: onlineTypeOf(approveType) });

/** Where a job keeps its state. */
const JOB_STATE = { table: 'recruitJobInfo', key: 'id', state: 'approveType', machine: JOB_MACHINE } as const;

/** Who moves a job: a console user, or the scheduler (系统). */
interface Operator {
  id: number | null;
  name: string;
}
const operatorOf = (actor: Actor): Operator => ({ id: actor.userId, name: actor.realName });
const SYSTEM: Operator = { id: null, name: '系统' };

/**
 * Moves a job by one row of JOB_MACHINE, writing `changes` with it and an
 * operation record of the move (who, from → to, note); 409 naming the current
 * state when the table has no such move, including when another request moved
 * the job first.
 */
async function move(
  trx: DbOrTrx,
  job: JobRow,
  action: JobAction,
  changes: JobChanges,
  now: string,
  operator: Operator,
  note = '',
): Promise<JobState> {
  const [moved] = await moveStates(trx, JOB_STATE, {
    action,
    rows: [{ key: job.id, state: job.approveType }],
    changes: (to) => ({ ...changes, onlineType: onlineTypeOf(to), updateTime: now }),
    record: (recordTrx, moves) =>
      repo.insertOperations(
        recordTrx,
        moves.map((m) => ({
          jobId: m.key,
          action,
          fromState: m.from,
          toState: m.to,
          note: note.slice(0, 500),
          operatorId: operator.id,
          operatorName: operator.name,
          createTime: now,
        })),
      ),
  });
  return stateOf(job.jobCode, moved.to);
}

/** A job of a company inside the caller's data scope; 404 otherwise, as if it did not exist. */
async function jobByCode(db: DbOrTrx, jobCode: string, scope: DataScope): Promise<JobRow> {
  return found(await repo.findByCode(db, jobCode, scope), NOT_FOUND);
}

/** A new job, published by the platform (source '2'): it waits for review. */
export async function saveJob(deps: AppDeps, actor: Actor, input: SaveInput): Promise<JobState> {
  const checked = await checkReferences(deps, actor.scope, input);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const jobCode = randomCode();
    const id = await repo.insertJob(trx, {
      jobCode,
      ...formFields(input, checked),
      source: JOB_SOURCES.platform,
      approveType: JOB_APPROVE_TYPES.review,
      onlineType: onlineTypeOf(JOB_APPROVE_TYPES.review),
      rejectDesc: '',
      forcedDesc: '',
      creatorId: actor.userId,
      creatorName: actor.realName,
      reviewerName: '',
      reviewTime: null,
      onlineTime: null,
      refreshTime: now,
      createTime: now,
      updateTime: now,
    });
    await repo.setLabels(trx, id, checked.labelCodes);
    await rememberWorkAddress(trx, input, checked);
    return stateOf(jobCode, JOB_APPROVE_TYPES.review);
  });
}

/** An edit sends the job (back) to review; an online job is taken offline first. */
export async function editJob(deps: AppDeps, actor: Actor, input: EditInput): Promise<JobState> {
  const current = await jobByCode(deps.db, input.jobCode, actor.scope);
  // The state is checked before the form, so an online job is refused for what it is, not for a field.
  assertMove(JOB_MACHINE, 'edit', current.approveType);
  const checked = await checkReferences(deps, actor.scope, input);
  return deps.db.transaction().execute(async (trx) => {
    const job = await jobByCode(trx, input.jobCode, actor.scope);
    const now = nowText();
    // A new review is due: the earlier decision no longer describes this job.
    const changes = { ...formFields(input, checked), rejectDesc: '', reviewerName: '', reviewTime: null };
    const state = await move(trx, job, 'edit', changes, now, operatorOf(actor));
    await repo.setLabels(trx, job.id, checked.labelCodes);
    await rememberWorkAddress(trx, input, checked);
    return state;
  });
}

async function tellCreator(trx: DbOrTrx, job: JobRow, title: string, content: string): Promise<void> {
  if (job.creatorId !== null) await notifyUsers(trx, [job.creatorId], { msgType: MESSAGE_TYPES.SYSTEM, title, content });
}

/** Passes or rejects a job under review and tells whoever published it. */
export async function checkJob(deps: AppDeps, actor: Actor, input: CheckInput): Promise<JobState> {
  const action: JobAction = input.approveType === JOB_APPROVE_TYPES.approved ? 'pass' : 'reject';
  return deps.db.transaction().execute(async (trx) => {
    const job = await jobByCode(trx, input.jobCode, actor.scope);
    const now = nowText();
    const rejectDesc = action === 'reject' ? (input.rejectDesc ?? '') : '';
    const state = await move(trx, job, action, { rejectDesc, reviewerName: actor.realName, reviewTime: now }, now, operatorOf(actor), rejectDesc);
    await tellCreator(
      trx,
      job,
      action === 'pass' ? '岗位审核通过' : '岗位审核驳回',
      action === 'pass'
        ? `您发布的岗位“${job.jobName}”（${job.cmpyName}）已于 ${now} 审核通过，可以上线。`
        : `您发布的岗位“${job.jobName}”（${job.cmpyName}）已于 ${now} 被驳回，驳回原因：${rejectDesc}。请修改后重新提交。`,
    );
    return state;
  });
}

/** Takes a job online (onlineType 1) or offline (0). A job past its end time cannot go online. */
export async function setOnline(deps: AppDeps, actor: Actor, jobCode: string, onlineType: number): Promise<JobState> {
  const action: JobAction = onlineType === 1 ? 'online' : 'offline';
  return deps.db.transaction().execute(async (trx) => {
    const job = await jobByCode(trx, jobCode, actor.scope);
    assertMove(JOB_MACHINE, action, job.approveType);
    const now = nowText();
    if (action === 'online' && job.endTime <= now) {
      throw conflict(`岗位招聘已于 ${job.endTime} 结束，请编辑岗位设置新的结束时间，审核通过后再上线`);
    }
    return move(trx, job, action, action === 'online' ? { onlineTime: now } : {}, now, operatorOf(actor));
  });
}

/** Moves an online job to the top of the lists. */
export async function refreshJob(deps: AppDeps, actor: Actor, jobCode: string): Promise<JobState & { refreshTime: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const job = await jobByCode(trx, jobCode, actor.scope);
    const now = nowText();
    return { ...(await move(trx, job, 'refresh', { refreshTime: now }, now, operatorOf(actor))), refreshTime: now };
  });
}

/** Stops recruiting now: the end time becomes now (unless already past) and the job is offline. */
export async function endJob(deps: AppDeps, actor: Actor, jobCode: string): Promise<JobState> {
  return deps.db.transaction().execute(async (trx) => {
    const job = await jobByCode(trx, jobCode, actor.scope);
    const now = nowText();
    return move(trx, job, 'end', { endTime: job.endTime > now ? now : job.endTime }, now, operatorOf(actor));
  });
}

/** A reviewer ends a job for good (强制结束), with the reason its publisher is told. */
export async function forceOffline(deps: AppDeps, actor: Actor, jobCode: string, forcedDesc: string): Promise<JobState> {
  return deps.db.transaction().execute(async (trx) => {
    const job = await jobByCode(trx, jobCode, actor.scope);
    const now = nowText();
    const changes = { forcedDesc, reviewerName: actor.realName, reviewTime: now };
    const state = await move(trx, job, 'forcedOffline', changes, now, operatorOf(actor), forcedDesc);
    await tellCreator(trx, job, '岗位被强制下线', `您发布的岗位“${job.jobName}”（${job.cmpyName}）已于 ${now} 被强制下线，原因：${forcedDesc}。`);
    return state;
  });
}

/** The note of 岗位到期下线's moves (the demo's expired jobs carry it too). */
export const EXPIRED_NOTE = '招聘结束时间已到，系统自动下线';
const EXPIRE_BATCH = 200;

/**
 * The scheduler's sweep (岗位到期下线): every online job whose end time is at
 * or before `now` goes offline along JOB_MACHINE, with an operation record by
 * 系统, and its publisher is told. A job someone moved meanwhile is left as it
 * is. Answers how many jobs went offline.
 */
export async function expireJobs(deps: AppDeps, now: string): Promise<number> {
  let moved = 0;
  for (;;) {
    const due = await repo.onlineEndedBy(deps.db, now, EXPIRE_BATCH);
    let movedNow = 0;
    for (const { jobCode } of due) {
      const went = await deps.db.transaction().execute(async (trx) => {
        const job = await repo.findByCode(trx, jobCode, WHOLE_SCOPE);
        if (!job || !JOB_MACHINE.can('offline', job.approveType) || job.endTime > now) return false;
        await move(trx, job, 'offline', {}, now, SYSTEM, EXPIRED_NOTE);
        await tellCreator(trx, job, '岗位已到期下线', `您发布的岗位“${job.jobName}”（${job.cmpyName}）招聘结束时间 ${job.endTime} 已到，已于 ${now} 自动下线。`);
        return true;
      });
      if (went) movedNow++;
    }
    moved += movedNow;
    // A short batch was the last; a batch that moved nothing would only be read again.
    if (due.length < EXPIRE_BATCH || movedNow === 0) return moved;
  }
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

type LabelRef = JobRecord['labels'][number];

async function labelsById(db: DbOrTrx, jobIds: readonly number[]): Promise<Map<number, LabelRef[]>> {
  const byJob = new Map<number, LabelRef[]>();
  for (const row of await repo.labelsOfJobs(db, jobIds)) {
    const list = byJob.get(Number(row.jobId)) ?? [];
    list.push({ labelCode: row.labelCode, labelName: row.labelName, labelHot: row.labelHot });
    byJob.set(Number(row.jobId), list);
  }
  return byJob;
}

type ListRow = Awaited<ReturnType<typeof repo.pageJobs>>['records'][number];

function toRecord(row: ListRow, labels: LabelRef[], tree: ReadonlyMap<string, FlatTreeNode>, names: PlaceNames): JobRecord {
  return {
    jobCode: row.jobCode,
    jobName: row.jobName,
    jobCategoryCode: row.jobCategoryCode,
    jobCategoryName: tree.get(row.jobCategoryCode)?.name ?? row.jobCategoryCode,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    education: row.education,
    headcount: row.headcount,
    countyCode: row.countyCode,
    countyName: names.countyName,
    labels,
    source: row.source,
    approveType: row.approveType,
    onlineType: row.onlineType,
    beginTime: row.beginTime,
    endTime: row.endTime,
    refreshTime: row.refreshTime,
    createTime: row.createTime,
  };
}

/** The stored filter of a list or count request: a 大类 takes in its 中类. */
async function jobFilterOf(db: DbOrTrx, scope: DataScope, input: Omit<ListInput, 'pageNum' | 'pageSize'>): Promise<repo.JobFilter> {
  const { jobCategoryCode, source, ...rest } = input;
  let jobCategoryCodes: string[] | undefined;
  if (jobCategoryCode) {
    const tree = await categories(db);
    jobCategoryCodes = [jobCategoryCode, ...[...tree.values()].filter((n) => n.parentCode === jobCategoryCode).map((n) => n.code)];
  }
  return { ...rest, scope, jobCategoryCodes, source: source === undefined ? undefined : String(source) };
}

export async function pageJobs(deps: AppDeps, scope: DataScope, input: ListInput): Promise<Page<JobRecord>> {
  const filter = await jobFilterOf(deps.db, scope, input);
  const result = await repo.pageJobs(deps.db, filter, input);
  const [labels, tree, namer] = await Promise.all([
    labelsById(deps.db, result.records.map((r) => Number(r.id))),
    categories(deps.db),
    placeNamer(deps.db),
  ]);
  return { total: result.total, records: result.records.map((row) => toRecord(row, labels.get(Number(row.id)) ?? [], tree, namer(row))) };
}

/** The list for an export: its total, and its rows as the list shows them, a batch at a time. */
export async function jobsForExport(deps: AppDeps, scope: DataScope, input: Omit<ListInput, 'pageNum' | 'pageSize'>) {
  const filter = await jobFilterOf(deps.db, scope, input);
  const [tree, namer] = await Promise.all([categories(deps.db), placeNamer(deps.db)]);
  return {
    count: () => repo.countJobs(deps.db, filter),
    batches: async function* (): AsyncGenerator<JobRecord[]> {
      const rows = keysetBatches<Awaited<ReturnType<typeof repo.jobsAfter>>[number], repo.JobCursor>(
        deps.db,
        (after, limit) => repo.jobsAfter(deps.db, filter, after, limit),
        (last) => ({ refreshTime: last.refreshTime, id: Number(last.id) }),
      );
      for await (const batch of rows) {
        const labels = await labelsById(deps.db, batch.map((r) => Number(r.id)));
        yield batch.map((row) => toRecord(row, labels.get(Number(row.id)) ?? [], tree, namer(row)));
      }
    },
  };
}

/** One entry per approveType, zeros included, in state order: the status tabs. */
export async function typeCounts(deps: AppDeps, scope: DataScope, input: Omit<ListInput, 'pageNum' | 'pageSize' | 'approveType'>) {
  const byState = await repo.countByState(deps.db, await jobFilterOf(deps.db, scope, input));
  return JOB_MACHINE.values.map((approveType) => ({ approveType, label: JOB_MACHINE.label(approveType), count: byState.get(approveType) ?? 0 }));
}

export async function jobDetail(deps: AppDeps, scope: DataScope, jobCode: string): Promise<JobDetail> {
  const row = await jobByCode(deps.db, jobCode, scope);
  const [labels, tree, namer] = await Promise.all([labelsById(deps.db, [row.id]), categories(deps.db), placeNamer(deps.db)]);
  const names = namer(row);
  const parent = tree.get(tree.get(row.jobCategoryCode)?.parentCode ?? '');
  return {
    ...toRecord(row, labels.get(row.id) ?? [], tree, names),
    jobCategoryParentCode: parent?.code ?? '',
    jobCategoryParentName: parent?.name ?? '',
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    ...names,
    address: row.address,
    gcj02Lng: Number(row.gcj02Lng),
    gcj02Lat: Number(row.gcj02Lat),
    description: withFreshPictureUrls(row.description, deps.fileUrls),
    rejectDesc: row.rejectDesc,
    forcedDesc: row.forcedDesc,
    creatorName: row.creatorName,
    reviewerName: row.reviewerName,
    reviewTime: row.reviewTime,
    onlineTime: row.onlineTime,
    updateTime: row.updateTime,
  };
}

// ---------------------------------------------------------------------------
// For other areas
// ---------------------------------------------------------------------------

export interface DemandFilter {
  jobCategoryCode?: string;
  education?: number;
  /** The jobs' county in this province, city or county. */
  regionCode?: string;
  /** The jobs wanted: these, or any carrying the label. */
  jobIds: readonly number[];
  labelCode: string | null;
  now: string;
}

/**
 * Jobs recruiting now (已上线, end time ahead) among `jobIds` or carrying
 * `labelCode`, of companies in the scope (the colleges' 供需信息 demand list),
 * most recently refreshed first, as the job list shows them. Jobs go online
 * only for passed companies.
 */
export async function pageDemandJobs(deps: AppDeps, scope: DataScope, demand: DemandFilter, page: PageRequest): Promise<Page<JobRecord>> {
  const base = await jobFilterOf(deps.db, scope, { jobCategoryCode: demand.jobCategoryCode, education: demand.education });
  const filter: repo.JobFilter = {
    ...base,
    approveType: JOB_APPROVE_TYPES.online,
    regionCode: demand.regionCode,
    endsAfter: demand.now,
    anyOf: { jobIds: demand.jobIds, labelCode: demand.labelCode },
  };
  const result = await repo.pageJobs(deps.db, filter, page);
  const [labels, tree, namer] = await Promise.all([labelsById(deps.db, result.records.map((r) => Number(r.id))), categories(deps.db), placeNamer(deps.db)]);
  return { total: result.total, records: result.records.map((row) => toRecord(row, labels.get(Number(row.id)) ?? [], tree, namer(row))) };
}


export interface CategoryJobCounts {
  total: number;
  online: number;
}

/** Jobs filed under each category code (any state, and those online now), of companies in the scope. */
export async function jobCountsByCategory(db: DbOrTrx, scope: DataScope): Promise<Map<string, CategoryJobCounts>> {
  const counts = new Map<string, CategoryJobCounts>();
  for (const row of await repo.countByCategory(db, scope)) {
    const entry = counts.get(row.jobCategoryCode) ?? { total: 0, online: 0 };
    entry.total += row.n;
    if (row.approveType === JOB_APPROVE_TYPES.online) entry.online += row.n;
    counts.set(row.jobCategoryCode, entry);
  }
  return counts;
}

/** A job as another domain shows it: name, company and whether it is 已上线 now. */
export interface JobSummary {
  jobCode: string;
  jobName: string;
  cmpyName: string;
  online: boolean;
}

/** For areas that refer to jobs (广告管理's 推荐岗位): the jobs named, by code, read when their records are (an offline job reads as such at once). */
export async function jobSummaries(db: DbOrTrx, jobCodes: readonly string[]): Promise<Map<string, JobSummary>> {
  const rows = await repo.findByCodes(db, jobCodes);
  return new Map(rows.map((j) => [j.jobCode, summaryOf(j)]));
}

/** For the advertising demo: up to `limit` online jobs, the latest put online first. */
export async function onlineJobSummaries(db: DbOrTrx, limit: number): Promise<JobSummary[]> {
  return (await repo.findOnline(db, limit)).map(summaryOf);
}

const summaryOf = (j: { jobCode: string; jobName: string; cmpyName: string; approveType: number }): JobSummary => ({
  jobCode: j.jobCode,
  jobName: j.jobName,
  cmpyName: j.cmpyName,
  online: j.approveType === JOB_APPROVE_TYPES.online,
});
