import { z } from 'zod';
import { code32, enumFilter, textFilter, timeText } from '../core/fields.js';
import { pageQuery } from '../core/page.js';

/**
 * 素材分组 and 章节 (课时) of a course, served under /train/course/ beside the
 * course rows (courseApi). A chapter is a 线上课程's video material with a
 * title, its place in the course, 试看 and a duration; changing chapters is
 * changing the course, so a course out of 审核中 goes back to it.
 */

export const GROUP_NAME_MAX = 20;
export const CHAPTER_TITLE_MAX = 50;
/** The most chapters one course holds (one page of queryPageMaterial). */
export const CHAPTER_MAX = 100;
/** Seconds: a chapter lasts at most 10 hours. */
export const CHAPTER_DURATION_MAX = 36_000;

export const CHAPTER_TRIAL_LABELS: Readonly<Record<number, string>> = { 1: '可试看', 0: '不可试看' };

/** 分组 as 素材管理 lists it: with how many materials it holds. */
export const materialGroupRecord = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  groupType: z.number().int(),
  cmpyCode: z.string(),
  sort: z.number().int(),
  materialCount: z.number().int(),
  createTime: timeText,
});
export type MaterialGroupRecord = z.infer<typeof materialGroupRecord>;

export const groupListInput = z.object({
  groupType: enumFilter('分组类型', [1, 2]),
  cmpyCode: textFilter('企业编号'),
});

export const addGroupInput = z.object({
  groupName: z.string({ error: '请输入分组名称' }).trim().min(1, { error: '请输入分组名称' }).max(GROUP_NAME_MAX, { error: `分组名称长度不能超过${GROUP_NAME_MAX}个字符` }).describe('分组名称'),
  groupType: z
    .number({ error: '请选择分组类型' })
    .int()
    .refine((v) => v === 1 || v === 2, { error: '分组类型取值应为 1、2 之一' })
    .describe('分组类型'),
  cmpyCode: z.string().trim().max(64).default('').describe('企业编号'),
});

const chapterTitle = z.string({ error: '请输入章节名称' }).trim().min(1, { error: '请输入章节名称' }).max(CHAPTER_TITLE_MAX, { error: `章节名称长度不能超过${CHAPTER_TITLE_MAX}个字符` }).describe('章节名称');
const chapterSort = z.number({ error: '请输入章节序号' }).int({ error: '章节序号应为整数' }).min(1, { error: '章节序号应从 1 开始' }).max(CHAPTER_MAX, { error: `章节序号不能大于${CHAPTER_MAX}` }).describe('章节序号');
const chapterTrial = z
  .number({ error: '请选择是否试看' })
  .int()
  .refine((v) => v === 0 || v === 1, { error: '是否试看取值应为 0、1 之一' })
  .describe('是否试看');
const chapterDuration = z
  .number({ error: '请输入时长' })
  .int({ error: '时长应为整数（秒）' })
  .min(1, { error: '时长应至少 1 秒' })
  .max(CHAPTER_DURATION_MAX, { error: `时长不能超过${CHAPTER_DURATION_MAX / 3600}小时` })
  .describe('时长');
const chapterVideo = code32('章节视频');

/** addMaterial: a 上传成功 video becomes a chapter, at `sort` (1 first; absent: last). */
export const addChapterInput = z.object({
  courseCode: code32('课程编号'),
  materialCode: chapterVideo,
  title: chapterTitle,
  sort: chapterSort.optional(),
  trial: chapterTrial.default(0),
  duration: chapterDuration,
});

/**
 * editMaterial: one chapter renamed, moved (`sort`, the others close up),
 * its video replaced (`materialCode`, usually with its `duration`), 试看
 * switched, or removed (`remove: true`, nothing else).
 */
export const editChapterInput = z
  .object({
    courseCode: code32('课程编号'),
    chapterId: z.number({ error: '请选择章节' }).int().min(1).describe('章节'),
    title: chapterTitle.optional(),
    sort: chapterSort.optional(),
    materialCode: chapterVideo.optional(),
    trial: chapterTrial.optional(),
    duration: chapterDuration.optional(),
    remove: z.boolean().optional().describe('删除'),
  })
  .superRefine((v, ctx) => {
    const changes = [v.title, v.sort, v.materialCode, v.trial, v.duration].filter((x) => x !== undefined).length;
    if (v.remove && changes > 0) ctx.addIssue({ code: 'custom', path: [], message: '删除章节时不能同时修改章节' });
    if (!v.remove && changes === 0) ctx.addIssue({ code: 'custom', path: [], message: '请填写要修改的章节内容' });
  });

export const chapterListInput = pageQuery.extend({
  courseCode: code32('课程编号'),
  title: textFilter('章节名称', CHAPTER_TITLE_MAX),
});

export const chapterRecord = z.object({
  chapterId: z.number().int(),
  courseCode: z.string(),
  title: z.string(),
  sort: z.number().int(),
  trial: z.number().int(),
  /** Seconds. */
  duration: z.number().int(),
  /** '' for a chapter without a video (older rows). */
  materialCode: z.string(),
  materialName: z.string(),
  /** Signed URL of the video, '' without one. */
  url: z.string(),
});
export type ChapterRecord = z.infer<typeof chapterRecord>;

/** What a chapter change answers: the chapter (null once removed) and the course's state after it. */
export const chapterChange = z.object({
  chapter: chapterRecord.nullable(),
  courseCode: z.string(),
  approveType: z.number().int(),
  onlineType: z.number().int(),
});

/** 12:05 or 1:02:05, as the chapter list shows a duration. */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
