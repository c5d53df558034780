import {
  CHAPTER_MAX,
  courseApi,
  MATERIAL_STATE,
  MATERIAL_STATE_LABELS,
  MATERIAL_TYPES,
  type BodyOf,
  type ChapterRecord,
  type MaterialGroupRecord,
  type MaterialState,
  type Page,
} from '@hrbd/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { addGroup, listGroupsWithCounts } from '../../common/material/material-group.service.js';
import { materialByCode, materialsByIds, type MaterialRef } from '../../common/material/material.service.js';
import * as repo from './course.repository.js';
import { chaptersChanged, courseForChapterEdit, courseInScope, type CourseState } from './course.service.js';
import type { TrainCourseChapterTable } from './course.table.js';

/**
 * 素材分组 (getGroupList, addGroup: the material module's groups, counted) and
 * 章节 (课时) of a 线上课程 (addMaterial, queryPageMaterial, editMaterial).
 * Chapters are numbered 1…n without gaps: adding, moving and removing one
 * renumbers the others in the same transaction. A change of a chapter is an
 * edit of its course: not while 已上线, and a course out of 审核中 goes back to
 * it, the change named in its 审核记录.
 */

type ChapterRow = Selectable<TrainCourseChapterTable>;
type AddInput = BodyOf<typeof courseApi.addMaterial>;
type EditInput = BodyOf<typeof courseApi.editMaterial>;
type ListInput = BodyOf<typeof courseApi.queryPageMaterial>;

export interface ChapterChange extends CourseState {
  chapter: ChapterRecord | null;
}

const CHAPTER_MISSING = '章节不存在';

// ---------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------

export async function groupList(deps: AppDeps, filter: { groupType?: number; cmpyCode?: string }): Promise<MaterialGroupRecord[]> {
  return listGroupsWithCounts(deps, filter);
}

export async function newGroup(deps: AppDeps, input: { groupName: string; groupType: number; cmpyCode: string }): Promise<MaterialGroupRecord> {
  const group = await addGroup(deps, input);
  return { ...group, materialCount: 0 };
}

// ---------------------------------------------------------------------------
// Chapters
// ---------------------------------------------------------------------------

/** The video a chapter plays: a video material (400 otherwise) that has finished uploading (409 otherwise). */
async function chapterVideo(deps: AppDeps, db: DbOrTrx, materialCode: string): Promise<MaterialRef> {
  const material = await materialByCode(deps, db, materialCode);
  if (!material) throw badRequest('章节视频不存在，请重新选择');
  if (material.materialType !== MATERIAL_TYPES.VIDEO) throw badRequest(`素材“${material.materialName}”不是视频，请选择视频素材`);
  if (material.state !== MATERIAL_STATE.SUCCESS) {
    const state = MATERIAL_STATE_LABELS[material.state as MaterialState] ?? String(material.state);
    throw conflict(`视频“${material.materialName}”当前为“${state}”状态，上传成功后才能用作章节`);
  }
  return material;
}

function recordOf(row: ChapterRow, videos: ReadonlyMap<number, MaterialRef>): ChapterRecord {
  const video = row.materialId === null ? undefined : videos.get(Number(row.materialId));
  return {
    chapterId: Number(row.id),
    courseCode: row.courseCode,
    title: row.title,
    sort: Number(row.sort),
    trial: Number(row.trial),
    duration: Number(row.duration),
    materialCode: video?.materialCode ?? '',
    materialName: video?.materialName ?? '',
    url: video?.url ?? '',
  };
}

/** Writes 1…n as the order of `ordered`, touching only the chapters whose number changes. */
async function renumber(trx: DbOrTrx, ordered: readonly ChapterRow[]): Promise<void> {
  for (const [index, chapter] of ordered.entries()) {
    if (Number(chapter.sort) !== index + 1) await repo.updateChapter(trx, Number(chapter.id), { sort: index + 1 });
  }
}

/** A position of 1…max; past the end means last. */
const positionIn = (sort: number | undefined, max: number) => Math.min(Math.max(sort ?? max, 1), max);

async function answer(deps: AppDeps, db: DbOrTrx, courseCode: string, chapterId: number | null, state: CourseState): Promise<ChapterChange> {
  if (chapterId === null) return { ...state, chapter: null };
  const row = found((await repo.chaptersOf(db, courseCode)).find((c) => Number(c.id) === chapterId), CHAPTER_MISSING);
  const videos = await materialsByIds(deps, db, row.materialId === null ? [] : [Number(row.materialId)]);
  return { ...state, chapter: recordOf(row, videos) };
}

/** addMaterial: a 上传成功 video becomes the course's chapter at `sort` (last when absent). */
export async function addChapter(deps: AppDeps, actor: Actor, input: AddInput): Promise<ChapterChange> {
  return deps.db.transaction().execute(async (trx) => {
    const course = await courseForChapterEdit(trx, input.courseCode, actor.scope);
    const video = await chapterVideo(deps, trx, input.materialCode);
    const chapters = await repo.chaptersOf(trx, course.courseCode);
    if (chapters.length >= CHAPTER_MAX) throw conflict(`一门课程最多${CHAPTER_MAX}个章节`);
    const position = positionIn(input.sort, chapters.length + 1);
    // Make room first: the ones from `position` on move down by one.
    await renumber(trx, chapters.slice(0, position - 1));
    for (const [k, chapter] of chapters.slice(position - 1).entries()) await repo.updateChapter(trx, Number(chapter.id), { sort: position + k + 1 });
    const chapterId = await repo.insertChapter(trx, {
      courseCode: course.courseCode,
      title: input.title,
      sort: position,
      materialId: video.id,
      trial: input.trial,
      duration: input.duration,
    });
    const state = await chaptersChanged(trx, course, actor, `新增章节“${input.title}”`);
    return answer(deps, trx, course.courseCode, chapterId, state);
  });
}

/** What an edit did, for the course's 审核记录. */
function changeReason(before: ChapterRow, input: EditInput): string {
  if (input.remove) return `删除章节“${before.title}”`;
  const done: string[] = [];
  if (input.title !== undefined && input.title !== before.title) done.push(`重命名为“${input.title}”`);
  if (input.sort !== undefined && input.sort !== Number(before.sort)) done.push(`调整为第${input.sort}节`);
  if (input.materialCode !== undefined) done.push('更换视频');
  if (input.trial !== undefined && input.trial !== Number(before.trial)) done.push(input.trial === 1 ? '设为可试看' : '取消试看');
  if (input.duration !== undefined && input.duration !== Number(before.duration)) done.push('修改时长');
  return `修改章节“${before.title}”：${done.length > 0 ? done.join('，') : '内容未变'}`;
}

/** editMaterial: rename, move, replace the video, switch 试看, or remove one chapter. */
export async function editChapter(deps: AppDeps, actor: Actor, input: EditInput): Promise<ChapterChange> {
  return deps.db.transaction().execute(async (trx) => {
    const course = await courseForChapterEdit(trx, input.courseCode, actor.scope);
    const chapters = await repo.chaptersOf(trx, course.courseCode);
    const chapter = found(chapters.find((c) => Number(c.id) === input.chapterId), CHAPTER_MISSING);
    const reason = changeReason(chapter, input);
    const others = chapters.filter((c) => c !== chapter);

    if (input.remove) {
      await repo.deleteChapter(trx, Number(chapter.id));
      await renumber(trx, others);
      const state = await chaptersChanged(trx, course, actor, reason);
      return answer(deps, trx, course.courseCode, null, state);
    }

    const video = input.materialCode === undefined ? undefined : await chapterVideo(deps, trx, input.materialCode);
    const changes = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.trial !== undefined && { trial: input.trial }),
      ...(input.duration !== undefined && { duration: input.duration }),
      ...(video && { materialId: video.id }),
    };
    if (Object.keys(changes).length > 0) await repo.updateChapter(trx, Number(chapter.id), changes);
    if (input.sort !== undefined) {
      const position = positionIn(input.sort, chapters.length);
      const ordered = [...others.slice(0, position - 1), { ...chapter, sort: -1 }, ...others.slice(position - 1)];
      await renumber(trx, ordered);
    }
    const state = await chaptersChanged(trx, course, actor, reason);
    return answer(deps, trx, course.courseCode, Number(chapter.id), state);
  });
}

/** queryPageMaterial: a course's chapters in order, each video with a signed URL. */
export async function pageChapters(deps: AppDeps, scope: DataScope, input: ListInput): Promise<Page<ChapterRecord>> {
  const course = await courseInScope(deps.db, input.courseCode, scope);
  const page = await repo.pageChapters(deps.db, { courseCode: course.courseCode, title: input.title }, input);
  const videos = await materialsByIds(deps, deps.db, page.records.flatMap((c) => (c.materialId === null ? [] : [Number(c.materialId)])));
  return { total: page.total, records: page.records.map((row) => recordOf(row, videos)) };
}
