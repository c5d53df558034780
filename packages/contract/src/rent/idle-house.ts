import { z } from 'zod';
import { placeFields, placeRecord } from '../company/place.js';
import { OBJECT_KEY_PATTERN } from '../common/file.js';
import { idCardField } from '../common/id-card.js';
import { moneyYuan } from '../common/numbers.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, dateText, enumFilter, MOBILE_PATTERN, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { areaField } from './house.js';

/**
 * 闲置房屋: homes private owners offer for rent, registered by the operators.
 * Not part of the occupancy ledger: an idle house is let as a whole, by its owner.
 */

/** 0 待出租, 1 已出租, 2 已下架. Deleting is refused once 已出租. */
export const IDLE_HOUSE_STATUS = { toLet: 0, let: 1, offShelf: 2 } as const;
export const IDLE_HOUSE_STATUS_LABELS: Readonly<Record<number, string>> = { 0: '待出租', 1: '已出租', 2: '已下架' };
export const IDLE_HOUSE_STATUS_VALUES = [0, 1, 2] as const;

/** 装修情况. */
export const DECORATION_LABELS: Readonly<Record<number, string>> = { 1: '毛坯', 2: '简装', 3: '精装', 4: '豪装' };
export const DECORATION_VALUES = [1, 2, 3, 4] as const;

export const IDLE_HOUSE_PHOTOS_MAX = 9;

export const IDLE_HOUSE_LABELS = defineLabels({
  villageName: field.name('小区名称'),
  status: field.state('出租状态'),
  updateTime: field.time('更新时间'),
  ownerName: field.person('房主姓名'),
  mobile: field.phone('联系电话'),
  districtName: field.dict('所在区县'),
  layout: field.text('户型'),
  area: field.number('面积（㎡）'),
  floorLabel: field.text('楼层'),
  expectedRent: field.money('期望租金（元/月）'),
  availableFrom: field.date('可入住日期'),
  decoration: field.dict('装修情况', { secondary: true }),
  idCard: field.code('房主身份证号', { secondary: true }),
  fullAddress: field.text('房屋地址', { secondary: true }),
  houseCode: field.code('房屋编号', { secondary: true }),
});

/** 闲置房屋详情's rows only the detail shows (not list columns, not export columns). */
export const IDLE_HOUSE_DETAIL_LABELS = defineLabels({
  createTime: field.time('登记时间'),
  photos: field.text('房屋照片'),
});

const statusField = z
  .number()
  .int()
  .refine((v) => (IDLE_HOUSE_STATUS_VALUES as readonly number[]).includes(v), { error: '出租状态取值应为 0、1、2 之一' })
  .describe('出租状态');

export const idleHouseFields = z
  .object({
    ownerName: z.string().trim().min(2).max(20).describe('房主姓名'),
    idCard: idCardField('房主身份证号'),
    mobile: z.string().trim().regex(MOBILE_PATTERN, { error: '联系电话应为11位手机号' }).describe('联系电话'),
    ...placeFields,
    villageName: z.string().trim().min(2).max(50).describe('小区名称'),
    rooms: z.number().int().min(1).max(9).describe('室'),
    halls: z.number().int().min(0).max(9).describe('厅'),
    baths: z.number().int().min(0).max(9).describe('卫'),
    area: areaField('面积'),
    floor: z.number().int().min(-3).max(99).describe('所在楼层'),
    totalFloors: z.number().int().min(1).max(99).describe('总楼层'),
    decoration: z
      .number()
      .int()
      .refine((v) => (DECORATION_VALUES as readonly number[]).includes(v), { error: '装修情况取值应为 1、2、3、4 之一' })
      .describe('装修情况'),
    expectedRent: moneyYuan('期望租金'),
    availableFrom: dateField('可入住日期'),
    photos: z.array(z.string().regex(OBJECT_KEY_PATTERN, { error: '图片不存在' })).max(IDLE_HOUSE_PHOTOS_MAX, { error: `房屋照片最多${IDLE_HOUSE_PHOTOS_MAX}张` }).default([]).describe('房屋照片'),
    status: statusField.default(IDLE_HOUSE_STATUS.toLet),
  })
  .refine((v) => v.floor <= v.totalFloors, { path: ['floor'], error: '所在楼层不能高于总楼层' });
export type IdleHouseForm = z.infer<typeof idleHouseFields>;
export type IdleHouseFormInput = z.input<typeof idleHouseFields>;

const houseCode = code32('房屋编号');

export const idleHouseRecord = z.object({
  houseCode: z.string(),
  ownerName: z.string(),
  idCard: z.string(),
  mobile: z.string(),
  villageName: z.string(),
  ...placeRecord,
  districtName: z.string(),
  rooms: z.number().int(),
  halls: z.number().int(),
  baths: z.number().int(),
  /** ㎡ with two decimals (stored as hundredths). */
  area: z.number(),
  floor: z.number().int(),
  totalFloors: z.number().int(),
  decoration: z.number().int(),
  /** Cents. */
  expectedRent: z.number().int(),
  availableFrom: dateText,
  photos: z.array(z.object({ objectKey: z.string(), url: z.string() })),
  status: z.number().int(),
  createTime: timeText,
  updateTime: timeText,
});
export type IdleHouseRecord = z.infer<typeof idleHouseRecord>;

const regionFilter = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
  .describe('所在地区');

export const idleHouseFilter = z.object({
  villageName: textFilter('小区名称', 50),
  ownerName: textFilter('房主姓名', 20),
  mobile: textFilter('联系电话', 11),
  regionCode: regionFilter,
  status: enumFilter('出租状态', IDLE_HOUSE_STATUS_VALUES),
});

const IDLE = perm.oddjobMarket.rent.idleHouse;

export const idleHouseApi = defineEndpoints('rent', 'idleHouse', {
  add: {
    method: 'POST',
    path: '/idlehouse/add',
    summary: '新增闲置房屋',
    access: { permission: IDLE.add },
    audit: true,
    body: idleHouseFields,
    response: z.object({ houseCode: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/idlehouse/edit',
    summary: '修改闲置房屋（含上架、下架、已出租）',
    access: { permission: IDLE.edit },
    audit: true,
    body: idleHouseFields.safeExtend({ houseCode }),
    response: z.object({ houseCode: z.string() }),
  },
  list: {
    method: 'POST',
    path: '/idlehouse/list',
    summary: '闲置房屋列表（同筛选条件下各状态计数）',
    access: { permission: IDLE.list },
    audit: false,
    body: pageQuery.extend(idleHouseFilter.shape),
    response: z.object({ page: pageOf(idleHouseRecord), count: z.array(z.object({ status: z.number().int(), count: z.number().int() })) }),
  },
  info: {
    method: 'GET',
    path: '/idlehouse/info',
    summary: '闲置房屋详情',
    access: { permission: IDLE.list },
    audit: false,
    query: z.object({ houseCode }),
    response: idleHouseRecord,
  },
  del: {
    method: 'GET',
    path: '/idlehouse/del',
    summary: '删除闲置房屋（已出租的不能删除）',
    access: { permission: IDLE.remove },
    audit: true,
    query: z.object({ houseCode }),
    response: z.object({ houseCode: z.string() }),
  },
});
