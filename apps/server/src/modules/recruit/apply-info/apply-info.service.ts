import {
  ageOn,
  APPLY_MACHINE,
  APPLY_OPERATION_LABELS,
  APPLY_STATE_TABS,
  COMPANY_APPROVE_TYPE_LABELS,
  COMPANY_APPROVE_TYPES,
  JOB_APPROVE_TYPES,
  JOB_MACHINE,
  type ApplyAction,
  type ApplyOperation,
  type ApplyRecord,
  type applyCountQuery,
  type applyInfoRecord,
  type applyListQuery,
  type auditionInfo,
  type jobApplyDetail,
  type operationRecord,
  type Page,
  type resumeDetail as resumeDetailSchema,
} from '@hrbd/contract';
import type { z } from 'zod';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { companyForJob } from '../../company/company/company.service.js';
import { jobDetail } from '../job/job.service.js';
import {
  disclosureFor,
  historiesOf,
  NO_HISTORIES,
  resumeByCode,
  resumeById,
  resumeViewer,
  todayText,
  type Disclosure,
} from '../resume/resume.service.js';
import * as repo from './apply-info.repository.js';

export type ListInput = z.output<typeof applyListQuery>;
export type FilterInput = Omit<ListInput, 'pageNum' | 'pageSize'> & { applyCodes?: readonly string[] };
type CountInput = z.output<typeof applyCountQuery>;
type AuditionInfo = z.infer<typeof auditionInfo>;
type OperationRecord = z.infer<typeof operationRecord>;

const NOT_FOUND = '投递记录不存在';

/** `YYYY-MM-DD` minus whole years, as text: 02-29 of a year without one still compares correctly. */
function yearsBefore(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}

/**
 * The stored filter of a list, count or export request. Ages become birth-date
 * bounds for today: at least `startUsrAge` means born on or before today that
 * many years ago; at most `endUsrAge` means born after today `endUsrAge + 1` years ago.
 */
export function applyFilterOf(input: FilterInput | CountInput, scope: DataScope, today = todayText()): repo.ApplyFilter {
  const state = 'state' in input ? input.state : undefined;
  const applyCodes = 'applyCodes' in input ? input.applyCodes : undefined;
  return {
    scope,
    state,
    jobCode: input.jobCode,
    jobName: input.jobName,
    bornUntil: input.startUsrAge === undefined ? undefined : yearsBefore(today, input.startUsrAge),
    bornAfter: input.endUsrAge === undefined ? undefined : yearsBefore(today, input.endUsrAge + 1),
    startTime: input.startTime ? startOfFilter(input.startTime) : undefined,
    endTime: input.endTime ? endOfFilter(input.endTime) : undefined,
    usrGender: input.usrGender,
    applyCodes: applyCodes && applyCodes.length > 0 ? [...new Set(applyCodes)] : undefined,
  };
}

/** Turns stored rows into list records, masked as the caller may see them. */
export function applyRecordOf(row: repo.ApplyRow, disclosure: Disclosure, today: string): ApplyRecord {
  return {
    applyCode: row.applyCode,
    resumeCode: row.resumeCode,
    usrCode: row.usrCode,
    usrName: row.usrName,
    usrGender: row.usrGender,
    age: ageOn(row.birthDate, today),
    idCard: disclosure.idCard(row.idCard),
    mobile: disclosure.mobile(row.mobile),
    education: row.education,
    ethnic: row.ethnic,
    jobStatus: row.jobStatus,
    jobCode: row.jobCode,
    jobName: row.jobName,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    state: row.state,
    applyTime: row.applyTime,
    remark: row.remark,
    updateTime: row.updateTime,
  };
}

/** Every application the filter matches, in list order (newest first), a batch at a time: one statement a batch (exportBatch). */
export function applicationBatches(deps: AppDeps, filter: repo.ApplyFilter): AsyncGenerator<repo.ApplyRow[]> {
  return keysetBatches<repo.ApplyRow, repo.ApplyCursor>(
    deps.db,
    (after, limit) => repo.exportBatch(deps.db, filter, after, limit),
    (last) => ({ applyTime: last.applyTime, id: Number(last.id) }),
  );
}

/**
 * One job's applications sent within [from, to] (whatever their region), newest first, a batch at a time,
 * as the application list shows them to `actor` — masked the same way: 驿站活动's 招聘明细, job by job.
 * Each batch walks the job's (job_id, apply_time, id) index with the parties joined on the way; picking the
 * window's ids first and their rows by in-lists cost a lookup per application (bench/stations.ts).
 */
export async function* jobApplicationBatches(deps: AppDeps, actor: Actor, jobCode: string, from: string, to: string): AsyncGenerator<ApplyRecord[]> {
  const disclosure = await disclosureFor(deps, actor);
  const today = todayText();
  for await (const rows of applicationBatches(deps, { scope: WHOLE_SCOPE, jobCode, startTime: from, endTime: to })) yield rows.map((row) => applyRecordOf(row, disclosure, today));
}

/**
 * Applications another area picked (a job fair's resumes), in the order of
 * `ids`, as the application list shows them to `actor` — masked the same way.
 */
export async function applicationRecordsOf(deps: AppDeps, actor: Actor, ids: readonly number[]): Promise<ApplyRecord[]> {
  const [rows, disclosure] = await Promise.all([repo.partiesOf(deps.db, ids), disclosureFor(deps, actor)]);
  const today = todayText();
  return rows.map((row) => applyRecordOf(row, disclosure, today));
}

// ---------------------------------------------------------------------------
// Lists and counts
// ---------------------------------------------------------------------------

/** One page of applications: GET queryPageJobApplyInfo and POST …ByForm both land here. */
export async function pageApplications(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<ApplyRecord>> {
  const [result, disclosure] = await Promise.all([repo.pageApplications(deps.db, applyFilterOf(input, actor.scope), input), disclosureFor(deps, actor)]);
  const today = todayText();
  return { total: result.total, records: result.records.map((row) => applyRecordOf(row, disclosure, today)) };
}

/** One entry per tab (zeros included) in the order of the flow, keyed by resumeState. */
export async function stateCounts(deps: AppDeps, actor: Actor, input: CountInput) {
  const byState = await repo.countByState(deps.db, applyFilterOf(input, actor.scope));
  return APPLY_STATE_TABS.map((resumeState) => ({ resumeState, label: APPLY_MACHINE.label(resumeState), count: byState.get(resumeState) ?? 0 }));
}

// ---------------------------------------------------------------------------
// Details
// ---------------------------------------------------------------------------

type AuditionRow = Awaited<ReturnType<typeof repo.auditionsOf>>[number];
type OperationRow = Awaited<ReturnType<typeof repo.operationsOf>>[number];

function auditionOf({ applyId: _applyId, ...row }: AuditionRow): AuditionInfo {
  return row;
}

function operationOf(row: OperationRow): OperationRecord {
  return {
    applyCode: row.applyCode,
    jobName: row.jobName,
    action: row.action,
    actionLabel: APPLY_OPERATION_LABELS[row.action as ApplyOperation] ?? row.action,
    fromState: row.fromState,
    fromStateLabel: APPLY_MACHINE.label(row.fromState),
    toState: row.toState,
    toStateLabel: APPLY_MACHINE.label(row.toState),
    note: row.note,
    operatorName: row.operatorName,
    operateTime: row.createTime,
  };
}

/** Interview and operation records of applications, newest first (for the timeline of a detail). */
export async function recordsOf(db: DbOrTrx, applyIds: readonly number[]): Promise<{ auditions: AuditionRow[]; operations: OperationRow[] }> {
  const [auditions, operations] = await Promise.all([repo.auditionsOf(db, applyIds), repo.operationsOf(db, applyIds)]);
  return { auditions, operations };
}

export async function applyDetail(deps: AppDeps, actor: Actor, applyCode: string): Promise<z.infer<typeof jobApplyDetail>> {
  const row = found(await repo.findByCode(deps.db, applyCode, actor.scope), NOT_FOUND);
  const disclosure = await disclosureFor(deps, actor);
  const [resume, histories, records, view] = await Promise.all([
    resumeById(deps.db, row.resumeId),
    historiesOf(deps.db, [row.resumeId]),
    recordsOf(deps.db, [row.id]),
    resumeViewer(deps.db, disclosure),
  ]);
  const applyInfo: z.infer<typeof applyInfoRecord> = {
    ...applyRecordOf(row, disclosure, todayText()),
    jobCategoryCode: row.jobCategoryCode,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    actions: APPLY_MACHINE.actionsFrom(row.state),
  };
  return {
    applyInfo,
    resumeVO: view(resume),
    ...(histories.get(row.resumeId) ?? NO_HISTORIES),
    auditionInfoList: records.auditions.map(auditionOf),
    operationRecordList: records.operations.map(operationOf),
  };
}

export async function resumeDetail(deps: AppDeps, actor: Actor, resumeCode: string): Promise<z.infer<typeof resumeDetailSchema>> {
  const resume = await resumeByCode(deps.db, resumeCode);
  const disclosure = await disclosureFor(deps, actor);
  const [applications, histories, view] = await Promise.all([
    repo.findByResume(deps.db, resume.id, actor.scope),
    historiesOf(deps.db, [resume.id]),
    resumeViewer(deps.db, disclosure),
  ]);
  const records = await recordsOf(
    deps.db,
    applications.map((a) => a.id),
  );
  const today = todayText();
  return {
    resumeVO: view(resume),
    ...(histories.get(resume.id) ?? NO_HISTORIES),
    auditionInfoList: records.auditions.map(auditionOf),
    operationRecordList: records.operations.map(operationOf),
    applyList: applications.map((row) => applyRecordOf(row, disclosure, today)),
  };
}

// ---------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------

export interface Interview {
  interviewTime: string;
  interviewPlace: string;
  contactPerson: string;
  contactPhone: string;
}

export interface MoveResult {
  applyCodes: string[];
  state: number;
}

/** Where an application keeps its state. */
const APPLY_STATE = { table: 'recruitJobApply', key: 'id', state: 'state', machine: APPLY_MACHINE } as const;

type StateRow = Awaited<ReturnType<typeof repo.statesByCodes>>[number];

/** 录用 comes after the interview: refused (409) while an application's latest interview has not begun. */
async function assertInterviewsBegun(db: DbOrTrx, rows: readonly StateRow[], now: string, batch: boolean): Promise<void> {
  const latest = await repo.latestInterviewTimes(
    db,
    rows.map((r) => r.id),
  );
  const early = rows.filter((row) => (latest.get(row.id) ?? '') > now);
  if (early.length === 0) return;
  if (!batch) throw conflict(`面试时间（${latest.get(early[0].id)}）尚未开始，不能录用`);
  throw conflict(`以下投递记录的面试尚未开始，不能录用：${early.map((row) => `${row.usrName}（${latest.get(row.id)}）`).join('、')}`);
}

/**
 * Moves applications by one row of APPLY_MACHINE, all or none, in one
 * transaction: every application must exist and allow the move, otherwise
 * nothing changes and the refusal names those that could not move (409) or
 * do not exist (404). Each move is a conditional update from the state read,
 * so of two requests racing for the same application one lands and the other
 * is refused the same way. Each moved application gets an operation record;
 * an invitation also gets its interview record.
 */
async function move(
  deps: AppDeps,
  actor: Actor,
  codes: readonly string[],
  action: ApplyAction,
  options: { note?: string; interview?: Interview; batch: boolean },
): Promise<MoveResult> {
  const applyCodes = [...new Set(codes)];
  const now = nowText();
  if (options.interview && options.interview.interviewTime <= now) throw badRequest('面试时间须晚于当前时间');
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.statesByCodes(trx, applyCodes, actor.scope);
    // Rows the machine refuses are named by moveStates; of the others, a hire waits for the interview.
    if (action === 'employ') await assertInterviewsBegun(trx, rows.filter((row) => APPLY_MACHINE.can(action, row.state)), now, options.batch);
    const moved = await moveStates(trx, APPLY_STATE, {
      action,
      rows: rows.map((row) => ({ key: row.id, state: row.state, code: row.applyCode, name: row.usrName })),
      requested: applyCodes,
      batch: options.batch,
      changes: { updateTime: now },
      record: (trx, moves) =>
        repo.insertOperations(
          trx,
          moves.map((m) => ({
            applyId: m.key,
            action,
            fromState: m.from,
            toState: m.to,
            note: options.note ?? '',
            operatorId: actor.userId,
            operatorName: actor.realName,
            createTime: now,
          })),
        ),
    });
    if (options.interview) {
      const interview = options.interview;
      await repo.insertAuditions(
        trx,
        rows.map((row) => ({
          auditionCode: randomCode(),
          applyId: row.id,
          ...interview,
          note: options.note ?? '',
          inviterId: actor.userId,
          inviterName: actor.realName,
          createTime: now,
        })),
      );
    }
    return { applyCodes, state: moved[0].to };
  });
}

export interface UpdateStateInput extends Partial<Interview> {
  applyCode: string;
  state: number;
  note?: string;
}

/** updateState: the target state picks the action (an invitation carries its interview). */
export function updateState(deps: AppDeps, actor: Actor, input: UpdateStateInput, action: ApplyAction): Promise<MoveResult> {
  const { interviewTime, interviewPlace, contactPerson, contactPhone } = input;
  const interview =
    action === 'inviteInterview' && interviewTime && interviewPlace && contactPerson && contactPhone
      ? { interviewTime, interviewPlace, contactPerson, contactPhone }
      : undefined;
  return move(deps, actor, [input.applyCode], action, { note: input.note, interview, batch: false });
}

export function inviteInterview(deps: AppDeps, actor: Actor, applyCodes: readonly string[], interview: Interview & { note?: string }, batch: boolean) {
  const { note, ...details } = interview;
  return move(deps, actor, applyCodes, 'inviteInterview', { note, interview: details, batch });
}

export function moveBatch(deps: AppDeps, actor: Actor, applyCodes: readonly string[], action: Exclude<ApplyAction, 'inviteInterview'>, note?: string) {
  return move(deps, actor, applyCodes, action, { note, batch: true });
}

/** A remark may change in any state, final ones included; it is recorded like a move that keeps the state. */
export async function updateRemark(deps: AppDeps, actor: Actor, applyCode: string, remark: string): Promise<{ applyCode: string; remark: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const [row] = await repo.statesByCodes(trx, [applyCode], actor.scope);
    if (!row) throw notFound(NOT_FOUND);
    const now = nowText();
    await repo.setRemark(trx, row.id, remark, now);
    await repo.insertOperations(trx, [
      {
        applyId: row.id,
        action: 'remark' satisfies ApplyOperation,
        fromState: row.state,
        toState: row.state,
        note: remark,
        operatorId: actor.userId,
        operatorName: actor.realName,
        createTime: now,
      },
    ]);
    return { applyCode, remark };
  });
}

// ---------------------------------------------------------------------------
// 加入驿站
// ---------------------------------------------------------------------------

/**
 * Whether a job offers 加入驿站 (putting it on a recruiting station's board):
 * a job that is recruiting now — 已上线, its end time still ahead, its company
 * 已通过 — and on no station yet. Stations build on jobs, so the station they
 * are on comes through `deps.lookups.jobStation` (wired in app.ts), not an import.
 */
export async function joinStationFlag(deps: AppDeps, scope: DataScope, jobCode: string): Promise<{ showFlag: boolean; reason: string }> {
  const job = await jobDetail(deps, scope, jobCode);
  if (job.approveType !== JOB_APPROVE_TYPES.online) {
    return { showFlag: false, reason: `岗位当前为“${JOB_MACHINE.label(job.approveType)}”状态，上线后才能加入驿站` };
  }
  if (job.endTime <= nowText()) return { showFlag: false, reason: `岗位招聘已于 ${job.endTime} 结束` };
  const company = await companyForJob(deps.db, job.cmpyCode, scope);
  if (company?.approveType !== COMPANY_APPROVE_TYPES.passed) {
    const state = company ? (COMPANY_APPROVE_TYPE_LABELS[company.approveType as keyof typeof COMPANY_APPROVE_TYPE_LABELS] ?? String(company.approveType)) : '不存在';
    return { showFlag: false, reason: `企业“${job.cmpyName}”当前为“${state}”状态` };
  }
  const stationName = await deps.lookups.jobStation(deps.db, jobCode);
  if (stationName !== null) return { showFlag: false, reason: `岗位已加入驿站“${stationName}”` };
  return { showFlag: true, reason: '' };
}

