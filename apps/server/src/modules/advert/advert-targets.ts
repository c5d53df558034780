import { COURSE_APPROVE_TYPES } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { jobSummaries } from '../recruit/job/job.service.js';
import { coursesByCodes } from '../train/course/course.service.js';

/**
 * The records adverts point at — recruit's jobs and training's courses —
 * read through their own services when an advert is saved or listed, never
 * copied: a job or course that goes offline reads as offline at once.
 */

export interface TargetSummary {
  name: string;
  cmpyName: string;
  online: boolean;
}

export type TargetKind = 'job' | 'course';
const NOUN: Record<TargetKind, string> = { job: '岗位', course: '课程' };

/** The jobs or courses named, by code (a code no longer found is missing from the map). */
export async function targetSummaries(db: DbOrTrx, kind: TargetKind, codes: readonly string[]): Promise<Map<string, TargetSummary>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  if (kind === 'job') {
    const jobs = await jobSummaries(db, wanted);
    return new Map([...jobs].map(([code, j]) => [code, { name: j.jobName, cmpyName: j.cmpyName, online: j.online }]));
  }
  const courses = await coursesByCodes(db, wanted);
  return new Map(courses.map((c) => [c.courseCode, { name: c.courseName, cmpyName: c.cmpyName, online: c.approveType === COURSE_APPROVE_TYPES.online }]));
}

/** The job or course, which must exist and be 已上线 (409 naming it otherwise): only an online record is advertised. */
export async function onlineTarget(db: DbOrTrx, kind: TargetKind, code: string, verb: '推荐' | '链接'): Promise<TargetSummary> {
  const target = (await targetSummaries(db, kind, [code])).get(code);
  if (!target) throw badRequest(`${verb}的${NOUN[kind]}不存在：${code}`);
  if (!target.online) throw conflict(`${NOUN[kind]}“${target.name}”未上线，只能${verb}已上线的${NOUN[kind]}`);
  return target;
}

/** How a list names a record that went offline or was deleted. */
export function targetLabel(kind: TargetKind, target: TargetSummary | undefined): string {
  if (!target) return `${NOUN[kind]}已删除`;
  return target.online ? target.name : `${target.name}（${NOUN[kind]}已下线）`;
}
