import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { pageOf } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { recommendCode, recommendFields, recommendLabels, recommendQuery, recommendRecordShape, withWindowRule } from './recommend.js';

/** 推荐课程: an 已上线 course of 培训系统 recommended at a position for a window (the same rules as 推荐岗位). */

export const REC_COURSE_POSITION_LABELS: Readonly<Record<number, string>> = { 1: '首页推荐课程', 2: '培训专区精选' };
export const REC_COURSE_POSITION_VALUES = [1, 2] as const;
export const REC_COURSE_LABELS = recommendLabels('课程');

const fields = recommendFields('courseCode', '课程', REC_COURSE_POSITION_VALUES);
export const recommendCourseForm = withWindowRule(fields);
export const recommendCourseEditForm = withWindowRule(fields.extend({ recommendCode }));

export const recommendCourseRecord = z.object({ courseCode: z.string(), ...recommendRecordShape });
export type RecommendCourseRecord = z.infer<typeof recommendCourseRecord>;

const REC = perm.oddjobMarket.advert.recommendCourse;
const codeResponse = z.object({ recommendCode: z.string() });

export const recommendCourseApi = defineEndpoints('advert', 'recommendCourse', {
  save: {
    method: 'POST',
    path: '/advert/recommend-course/save',
    summary: '新增推荐课程（课程须已上线）',
    access: { permission: REC.add },
    audit: true,
    body: recommendCourseForm,
    response: codeResponse,
  },
  edit: {
    method: 'POST',
    path: '/advert/recommend-course/edit',
    summary: '编辑推荐课程（含启用、停用和拖动排序）',
    access: { permission: REC.edit },
    audit: true,
    body: recommendCourseEditForm,
    response: codeResponse,
  },
  remove: {
    method: 'POST',
    path: '/advert/recommend-course/remove',
    summary: '删除推荐课程',
    access: { permission: REC.remove },
    audit: true,
    body: z.object({ recommendCode }),
    response: codeResponse,
  },
  query: {
    method: 'GET',
    path: '/advert/recommend-course/query',
    summary: '分页查询推荐课程（已下线的课程标明）',
    access: { permission: REC.list },
    audit: false,
    query: recommendQuery('课程', REC_COURSE_POSITION_VALUES),
    response: pageOf(recommendCourseRecord),
  },
});
