import { ORGAN_MACHINE, SKILL_RECORD_STATES, type OrganForm, type OrganRecord, type Page, type QueryOf, type skillOrganApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { scopeCovers } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates, assertMove } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { placeNamer, resolvePlace } from '../../common/region/region.service.js';
import { attachmentsOf, attachmentsText, keysIn } from '../skill-records.js';
import * as repo from './organ.repository.js';
import type { OrganRow } from './organ.table.js';

export const ORGAN_NOT_FOUND = '技能机构不存在';

/** Where an organisation keeps its state. */
const ORGAN_STATE = { table: 'policySkillOrgan', key: 'id', state: 'state', machine: ORGAN_MACHINE } as const;

function recordOf(row: OrganRow, place: Awaited<ReturnType<typeof placeNamer>>): OrganRecord {
  return {
    businessCode: row.businessCode,
    organName: row.organName,
    creditCode: row.creditCode,
    organType: row.organType,
    legalPerson: row.legalPerson,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    countyCode: row.countyCode,
    ...place(row),
    address: row.address,
    gcj02Lng: row.gcj02Lng,
    gcj02Lat: row.gcj02Lat,
    occupations: JSON.parse(row.occupations) as OrganRecord['occupations'],
    filingNo: row.filingNo,
    validStart: row.validStart,
    validEnd: row.validEnd,
    attachments: attachmentsOf(row.attachments),
    state: row.state,
    submitTime: row.submitTime,
    updateTime: row.updateTime,
  };
}

/**
 * The form as stored: the place checked against the regions (and inside the
 * caller's scope, so nobody files an organisation they could not see again),
 * the credit code not another organisation's.
 */
async function storedForm(deps: AppDeps, actor: Actor, form: OrganForm, exceptId?: number) {
  await resolvePlace(deps.db, form);
  if (!scopeCovers(actor.scope, form.countyCode)) throw badRequest('所在区县不在您的数据权限范围内');
  const other = await repo.findByCreditCode(deps.db, form.creditCode);
  if (other && other.id !== exceptId) throw conflict(`统一社会信用代码已被技能机构“${other.organName}”使用`);
  // The same occupation twice would list its levels twice; merged, levels highest first.
  const merged = new Map<string, Set<number>>();
  for (const { occupation, levels } of form.occupations) merged.set(occupation, new Set([...(merged.get(occupation) ?? []), ...levels]));
  return {
    organName: form.organName,
    creditCode: form.creditCode,
    organType: form.organType,
    legalPerson: form.legalPerson,
    contactPerson: form.contactPerson,
    contactPhone: form.contactPhone,
    provinceCode: form.provinceCode,
    cityCode: form.cityCode,
    countyCode: form.countyCode,
    address: form.address,
    gcj02Lng: form.gcj02Lng,
    gcj02Lat: form.gcj02Lat,
    occupations: JSON.stringify([...merged].map(([occupation, levels]) => ({ occupation, levels: [...levels].sort((a, b) => a - b) }))),
    filingNo: form.filingNo,
    validStart: form.validStart,
    validEnd: form.validEnd,
    attachments: attachmentsText(form.attachments),
  };
}

export async function addOrgan(deps: AppDeps, actor: Actor, form: OrganForm): Promise<{ businessCode: string }> {
  const columns = await storedForm(deps, actor, form);
  const now = nowText();
  const businessCode = randomCode();
  await repo.insertOrgan(deps.db, {
    ...columns, businessCode, state: SKILL_RECORD_STATES.draft, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now,
  });
  return { businessCode };
}

async function organByCode(db: DbOrTrx, businessCode: string, scope: DataScope): Promise<OrganRow> {
  return found(await repo.findByCode(db, businessCode, scope), ORGAN_NOT_FOUND);
}

export async function editOrgan(deps: AppDeps, actor: Actor, form: OrganForm & { businessCode: string }): Promise<{ businessCode: string }> {
  const row = await organByCode(deps.db, form.businessCode, actor.scope);
  assertMove(ORGAN_MACHINE, 'edit', row.state);
  const columns = await storedForm(deps, actor, form, row.id);
  await repo.updateOrgan(deps.db, row.id, { ...columns, updateTime: nowText() });
  return { businessCode: row.businessCode };
}

export async function pageOrgans(deps: AppDeps, actor: Actor, input: QueryOf<typeof skillOrganApi.organList>): Promise<Page<OrganRecord>> {
  const page = await repo.pageOrgans(deps.db, { ...input, scope: actor.scope }, input);
  const place = await placeNamer(deps.db);
  return { total: page.total, records: page.records.map((row) => recordOf(row, place)) };
}

export async function organInfo(deps: AppDeps, actor: Actor, businessCode: string): Promise<OrganRecord> {
  return recordOf(await organByCode(deps.db, businessCode, actor.scope), await placeNamer(deps.db));
}

/** 提交 (0/2 → 1, stamped) or 撤销 (1 → 2); anything else is the machine's 409. */
export async function moveOrgan(deps: AppDeps, actor: Actor, businessCode: string, action: 'submit' | 'revoke') {
  const row = await organByCode(deps.db, businessCode, actor.scope);
  const now = nowText();
  const [moved] = await moveStates(deps.db, ORGAN_STATE, {
    action,
    rows: [{ key: row.id, state: row.state, code: row.businessCode }],
    changes: action === 'submit' ? { submitTime: now, updateTime: now } : { updateTime: now },
  });
  return { businessCode: row.businessCode, state: moved.to };
}

/** 删除 in 0/2, unless a 政策发文 still relates it (409 with the count). */
export async function deleteOrgan(deps: AppDeps, actor: Actor, businessCode: string) {
  const row = await organByCode(deps.db, businessCode, actor.scope);
  assertMove(ORGAN_MACHINE, 'remove', row.state);
  const count = await repo.promulgationCount(deps.db, row.id);
  if (count > 0) throw conflict(`该技能机构已被${count}条政策发文关联，不能删除`);
  await repo.deleteOrgan(deps.db, row.id);
  return { businessCode };
}

/**
 * For 政策发文: the organisations named by code, each of which must be 已提交
 * (400 naming the missing or unsubmitted ones).
 */
export async function submittedOrgans(db: DbOrTrx, codes: readonly string[]): Promise<Array<{ id: number; businessCode: string }>> {
  const wanted = [...new Set(codes)];
  const rows = await repo.findByCodes(db, wanted);
  const missing = wanted.filter((code) => !rows.some((r) => r.businessCode === code));
  if (missing.length > 0) throw badRequest(`关联技能机构不存在：${missing.join('、')}`);
  const unsubmitted = rows.filter((r) => r.state !== SKILL_RECORD_STATES.submitted);
  if (unsubmitted.length > 0) throw badRequest(`只能关联已提交的技能机构：${unsubmitted.map((r) => `${r.organName}（${ORGAN_MACHINE.label(r.state)}）`).join('、')}`);
  return rows.map((r) => ({ id: r.id, businessCode: r.businessCode }));
}

/** For 政策发文's detail: organisations by id, with their current state. */
export async function organsByIds(db: DbOrTrx, ids: readonly number[]) {
  return (await repo.findByIds(db, ids)).map((r) => ({ businessCode: r.businessCode, organName: r.organName, state: r.state }));
}

/** For the demo seed: an organisation as staff would have left it. */
export const insertOrganRow = repo.insertOrgan;

export async function organAttachmentKeys(db: DbOrTrx, keys: readonly string[]): Promise<string[]> {
  return keysIn(await repo.attachmentRows(db, keys), new Set(keys));
}
