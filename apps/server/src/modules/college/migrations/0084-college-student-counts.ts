import type { Kysely } from 'kysely';
import { installRowCounter, type DialectName } from '../../../db/dialect/index.js';

/**
 * 学生管理's unfiltered total: students per 学籍状态 kept in `sys_row_count` by
 * triggers. The total was the sum of every college's enrolment counters, a few
 * thousand rows read per request at 500 colleges (0.47 ms of SQLite's time on
 * each page 1, bench/colleges.ts); it is now two counters. Students already
 * there are counted once here.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await installRowCounter(db, dialect, 'college_student', 'school_status');
}
