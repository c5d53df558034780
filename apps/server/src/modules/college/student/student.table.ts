import type { Generated, Insertable, Selectable } from 'kysely';

/** A student on a college's roster. */
export interface CollegeStudentTable {
  id: Generated<number>;
  studentCode: string;
  studentNo: string;
  studentName: string;
  /** 1 男, 2 女 (read from the ID number). */
  gender: number;
  birthDate: string;
  idCard: string;
  mobile: string;
  collegeCode: string;
  department: string;
  specialtyCode: string;
  education: number;
  enrolYear: number;
  graduateYear: number;
  className: string;
  /** 1 在读, 2 已毕业. */
  schoolStatus: number;
  /** 0 未就业, 1 已就业. */
  jobStatus: number;
  employer: string;
  /** The 门类 while employed, '' otherwise. */
  industryCode: string;
  originCountyCode: string;
  createTime: string;
  updateTime: string;
}

export type StudentRow = Selectable<CollegeStudentTable>;
export type NewStudent = Insertable<CollegeStudentTable>;
