import {
  COMMUNITY_LABELS,
  LETTING_STATE_LABELS,
  PAY_CYCLE_LABELS,
  QUIT_LABELS,
  QUIT_STATE_LABELS,
  RENT_PROFILE_LABELS,
  TENANT_LABELS,
  TENANT_STATE_LABELS,
  VILLAGE_NATURE_LABELS,
  VILLAGE_STATUS_LABELS,
  centsToYuan,
  type CommunityRecord,
  type communityApi,
  type QuitRecord,
  type quitApi,
  type RentProfileRecord,
  type rentProfileApi,
  type TenantRecord,
  type tenantApi,
} from '@hrbd/contract';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { communitiesForExport, profilesForExport } from './community.service.js';
import { quitsForExport } from './quit.service.js';
import { tenantsForExport } from './tenant.service.js';

const yuan = (v: number) => centsToYuan(Math.round(v * 100));

const COMMUNITY_VALUES: ValuesOf<typeof COMMUNITY_LABELS, CommunityRecord> = {
  villageName: (c) => c.villageName,
  villageStatus: (c) => VILLAGE_STATUS_LABELS[c.villageStatus] ?? '',
  villageNature: (c) => VILLAGE_NATURE_LABELS[c.villageNature] ?? '',
  districtName: (c) => c.districtName,
  houseTotalNum: (c) => c.houseTotalNum,
  bedTotal: (c) => c.bedTotal,
  totalOccupancyNum: (c) => c.totalOccupancyNum,
  houseTotalArea: (c) => c.houseTotalArea,
  manageUnit: (c) => c.manageUnit,
  manageUnitUser: (c) => c.manageUnitUser,
  manageUnitUserPhone: (c) => c.manageUnitUserPhone,
  assetOwner: (c) => c.assetOwner,
  villageAddress: (c) => `${c.provinceName}${c.cityName}${c.countyName}${c.villageAddress}`,
  bizCode: (c) => c.bizCode,
  updateTime: (c) => c.updateTime,
};

export const exportCommunities = listExport<typeof communityApi.export, typeof COMMUNITY_LABELS, CommunityRecord>(COMMUNITY_LABELS, async ({ deps, actor, query }) => ({
  ...(await communitiesForExport(deps.db, { ...query, scope: actor.scope })),
  values: COMMUNITY_VALUES,
}));

const PROFILE_VALUES: ValuesOf<typeof RENT_PROFILE_LABELS, RentProfileRecord> = {
  villageName: (p) => p.villageName,
  lettingState: (p) => LETTING_STATE_LABELS[p.lettingState] ?? '',
  districtName: (p) => p.districtName,
  rentalObject: (p) => p.rentalObject,
  rentRange: (p) => `${yuan(p.rentMin)}-${yuan(p.rentMax)}`,
  freeBeds: (p) => p.freeBeds,
  payCycle: (p) => PAY_CYCLE_LABELS[p.payCycle] ?? '',
  minLeaseMonths: (p) => p.minLeaseMonths,
  deposit: (p) => yuan(p.deposit),
  facilities: (p) => p.facilities.join('、'),
  updateTime: (p) => p.updateTime,
};

export const exportProfiles = listExport<typeof rentProfileApi.export, typeof RENT_PROFILE_LABELS, RentProfileRecord>(RENT_PROFILE_LABELS, async ({ deps, actor, query }) => ({
  ...(await profilesForExport(deps, { ...query, scope: actor.scope })),
  values: PROFILE_VALUES,
}));

const TENANT_VALUES: ValuesOf<typeof TENANT_LABELS, TenantRecord> = {
  name: (t) => t.name,
  tenantState: (t) => (t.expired ? '已到期' : (TENANT_STATE_LABELS[t.tenantState] ?? '')),
  idCard: (t) => t.idCard,
  mobile: (t) => t.mobile,
  cmpyName: (t) => t.cmpyName,
  villageName: (t) => t.villageName,
  roomLabel: (t) => t.roomLabel,
  checkInDate: (t) => t.checkInDate,
  leaseEndDate: (t) => t.leaseEndDate,
  quitDate: (t) => t.quitDate ?? '',
  rent: (t) => yuan(t.rent),
  districtName: (t) => t.districtName,
  tenantCode: (t) => t.tenantCode,
  createTime: (t) => t.createTime,
};

export const exportTenants = listExport<typeof tenantApi.export, typeof TENANT_LABELS, TenantRecord>(TENANT_LABELS, async ({ deps, actor, query }) => ({
  ...(await tenantsForExport(deps, actor, query)),
  values: TENANT_VALUES,
}));

const QUIT_VALUES: ValuesOf<typeof QUIT_LABELS, QuitRecord> = {
  name: (q) => q.name,
  applyState: (q) => QUIT_STATE_LABELS[q.applyState as keyof typeof QUIT_STATE_LABELS] ?? '',
  quitDate: (q) => q.quitDate,
  actualQuitDate: (q) => q.actualQuitDate ?? '',
  villageName: (q) => q.villageName,
  roomLabel: (q) => q.roomLabel,
  cmpyName: (q) => q.cmpyName,
  mobile: (q) => q.mobile,
  applyTime: (q) => q.applyTime,
  reason: (q) => q.reason,
  rejectReason: (q) => q.rejectReason,
  operatorName: (q) => q.operatorName,
  decideTime: (q) => q.decideTime ?? '',
  applyCode: (q) => q.applyCode,
};

export const exportQuits = listExport<typeof quitApi.export, typeof QUIT_LABELS, QuitRecord>(QUIT_LABELS, async ({ deps, actor, query }) => ({
  ...(await quitsForExport(deps.db, actor.scope, query)),
  values: QUIT_VALUES,
}));
