import { LEASE_DUE_DAYS, MESSAGE_TYPES, perm, type Page, type QueryOf, type rentCompanyApi, type RentCompanyRecord, type TenantRecord, type tenantApi, type BodyOf } from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { found } from '../../../platform/errors.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText, parseTime, SHANGHAI_OFFSET_MS } from '../../../platform/time.js';
import { pageCompanies, rentCompanyByCode } from '../company/rent-company.service.js';
import { placeNamer } from '../../common/region/region.service.js';
import { notifyUsers, usersNotified } from '../../system/message/message.service.js';
import { usersHoldingCode } from '../../system/user/user.service.js';
import { communityByCode } from './community.service.js';
import * as houses from './house.repository.js';
import { roomLabelOf } from './house.service.js';
import { addDays, TENANT_NOT_FOUND } from './occupancy.service.js';
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
  if (input.personOf) filter.personIdCard = found(await houses.occupancyByCode(db, input.personOf, scope), TENANT_NOT_FOUND).idCard;
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
    batches: () =>
      recordBatches(
        keysetBatches(deps.db, (after: number | null, limit) => repo.tenantsAfter(deps.db, filter, after, limit), (last) => last.id),
        (rows) => rows.map((r) => toTenantRecord(r, names, disclosure, today)),
      ),
  };
}

/** 租赁企业 list: each company's quota beside its beds in use, tenants and quits this month from the ledger. */
export function companyList(db: Db, scope: DataScope, input: BodyOf<typeof rentCompanyApi.cmpyList>): Promise<Page<RentCompanyRecord>> {
  const monthStart = `${nowText().slice(0, 7)}-01`;
  return pageCompanies(db, { scope, cmpyName: input.cmpyName }, input, (ids) => houses.companyUse(db, ids, monthStart));
}

/** Leases a Monday notice lists; the rest are counted and left to the 即将到期 filter. */
export const LEASE_NOTICE_LINES = 50;

/** The Monday of the week `day` (YYYY-MM-DD, Asia/Shanghai) falls in. */
function mondayOf(day: string): string {
  const weekday = new Date(parseTime(`${day} 00:00:00`) + SHANGHAI_OFFSET_MS).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function leaseNoticeText(rows: readonly repo.TenantRow[], total: number, today: string, dueBy: string): string {
  const lines = rows.map((r, i) => `${i + 1}. ${r.name}，${r.villageName}${roomLabelOf(r)}，租约到期日 ${r.leaseEndDate}${r.leaseEndDate < today ? '（已到期）' : ''}`);
  const more = total > rows.length ? [`另有 ${total - rows.length} 位未列出。`] : [];
  return [
    `截至 ${today}，以下 ${total} 位在住租户的租约将在 ${LEASE_DUE_DAYS} 天内（${dueBy} 前）到期或已到期，请及时联系续租或办理退租：`,
    ...lines,
    ...more,
    '可在“租户管理”中按“即将到期”筛选查看。',
  ].join('\n');
}

/**
 * The Monday notice: every user holding 租户管理 gets one 系统通知 listing
 * the leases in their data scope that the 即将到期 filter shows as of `now`
 * (in residence, ending within 30 days or already past), earliest first;
 * nobody is sent an empty list. Once a week: the title names the week's
 * Monday and a user who has it is skipped, so a repeated or late run sends
 * nothing twice. Answers the messages sent.
 */
export async function sendLeaseDueNotices(db: Db, now: string): Promise<number> {
  const today = now.slice(0, 10);
  const dueBy = addDays(today, LEASE_DUE_DAYS);
  const title = `租约到期提醒（${mondayOf(today)}）`;
  const users = await usersHoldingCode(db, perm.oddjobMarket.rent.tenant.code);
  const done = await usersNotified(db, users.map((u) => u.id), title);
  // Users of one scope share one list.
  const byScope = new Map<string | null, { scope: DataScope; ids: number[] }>();
  for (const u of users) {
    if (done.has(u.id)) continue;
    const group = byScope.get(u.scope.regionCode) ?? { scope: u.scope, ids: [] };
    group.ids.push(u.id);
    byScope.set(u.scope.regionCode, group);
  }
  let sent = 0;
  for (const { scope, ids } of byScope.values()) {
    const filter: repo.TenantFilter = { scope, dueBy };
    const [rows, total] = await Promise.all([repo.tenantsByLeaseEnd(db, filter, LEASE_NOTICE_LINES), repo.countTenants(db, filter)]);
    if (total === 0) continue;
    await notifyUsers(db, ids, { msgType: MESSAGE_TYPES.SYSTEM, title, content: leaseNoticeText(rows, total, today, dueBy) }, now);
    sent += ids.length;
  }
  return sent;
}
