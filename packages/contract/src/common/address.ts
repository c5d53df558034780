import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal } from '../core/fields.js';
import { pageOf } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/**
 * Addresses a company has used before, offered as history in the address
 * dialog (3 entries). Forms that save an address remember it per kind.
 */
export const ADDRESS_TYPES = { company: 1, work: 2 } as const;
export type AddressType = (typeof ADDRESS_TYPES)[keyof typeof ADDRESS_TYPES];
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { 1: '企业地址', 2: '工作地址' };
export const HISTORY_ADDRESS_PAGE_SIZE = 3;

/** The address dialog's messages (spec §5, glossary §6). */
export const ADDRESS_MESSAGES = {
  regionRequired: '请选择省/市/区县',
  detailRequired: '请输入详细地址',
  coordinateRequired: '请选择坐标位置',
  confirmCoordinate: '请确认是否保存新坐标',
} as const;

/** A region as the address dialog returns it: its six-digit code and its name. */
export const labelledRegion = z.object({ value: z.string().regex(/^\d{6}$/), label: z.string().min(1) });

/**
 * What the address dialog returns (spec §3 "Address result"), field names as
 * the spec writes them: `country` is the county, `adressDetail` keeps its
 * typo. Coordinates in GCJ-02 (AMap) and BD-09 (Baidu).
 */
export const addressValue = z.object({
  province: labelledRegion,
  city: labelledRegion,
  country: labelledRegion,
  adressDetail: z.string().trim().min(1, { error: ADDRESS_MESSAGES.detailRequired }).max(200).describe('详细地址'),
  gcj02Lng: z.number().min(-180).max(180),
  gcj02Lat: z.number().min(-90).max(90),
  bd09Lng: z.number().min(-180).max(180),
  bd09Lat: z.number().min(-90).max(90),
});
export type AddressValue = z.infer<typeof addressValue>;

export const historyAddress = z.object({
  provinceName: z.string(),
  cityName: z.string(),
  countyName: z.string(),
  address: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  countyCode: z.string(),
  gcj02Lon: z.number(),
  gcj02Lat: z.number(),
  /** When the company last saved this address. */
  updateTime: z.string(),
});
export type HistoryAddress = z.infer<typeof historyAddress>;

export const addressApi = defineEndpoints('common', 'address', {
  queryCmpyHistoryAddr: {
    method: 'GET',
    path: '/cmpy/cmpy-history-address/queryCmpyHistoryAddr',
    summary: '查询企业历史地址',
    // Read by the job form's work address (岗位列表): a company's addresses are recruitment data.
    access: { permission: perm.recruit.job.list.list },
    audit: false,
    query: z.object({
      cmpyCode: code32('企业编号'),
      type: decimal(
        z
          .number({ error: '地址类型应为数字' })
          .int()
          .refine((v) => v === ADDRESS_TYPES.company || v === ADDRESS_TYPES.work, { error: '地址类型取值应为 1、2 之一' }),
      )
        .default(ADDRESS_TYPES.work)
        .describe('地址类型'),
      pageNum: decimal(z.number().int().min(1)).default(1).describe('页码'),
      pageSize: decimal(z.number().int().min(1)).default(HISTORY_ADDRESS_PAGE_SIZE).describe('每页条数'),
    }),
    response: pageOf(historyAddress),
  },
});
