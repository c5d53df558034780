import { z } from 'zod';
import { CONTACT_PHONE_PATTERN } from '../recruit/apply-info.js';
import { placeFields, placeRecord } from '../company/place.js';
import { OBJECT_KEY_PATTERN } from '../common/file.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/**
 * 小区管理: the register of public rental communities (extraInfo) and each
 * one's rental profile (rent-community-info). Room, bed and tenant totals are
 * derived from the occupancy ledger by the server and never accepted as input.
 */

/** 小区性质 (dictionary village_nature). */
export const VILLAGE_NATURE_LABELS: Readonly<Record<number, string>> = { 1: '公租房', 2: '人才公寓', 3: '保障性租赁住房', 4: '企业宿舍', 9: '其他' };
export const VILLAGE_NATURE_VALUES = [1, 2, 3, 4, 9] as const;

/** 小区状态: only 运营中 takes distributions. */
export const VILLAGE_STATUS = { operating: 1, paused: 2, closed: 3 } as const;
export const VILLAGE_STATUS_LABELS: Readonly<Record<number, string>> = { 1: '运营中', 2: '暂停入住', 3: '已停用' };
export const VILLAGE_STATUS_VALUES = [1, 2, 3] as const;

/** 付款周期 and 招租状态 of the rental profile. */
export const PAY_CYCLE_LABELS: Readonly<Record<number, string>> = { 1: '月付', 3: '季付', 12: '年付' };
export const LETTING_STATE_LABELS: Readonly<Record<number, string>> = { 1: '招租中', 2: '暂停招租' };

/** The totals a caller may never send: the ledger's transaction writes them. */
export const DERIVED_COMMUNITY_FIELDS = { houseTotalArea: '房屋总面积', houseTotalNum: '房间总数', totalOccupancyNum: '入住总人数' } as const;

export const COMMUNITY_LABELS = defineLabels({
  villageName: field.name('小区名称'),
  villageStatus: field.state('小区状态'),
  updateTime: field.time('更新时间'),
  villageNature: field.dict('小区性质'),
  districtName: field.dict('所在区县'),
  houseTotalNum: field.number('房间总数'),
  bedTotal: field.number('床位总数'),
  totalOccupancyNum: field.number('入住总人数'),
  manageUnitUser: field.person('管理单位联系人'),
  manageUnitUserPhone: field.phone('联系电话'),
  houseTotalArea: field.number('房屋总面积（㎡）', { secondary: true }),
  manageUnit: field.name('管理单位', { secondary: true }),
  assetOwner: field.name('产权单位', { secondary: true }),
  villageAddress: field.text('小区地址', { secondary: true }),
  bizCode: field.code('小区编号', { secondary: true }),
});

const natureField = z
  .number()
  .int()
  .refine((v) => (VILLAGE_NATURE_VALUES as readonly number[]).includes(v), { error: '小区性质取值应为 1、2、3、4、9 之一' })
  .describe('小区性质');
const statusField = z
  .number()
  .int()
  .refine((v) => (VILLAGE_STATUS_VALUES as readonly number[]).includes(v), { error: '小区状态取值应为 1、2、3 之一' })
  .describe('小区状态');

/** Refuses a body carrying a derived total, naming it (the schema would otherwise drop the key silently). */
const refuseDerived = (input: unknown, ctx: z.RefinementCtx) => {
  if (input === null || typeof input !== 'object') return;
  for (const [key, label] of Object.entries(DERIVED_COMMUNITY_FIELDS)) {
    // On the root: the sentence is the whole message (the field is not one of the form's).
    if (key in input) ctx.addIssue({ code: 'custom', path: [], message: `${label}由系统计算，不可填写` });
  }
};

export const communityFields = z.object({
  villageName: z.string().trim().min(2).max(50).describe('小区名称'),
  manageUnit: z.string().trim().min(1).max(100).describe('管理单位'),
  manageUnitUser: z.string().trim().min(1).max(20).describe('管理单位联系人'),
  manageUnitUserPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或固定电话（如 0371-66668888）' }).describe('联系电话'),
  assetOwner: z.string().trim().max(100).default('').describe('产权单位'),
  villageNature: natureField,
  villageStatus: statusField.default(VILLAGE_STATUS.operating),
  ...placeFields,
});

export const communityForm = z.preprocess((input, ctx) => {
  refuseDerived(input, ctx);
  return input;
}, communityFields);
export type CommunityForm = z.infer<typeof communityFields>;
/** What a caller sends (the preprocess step hides it from `z.input` of the body). */
export type CommunityFormInput = z.input<typeof communityFields>;

const bizCode = code32('小区编号');

export const communityRecord = z.object({
  bizCode: z.string(),
  villageName: z.string(),
  manageUnit: z.string(),
  manageUnitUser: z.string(),
  manageUnitUserPhone: z.string(),
  assetOwner: z.string(),
  villageNature: z.number().int(),
  villageStatus: z.number().int(),
  /** ㎡ with two decimals (stored as hundredths). */
  houseTotalArea: z.number(),
  houseTotalNum: z.number().int(),
  bedTotal: z.number().int(),
  totalOccupancyNum: z.number().int(),
  villageAddress: z.string(),
  ...placeRecord,
  districtCode: z.string(),
  districtName: z.string(),
  updateTime: timeText,
});
export type CommunityRecord = z.infer<typeof communityRecord>;

export const unitSummary = z.object({
  unitCode: z.string(),
  buildingNo: z.string(),
  unitNo: z.string(),
  floors: z.number().int(),
  elevator: z.number().int(),
  roomCount: z.number().int(),
  bedCount: z.number().int(),
  occupied: z.number().int(),
});
export const communityDetail = communityRecord.extend({ units: z.array(unitSummary) });

const regionFilter = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
  .describe('所在地区');

export const communityFilter = z.object({
  villageName: textFilter('小区名称', 50),
  regionCode: regionFilter,
  villageNature: enumFilter('小区性质', VILLAGE_NATURE_VALUES),
  villageStatus: enumFilter('小区状态', VILLAGE_STATUS_VALUES),
});

const COMMUNITY = perm.oddjobMarket.rent.community;

export const communityApi = defineEndpoints('rent', 'community', {
  save: {
    method: 'POST',
    path: '/hrbd-vacantroom/extraInfo/save',
    summary: '新增小区',
    access: { permission: COMMUNITY.add },
    audit: true,
    body: communityForm,
    response: z.object({ bizCode: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/hrbd-vacantroom/extraInfo/update',
    summary: '修改小区',
    access: { permission: COMMUNITY.edit },
    audit: true,
    body: z.preprocess((input, ctx) => {
      refuseDerived(input, ctx);
      return input;
    }, communityFields.extend({ bizCode })),
    response: z.object({ bizCode: z.string() }),
  },
  detail: {
    method: 'GET',
    path: '/hrbd-vacantroom/extraInfo/detail',
    summary: '小区详情（含单元及房间、床位、入住人数）',
    access: { permission: COMMUNITY.list },
    audit: false,
    query: z.object({ bizCode }),
    response: communityDetail,
  },
  queryPageCommunity: {
    method: 'POST',
    path: '/hrbd-vacantroom/extraInfo/queryPageCommunity',
    summary: '分页查询小区',
    access: { permission: COMMUNITY.list },
    audit: false,
    body: pageQuery.extend(communityFilter.shape),
    response: pageOf(communityRecord),
  },
  queryAllCommunity: {
    method: 'GET',
    path: '/hrbd-vacantroom/extraInfo/queryAllCommunity',
    summary: '全部小区（下拉选择）',
    // Every rent screen picks a community: the house list's code is the least any of them holds.
    access: { permission: perm.oddjobMarket.rent.house.list },
    audit: false,
    query: z.object({ villageName: textFilter('小区名称', 50) }),
    response: z.array(z.object({ bizCode: z.string(), villageName: z.string(), districtName: z.string(), villageStatus: z.number().int() })),
  },
  export: {
    method: 'GET',
    path: '/hrbd-vacantroom/extraInfo/export',
    summary: '导出小区（按筛选条件）',
    access: { permission: COMMUNITY.export },
    audit: true,
    responseKind: 'file',
    query: communityFilter,
    response: z.null(),
    export: { permission: COMMUNITY.export, name: '小区管理', asciiName: 'rent-communities', labels: COMMUNITY_LABELS },
  },
  deleteCommunity: {
    method: 'GET',
    path: '/hrbd-vacantroom/extraInfo/deleteCommunity',
    summary: '删除小区（无人入住时）',
    access: { permission: COMMUNITY.remove },
    audit: true,
    query: z.object({ bizCode }),
    response: z.object({ bizCode: z.string() }),
  },
});

// ---------------------------------------------------------------------------
// 租赁信息 (rent-community-info): one rental profile per community
// ---------------------------------------------------------------------------

export const RENT_PROFILE_LABELS = defineLabels({
  villageName: field.name('小区名称'),
  lettingState: field.state('招租状态'),
  districtName: field.dict('所在区县'),
  rentalObject: field.text('租赁对象'),
  rentRange: field.money('租金（元/床/月）'),
  freeBeds: field.number('空余床位'),
  payCycle: field.dict('付款周期'),
  minLeaseMonths: field.number('最短租期（月）'),
  deposit: field.money('押金（元）', { secondary: true }),
  facilities: field.text('配套设施', { secondary: true }),
  updateTime: field.time('更新时间'),
});

const yuanAmount = (label: string) =>
  z
    .number()
    .min(0, { error: `${label}不能小于0` })
    .max(1_000_000, { error: `${label}不能大于1000000` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label}最多两位小数` })
    .describe(label);

export const rentProfileForm = z
  .object({
    bizCode,
    rentalObject: z.string().trim().min(1).max(100).describe('租赁对象'),
    rentMin: yuanAmount('最低租金'),
    rentMax: yuanAmount('最高租金'),
    deposit: yuanAmount('押金'),
    payCycle: z.union([z.literal(1), z.literal(3), z.literal(12)]).describe('付款周期'),
    minLeaseMonths: z.number().int().min(1).max(36).describe('最短租期'),
    facilities: z.array(z.string().trim().min(1).max(20)).max(20).default([]).describe('配套设施'),
    photos: z.array(z.string().regex(OBJECT_KEY_PATTERN, { error: '图片不存在' })).max(9).default([]).describe('小区照片'),
    introduction: z.string().max(20_000).default('').describe('小区介绍'),
    lettingState: z.union([z.literal(1), z.literal(2)]).default(1).describe('招租状态'),
  })
  .refine((v) => v.rentMin <= v.rentMax, { path: ['rentMax'], error: '最高租金不能低于最低租金' });
export type RentProfileForm = z.infer<typeof rentProfileForm>;

export const rentProfileRecord = z.object({
  bizCode: z.string(),
  villageName: z.string(),
  districtName: z.string(),
  villageStatus: z.number().int(),
  rentalObject: z.string(),
  rentMin: z.number(),
  rentMax: z.number(),
  deposit: z.number(),
  payCycle: z.number().int(),
  minLeaseMonths: z.number().int(),
  facilities: z.array(z.string()),
  photos: z.array(z.object({ objectKey: z.string(), url: z.string() })),
  introduction: z.string(),
  lettingState: z.number().int(),
  freeBeds: z.number().int(),
  updateTime: timeText,
});
export type RentProfileRecord = z.infer<typeof rentProfileRecord>;

const profileFilter = z.object({
  villageName: textFilter('小区名称', 50),
  regionCode: regionFilter,
  lettingState: enumFilter('招租状态', [1, 2]),
  /** 1: only communities with a free bed now. */
  hasFreeBed: enumFilter('有空床', [0, 1]),
});

export const rentProfileApi = defineEndpoints('rent', 'rentProfile', {
  save: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-community-info/save',
    summary: '新增小区租赁信息',
    access: { permission: COMMUNITY.add },
    audit: true,
    body: rentProfileForm,
    response: z.object({ bizCode: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-community-info/update',
    summary: '修改小区租赁信息',
    access: { permission: COMMUNITY.edit },
    audit: true,
    body: rentProfileForm,
    response: z.object({ bizCode: z.string() }),
  },
  page: {
    method: 'POST',
    path: '/hrbd-vacantroom/rent-community-info/page',
    summary: '分页查询小区租赁信息（含实时空余床位）',
    access: { permission: COMMUNITY.list },
    audit: false,
    body: pageQuery.extend(profileFilter.shape),
    response: pageOf(rentProfileRecord),
  },
  detail: {
    method: 'GET',
    path: '/hrbd-vacantroom/rent-community-info/detail',
    summary: '小区租赁信息详情',
    access: { permission: COMMUNITY.list },
    audit: false,
    query: z.object({ bizCode }),
    response: rentProfileRecord,
  },
  export: {
    method: 'GET',
    path: '/hrbd-vacantroom/rent-community-info/export',
    summary: '导出小区租赁信息（按筛选条件）',
    access: { permission: COMMUNITY.export },
    audit: true,
    responseKind: 'file',
    query: profileFilter,
    response: z.null(),
    export: { permission: COMMUNITY.export, name: '小区租赁信息', asciiName: 'rent-profiles', labels: RENT_PROFILE_LABELS },
  },
});
