import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { pageOf } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { enabledField } from './display.js';
import { recommendCode, recommendFields, recommendLabels, recommendQuery, recommendRecordShape, withWindowRule } from './recommend.js';

/** 推荐岗位: an 已上线 job recommended at a position of the job seekers' app for a window. */

export const REC_JOB_POSITION_LABELS: Readonly<Record<number, string>> = { 1: '首页热门岗位', 2: '零工市场精选' };
export const REC_JOB_POSITION_VALUES = [1, 2] as const;
export const REC_JOB_LABELS = recommendLabels('岗位');

const fields = recommendFields('jobCode', '岗位', REC_JOB_POSITION_VALUES);
export const recommendJobForm = withWindowRule(fields);
export const recommendJobEditForm = withWindowRule(fields.extend({ recommendCode }));

export const recommendJobRecord = z.object({ jobCode: z.string(), ...recommendRecordShape });
export type RecommendJobRecord = z.infer<typeof recommendJobRecord>;

const REC = perm.oddjobMarket.advert.recommendJob;
const codeResponse = z.object({ recommendCode: z.string() });

export const recommendJobApi = defineEndpoints('advert', 'recommendJob', {
  saveRecommendJob: {
    method: 'POST',
    path: '/advert/recommend-job/saveRecommendJob',
    summary: '新增推荐岗位（岗位须已上线）',
    access: { permission: REC.add },
    audit: true,
    body: recommendJobForm,
    response: codeResponse,
  },
  editRecommendJob: {
    method: 'POST',
    path: '/advert/recommend-job/editRecommendJob',
    summary: '编辑推荐岗位（含拖动排序）',
    access: { permission: REC.edit },
    audit: true,
    body: recommendJobEditForm,
    response: codeResponse,
  },
  editAvailable: {
    method: 'POST',
    path: '/advert/recommend-job/editAvailable',
    summary: '启用或停用推荐岗位',
    access: { permission: REC.edit },
    audit: true,
    body: z.object({ recommendCode, enabled: enabledField }),
    response: codeResponse.extend({ enabled: z.number().int() }),
  },
  removeRecJob: {
    method: 'POST',
    path: '/advert/recommend-job/removeRecJob',
    summary: '删除推荐岗位',
    access: { permission: REC.remove },
    audit: true,
    body: z.object({ recommendCode }),
    response: codeResponse,
  },
  queryRecommendJob: {
    method: 'GET',
    path: '/advert/recommend-job/queryRecommendJob',
    summary: '分页查询推荐岗位（已下线的岗位标明）',
    access: { permission: REC.list },
    audit: false,
    query: recommendQuery('岗位', REC_JOB_POSITION_VALUES),
    response: pageOf(recommendJobRecord),
  },
});
