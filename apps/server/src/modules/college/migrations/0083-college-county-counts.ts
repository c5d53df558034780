import { sql, type Kysely } from 'kysely';
import { installCounterFeed, TEXT, type CounterFeed, type DialectName } from '../../../db/dialect/index.js';
import { COUNTER, STUDENT_FEED, STUDENT_SUBJECTS, studentTemplate } from './0046-college.js';

/**
 * The college statistics' counters summed per county of the college, over
 * passed colleges only: `stat_college_county_count` (subject, county_code,
 * year, code, education → n). A statistic of every passed college, or of the
 * colleges inside a data scope, summed the per-college counters of the
 * colleges it picked: ~40,000 counter rows a request at 500 colleges (raw
 * 14–30 ms, p99 up to 303 ms in bench/colleges.ts). Summed per county, it
 * reads a few hundred. One college's statistic, or a college type's, still
 * reads `stat_college_count`.
 *
 * Two feeds keep it, in the writing transaction:
 * - the students', as 0046's: a student of a passed college counts under the
 *   college's county (per statement on PostgreSQL, as 0079 made the other);
 * - the colleges': a college passing review, leaving it or changing county
 *   moves its whole column of per-college counters (a few hundred rows) in or
 *   out, or from one county to the other.
 * The student writer takes the college's row FOR SHARE on PostgreSQL
 * (student.repository.ts, lockColleges), so a review deciding at the same
 * time waits for the students, or they for it: each feed sees the other's work.
 */
export const COUNTY_COUNTER = 'stat_college_county_count';
const KEYS = ['subject', 'county_code', 'year', 'code', 'education'] as const;
const PASSED = 2;

const STUDENT_COUNTY_FEED: CounterFeed = {
  ...STUDENT_FEED,
  name: 'college_student_county_stat',
  keys: KEYS,
  bulk: true,
  templates: STUDENT_SUBJECTS.map((s) =>
    studentTemplate(s, 'ci.county_code as county_code', ' join college_info as ci on ci.college_code = x.college_code', `ci.approve_type = ${PASSED}`),
  ),
};

/** The subjects named, so a college's counters are read by the (subject, college_code, …) key, one range a subject. */
const SUBJECT_NAMES = STUDENT_SUBJECTS.map((s) => `'${s.name}'`).join(', ');

const COLLEGE_COUNTY_FEED: CounterFeed = {
  name: 'college_info_county_stat',
  table: 'college_info',
  columns: ['college_code', 'approve_type', 'county_code'],
  keys: KEYS,
  sums: true,
  templates: [
    (rows) =>
      `select s.subject as subject, x.county_code as county_code, s.year as year, s.code as code, s.education as education, s.n as v
       from ${rows} as x join ${COUNTER} as s on s.subject in (${SUBJECT_NAMES}) and s.college_code = x.college_code
       where x.approve_type = ${PASSED}`,
  ],
};

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTY_COUNTER)
    .addColumn('subject', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('code', TEXT, (c) => c.notNull())
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_college_county_count_pk', [...KEYS])
    .execute();
  // The sums read the index alone, as 0072's stat_college_count_sum_idx. The code comes before the year and
  // the county: a 生源地 statistic asks for one province's cities or one city's counties of the hundreds of
  // codes a subject holds, and most questions span every county.
  await db.schema.createIndex('stat_college_county_count_sum_idx').on(COUNTY_COUNTER).columns(['subject', 'code', 'year', 'county_code', 'education', 'n']).execute();
  // The per-college counters of the passed colleges, as they stand.
  await sql
    .raw(
      `insert into ${COUNTY_COUNTER} (${KEYS.join(', ')}, n)
       select s.subject, ci.county_code, s.year, s.code, s.education, sum(s.n)
       from ${COUNTER} as s join college_info as ci on ci.college_code = s.college_code
       where ci.approve_type = ${PASSED}
       group by s.subject, ci.county_code, s.year, s.code, s.education
       having sum(s.n) <> 0`,
    )
    .execute(db);
  await installCounterFeed(db, dialect, COUNTY_COUNTER, STUDENT_COUNTY_FEED);
  await installCounterFeed(db, dialect, COUNTY_COUNTER, COLLEGE_COUNTY_FEED);
}
