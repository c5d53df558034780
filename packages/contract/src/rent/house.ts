import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { moneyYuan } from '../common/numbers.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, dateText, enumFilter, MOBILE_PATTERN, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/**
 * 单元管理 / 房间明细 / 房源管理: units of a community, their rooms (capacity
 * in beds) and the room ledger. A room's occupied beds are the count of its
 * open occupancies, kept by the transaction that opens or ends one.
 */

/** A room's state, read from the ledger: 空置, 部分入住, 已住满; 停用 set by hand. */
export const ROOM_STATES = { vacant: 1, partial: 2, full: 3, disabled: 4 } as const;
export const ROOM_STATE_LABELS: Readonly<Record<number, string>> = { 1: '空置', 2: '部分入住', 3: '已住满', 4: '停用' };
export const ROOM_STATE_VALUES = [1, 2, 3, 4] as const;

export const ROOM_CAPACITY_MAX = 20;
export const ROOMS_PER_BATCH_MAX = 500;

export const ROOM_LABELS = defineLabels({
  roomLabel: field.name('房间'),
  roomState: field.state('房间状态'),
  villageName: field.name('所属小区'),
  districtName: field.dict('所在区县'),
  layout: field.dict('户型'),
  area: field.number('面积（㎡）'),
  capacity: field.number('床位数'),
  occupied: field.number('已住'),
  free: field.number('空余'),
  rent: field.money('租金（元/床/月）'),
  vacantDays: field.number('空置天数'),
  occupants: field.text('入住人员'),
  houseCode: field.code('房间编号', { secondary: true }),
});

/** 房间详情's rows beyond the room list's (not list columns, not export columns); 床位 also heads the unit's and the report's room tables. */
export const ROOM_DETAIL_LABELS = defineLabels({
  floor: field.number('楼层'),
  /** Occupied and total beds in one cell, as the unit's rooms and the report show them. */
  beds: field.text('床位（已住/总数）'),
});

const communityCode = code32('小区编号');
const unitCode = code32('单元编号');
const houseCode = code32('房间编号');

/** ㎡ with at most two decimals (stored as hundredths). */
export const areaField = (label = '面积') =>
  z
    .number()
    .min(1, { error: `${label}不能小于1㎡` })
    .max(10_000, { error: `${label}不能大于10000㎡` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label}最多两位小数` })
    .describe(label);

const layoutFields = {
  rooms: z.number().int().min(1).max(9).describe('室'),
  halls: z.number().int().min(0).max(9).describe('厅'),
  baths: z.number().int().min(0).max(9).describe('卫'),
};
const capacityField = z.number().int().min(1).max(ROOM_CAPACITY_MAX).describe('床位数');

// ---------------------------------------------------------------------------
// Units (rent-unit-info)
// ---------------------------------------------------------------------------

const unitFields = {
  buildingNo: z.string().trim().min(1).max(20).describe('楼栋号'),
  unitNo: z.string().trim().min(1).max(20).describe('单元号'),
  floors: z.number().int().min(1).max(99).describe('楼层数'),
  elevator: z.union([z.literal(0), z.literal(1)]).describe('有无电梯'),
};

export const occupantRecord = z.object({
  tenantCode: z.string(),
  name: z.string(),
  checkInDate: dateText,
  leaseEndDate: dateText,
  quitDate: dateText.nullable(),
});

export const roomRecord = z.object({
  houseCode: z.string(),
  roomNo: z.string(),
  floor: z.number().int(),
  ...layoutFields,
  area: z.number(),
  capacity: z.number().int(),
  occupied: z.number().int(),
  free: z.number().int(),
  rent: z.number(),
  disabled: z.number().int(),
  roomState: z.number().int(),
  /** Who lived there when (the room drawer): every occupancy of the room, latest check-in first; quitDate null while 在住. */
  history: z.array(occupantRecord),
});
export type RoomRecord = z.infer<typeof roomRecord>;

export const unitDetail = z.object({
  unitCode: z.string(),
  bizCode: z.string(),
  villageName: z.string(),
  ...unitFields,
  rooms: z.array(roomRecord),
});

const roomEdit = z.object({
  houseCode,
  ...layoutFields,
  area: areaField(),
  capacity: capacityField,
  disabled: z.union([z.literal(0), z.literal(1)]).describe('停用'),
});

const HOUSE = perm.oddjobMarket.rent.house;
const COMMUNITY = perm.oddjobMarket.rent.community;

export const unitApi = defineEndpoints('rent', 'unit', {
  save: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-unit-info/save',
    summary: '新增单元',
    access: { permission: COMMUNITY.edit },
    audit: true,
    body: z.object({ bizCode: communityCode, ...unitFields }),
    response: z.object({ unitCode: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-unit-info/update',
    summary: '修改单元及其房间（户型、面积、床位数、停用）',
    access: { permission: COMMUNITY.edit },
    audit: true,
    body: z.object({ unitCode, ...unitFields, rooms: z.array(roomEdit).max(ROOMS_PER_BATCH_MAX).default([]).describe('房间') }),
    response: z.object({ unitCode: z.string() }),
  },
  detail: {
    method: 'GET',
    path: '/hrbd-vacantroom/rent-unit-info/detail',
    summary: '单元详情（含房间）',
    access: { permission: COMMUNITY.list },
    audit: false,
    query: z.object({ unitCode }),
    response: unitDetail,
  },
});

// ---------------------------------------------------------------------------
// Rooms (/renthouse/add): one, a list, or floors × rooms per floor
// ---------------------------------------------------------------------------

const roomNoField = z.string().trim().regex(/^[0-9A-Za-z-]{1,10}$/, { error: '房间号应为1-10位字母、数字或-' }).describe('房间号');

const roomSpec = {
  ...layoutFields,
  area: areaField(),
  capacity: capacityField,
  rent: moneyYuan('租金'),
};

export const roomAddForm = z
  .object({
    unitCode,
    /** Rooms listed one by one (a single room is a list of one). */
    rooms: z
      .array(z.object({ roomNo: roomNoField, floor: z.number().int().min(1).max(99).describe('楼层'), ...roomSpec }))
      .max(ROOMS_PER_BATCH_MAX)
      .default([])
      .describe('房间'),
    /** Or generated: floors fromFloor..toFloor × perFloor rooms, numbered 0101, 0102 …, all alike. */
    batch: z
      .object({
        fromFloor: z.number().int().min(1).max(99).describe('起始楼层'),
        toFloor: z.number().int().min(1).max(99).describe('结束楼层'),
        perFloor: z.number().int().min(1).max(50).describe('每层房间数'),
        ...roomSpec,
      })
      .refine((b) => b.fromFloor <= b.toFloor, { path: ['toFloor'], error: '结束楼层不能低于起始楼层' })
      .optional()
      .describe('批量生成'),
  })
  .refine((v) => v.rooms.length > 0 || v.batch !== undefined, { error: '请填写房间或批量生成规则' });
export type RoomAddForm = z.infer<typeof roomAddForm>;

export const roomApi = defineEndpoints('rent', 'room', {
  add: {
    method: 'POST',
    path: '/renthouse/add',
    summary: '新增房间（单个、列表或按楼层批量生成）',
    access: { permission: HOUSE.add },
    audit: true,
    body: roomAddForm,
    response: z.object({ houseCodes: z.array(z.string()), count: z.number().int() }),
  },
});

// ---------------------------------------------------------------------------
// 房源管理 (rent-house-detail-info): the room ledger, distribution, emptying
// ---------------------------------------------------------------------------

export const houseLedgerRecord = z.object({
  houseCode: z.string(),
  bizCode: z.string(),
  villageName: z.string(),
  districtName: z.string(),
  unitCode: z.string(),
  buildingNo: z.string(),
  unitNo: z.string(),
  roomNo: z.string(),
  roomLabel: z.string(),
  rooms: z.number().int(),
  halls: z.number().int(),
  baths: z.number().int(),
  area: z.number(),
  capacity: z.number().int(),
  occupied: z.number().int(),
  free: z.number().int(),
  rent: z.number(),
  roomState: z.number().int(),
  vacantDays: z.number().int().nullable(),
  occupants: z.array(occupantRecord),
});
export type HouseLedgerRecord = z.infer<typeof houseLedgerRecord>;

export const houseLedgerFilter = z.object({
  regionCode: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
    .describe('所在地区'),
  bizCode: textFilter('所属小区'),
  unitCode: textFilter('所属单元'),
  roomState: enumFilter('房间状态', ROOM_STATE_VALUES),
  hasFreeBed: enumFilter('有空床', [0, 1]),
  /** With a report's code: that report's frozen room lines. */
  reportCode: textFilter('上报编号'),
});

export const tenantInput = z.object({
  name: z.string().trim().min(2).max(20).describe('姓名'),
  idCard: idCardField('身份证号'),
  mobile: z.string().trim().regex(MOBILE_PATTERN, { error: '手机号格式不正确' }).describe('手机号'),
  cmpyCode: code32('租赁企业'),
  checkInDate: dateField('入住日期'),
  leaseEndDate: dateField('租约到期日'),
  /** 元/月; the room's rent when left out. */
  rent: moneyYuan('租金').optional(),
});
export type TenantInput = z.infer<typeof tenantInput>;

export const DISTRIBUTE_MAX = ROOM_CAPACITY_MAX;

export const houseApi = defineEndpoints('rent', 'house', {
  list: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-house-detail-info/report/list',
    summary: '房源台账（房间床位、入住人员、空置天数；带上报编号时为上报时冻结的房间明细）',
    access: { permission: HOUSE.list },
    audit: false,
    body: pageQuery.extend(houseLedgerFilter.shape),
    response: pageOf(houseLedgerRecord).extend({ counts: z.array(z.object({ roomState: z.number().int(), count: z.number().int() })) }),
  },
  distribute: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-house-detail-info/distribute',
    summary: '分配房间（一次入住一至多名租户，全部成功或全部不入住）',
    access: { permission: HOUSE.distribute },
    audit: true,
    body: z.object({ houseCode, tenants: z.array(tenantInput).min(1).max(DISTRIBUTE_MAX).describe('租户') }),
    response: z.object({ houseCode: z.string(), tenantCodes: z.array(z.string()), occupied: z.number().int(), free: z.number().int() }),
  },
  toEmpty: {
    method: 'GET',
    path: '/hrbd-vacantroom/rent-house-detail-info/toEmpty',
    summary: '腾空房间（在住租户今日退租）',
    access: { permission: HOUSE.empty },
    audit: true,
    query: z.object({ houseCode, reason: z.string().trim().min(1).max(200).describe('腾空原因') }),
    response: z.object({ houseCode: z.string(), ended: z.number().int() }),
  },
});

export const roomHistoryRecord = occupantRecord.extend({ cmpyName: z.string(), createTime: timeText });
