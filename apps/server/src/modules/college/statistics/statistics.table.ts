/**
 * The college statistics' counters, kept by triggers on college_student
 * (migration 0046): subject, college, year and code (education for the
 * supply subjects, 0 otherwise) → students.
 */
export interface StatCollegeCountTable {
  subject: string;
  collegeCode: string;
  year: number;
  code: string;
  education: number;
  n: number;
}

/**
 * The same counters summed per county of the college, over passed colleges
 * only (migration 0083): what a statistic of all colleges, or of a data
 * scope's, reads.
 */
export interface StatCollegeCountyCountTable {
  subject: string;
  countyCode: string;
  year: number;
  code: string;
  education: number;
  n: number;
}
