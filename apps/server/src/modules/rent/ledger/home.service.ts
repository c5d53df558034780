import { LEASE_DUE_DAYS, type BodyOf, type DataOf, type rentHomeApi } from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { nowText } from '../../../platform/time.js';
import { countCompanies } from '../company/rent-company.service.js';
import { idleHousesToLet } from '../idle/idle-house.service.js';
import { placeNamer } from '../../common/region/region.service.js';
import * as communities from './community.repository.js';
import { addDays } from './occupancy.service.js';
import * as quits from './quit.repository.js';

/** Occupied per 100 beds with two decimals; 0 without beds. */
const rateOf = (occupied: number, beds: number) => (beds === 0 ? 0 : Math.round((occupied * 10_000) / beds) / 100);

/** 租赁概览's figures for the caller's scope (and a region inside it). */
export async function communitySummary(db: Db, scope: DataScope, regionCode?: string): Promise<DataOf<typeof rentHomeApi.getCommunitySummary>> {
  const today = nowText().slice(0, 10);
  const [totals, pending, rentCompanies, idleHouses] = await Promise.all([
    communities.regionTotals(db, { scope, regionCode }),
    quits.pendingFigures(db, scope, regionCode, addDays(today, LEASE_DUE_DAYS)),
    countCompanies(db, scope, regionCode),
    idleHousesToLet(db, scope, regionCode),
  ]);
  return { ...totals, rate: rateOf(totals.occupied, totals.beds), tenants: totals.occupied, rentCompanies, ...pending, idleHouses };
}

export async function communityRates(db: Db, scope: DataScope, input: BodyOf<typeof rentHomeApi.queryCommunityList>): Promise<DataOf<typeof rentHomeApi.queryCommunityList>> {
  const [page, namer] = await Promise.all([communities.pageCommunities(db, { scope, regionCode: input.regionCode }, input), placeNamer(db)]);
  return {
    total: page.total,
    records: page.records.map((c) => ({
      bizCode: c.bizCode,
      villageName: c.villageName,
      districtName: namer({ provinceCode: c.provinceCode, cityCode: c.cityCode, countyCode: c.districtCode }).countyName,
      villageStatus: c.villageStatus,
      houseTotalNum: c.houseTotalNum,
      bedTotal: c.bedTotal,
      totalOccupancyNum: c.totalOccupancyNum,
      rate: rateOf(c.totalOccupancyNum, c.bedTotal),
      gcj02Lng: c.gcj02Lng,
      gcj02Lat: c.gcj02Lat,
    })),
  };
}
