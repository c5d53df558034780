import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/** 租赁概览: figures of the rental stock inside the caller's scope, optionally one region, and the communities with their occupancy rate. */

const regionCode = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
  .describe('所在地区');

export const rentSummary = z.object({
  communities: z.number().int(),
  rooms: z.number().int(),
  beds: z.number().int(),
  occupied: z.number().int(),
  free: z.number().int(),
  /** Occupied beds per 100 beds, two decimals. */
  rate: z.number(),
  tenants: z.number().int(),
  rentCompanies: z.number().int(),
  openQuits: z.number().int(),
  leasesDue: z.number().int(),
  /** 闲置房屋 waiting for a tenant (待出租). */
  idleHouses: z.number().int(),
});

export const communityRate = z.object({
  bizCode: z.string(),
  villageName: z.string(),
  districtName: z.string(),
  villageStatus: z.number().int(),
  houseTotalNum: z.number().int(),
  bedTotal: z.number().int(),
  totalOccupancyNum: z.number().int(),
  rate: z.number(),
  gcj02Lng: z.number(),
  gcj02Lat: z.number(),
});

const HOME = perm.oddjobMarket.rent.home;

export const rentHomeApi = defineEndpoints('rent', 'rentHome', {
  getCommunitySummary: {
    method: 'GET',
    path: '/rent/rentHome/getCommunitySummary',
    summary: '租赁概览统计（小区、房间、床位、入住率、租户、企业、待办退租、30天内到期）',
    access: { permission: HOME.list },
    audit: false,
    query: z.object({ regionCode }),
    response: rentSummary,
  },
  queryCommunityList: {
    method: 'POST',
    path: '/rent/rentHome/queryCommunityList',
    summary: '租赁概览小区列表（入住率、坐标）',
    access: { permission: HOME.list },
    audit: false,
    body: pageQuery.extend({ regionCode }),
    response: pageOf(communityRate),
  },
});
