import {
  ageOn,
  CONTRACT_EXPIRED_REASON,
  OUTSOURCE_STATES,
  outsourceStateOf,
  type OutsourceFilterInput,
  type OutsourceRecord,
  type OutsourceResume,
  type Page,
} from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { found } from '../../../platform/errors.js';
import type { PageRequest } from '../../../platform/paging.js';
import { resumeProfileOf } from '../industrial-army/industrial-army.service.js';
import { disclosureFor, resumeById, todayText, type Disclosure } from '../resume/resume.service.js';
import * as repo from './outsource.repository.js';

export function outsourceFilterOf(input: OutsourceFilterInput, scope: DataScope, today = todayText()): repo.OutsourceFilter {
  return {
    scope,
    today,
    usrName: input.usrName,
    cmpyCode: input.cmpyCode,
    dispatchCmpyCode: input.dispatchCmpyCode,
    employType: input.employType,
    postName: input.postName,
    state: input.state,
    startDate: input.startDate,
    endDate: input.endDate,
  };
}

/** A stored placement as lists show it: its state on `today`, the person masked as the caller may see them. */
export function outsourceRecordOf(row: repo.OutsourceRow, disclosure: Disclosure, today: string): OutsourceRecord {
  const state = outsourceStateOf(row, today);
  return {
    outsourceCode: row.outsourceCode,
    resumeCode: row.resumeCode,
    usrName: row.usrName,
    usrGender: row.usrGender,
    age: ageOn(row.birthDate, today),
    idCard: disclosure.idCard(row.idCard),
    mobile: disclosure.mobile(row.mobile),
    education: row.education,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    dispatchCmpyCode: row.dispatchCmpyCode,
    dispatchCmpyName: row.dispatchCmpyName,
    employType: row.employType,
    postName: row.postName,
    salary: row.salary,
    contractStart: row.contractStart,
    contractEnd: row.contractEnd,
    leaveDate: row.leaveDate,
    // A contract that simply ran out has no leave date of its own: its reason is the expiry.
    leaveReason: state === OUTSOURCE_STATES.left ? row.leaveReason || CONTRACT_EXPIRED_REASON : '',
    state,
    createTime: row.createTime,
  };
}

/** getOutsourcingEmployeeList: one page under the filters, newest contract first. */
export async function pagePlacements(deps: AppDeps, actor: Actor, input: OutsourceFilterInput & PageRequest): Promise<Page<OutsourceRecord>> {
  const today = todayText();
  const [page, disclosure] = await Promise.all([repo.pagePlacements(deps.db, outsourceFilterOf(input, actor.scope, today), input), disclosureFor(deps, actor)]);
  return { total: page.total, records: page.records.map((row) => outsourceRecordOf(row, disclosure, today)) };
}

/**
 * queryResume: the placement, the person's whole resume (as the resume
 * details show it everywhere) and every placement they have had.
 */
export async function placementResume(deps: AppDeps, actor: Actor, outsourceCode: string): Promise<OutsourceResume> {
  const row = found(await repo.findByCode(deps.db, outsourceCode, actor.scope), '外包员工记录不存在');
  const resumeId = Number(row.resumeId);
  const [disclosure, resume, placements] = await Promise.all([disclosureFor(deps, actor), resumeById(deps.db, resumeId), repo.findByResume(deps.db, resumeId, actor.scope)]);
  const today = todayText();
  return {
    ...(await resumeProfileOf(deps.db, disclosure, resume)),
    outsource: outsourceRecordOf(row, disclosure, today),
    outsourceList: placements.map((p) => outsourceRecordOf(p, disclosure, today)),
  };
}
