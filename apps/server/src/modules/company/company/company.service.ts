import {
  ADDRESS_TYPES,
  COMPANY_APPROVE_TYPES,
  COMPANY_LOCKED_FIELDS,
  COMPANY_MACHINE,
  COMPANY_PICKER_LIMIT,
  COMPANY_SOURCE_LIST_LIMIT,
  COMPANY_SOURCES,
  companyApi,
  MESSAGE_TYPES,
  TREE_TYPES,
  type BodyOf,
  type CompanyAction,
  type CompanyCounts,
  type CompanyDetail,
  type CompanyRecord,
  type Page,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { rememberAddress } from '../../common/address/address.service.js';
import { batchUrls } from '../../common/file/file.service.js';
import { placeNamer, resolvePlace, type PlaceNames } from '../../common/region/region.service.js';
import { nodesByCode, rootOf, type FlatTreeNode } from '../../common/tree-data/tree-data.service.js';
import { notifyUsers } from '../../system/message/message.service.js';
import * as repo from './company.repository.js';
import type { CompanyRow } from './company.table.js';

type SubmitInput = BodyOf<typeof companyApi.submit>;
type UpdateInput = BodyOf<typeof companyApi.update>;
type ApproveInput = BodyOf<typeof companyApi.approve>;
type CompanyState = { cmpyCode: string; approveType: number };

const NOT_FOUND = '企业不存在';

/** Industry names by code; other modules' trees are read through their service. */
const industries = (db: DbOrTrx) => nodesByCode(db, TREE_TYPES.industry);

function toRecord(row: CompanyRow, industry: ReadonlyMap<string, FlatTreeNode>, names: PlaceNames): CompanyRecord {
  return {
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    industryCode: row.industryCode,
    industryName: industry.get(row.industryCode)?.name ?? row.industryCode,
    cmpyScale: row.cmpyScale,
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
    source: row.source,
    submitterName: row.submitterName,
    approverName: row.approverName,
    submitTime: row.submitTime,
    approveTime: row.approveTime,
  };
}

/**
 * What the form sent, checked against the reference data: the industry must
 * be a node of the industry tree, the place a county of its city of its
 * province, and the license an image in the file table. Runs before the
 * write's transaction (SQLite has one connection: a read outside an open
 * transaction would wait for it).
 */
async function checkReferences(deps: AppDeps, input: SubmitInput, licenseRequired: boolean): Promise<PlaceNames> {
  if (!(await industries(deps.db)).has(input.industryCode)) throw badRequest(`所属行业“${input.industryCode}”不存在`);
  const names = await resolvePlace(deps.db, input);
  if (licenseRequired) {
    const { files } = await batchUrls(deps, [input.licenseKey]);
    if (files[0]?.fileType !== 'image') throw badRequest('营业执照图片不存在，请重新上传');
  }
  return names;
}

/** A company placed outside the caller's data scope would vanish from their lists the moment it is saved. */
function assertPlaceInScope(actor: Actor, countyCode: string): void {
  if (!scopeCovers(actor.scope, countyCode)) throw badRequest('所在区县不在您的数据权限范围内');
}

async function assertCreditCodeFree(db: DbOrTrx, creditCode: string, ownId?: number): Promise<void> {
  const holder = await repo.findByCreditCode(db, creditCode);
  if (holder && holder.id !== ownId) throw conflict(`统一社会信用代码“${creditCode}”已被企业“${holder.cmpyName}”使用`);
}

const editableFields = (input: SubmitInput) => ({
  cmpyName: input.cmpyName,
  creditCode: input.creditCode,
  legalPerson: input.legalPerson,
  industryCode: input.industryCode,
  cmpyScale: input.cmpyScale,
  provinceCode: input.provinceCode,
  cityCode: input.cityCode,
  countyCode: input.countyCode,
  address: input.address,
  gcj02Lng: input.gcj02Lng,
  gcj02Lat: input.gcj02Lat,
  contactPerson: input.contactPerson,
  contactPhone: input.contactPhone,
  licenseKey: input.licenseKey,
});

/** The company's address goes into its address history, so the next form offers it. */
function rememberCompanyAddress(db: DbOrTrx, cmpyCode: string, input: SubmitInput, names: PlaceNames): Promise<void> {
  return rememberAddress(db, cmpyCode, ADDRESS_TYPES.company, {
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    ...names,
    address: input.address,
    gcj02Lon: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
  });
}

/** An operator enters a company on its behalf: it waits for review (待审核). */
export async function submitCompany(deps: AppDeps, actor: Actor, input: SubmitInput): Promise<CompanyState> {
  if (!input.licenseKey) throw badRequest('请上传营业执照');
  assertPlaceInScope(actor, input.countyCode);
  const names = await checkReferences(deps, input, true);
  return deps.db.transaction().execute(async (trx) => {
    await assertCreditCodeFree(trx, input.creditCode);
    const now = nowText();
    const cmpyCode = randomCode();
    await repo.insertCompany(trx, {
      cmpyCode,
      ...editableFields(input),
      approveType: COMPANY_APPROVE_TYPES.pending,
      rejectDesc: '',
      source: COMPANY_SOURCES.platform,
      submitterId: actor.userId,
      submitterName: actor.realName,
      approverName: '',
      submitTime: now,
      approveTime: null,
      createTime: now,
      updateTime: now,
    });
    await rememberCompanyAddress(trx, cmpyCode, input, names);
    return { cmpyCode, approveType: COMPANY_APPROVE_TYPES.pending };
  });
}

/** Where a company keeps its state. */
const COMPANY_STATE = { table: 'cmpyInfo', key: 'id', state: 'approveType', machine: COMPANY_MACHINE } as const;

/** The row of the state table `update` follows from a company's state. */
function updateActionOf(approveType: number): CompanyAction {
  if (approveType === COMPANY_APPROVE_TYPES.rejected) return 'resubmit';
  if (approveType === COMPANY_APPROVE_TYPES.passed) return 'editContact';
  return 'edit';
}

/**
 * Edits a company. Pending: edited in place. Rejected: resubmitted, back to
 * 待审核. Passed: only scale, address and contact may change; a change to its
 * registration (COMPANY_LOCKED_FIELDS) is refused with 409 naming the fields.
 */
export async function updateCompany(deps: AppDeps, actor: Actor, input: UpdateInput): Promise<CompanyState> {
  const current = found(await repo.findByCode(deps.db, input.cmpyCode, actor.scope), NOT_FOUND);
  const licenseChanged = input.licenseKey !== current.licenseKey;
  // Companies imported without a license keep that state until one is uploaded; a new submission always needs one.
  if (!input.licenseKey && (licenseChanged || current.approveType !== COMPANY_APPROVE_TYPES.passed)) throw badRequest('请上传营业执照');
  assertPlaceInScope(actor, input.countyCode);
  const names = await checkReferences(deps, input, licenseChanged);
  return deps.db.transaction().execute(async (trx) => {
    const company = found(await repo.findByCode(trx, input.cmpyCode, actor.scope), NOT_FOUND);
    const action = updateActionOf(company.approveType);
    if (action === 'editContact') {
      const changed = (Object.keys(COMPANY_LOCKED_FIELDS) as Array<keyof typeof COMPANY_LOCKED_FIELDS>).filter((key) => input[key] !== company[key]);
      if (changed.length > 0) {
        throw conflict(`企业已通过审核，${changed.map((key) => COMPANY_LOCKED_FIELDS[key]).join('、')}不能修改；可修改企业规模、地址和联系人信息`);
      }
    }
    await assertCreditCodeFree(trx, input.creditCode, company.id);
    const now = nowText();
    const resubmitted = action === 'resubmit';
    const [moved] = await moveStates(trx, COMPANY_STATE, {
      action,
      rows: [{ key: company.id, state: company.approveType }],
      changes: {
        ...editableFields(input),
        updateTime: now,
        // A resubmission is a new review: the earlier decision no longer stands.
        ...(resubmitted && { rejectDesc: '', approverName: '', approveTime: null, submitTime: now, submitterId: actor.userId, submitterName: actor.realName }),
      },
    });
    await rememberCompanyAddress(trx, company.cmpyCode, input, names);
    return { cmpyCode: company.cmpyCode, approveType: moved.to };
  });
}

/** Passes or rejects a pending company and tells whoever submitted it. */
export async function approveCompany(deps: AppDeps, actor: Actor, input: ApproveInput): Promise<CompanyState> {
  const action: CompanyAction = input.approveType === COMPANY_APPROVE_TYPES.passed ? 'approve' : 'reject';
  return deps.db.transaction().execute(async (trx) => {
    const company = found(await repo.findByCode(trx, input.cmpyCode, actor.scope), NOT_FOUND);
    const now = nowText();
    const rejectDesc = action === 'reject' ? (input.rejectDesc ?? '') : '';
    const [moved] = await moveStates(trx, COMPANY_STATE, {
      action,
      rows: [{ key: company.id, state: company.approveType }],
      changes: { rejectDesc, approverName: actor.realName, approveTime: now, updateTime: now },
    });
    if (company.submitterId !== null) {
      await notifyUsers(trx, [company.submitterId], {
        msgType: MESSAGE_TYPES.SYSTEM,
        title: action === 'approve' ? '企业审核通过' : '企业审核驳回',
        content:
          action === 'approve'
            ? `您提交的企业“${company.cmpyName}”已于 ${now} 审核通过，可以发布岗位。`
            : `您提交的企业“${company.cmpyName}”已于 ${now} 被驳回，驳回原因：${rejectDesc}。请修改后重新提交。`,
      });
    }
    return { cmpyCode: company.cmpyCode, approveType: moved.to };
  });
}

export async function companyInfo(deps: AppDeps, actor: Actor, cmpyCode: string): Promise<CompanyDetail> {
  const row = found(await repo.findByCode(deps.db, cmpyCode, actor.scope), NOT_FOUND);
  const [industry, namer, license] = await Promise.all([
    industries(deps.db),
    placeNamer(deps.db),
    row.licenseKey ? batchUrls(deps, [row.licenseKey]) : Promise.resolve({ files: [] }),
  ]);
  return {
    ...toRecord(row, industry, namer(row)),
    licenseKey: row.licenseKey,
    licenseUrl: license.files[0]?.url ?? null,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

export async function pageCompanies(deps: AppDeps, filter: repo.CompanyFilter, page: PageRequest): Promise<Page<CompanyRecord>> {
  const [result, industry, namer] = await Promise.all([
    repo.pageCompanies(deps.db, filter, page),
    industries(deps.db),
    placeNamer(deps.db),
  ]);
  return { total: result.total, records: result.records.map((row) => toRecord(row, industry, namer(row))) };
}

/** The approval queue for an export: its total, and its rows as the list shows them, a batch at a time. */
export async function companiesForExport(deps: AppDeps, filter: repo.CompanyFilter) {
  const [industry, namer] = await Promise.all([industries(deps.db), placeNamer(deps.db)]);
  return {
    count: () => repo.countCompanies(deps.db, filter),
    batches: async function* (): AsyncGenerator<CompanyRecord[]> {
      const rows = keysetBatches<CompanyRow, repo.CompanyCursor>(
        deps.db,
        (after, limit) => repo.companiesAfter(deps.db, filter, after, limit),
        (last) => ({ submitTime: last.submitTime, id: Number(last.id) }),
      );
      for await (const batch of rows) yield batch.map((row) => toRecord(row, industry, namer(row)));
    },
  };
}

export async function companyCounts(deps: AppDeps, filter: repo.CompanyFilter): Promise<CompanyCounts> {
  const byState = await repo.countByState(deps.db, filter);
  const of = (state: number) => byState.get(state) ?? 0;
  const checkCount = of(COMPANY_APPROVE_TYPES.pending);
  const passCount = of(COMPANY_APPROVE_TYPES.passed);
  const rejectCount = of(COMPANY_APPROVE_TYPES.rejected);
  return { subCount: checkCount + passCount + rejectCount, checkCount, passCount, rejectCount };
}

export function passedCompanyOptions(deps: AppDeps, actor: Actor, cmpyName: string | undefined) {
  return repo.listPassedByName(deps.db, actor.scope, COMPANY_APPROVE_TYPES.passed, cmpyName, COMPANY_PICKER_LIMIT);
}

export function companiesBySource(deps: AppDeps, filter: Pick<repo.CompanyFilter, 'scope' | 'source' | 'cmpyName' | 'approveType'>) {
  return repo.listBySource(deps.db, filter, COMPANY_SOURCE_LIST_LIMIT);
}

export async function companyRegister(deps: AppDeps, filter: repo.RegisterFilter, page: PageRequest) {
  const [result, industry, namer] = await Promise.all([
    repo.pageRegister(deps.db, COMPANY_APPROVE_TYPES.passed, filter, page),
    industries(deps.db),
    placeNamer(deps.db),
  ]);
  return {
    total: result.total,
    records: result.records.map((row) => ({
      cmpyCode: row.cmpyCode,
      cmpyName: row.cmpyName,
      creditCode: row.creditCode,
      legalPerson: row.legalPerson,
      industryCode: row.industryCode,
      industryName: industry.get(row.industryCode)?.name ?? row.industryCode,
      cmpyScale: row.cmpyScale,
      countyCode: row.countyCode,
      countyName: namer(row).countyName,
      source: row.source,
      approveTime: row.approveTime,
    })),
  };
}

// ---------------------------------------------------------------------------
// For other modules
// ---------------------------------------------------------------------------

export interface CompanyForJob {
  cmpyCode: string;
  cmpyName: string;
  approveType: number;
}

/** Whether a company with this code exists, in any state and region (uploads filed under a company). */
export async function companyExists(db: DbOrTrx, cmpyCode: string): Promise<boolean> {
  return (await repo.findByCode(db, cmpyCode, WHOLE_SCOPE)) !== undefined;
}

/** A company a job is to be published for, with its state; undefined when there is none in the scope. */
export async function companyForJob(db: DbOrTrx, cmpyCode: string, scope: DataScope): Promise<CompanyForJob | undefined> {
  const row = await repo.findByCode(db, cmpyCode, scope);
  return row && { cmpyCode: row.cmpyCode, cmpyName: row.cmpyName, approveType: row.approveType };
}

/** A company with its county, for a domain enrolling companies (住房租赁's 租赁企业); undefined when there is none in the scope. */
export async function companyPlace(db: DbOrTrx, cmpyCode: string, scope: DataScope) {
  const row = await repo.findByCode(db, cmpyCode, scope);
  return row && { cmpyCode: row.cmpyCode, cmpyName: row.cmpyName, approveType: row.approveType, countyCode: row.countyCode };
}

/** Passed companies by name, for a domain's demo that enrols some of them (住房租赁's 租赁企业). */
export function passedCompanies(db: DbOrTrx, limit: number) {
  return repo.listPassedByName(db, WHOLE_SCOPE, COMPANY_APPROVE_TYPES.passed, undefined, limit);
}

// ---------------------------------------------------------------------------
// For the statistics area
// ---------------------------------------------------------------------------

export const countCreatedSince = (db: DbOrTrx, scope: DataScope, since: string) => repo.countCreatedSince(db, scope, since);

export interface PeriodCounts {
  sub: Map<string, number>;
  pass: Map<string, number>;
  reject: Map<string, number>;
}

/** Registrations, and passes and rejections as the companies stand now, per day (10) or month (7) of [from, to]. */
export async function countsPerPeriod(db: DbOrTrx, scope: DataScope, length: 7 | 10, from: string, to: string): Promise<PeriodCounts> {
  const [sub, pass, reject] = await Promise.all([
    repo.countPerPeriod(db, scope, 'createTime', length, from, to),
    repo.countPerPeriod(db, scope, 'approveTime', length, from, to, COMPANY_APPROVE_TYPES.passed),
    repo.countPerPeriod(db, scope, 'approveTime', length, from, to, COMPANY_APPROVE_TYPES.rejected),
  ]);
  return { sub, pass, reject };
}

/** Companies per industry 门类 (the industry tree's roots), largest first. */
export async function countsPerIndustrySection(db: DbOrTrx, scope: DataScope, approveType?: number): Promise<Array<{ code: string; name: string; count: number }>> {
  const [rows, tree] = await Promise.all([repo.countByIndustry(db, scope, approveType), industries(db)]);
  const sections = new Map<string, { code: string; name: string; count: number }>();
  for (const row of rows) {
    const root = rootOf(tree, row.industryCode);
    const key = root?.code ?? row.industryCode;
    const section = sections.get(key) ?? { code: key, name: root?.name ?? row.industryCode, count: 0 };
    section.count += row.n;
    sections.set(key, section);
  }
  return [...sections.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/** The keys among `objectKeys` that are some company's license image (files readable with the company list). */
export function licenseKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  return repo.licenseKeysAmong(db, objectKeys);
}
