import {
  COLLEGE_APPROVE_TYPES,
  COLLEGE_MACHINE,
  collegeApplication,
  collegeApi,
  specialtyOf,
  type BodyOf,
  type CollegeAction,
  type CollegeApplication,
  type CollegeApplyRecord,
  type CollegeDetail,
  type CollegeRecord,
  type CollegeSnapshot,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { batchUrls } from '../../common/file/file.service.js';
import { placeNamer, resolvePlace, type PlaceNames } from '../../common/region/region.service.js';
import { fairsOfCollege } from '../campus-fair/campus-fair.service.js';
import { collegeStudentTotals } from '../statistics/statistics.service.js';
import * as repo from './college.repository.js';
import type { CollegeApplyRow, CollegeRow } from './college.table.js';

type CheckInput = BodyOf<typeof collegeApi.checkCollege>;
type ListInput = BodyOf<typeof collegeApi.queryCollegeList>;
type ApplyListInput = BodyOf<typeof collegeApi.queryCollegeApply>;

const NOT_FOUND = '院校不存在';

/** Where a college keeps its review state. */
const COLLEGE_STATE = { table: 'collegeInfo', key: 'id', state: 'approveType', machine: COLLEGE_MACHINE } as const;

function toRecord(row: CollegeRow, names: PlaceNames): CollegeRecord {
  return {
    collegeCode: row.collegeCode,
    collegeName: row.collegeName,
    collegeType: row.collegeType,
    runNature: row.runNature,
    schoolCode: row.schoolCode,
    authority: row.authority,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    countyCode: row.countyCode,
    ...names,
    address: row.address,
    gcj02Lng: Number(row.gcj02Lng),
    gcj02Lat: Number(row.gcj02Lat),
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    approveType: row.approveType,
    rejectDesc: row.rejectDesc,
    checkerName: row.checkerName,
    applyTime: row.applyTime,
    checkTime: row.checkTime,
  };
}

function toApplyRecord(row: CollegeApplyRow & { collegeName: string }): CollegeApplyRecord {
  return {
    applyCode: row.applyCode,
    collegeCode: row.collegeCode,
    collegeName: row.collegeName,
    sequence: row.sequence,
    applyTime: row.applyTime,
    approveType: row.approveType,
    rejectDesc: row.rejectDesc,
    checkerName: row.checkerName,
    checkTime: row.checkTime,
    snapshot: JSON.parse(row.snapshot) as CollegeSnapshot,
  };
}

// ---------------------------------------------------------------------------
// The college side (no catalogue row here: tests and the demo seed call it)
// ---------------------------------------------------------------------------

export interface SubmittedCollege {
  collegeCode: string;
  applyCode: string;
  sequence: number;
}

/**
 * A college's 入驻申请, as the college side sends it: a new college waits for
 * review (待审核, submission 1); a rejected one (`collegeCode`) resubmits, a
 * move of COLLEGE_MACHINE back to 待审核 with a new 入驻申请 (409 from any
 * other state). The name and 学校标识码 belong to one college each (409).
 * `codes` names the new records' codes (the demo seed's, for determinism).
 * Runs inside the caller's transaction when given one.
 */
export async function submitCollege(
  db: DbOrTrx,
  application: CollegeApplication,
  options: { collegeCode?: string; now?: string; codes?: { collegeCode: string; applyCode: string } } = {},
): Promise<SubmittedCollege> {
  const input = collegeApplication.parse(application);
  await resolvePlace(db, input);
  const now = options.now ?? nowText();
  const snapshot: CollegeSnapshot = { ...input };
  const clashes = (await repo.findClash(db, input.collegeName, input.schoolCode)).filter((c) => c.collegeCode !== options.collegeCode);
  if (clashes.some((c) => c.collegeName === input.collegeName)) throw conflict(`院校名称“${input.collegeName}”已被其他院校使用`);
  if (clashes.length > 0) throw conflict(`学校标识码“${input.schoolCode}”已被院校“${clashes[0].collegeName}”使用`);
  const fields = {
    collegeName: input.collegeName,
    collegeType: input.collegeType,
    runNature: input.runNature,
    schoolCode: input.schoolCode,
    authority: input.authority,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    address: input.address,
    gcj02Lng: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    logoKey: input.logoKey,
    licenseKey: input.licenseKey,
    introduction: input.introduction,
  };
  let collegeCode = options.collegeCode;
  let sequence = 1;
  if (collegeCode === undefined) {
    collegeCode = options.codes?.collegeCode ?? randomCode();
    await repo.insertCollege(db, {
      collegeCode,
      ...fields,
      approveType: COLLEGE_APPROVE_TYPES.pending,
      rejectDesc: '',
      checkerName: '',
      applyTime: now,
      checkTime: null,
      createTime: now,
      updateTime: now,
    });
  } else {
    const college = found(await repo.findByCode(db, collegeCode, WHOLE_SCOPE), NOT_FOUND);
    await moveStates(db, COLLEGE_STATE, {
      action: 'resubmit',
      rows: [{ key: Number(college.id), state: college.approveType }],
      changes: { ...fields, rejectDesc: '', checkerName: '', checkTime: null, applyTime: now, updateTime: now },
    });
    sequence = ((await repo.latestApply(db, collegeCode))?.sequence ?? 0) + 1;
  }
  await repo.replaceSpecialties(db, collegeCode, input.specialtyCodes);
  // The demo seed names its codes, so two seeded databases hold the same rows.
  const applyCode = options.codes?.applyCode ?? randomCode();
  await repo.insertApply(db, {
    applyCode,
    collegeCode,
    sequence,
    applyTime: now,
    snapshot: JSON.stringify(snapshot),
    approveType: COLLEGE_APPROVE_TYPES.pending,
    rejectDesc: '',
    checkerId: null,
    checkerName: '',
    checkTime: null,
  });
  return { collegeCode, applyCode, sequence };
}

// ---------------------------------------------------------------------------
// Review
// ---------------------------------------------------------------------------

/** Who decided, as the 入驻申请 records it. */
export interface Checker {
  userId: number | null;
  realName: string;
}

/**
 * 审核 inside the caller's transaction: passes or rejects a pending college
 * by a conditional move (from 1 only; 409 with the machine's sentence
 * otherwise), and writes the decision onto its latest 入驻申请.
 */
export async function decideCollege(
  trx: DbOrTrx,
  scope: DataScope,
  input: { collegeCode: string; approveType: number; rejectDesc?: string },
  checker: Checker,
  now: string,
): Promise<{ collegeCode: string; approveType: number }> {
  const action: CollegeAction = input.approveType === COLLEGE_APPROVE_TYPES.passed ? 'pass' : 'reject';
  const rejectDesc = action === 'reject' ? (input.rejectDesc ?? '') : '';
  if (action === 'reject' && !rejectDesc) throw badRequest('驳回时请填写驳回原因');
  const college = found(await repo.findByCode(trx, input.collegeCode, scope), NOT_FOUND);
  const [moved] = await moveStates(trx, COLLEGE_STATE, {
    action,
    rows: [{ key: Number(college.id), state: college.approveType }],
    changes: { rejectDesc, checkerName: checker.realName, checkTime: now, updateTime: now },
  });
  const apply = await repo.latestApply(trx, college.collegeCode);
  if (apply) {
    await repo.decideApply(trx, Number(apply.id), { approveType: moved.to, rejectDesc, checkerId: checker.userId, checkerName: checker.realName, checkTime: now });
  }
  return { collegeCode: college.collegeCode, approveType: moved.to };
}

/** 审核 (checkCollege): the decision and its 入驻申请 record in one transaction. */
export function checkCollege(deps: AppDeps, actor: Actor, input: CheckInput): Promise<{ collegeCode: string; approveType: number }> {
  return deps.db.transaction().execute((trx) => decideCollege(trx, actor.scope, input, { userId: actor.userId, realName: actor.realName }, nowText()));
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

export async function pageColleges(deps: AppDeps, scope: DataScope, input: ListInput) {
  const filter: repo.CollegeFilter = { ...input, scope };
  const [result, byState, namer] = await Promise.all([repo.pageColleges(deps.db, filter, input), repo.countByState(deps.db, filter), placeNamer(deps.db)]);
  return {
    total: result.total,
    records: result.records.map((row) => toRecord(row, namer(row))),
    counts: COLLEGE_MACHINE.values.map((approveType) => ({ approveType, couNum: byState.get(approveType) ?? 0 })),
  };
}

export async function collegeInfo(deps: AppDeps, actor: Actor, collegeCode: string): Promise<CollegeDetail> {
  const row = found(await repo.findByCode(deps.db, collegeCode, actor.scope), NOT_FOUND);
  const keys = [row.logoKey, row.licenseKey].filter((k) => k !== '');
  const [namer, files, specialties, students, fairs, applies] = await Promise.all([
    placeNamer(deps.db),
    keys.length > 0 ? batchUrls(deps, keys) : Promise.resolve({ files: [] as Array<{ objectKey: string; url: string }> }),
    repo.specialtiesOf(deps.db, collegeCode),
    collegeStudentTotals(deps.db, collegeCode),
    fairsOfCollege(deps.db, collegeCode),
    repo.appliesOf(deps.db, collegeCode),
  ]);
  const urlOf = (key: string) => (key ? (files.files.find((f) => f.objectKey === key)?.url ?? null) : null);
  return {
    ...toRecord(row, namer(row)),
    logoKey: row.logoKey,
    logoUrl: urlOf(row.logoKey),
    licenseKey: row.licenseKey,
    licenseUrl: urlOf(row.licenseKey),
    introduction: row.introduction,
    specialties: specialties.map(specialtyOf),
    students,
    fairs,
    applies: applies.map(toApplyRecord),
    createTime: row.createTime,
  };
}

export async function pageApplies(deps: AppDeps, scope: DataScope, input: ApplyListInput, page: PageRequest) {
  const result = await repo.pageApplies(deps.db, { ...input, scope }, page);
  return { total: result.total, records: result.records.map(toApplyRecord) };
}

/** The keys among `objectKeys` that are some college's logo or license (files readable with the college list). */
export const collegeFileKeysAmong = (db: DbOrTrx, objectKeys: readonly string[]) => repo.fileKeysAmong(db, objectKeys);
