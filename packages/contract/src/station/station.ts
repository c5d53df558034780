import { z } from 'zod';
import { isValidCreditCode } from '../common/credit-code.js';
import { placeFields, placeRecord } from '../company/place.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { CONTACT_PHONE_PATTERN } from '../recruit/apply-info.js';
import { perm } from '../system/resource-tree.js';

/**
 * 招聘驿站 (驿站及活动管理): recruiting service points registered by staff,
 * reviewed, and then open for jobs (the board) and activities. The spec's
 * "service stations" list (运营中/待审核/已驳回) is this one register.
 */

/** Dict 驿站类型. */
export const STATION_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '社区驿站', 2: '园区驿站', 3: '高校驿站', 4: '零工驿站' };
export const STATION_TYPE_VALUES = [1, 2, 3, 4] as const;

/** 服务项目. */
export const STATION_SERVICE_LABELS: Readonly<Record<number, string>> = { 1: '岗位推荐', 2: '招聘活动', 3: '技能培训', 4: '政策咨询', 5: '零工对接' };
export const STATION_SERVICE_VALUES = [1, 2, 3, 4, 5] as const;

export const STATION_STATES = { review: 0, running: 1, rejected: 3 } as const;
export type StationState = (typeof STATION_STATES)[keyof typeof STATION_STATES];
export const STATION_STATE_LABELS: Readonly<Record<StationState, string>> = { 0: '待审核', 1: '运营中', 3: '已驳回' };
/** The tabs of 驿站及活动管理, in the issue's order. */
export const STATION_TAB_ORDER: readonly StationState[] = [1, 0, 3];

/**
 * A station's review (issue 15): edited in place while 待审核, passed or
 * rejected (with a reason); a running station's edit keeps it running (its
 * identity locked); a rejected one's edit resubmits it.
 */
export const STATION_MACHINE = defineStateMachine({
  subject: '驿站',
  states: STATION_STATE_LABELS,
  actions: { edit: '编辑', pass: '审核通过', reject: '审核驳回', resubmit: '重新提交' },
  transitions: [
    { action: 'edit', from: [0], to: 0 },
    { action: 'edit', from: [1], to: 1 },
    { action: 'resubmit', from: [3], to: 0 },
    { action: 'pass', from: [0], to: 1 },
    { action: 'reject', from: [0], to: 3 },
  ],
});
export type StationAction = keyof typeof STATION_MACHINE.actions;

/** What a running station's edit may not change (409 naming the field). */
export const STATION_LOCKED_FIELDS = { stationName: '驿站名称', stationType: '驿站类型', operatorName: '运营单位', creditCode: '统一社会信用代码', place: '驿站地址' } as const;
export type StationLockable = keyof typeof STATION_LOCKED_FIELDS;

export const STATION_NAME_MAX = 50;
export const STATION_INTRO_MAX = 500;
export const STATION_PHOTOS_MAX = 6;
export const STATION_REASON_MAX = 200;
/** The picker of 运营中 stations answers at most this many. */
export const STATION_PICKER_MAX = 50;

const oneOf = (label: string, values: readonly number[]) =>
  z
    .number({ error: `请选择${label}` })
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

const required = (label: string, max: number, verb = '请输入') =>
  z.string({ error: `${verb}${label}` }).trim().min(1, { error: `${verb}${label}` }).max(max).describe(label);

export const stationFieldShape = {
  stationName: required('驿站名称', STATION_NAME_MAX),
  stationType: oneOf('驿站类型', STATION_TYPE_VALUES),
  operatorName: required('运营单位', 100),
  creditCode: z
    .string({ error: '请输入统一社会信用代码' })
    .trim()
    .toUpperCase()
    .refine(isValidCreditCode, { error: '统一社会信用代码格式不正确' })
    .describe('统一社会信用代码'),
  ...placeFields,
  leaderName: required('负责人', 20),
  leaderPhone: z.string({ error: '请输入负责人手机号' }).trim().regex(MOBILE_PATTERN, { error: '负责人手机号格式不正确' }).describe('负责人手机号'),
  servicePhone: z.string({ error: '请输入服务电话' }).trim().regex(CONTACT_PHONE_PATTERN, { error: '服务电话应为手机号或带区号的固定电话' }).describe('服务电话'),
  openHours: required('开放时间', 50),
  serviceItems: z
    .array(oneOf('服务项目', STATION_SERVICE_VALUES), { error: '请选择服务项目' })
    .min(1, { error: '请选择服务项目' })
    .describe('服务项目'),
  floorArea: z.number({ error: '请输入场地面积' }).int({ error: '场地面积应为整数' }).min(1).max(100_000).describe('场地面积'),
  photoKeys: z.array(z.string().trim().min(1).max(200).describe('驿站照片')).max(STATION_PHOTOS_MAX, { error: `驿站照片最多上传${STATION_PHOTOS_MAX}张` }).default([]).describe('驿站照片'),
  introduction: multiLine(z.string().trim().max(STATION_INTRO_MAX).default('').describe('驿站简介')),
};

export const stationInput = z.object(stationFieldShape);
export const stationEditInput = z.object({ stationNo: code32('驿站编号'), ...stationFieldShape });
export type StationInput = z.infer<typeof stationInput>;

/** 驿站及活动管理's list and its export: state and times early. */
export const STATION_LABELS = defineLabels({
  stationName: field.name('驿站名称'),
  approveState: field.state('审核状态'),
  submitTime: field.time('提交时间'),
  stationType: field.dict('驿站类型'),
  countyName: field.dict('所在区县'),
  operatorName: field.name('运营单位'),
  leaderName: field.person('负责人'),
  leaderPhone: field.phone('负责人手机号'),
  jobCount: field.number('驿站岗位数'),
  servicePhone: field.phone('服务电话', { secondary: true }),
  openHours: field.text('开放时间', { secondary: true }),
  address: field.text('详细地址', { secondary: true }),
  serviceItems: field.text('服务项目', { secondary: true }),
  floorArea: field.number('场地面积（㎡）', { secondary: true }),
  creditCode: field.code('统一社会信用代码', { secondary: true }),
  reviewerName: field.person('审核人', { secondary: true }),
  reviewTime: field.time('审核时间', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
  stationNo: field.code('驿站编号', { secondary: true }),
});

/** 驿站详情's rows only the detail shows (not list columns, not export columns). */
export const STATION_DETAIL_LABELS = defineLabels({
  submitterName: field.person('提交人'),
  introduction: field.text('驿站简介'),
});

export const stationRecord = z.object({
  stationNo: z.string(),
  stationName: z.string(),
  stationType: z.number().int(),
  operatorName: z.string(),
  creditCode: z.string(),
  ...placeRecord,
  leaderName: z.string(),
  leaderPhone: z.string(),
  servicePhone: z.string(),
  openHours: z.string(),
  serviceItems: z.array(z.number().int()),
  floorArea: z.number().int(),
  approveState: z.number().int(),
  rejectDesc: z.string(),
  submitterName: z.string(),
  submitTime: timeText,
  reviewerName: z.string(),
  reviewTime: z.string(),
  jobCount: z.number().int(),
});
export type StationRecord = z.infer<typeof stationRecord>;

/** A move of a station or an activity (操作记录): who, when, from → to, why; the scheduler as 系统. */
export const stationOperation = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  reason: z.string(),
  operatorName: z.string(),
  createTime: timeText,
});
export type StationOperation = z.infer<typeof stationOperation>;

/** A job on a station's board. */
export const stationBoardJob = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  headcount: z.number().int(),
  endTime: timeText,
  joinTime: timeText,
});
export type StationBoardJob = z.infer<typeof stationBoardJob>;

/** An activity as the station's drawer lists it (待开始 and 进行中). */
export const stationActivityBrief = z.object({
  activityCode: z.string(),
  activityName: z.string(),
  activityType: z.number().int(),
  status: z.number().int(),
  beginTime: timeText,
  endTime: timeText,
});

export const stationDetail = stationRecord.extend({
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
  introduction: z.string(),
  board: z.array(stationBoardJob),
  activities: z.array(stationActivityBrief),
  /** Activities by status, every status of ACTIVITY_MACHINE. */
  activityCounts: z.array(z.object({ status: z.number().int(), label: z.string(), count: z.number().int() })),
  operations: z.array(stationOperation),
  updateTime: timeText,
});
export type StationDetail = z.infer<typeof stationDetail>;

const stationFilters = {
  stationName: textFilter('驿站名称', 50),
  stationType: enumFilter('驿站类型', STATION_TYPE_VALUES),
  countyCode: textFilter('所在区县', 6),
  beginTime: timeFilter('提交开始时间').optional(),
  endTime: timeFilter('提交结束时间').optional(),
};
const approveStateFilter = enumFilter('审核状态', [0, 1, 3]);
export const stationFilterQuery = z.object({ ...stationFilters, approveState: approveStateFilter });
export const stationListQuery = pageQuery.extend({ ...stationFilters, approveState: approveStateFilter });
export const stationCountQuery = z.object(stationFilters);

export const stationStateCount = z.object({ approveState: z.number().int(), label: z.string(), count: z.number().int() });
export const stationState = z.object({ stationNo: z.string(), approveState: z.number().int() });

const stationNoQuery = z.object({ stationNo: code32('驿站编号') });

export const stationCheckInput = z
  .object({
    stationNo: code32('驿站编号'),
    approveState: z
      .number({ error: '请选择审核结果' })
      .int()
      .refine((v) => v === 1 || v === 3, { error: '审核结果取值应为 1、3 之一' })
      .describe('审核结果'),
    rejectDesc: multiLine(z.string().trim().max(STATION_REASON_MAX).default('').describe('驳回原因')),
  })
  .superRefine((v, ctx) => {
    if (v.approveState === 3 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '请输入驳回原因' });
  });

export const stationPickerItem = z.object({
  stationNo: z.string(),
  stationName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  address: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  gcj02Lng: z.number(),
  gcj02Lat: z.number(),
});
export type StationPickerItem = z.infer<typeof stationPickerItem>;

const MANAGE = perm.recruit.station.manage;

export const stationApi = defineEndpoints('station', 'station', {
  addStation: {
    method: 'POST',
    path: '/recruit/station/addStation',
    summary: '新增驿站（提交审核）',
    access: { permission: MANAGE.add },
    audit: true,
    body: stationInput,
    response: stationState,
  },
  editStation: {
    method: 'POST',
    path: '/recruit/station/editStation',
    summary: '编辑驿站（已驳回的重新提交审核）',
    access: { permission: MANAGE.edit },
    audit: true,
    body: stationEditInput,
    response: stationState,
  },
  checkStation: {
    method: 'POST',
    path: '/recruit/station/checkStation',
    summary: '审核驿站（通过或驳回）',
    access: { permission: MANAGE.review },
    audit: true,
    body: stationCheckInput,
    response: stationState,
  },
  deleteStationByStationNo: {
    method: 'GET',
    path: '/recruit/station/deleteStationByStationNo',
    summary: '删除驿站',
    access: { permission: MANAGE.remove },
    audit: true,
    query: stationNoQuery,
    response: z.object({ stationNo: z.string() }),
  },
  getBDStationList: {
    method: 'GET',
    path: '/recruit/station/getBDStationList',
    summary: '分页查询驿站',
    access: { permission: MANAGE.list },
    audit: false,
    query: stationListQuery,
    response: pageOf(stationRecord),
  },
  countNumByApproveState: {
    method: 'GET',
    path: '/recruit/station/countNumByApproveState',
    summary: '按审核状态统计驿站数（同列表筛选条件）',
    access: { permission: MANAGE.list },
    audit: false,
    query: stationCountQuery,
    response: z.array(stationStateCount),
  },
  getStationInfo: {
    method: 'GET',
    path: '/recruit/station/getStationInfo',
    summary: '查询驿站详情（岗位、活动、操作记录）',
    access: { permission: MANAGE.list },
    audit: false,
    query: stationNoQuery,
    response: stationDetail,
  },
  validatedPhone: {
    method: 'GET',
    path: '/recruit/station/validatedPhone',
    summary: '校验负责人手机号',
    access: { permission: MANAGE.list },
    audit: false,
    query: z.object({
      phone: z.string({ error: '请输入负责人手机号' }).trim().max(20).describe('负责人手机号'),
      stationNo: textFilter('驿站编号'),
    }),
    response: z.object({ valid: z.boolean(), reason: z.string() }),
  },
  export: {
    method: 'POST',
    path: '/recruit/station/export',
    summary: '导出驿站（按筛选条件）',
    access: { permission: MANAGE.export },
    audit: true,
    responseKind: 'file',
    body: stationFilterQuery,
    response: z.null(),
    export: { permission: MANAGE.export, name: '招聘驿站', asciiName: 'stations', labels: STATION_LABELS },
  },
  getActivitiStationList: {
    method: 'GET',
    path: '/recruit/station/getActivitiStationList',
    summary: '运营中的驿站（选择器）',
    access: { permission: perm.recruit.station.activity.list },
    audit: false,
    query: z.object({ stationName: textFilter('驿站名称', 50), countyCode: textFilter('所在区县', 6) }),
    response: z.array(stationPickerItem),
  },
  jobjoinStation: {
    method: 'GET',
    path: '/recruit/station/jobjoinStation',
    summary: '岗位加入驿站',
    access: { permission: MANAGE.joinJob },
    audit: true,
    query: z.object({ jobCode: code32('岗位编号'), stationNo: code32('驿站编号') }),
    response: z.object({ jobCode: z.string(), stationNo: z.string(), stationName: z.string() }),
  },
});
