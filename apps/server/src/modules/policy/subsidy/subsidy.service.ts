import {
  DICT_TYPES,
  REPORT_PHASES,
  richTextLength,
  SUBSIDY_GUIDE_MAX,
  SUBSIDY_MACHINE,
  SUBSIDY_STATES,
  HOT_SUBSIDY_MAX,
  type Page,
  type subsidyApi,
  type SubsidyForm,
  type BodyOf,
} from '@hrbd/contract';
import type { z } from 'zod';
import type { subsidyDetail } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { sanitizeRichText } from '../../../platform/sanitize-html.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { itemsByType } from '../../common/dict/dict.service.js';
import { countyNamer, regionIndex } from '../../common/region/region.service.js';
import * as repo from './subsidy.repository.js';
import type { SubsidyRow } from './subsidy.table.js';

type SubsidyDetail = z.infer<typeof subsidyDetail>;

export const SUBSIDY_NOT_FOUND = '补贴项目不存在';

/** Where a project keeps its state. */
const SUBSIDY_STATE = { table: 'policySubsidyProject', key: 'id', state: 'state', machine: SUBSIDY_MACHINE } as const;

const toCents = (yuan: number | null | undefined): number | null => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
const toYuan = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** 未开始 / 申报中 / 已截止 of a report window as of `now`; null while the window is not set. */
export function reportPhaseOf(row: Pick<SubsidyRow, 'reportStart' | 'reportEnd'>, now: string): number | null {
  if (!row.reportStart || !row.reportEnd) return null;
  if (now < row.reportStart) return REPORT_PHASES.notStarted;
  return now <= row.reportEnd ? REPORT_PHASES.open : REPORT_PHASES.closed;
}

export const kindsOf = (row: Pick<SubsidyRow, 'oldKind' | 'medicalKind'>): number[] => [...(row.oldKind ? [1] : []), ...(row.medicalKind ? [2] : [])];

function detailOf(row: SubsidyRow, counties: string[], name: (code: string) => string, applyCount: number, now: string): SubsidyDetail {
  return {
    projectCode: row.projectCode,
    projectName: row.projectName,
    state: row.state,
    reportPhase: reportPhaseOf(row, now),
    kinds: kindsOf(row),
    oldStandard: toYuan(row.oldStandard),
    medicalStandard: toYuan(row.medicalStandard),
    personTypes: JSON.parse(row.personTypes) as string[],
    counties,
    countyNames: counties.map(name),
    subsidyStart: row.subsidyStart,
    subsidyEnd: row.subsidyEnd,
    reportStart: row.reportStart,
    reportEnd: row.reportEnd,
    hot: row.hot,
    applyCount,
    updateTime: row.updateTime,
    guide: row.guide,
  };
}

/** The form as stored: counties and 申请人类别 known, the guide sanitised, money in 分. */
async function storedForm(db: Db, form: SubsidyForm) {
  const index = await regionIndex(db);
  const unknownCounty = form.counties.find((code) => !index.node('county', code));
  if (unknownCounty) throw badRequest(`覆盖区县不存在：${unknownCounty}`);
  const types = new Set((await itemsByType(db, DICT_TYPES.applyPersonType)).map((item) => item.dataKey));
  const unknownType = form.personTypes.find((key) => !types.has(key));
  if (unknownType) throw badRequest(`申请人类别不存在：${unknownType}`);
  const guide = sanitizeRichText(form.guide);
  if (richTextLength(guide) > SUBSIDY_GUIDE_MAX) throw badRequest(`申报指南已超出字数限制（最多 ${SUBSIDY_GUIDE_MAX} 字）`);
  const old = form.kinds.includes(1);
  const medical = form.kinds.includes(2);
  return {
    columns: {
      projectName: form.projectName,
      oldKind: old ? 1 : 0,
      medicalKind: medical ? 1 : 0,
      oldStandard: old ? toCents(form.oldStandard) : null,
      medicalStandard: medical ? toCents(form.medicalStandard) : null,
      personTypes: JSON.stringify([...new Set(form.personTypes)]),
      subsidyStart: form.subsidyStart ?? null,
      subsidyEnd: form.subsidyEnd ?? null,
      reportStart: form.reportStart ?? null,
      reportEnd: form.reportEnd ?? null,
      guide,
    },
    counties: [...new Set(form.counties)].sort(),
  };
}

export async function addProject(deps: AppDeps, actor: Actor, form: SubsidyForm): Promise<{ projectCode: string }> {
  const { columns, counties } = await storedForm(deps.db, form);
  const now = nowText();
  const projectCode = randomCode();
  await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertProject(trx, {
      ...columns, projectCode, state: SUBSIDY_STATES.draft, hot: 0, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now,
    });
    await repo.replaceCounties(trx, id, counties);
  });
  return { projectCode };
}

async function projectByCode(db: DbOrTrx, projectCode: string): Promise<SubsidyRow> {
  return found(await repo.findByCode(db, projectCode), SUBSIDY_NOT_FOUND);
}

/** 编辑 in 草稿 or 已撤回; once applications exist the kinds and standards they were judged by stay. */
export async function editProject(deps: AppDeps, form: SubsidyForm & { projectCode: string }): Promise<{ projectCode: string }> {
  const row = await projectByCode(deps.db, form.projectCode);
  assertMove(SUBSIDY_MACHINE, 'edit', row.state);
  const { columns, counties } = await storedForm(deps.db, form);
  if ((await repo.applicationCount(deps.db, row.id)) > 0) {
    const locked = [
      ['oldKind', '补贴类别'], ['medicalKind', '补贴类别'], ['oldStandard', '养老保险补贴标准'], ['medicalStandard', '医疗保险补贴标准'],
    ] as const;
    const changed = locked.find(([key]) => columns[key] !== row[key]);
    if (changed) throw conflict(`该补贴项目已有申请，不能修改${changed[1]}`);
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateProject(trx, row.id, { ...columns, updateTime: nowText() });
    await repo.replaceCounties(trx, row.id, counties);
  });
  return { projectCode: row.projectCode };
}

export async function pageProjects(deps: AppDeps, input: BodyOf<typeof subsidyApi.queryPageSubsidy>): Promise<Page<SubsidyDetail>> {
  const now = nowText();
  const page = await repo.pageProjects(deps.db, { ...input, now }, input);
  const [counties, name] = await Promise.all([repo.countiesOf(deps.db, page.records.map((r) => r.id)), countyNamer(deps.db)]);
  return { total: page.total, records: page.records.map((row) => detailOf(row, counties.get(row.id) ?? [], name, Number(row.applyCount ?? 0), now)) };
}

/** The first field a submitted project lacks, by its label. */
function missingField(row: SubsidyRow, counties: readonly string[]): string | null {
  const checks: Array<[boolean, string]> = [
    [row.oldKind === 0 && row.medicalKind === 0, '补贴类别'],
    [row.oldKind === 1 && row.oldStandard === null, '养老保险补贴标准'],
    [row.medicalKind === 1 && row.medicalStandard === null, '医疗保险补贴标准'],
    [(JSON.parse(row.personTypes) as string[]).length === 0, '申请人类别'],
    [counties.length === 0, '覆盖区县'],
    [!row.subsidyStart, '补贴开始月份'],
    [!row.subsidyEnd, '补贴结束月份'],
    [!row.reportStart, '申报开始时间'],
    [!row.reportEnd, '申报结束时间'],
    [richTextLength(row.guide) === 0, '申报指南'],
  ];
  return checks.find(([missing]) => missing)?.[1] ?? null;
}

/** 提交 (state 1) needs every field and a report window not yet over; 撤回 (state 2) also clears 热门. */
export async function submitOrWithdraw(deps: AppDeps, input: { projectCode: string; state: number }): Promise<{ projectCode: string; state: number }> {
  const row = await projectByCode(deps.db, input.projectCode);
  const action = input.state === 1 ? 'submit' : 'withdraw';
  assertMove(SUBSIDY_MACHINE, action, row.state);
  const now = nowText();
  if (action === 'submit') {
    const missing = missingField(row, (await repo.countiesOf(deps.db, [row.id])).get(row.id) ?? []);
    if (missing) throw badRequest(`请填写${missing}后再提交`);
    if ((row.reportEnd ?? '') < now) throw badRequest('申报结束时间已过，请先更新申报时间');
  }
  const [moved] = await moveStates(deps.db, SUBSIDY_STATE, {
    action,
    rows: [{ key: row.id, state: row.state, code: row.projectCode }],
    changes: action === 'withdraw' ? { hot: 0, updateTime: now } : { updateTime: now },
  });
  return { projectCode: row.projectCode, state: moved.to };
}

export async function updateReportTime(deps: AppDeps, input: { projectCode: string; reportStart: string; reportEnd: string }) {
  const row = await projectByCode(deps.db, input.projectCode);
  if (row.state === SUBSIDY_STATES.submitted && input.reportEnd < nowText()) throw badRequest('已提交项目的申报结束时间不能早于当前时间');
  await repo.updateProject(deps.db, row.id, { reportStart: input.reportStart, reportEnd: input.reportEnd, updateTime: nowText() });
  return { projectCode: row.projectCode, reportStart: input.reportStart, reportEnd: input.reportEnd };
}

export async function manageHot(deps: AppDeps, input: { projectCode: string; hot: 0 | 1 }) {
  const row = await projectByCode(deps.db, input.projectCode);
  if (input.hot === 1) {
    if (row.state !== SUBSIDY_STATES.submitted) throw conflict(`补贴项目当前为“${SUBSIDY_MACHINE.label(row.state)}”状态，不能设为热门`);
    if ((await repo.hotCount(deps.db, row.id)) >= HOT_SUBSIDY_MAX) throw conflict(`热门补贴项目最多${HOT_SUBSIDY_MAX}个，请先取消其他热门项目`);
  }
  await repo.updateProject(deps.db, row.id, { hot: input.hot, updateTime: nowText() });
  return { projectCode: row.projectCode, hot: input.hot };
}

export async function deleteProject(deps: AppDeps, projectCode: string) {
  const row = await projectByCode(deps.db, projectCode);
  assertMove(SUBSIDY_MACHINE, 'remove', row.state);
  const count = await repo.applicationCount(deps.db, row.id);
  if (count > 0) throw conflict(`该补贴项目已有${count}条申请，不能删除`);
  await deps.db.transaction().execute((trx) => repo.deleteProject(trx, row.id));
  return { projectCode };
}

/** A submitted project for the portal; any other state is 404. */
export async function projectInfo(deps: AppDeps, projectCode: string): Promise<SubsidyDetail> {
  const row = await repo.findByCode(deps.db, projectCode);
  if (!row || row.state !== SUBSIDY_STATES.submitted) throw notFound(SUBSIDY_NOT_FOUND);
  const [counties, name, count] = await Promise.all([repo.countiesOf(deps.db, [row.id]), countyNamer(deps.db), repo.applicationCount(deps.db, row.id)]);
  return detailOf(row, counties.get(row.id) ?? [], name, count, nowText());
}

/** For the applications' service: a project with its counties, by code or id. */
export async function projectForApplications(db: DbOrTrx, by: { projectCode: string } | { id: number }) {
  const row = 'id' in by ? await repo.findById(db, by.id) : await repo.findByCode(db, by.projectCode);
  if (!row) return undefined;
  const counties = (await repo.countiesOf(db, [row.id])).get(row.id) ?? [];
  return { ...row, counties };
}

/** For the demo seed: a project as staff would have left it. */
export async function insertProjectRow(db: DbOrTrx, row: Parameters<typeof repo.insertProject>[1], counties: readonly string[]): Promise<number> {
  const id = await repo.insertProject(db, row);
  await repo.replaceCounties(db, id, counties);
  return id;
}
