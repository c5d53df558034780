import { LEASE_DUE_DAYS, perm, type Page, type QueryOf, type rentCompanyApi, type RentCompanyRecord, type TenantRecord, type tenantApi, type BodyOf } from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { pageCompanies, rentCompanyByCode } from '../company/rent-company.service.js';
import { placeNamer } from '../../common/region/region.service.js';
import { communityByCode } from './community.service.js';
import * as houses from './house.repository.js';
import { roomLabelOf } from './house.service.js';
import { addDays } from './occupancy.service.js';
import * as repo from './quit.repository.js';

/** ID numbers and mobiles whole only with 租户管理's viewSensitive right. */
export const tenantDisclosure = (deps: AppDeps, actor: Actor): Promise<Disclosure> => disclosureFor(deps, actor, perm.oddjobMarket.rent.tenant.viewSensitive);

type TenantInput = QueryOf<typeof tenantApi.export>;

export async function tenantFilterOf(db: Db, scope: DataScope, input: TenantInput, today: string): Promise<repo.TenantFilter> {
  const filter: repo.TenantFilter = {
    scope,
    tenantState: input.tenantState,
    name: input.name,
    idCard: input.idCard,
    mobile: input.mobile,
    regionCode: input.regionCode,
    checkInFrom: input.checkInFrom,
    checkInTo: input.checkInTo,
    dueBy: input.dueSoon === 1 ? addDays(today, LEASE_DUE_DAYS) : undefined,
  };
  if (input.bizCode) filter.communityId = (await communityByCode(db, input.bizCode, scope)).id;
  if (input.cmpyCode) filter.companyId = (await rentCompanyByCode(db, input.cmpyCode, WHOLE_SCOPE)).id;
  return filter;
}

function toTenantRecord(r: repo.TenantRow, names: (county: string) => string, disclosure: Disclosure, today: string): TenantRecord {
  return {
    tenantCode: r.tenantCode,
    name: r.name,
    idCard: disclosure.idCard(r.idCard),
    mobile: disclosure.mobile(r.mobile),
    cmpyCode: r.cmpyCode,
    cmpyName: r.cmpyName,
    bizCode: r.bizCode,
    villageName: r.villageName,
    districtName: names(r.countyCode),
    houseCode: r.houseCode,
    roomLabel: roomLabelOf(r),
    checkInDate: r.checkInDate,
    leaseEndDate: r.leaseEndDate,
    quitDate: r.quitDate,
    rent: r.rent / 100,
    tenantState: r.quitDate === null ? 1 : 2,
    expired: r.quitDate === null && r.leaseEndDate < today,
    createTime: r.createTime,
  };
}

async function countyNames(db: Db) {
  const namer = await placeNamer(db);
  return (county: string) => namer({ provinceCode: '', cityCode: '', countyCode: county }).countyName;
}

export async function pageTenants(deps: AppDeps, actor: Actor, input: TenantInput & PageRequest) {
  const today = nowText().slice(0, 10);
  const filter = await tenantFilterOf(deps.db, actor.scope, input, today);
  const [page, names, disclosure] = await Promise.all([repo.pageTenants(deps.db, filter, input), countyNames(deps.db), tenantDisclosure(deps, actor)]);
  return { total: page.total, counts: page.counts, records: page.records.map((r) => toTenantRecord(r, names, disclosure, today)) };
}

export async function tenantsForExport(deps: AppDeps, actor: Actor, input: TenantInput) {
  const today = nowText().slice(0, 10);
  const filter = await tenantFilterOf(deps.db, actor.scope, input, today);
  const [names, disclosure] = await Promise.all([countyNames(deps.db), tenantDisclosure(deps, actor)]);
  return {
    count: () => repo.countTenants(deps.db, filter),
    batches: async function* () {
      let after: number | null = null;
      for (;;) {
        const rows = await repo.tenantsAfter(deps.db, filter, after, 1000);
        if (rows.length === 0) return;
        yield rows.map((r) => toTenantRecord(r, names, disclosure, today));
        if (rows.length < 1000) return;
        after = rows[rows.length - 1].id;
      }
    },
  };
}

/** 租赁企业 list: each company's quota beside its beds in use, tenants and quits this month from the ledger. */
export function companyList(db: Db, scope: DataScope, input: BodyOf<typeof rentCompanyApi.cmpyList>): Promise<Page<RentCompanyRecord>> {
  const monthStart = `${nowText().slice(0, 7)}-01`;
  return pageCompanies(db, { scope, cmpyName: input.cmpyName }, input, (ids) => houses.companyUse(db, ids, monthStart));
}
