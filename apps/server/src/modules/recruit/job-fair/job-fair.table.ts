import type { Insertable, Selectable, Updateable } from 'kysely';
import type { JobFairCmpyColumns, JobFairColumns, JobFairJobColumns } from '../fair-rules/fair-rules.table.js';

/** A job fair (招聘会): the columns every fair has (fair-rules). Its status is read from start/end time and the clock. */
export type RecruitJobFairTable = JobFairColumns;
/** A passed company taking part in a fair (参会企业). */
export type RecruitJobFairCmpyTable = JobFairCmpyColumns;
/** A job a taking-part company brings to the fair (参会岗位). */
export type RecruitJobFairJobTable = JobFairJobColumns;

/** Where recruitment's fairs are kept, for the rules every fair shares. */
export const JOB_FAIR_TABLES = { fairs: 'recruitJobFair', companies: 'recruitJobFairCmpy', jobs: 'recruitJobFairJob' } as const;

export type FairRow = Selectable<RecruitJobFairTable>;
export type NewFair = Insertable<RecruitJobFairTable>;
export type FairChanges = Updateable<RecruitJobFairTable>;
