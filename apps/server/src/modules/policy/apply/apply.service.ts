import {
  describeIssues,
  DICT_TYPES,
  monthsBetween,
  perm,
  POLICY_APPLY_CONTENT_LABELS,
  POLICY_APPLY_LABELS,
  POLICY_APPLY_MACHINE,
  POLICY_APPLY_RECORD_ACTIONS,
  POLICY_APPLY_STATE_VALUES,
  POLICY_APPLY_STATES,
  policyApplyApi,
  policyApplyContent,
  SUBSIDY_STATES,
  yuanText,
  type Page,
  type PolicyApplyContent,
  type PolicyApplyDetail,
  type PolicyApplyFilterInput,
  type PolicyApplyRecord,
  type PolicyApplyRecordAction,
} from '@hrbd/contract';
import { Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { itemsByType } from '../../common/dict/dict.service.js';
import { countyNamer, regionIndex } from '../../common/region/region.service.js';
import { projectForApplications } from '../subsidy/subsidy.service.js';
import * as repo from './apply.repository.js';
import type { NewPolicyApply } from './apply.table.js';

export const APPLY_NOT_FOUND = '政策申请不存在';
const VIEW_SENSITIVE = perm.policy.apply.viewSensitive;

/** Where an application keeps its state. */
const APPLY_STATE = { table: 'policyApply', key: 'id', state: 'applyState', machine: POLICY_APPLY_MACHINE } as const;

type Project = NonNullable<Awaited<ReturnType<typeof projectForApplications>>>;

/** An application as the portal sends it. */
export interface Submission {
  projectCode: string;
  /** The applicant's account (申请人), when the portal knows it. */
  usrCode?: string;
  /** JSON text as received, or the object itself. */
  applyContent: string | Record<string, unknown>;
  /** When it was sent; now unless a seed replays the past. */
  submitTime?: string;
  /** The demo seed's own deterministic code; a random one otherwise. */
  applyId?: string;
}

/** The dictionary keys the content may use, read once per call. */
async function dictionaryKeys(db: DbOrTrx) {
  const keys = async (type: string) => new Set((await itemsByType(db, type)).map((item) => item.dataKey));
  const [jobSituation, applyPersonType, personDifficultType] = await Promise.all([
    keys(DICT_TYPES.jobSituation), keys(DICT_TYPES.applyPersonType), keys(DICT_TYPES.personDifficultType),
  ]);
  return { jobSituation, applyPersonType, personDifficultType };
}

/** The rules of an application that need its project, the regions and the dictionaries: the first broken one, or null. */
function projectProblem(content: PolicyApplyContent, project: Project, isCounty: (code: string) => boolean, dicts: Awaited<ReturnType<typeof dictionaryKeys>>, submitTime: string): string | null {
  if (project.state !== SUBSIDY_STATES.submitted || !project.reportStart || !project.reportEnd) return `补贴项目“${project.projectName}”未提交，不能受理申请`;
  if (submitTime < project.reportStart || submitTime > project.reportEnd) return `补贴项目“${project.projectName}”不在申报时间内（${project.reportStart} 至 ${project.reportEnd}），不能受理申请`;
  if (!isCounty(content.district)) return '所属区县不存在';
  if (!project.counties.includes(content.district)) return '所属区县不在该补贴项目的覆盖区县内';
  if (!dicts.jobSituation.has(content.jobSituation)) return '就业情况不在字典中';
  if (!dicts.applyPersonType.has(content.applyPersonType)) return '申请人类别不在字典中';
  if (!(JSON.parse(project.personTypes) as string[]).includes(content.applyPersonType)) return '申请人类别不在该补贴项目的申请对象内';
  if (content.personDifficultType && !dicts.personDifficultType.has(content.personDifficultType)) return '就业困难人员类别不在字典中';
  if (content.monthEnd > submitTime.slice(0, 7)) return '结束月份不能晚于提交月份';
  const months = monthsBetween(content.monthStart, content.monthEnd);
  const kinds = [
    [content.isOldSubsidyFeeApply, content.oldSubsidyFee, project.oldKind, project.oldStandard, '养老保险'],
    [content.isMedicalSubsidyFeeApply, content.medicalSubsidyFee, project.medicalKind, project.medicalStandard, '医疗保险'],
  ] as const;
  for (const [applied, fee, offered, standard, kind] of kinds) {
    if (!applied) continue;
    if (!offered || standard === null) return `该补贴项目不提供${kind}补贴`;
    if (fee > standard * months) return `${kind}补贴金额（${yuanText(fee)}元）不能超过补贴标准乘以月数（${yuanText(standard * months)}元）`;
  }
  return null;
}

/**
 * Receives applications from the applicants' portal (and the demo seed, and
 * tests): each `applyContent` is parsed by the contract's schema and judged
 * against its project (submitted, inside the report window, covering the
 * county, within the standards); the first bad one is refused (400 naming
 * the field) and then nothing is kept. The JSON is kept as received, beside
 * the columns the lists filter on, with a 提交 entry in the 审核记录.
 */
export async function receiveApplications(db: DbOrTrx, submissions: readonly Submission[]): Promise<string[]> {
  const index = await regionIndex(db as Db);
  const dicts = await dictionaryKeys(db);
  const projects = new Map<string, Project>();
  const rows: NewPolicyApply[] = [];
  for (const submission of submissions) {
    let raw: unknown = submission.applyContent;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw badRequest('申请内容不是有效的JSON');
      }
    }
    const parsed = policyApplyContent.safeParse(raw);
    if (!parsed.success) throw badRequest(describeIssues(policyApplyContent, parsed.error.issues));
    const content = parsed.data;
    let project = projects.get(submission.projectCode);
    if (!project) {
      project = found(await projectForApplications(db, { projectCode: submission.projectCode }), '补贴项目不存在');
      projects.set(submission.projectCode, project);
    }
    const submitTime = submission.submitTime ?? nowText();
    const problem = projectProblem(content, project, (code) => index.node('county', code) !== undefined, dicts, submitTime);
    if (problem) throw badRequest(problem);
    rows.push({
      applyId: submission.applyId ?? randomCode(),
      projectId: project.id,
      usrCode: submission.usrCode ?? '',
      applyContent: typeof submission.applyContent === 'string' ? submission.applyContent : JSON.stringify(submission.applyContent),
      name: content.name,
      idcard: content.idcard,
      phone: content.phone,
      district: content.district,
      applyPersonType: content.applyPersonType,
      monthStart: content.monthStart,
      monthEnd: content.monthEnd,
      oldApply: content.isOldSubsidyFeeApply,
      medicalApply: content.isMedicalSubsidyFeeApply,
      totalSubsidyFee: content.totalSubsidyFee,
      applyState: POLICY_APPLY_STATES.reviewing,
      rejectDesc: '',
      verifyUsrCode: '',
      verifyName: '',
      verifyTime: null,
      submitTime,
      updateTime: submitTime,
    });
  }
  const write = async (trx: DbOrTrx) => {
    const ids = await repo.insertApplications(trx, rows);
    await repo.insertRecords(trx, rows.map((row, i) => ({ applyRowId: ids[i], action: 'submit', reason: '', operatorId: null, operatorName: row.name, operateTime: row.submitTime })));
  };
  if (db instanceof Transaction) await write(db);
  else await db.transaction().execute(write);
  return rows.map((row) => row.applyId);
}

/** One application from the portal (see receiveApplications). */
export async function receiveApplication(db: DbOrTrx, submission: Submission): Promise<string> {
  const [applyId] = await receiveApplications(db, [submission]);
  return applyId;
}

/** The repository's filter for the list's input in the caller's 数据权限 (the benchmark times the repository with it). */
export function applyFilterOf(input: PolicyApplyFilterInput, scope: DataScope): repo.ApplyFilter {
  return {
    scope,
    applyState: input.applyState,
    name: input.name,
    idcard: input.idcard,
    phone: input.phone,
    district: input.district,
    projectCode: input.projectCode,
    applyPersonType: input.applyPersonType,
    monthFrom: input.monthFrom,
    monthTo: input.monthTo,
    submitFrom: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    submitTo: input.endTime ? endOfFilter(input.endTime) : undefined,
    duplicate: input.duplicate,
  };
}

type ListRow = Awaited<ReturnType<typeof repo.pageApplications>>['records'][number];

function recordOf(row: Omit<ListRow, 'id' | 'projectId'>, disclosure: Disclosure, countyName: string): PolicyApplyRecord {
  return {
    applyId: row.applyId,
    applyState: row.applyState,
    name: row.name,
    idcard: disclosure.idCard(row.idcard),
    phone: disclosure.mobile(row.phone),
    district: row.district,
    districtName: countyName,
    projectCode: row.projectCode,
    projectName: row.projectName,
    applyPersonType: row.applyPersonType,
    monthStart: row.monthStart,
    monthEnd: row.monthEnd,
    totalSubsidyFee: row.totalSubsidyFee,
    submitTime: row.submitTime,
    duplicate: Number(row.duplicate),
    verifyName: row.verifyName,
    verifyTime: row.verifyTime,
    rejectDesc: row.rejectDesc,
  };
}

export async function pageApplications(deps: AppDeps, actor: Actor, input: PolicyApplyFilterInput & { pageNum: number; pageSize: number }): Promise<Page<PolicyApplyRecord>> {
  const [page, disclosure, name] = await Promise.all([
    repo.pageApplications(deps.db, applyFilterOf(input, actor.scope), input),
    disclosureFor(deps, actor, VIEW_SENSITIVE),
    countyNamer(deps.db),
  ]);
  return { total: page.total, records: page.records.map((row) => recordOf(row, disclosure, name(row.district))) };
}

/** 政策申请 exported: the list under its filters and tab, inside the caller's region, masked as the list is. */
export const exportApplications = listExport<typeof policyApplyApi.getList, typeof POLICY_APPLY_LABELS, PolicyApplyRecord>(POLICY_APPLY_LABELS, async ({ deps, actor, body }) => {
  const filter = applyFilterOf(body, actor.scope);
  const [disclosure, name, personTypes] = await Promise.all([disclosureFor(deps, actor, VIEW_SENSITIVE), countyNamer(deps.db), itemsByType(deps.db, DICT_TYPES.applyPersonType, true)]);
  const personType = new Map(personTypes.map((item) => [item.dataKey, item.dataValue]));
  return {
    count: () => repo.countApplications(deps.db, filter),
    values: {
      applyId: (r) => r.applyId,
      name: (r) => r.name,
      applyState: (r) => POLICY_APPLY_MACHINE.label(r.applyState),
      submitTime: (r) => r.submitTime,
      duplicate: (r) => (r.duplicate === 1 ? '是' : '否'),
      idcard: (r) => r.idcard,
      phone: (r) => r.phone,
      districtName: (r) => r.districtName,
      projectName: (r) => r.projectName,
      applyPersonType: (r) => personType.get(r.applyPersonType) ?? r.applyPersonType,
      months: (r) => `${r.monthStart} 至 ${r.monthEnd}`,
      // Yuan, as the list shows it, not the stored cents.
      totalSubsidyFee: (r) => yuanText(r.totalSubsidyFee),
      verifyName: (r) => r.verifyName,
      verifyTime: (r) => r.verifyTime,
      rejectDesc: (r) => r.rejectDesc,
    },
    batches: () =>
      recordBatches(
        keysetBatches(deps.db, (after: repo.ApplyCursor | null, limit) => repo.applicationsAfter(deps.db, filter, after, limit), (last) => ({ submitTime: last.submitTime, id: Number(last.id) })),
        (batch) => batch.map((row) => recordOf(row, disclosure, name(row.district))),
      ),
  };
});

export async function stateCounts(deps: AppDeps, actor: Actor, input: PolicyApplyFilterInput) {
  const counts = await repo.countByState(deps.db, applyFilterOf(input, actor.scope));
  return POLICY_APPLY_STATE_VALUES.map((applyState) => ({
    applyState,
    label: POLICY_APPLY_MACHINE.label(applyState),
    stateNumber: counts.get(applyState)?.n ?? 0,
    totalSubsidyFee: counts.get(applyState)?.fee ?? 0,
  }));
}

const YES_NO = (v: unknown) => (v === 1 ? '是' : '否');

/** One application with every field labelled, its project, its duplicates and its 审核记录; 404 outside the caller's scope. */
export async function detail(deps: AppDeps, actor: Actor, applyId: string): Promise<PolicyApplyDetail> {
  const [row] = await repo.findByIds(deps.db, [applyId], actor.scope);
  const application = found(row, APPLY_NOT_FOUND);
  const project = found(await projectForApplications(deps.db, { id: application.projectId }), '补贴项目不存在');
  const [disclosure, name, duplicates, records, dicts] = await Promise.all([
    disclosureFor(deps, actor, VIEW_SENSITIVE),
    countyNamer(deps.db),
    repo.duplicatesOf(deps.db, application),
    repo.recordsOf(deps.db, application.id),
    Promise.all([DICT_TYPES.jobSituation, DICT_TYPES.applyPersonType, DICT_TYPES.personDifficultType].map((t) => itemsByType(deps.db, t, true))),
  ]);
  const content = JSON.parse(application.applyContent) as Record<string, unknown>;
  const shown: Record<string, unknown> = {
    ...content,
    idcard: disclosure.idCard(String(content.idcard ?? '')),
    phone: disclosure.mobile(String(content.phone ?? '')),
    bankcardid: disclosure.bankCard(String(content.bankcardid ?? '')),
  };
  const dictName = (i: number, key: unknown) => dicts[i].find((item) => item.dataKey === String(key))?.dataValue ?? String(key ?? '');
  const money = (v: unknown) => `${yuanText(Number(v ?? 0))}元`;
  const valueOf: Record<keyof typeof POLICY_APPLY_CONTENT_LABELS, (v: unknown) => string> = {
    name: String, idcard: String, phone: String,
    district: (v) => name(String(v)),
    jobSituation: (v) => dictName(0, v),
    applyPersonType: (v) => dictName(1, v),
    personDifficultType: (v) => (v ? dictName(2, v) : ''),
    jobid: (v) => String(v ?? ''), evalField: (v) => String(v ?? ''), bankname: String, bankcardid: String,
    oldPayFee: money, medicalPayFee: money, monthStart: String, monthEnd: String,
    isOldSubsidyFeeApply: YES_NO, oldSubsidyFee: money, isMedicalSubsidyFeeApply: YES_NO, medicalSubsidyFee: money, totalSubsidyFee: money,
    remark: (v) => String(v ?? ''),
  };
  const fields = (Object.keys(POLICY_APPLY_CONTENT_LABELS) as Array<keyof typeof POLICY_APPLY_CONTENT_LABELS>).map((key) => ({
    key, label: POLICY_APPLY_CONTENT_LABELS[key].label, value: valueOf[key](shown[key]),
  }));
  return {
    record: recordOf({ ...application, projectCode: project.projectCode, projectName: project.projectName, duplicate: duplicates.length > 0 ? 1 : 0 }, disclosure, name(application.district)),
    applyContent: shown,
    fields,
    project: { projectCode: project.projectCode, projectName: project.projectName, state: project.state },
    duplicates,
    records: records.map((r) => ({ ...r, action: POLICY_APPLY_RECORD_ACTIONS[r.action as PolicyApplyRecordAction] ?? r.action })),
  };
}

/**
 * 通过 or 驳回 one application or a batch (all or none): every code must be in
 * the caller's scope (else 404 naming it), every row 审核中 (else 409 naming
 * it), and none passed while 疑似重复 (409 naming the other application and
 * its months). The moves and their 审核记录 are one transaction.
 */
export async function updateState(deps: AppDeps, actor: Actor, input: { applyId?: string; applyIds?: string[]; applyState: 2 | 3; rejectDesc?: string }) {
  const batch = input.applyIds !== undefined;
  const requested = [...new Set(input.applyIds ?? [input.applyId ?? ''])];
  const action = input.applyState === POLICY_APPLY_STATES.passed ? 'pass' : 'reject';
  const reason = action === 'reject' ? (input.rejectDesc ?? '') : '';
  const now = nowText();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.findByIds(trx, requested, actor.scope);
    if (action === 'pass' && rows.every((row) => POLICY_APPLY_MACHINE.can('pass', row.applyState)) && rows.length === requested.length) {
      const passing = new Set(rows.map((row) => row.applyId));
      const refused: string[] = [];
      for (const row of rows) {
        const twins = await repo.duplicatesOf(trx, row);
        // A twin passed in the same batch is as much a duplicate as one already passed.
        const twin = twins.find((t) => t.applyState === POLICY_APPLY_STATES.passed || passing.has(t.applyId) || t.applyState === POLICY_APPLY_STATES.reviewing);
        if (twin) refused.push(`${row.name}（与申请 ${twin.applyId}，${twin.monthStart} 至 ${twin.monthEnd}，${POLICY_APPLY_MACHINE.label(twin.applyState)}）`);
      }
      if (refused.length > 0) {
        throw conflict(batch ? `以下政策申请疑似重复，不能通过：${refused.slice(0, 10).join('、')}${refused.length > 10 ? ` 等 ${refused.length} 条` : ''}` : `政策申请疑似重复，不能通过：${refused[0]}`);
      }
    }
    const moved = await moveStates(trx, APPLY_STATE, {
      action,
      batch,
      requested,
      rows: rows.map((row) => ({ key: row.id, state: row.applyState, code: row.applyId, name: row.name })),
      changes: { rejectDesc: reason, verifyUsrCode: actor.userCode, verifyName: actor.realName, verifyTime: now, updateTime: now },
      record: (t, moves) =>
        repo.insertRecords(t, moves.map((m) => ({ applyRowId: m.key, action, reason, operatorId: actor.userId, operatorName: actor.realName, operateTime: now }))),
    });
    return { applyState: input.applyState, count: moved.length };
  });
}
