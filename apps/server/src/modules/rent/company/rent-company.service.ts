import { COMPANY_APPROVE_TYPES, type Page, type QueryOf, type rentCompanyApi, type RentCompanyRecord } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { conflict, found, notFound } from '../../../platform/errors.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { companyPlace } from '../../company/company/company.service.js';
import { countyNamer } from '../../common/region/region.service.js';
import * as repo from './rent-company.repository.js';
import type { RentCompanyRow } from './rent-company.table.js';

export const RENT_COMPANY_NOT_FOUND = '租赁企业不存在';
const NAME_LIST_LIMIT = 200;

export type EnrolInput = QueryOf<typeof rentCompanyApi.addCmpy>;

/** 登记: only a passed company (企业审核 通过) in the caller's scope, once. */
export async function enrolCompany(db: DbOrTrx, scope: DataScope, input: EnrolInput, now = nowText()): Promise<{ cmpyCode: string }> {
  const company = await companyPlace(db, input.cmpyCode, scope);
  if (!company) throw notFound('企业不存在');
  if (company.approveType !== COMPANY_APPROVE_TYPES.passed) throw conflict(`企业“${company.cmpyName}”尚未审核通过，不能登记为租赁企业`);
  if (await repo.findByCode(db, input.cmpyCode, { regionCode: null })) throw conflict(`企业“${company.cmpyName}”已是租赁企业`);
  try {
    await repo.insertCompany(db, {
      cmpyCode: company.cmpyCode,
      cmpyName: company.cmpyName,
      countyCode: company.countyCode,
      contactPerson: input.contactPerson,
      contactPhone: input.contactPhone,
      bedQuota: input.bedQuota,
      agreementStart: input.agreementStart,
      agreementEnd: input.agreementEnd,
      createTime: now,
    });
  } catch (error) {
    // Two enrolments racing: the unique code refuses the second.
    if (constraintViolation(error) === 'unique') throw conflict(`企业“${company.cmpyName}”已是租赁企业`);
    throw error;
  }
  return { cmpyCode: company.cmpyCode };
}

/** A rent company a tenant is enrolled with, in the scope, or 404. */
export async function rentCompanyByCode(db: DbOrTrx, cmpyCode: string, scope: DataScope): Promise<RentCompanyRow> {
  return found(await repo.findByCode(db, cmpyCode, scope), RENT_COMPANY_NOT_FOUND);
}

/** Companies' beds in order of id: every writer takes and gives back quota in that order, before rooms and communities (no two transactions wait on each other in a circle). */
const byId = (counts: ReadonlyMap<number, number>) => [...counts].sort(([a], [b]) => a - b);

/**
 * Takes beds of each company's quota in the caller's transaction (company id
 * → beds asked), one conditional update per company: a company short of
 * quota, even by a racing request that landed first, is a 409 naming it.
 */
export async function takeQuotas(trx: DbOrTrx, asked: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, n] of byId(asked)) {
    if (await repo.takeQuota(trx, id, n)) continue;
    const c = await repo.quotaOf(trx, id);
    throw conflict(`租赁企业“${c.cmpyName}”床位配额不足（配额 ${c.bedQuota}，在用 ${c.bedsInUse}，本次 ${n}）`);
  }
}

/** Gives beds back to the companies' quotas (company id → beds), in the caller's transaction. */
export async function releaseQuotas(trx: DbOrTrx, given: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, n] of byId(given)) await repo.releaseQuota(trx, id, n);
}

/** Each company's stored beds in use (the recount checks them against the ledger). */
export const storedBedsInUse = (db: DbOrTrx) => repo.allBedsInUse(db);

export const rentCompaniesByIds = (db: DbOrTrx, ids: readonly number[]) => repo.findByIds(db, ids);

export const companyNames = (db: DbOrTrx, scope: DataScope, cmpyName?: string) => repo.nameList(db, { scope, cmpyName }, NAME_LIST_LIMIT);

/** Figures a company's row shows, counted by the ledger (tenant area) per company id. */
export interface CompanyUse {
  bedsInUse: number;
  tenants: number;
  quitsThisMonth: number;
}

export async function pageCompanies(
  db: Db,
  filter: repo.RentCompanyFilter,
  page: PageRequest,
  useOf: (ids: number[]) => Promise<Map<number, CompanyUse>>,
): Promise<Page<RentCompanyRecord>> {
  const result = await repo.pageCompanies(db, filter, page);
  const [use, names] = await Promise.all([useOf(result.records.map((r) => r.id)), countyNamer(db)]);
  return {
    total: result.total,
    records: result.records.map((r) => {
      const u = use.get(r.id) ?? { bedsInUse: 0, tenants: 0, quitsThisMonth: 0 };
      return {
        cmpyCode: r.cmpyCode,
        cmpyName: r.cmpyName,
        districtName: names(r.countyCode),
        contactPerson: r.contactPerson,
        contactPhone: r.contactPhone,
        bedQuota: r.bedQuota,
        ...u,
        agreementStart: r.agreementStart,
        agreementEnd: r.agreementEnd,
        createTime: r.createTime,
      };
    }),
  };
}


/** Rent companies in the scope (and a region inside it). */
export function countCompanies(db: DbOrTrx, scope: DataScope, regionCode?: string): Promise<number> {
  return repo.countCompanies(db, { scope, regionCode });
}
