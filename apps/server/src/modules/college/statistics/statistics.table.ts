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
