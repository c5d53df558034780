import type { Insertable, Selectable, Updateable } from 'kysely';
import type { JobFairCmpyColumns, JobFairColumns, JobFairJobColumns } from '../../recruit/fair-rules/fair-rules.table.js';

/** A campus job fair (校园招聘会) a passed college hosts: a job fair's columns (fair-rules) and its host and booths. */
export interface CollegeJobFairTable extends JobFairColumns {
  collegeCode: string;
  boothCount: number;
}

export type CollegeJobFairCmpyTable = JobFairCmpyColumns;
export type CollegeJobFairJobTable = JobFairJobColumns;

/** Where campus fairs are kept, for the rules every fair shares. */
export const CAMPUS_FAIR_TABLES = { fairs: 'collegeJobFair', companies: 'collegeJobFairCmpy', jobs: 'collegeJobFairJob' } as const;

export type CampusFairRow = Selectable<CollegeJobFairTable>;
export type NewCampusFair = Insertable<CollegeJobFairTable>;
export type CampusFairChanges = Updateable<CollegeJobFairTable>;
