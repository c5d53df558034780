import type { CollegeApplication, StudentInput } from '@hrbd/contract';
import type { DbOrTrx } from '../db/database.js';
import { COLLEGE_APPROVE_TYPES } from '@hrbd/contract';
import { decideCollege, submitCollege } from '../modules/college/college/college.service.js';
import { WHOLE_SCOPE } from '../platform/data-scope.js';
import { nowText } from '../platform/time.js';
import { writeStudents } from '../modules/college/student/student.service.js';
import { idCardFor } from './apply-fixtures.js';
import { XINZHENG, ZHONGMOU, type Place } from './recruit-fixtures.js';

/**
 * Colleges and students for the college tests, written as the college side
 * leaves them (it has no catalogue row here): an application (入驻申请) per
 * college, a roster of students.
 */
export function collegeApplication(n: number, overrides: Partial<CollegeApplication> = {}, place: Place = XINZHENG): CollegeApplication {
  return {
    collegeName: `测试${n}号职业技术学院`,
    collegeType: 2,
    runNature: 1,
    schoolCode: String(4_100_000_000 + n),
    authority: '河南省教育厅',
    ...place,
    contactPerson: '王老师',
    contactPhone: '13837100001',
    logoKey: '',
    licenseKey: '',
    introduction: '一所面向产业的高职院校',
    specialtyCodes: ['460104', '510203', '530701'],
    ...overrides,
  };
}

/** A college that applied: waiting for review (待审核). */
export async function appliedCollege(db: DbOrTrx, n: number, overrides: Partial<CollegeApplication> = {}, place: Place = XINZHENG): Promise<string> {
  return (await submitCollege(db, collegeApplication(n, overrides, place))).collegeCode;
}

export { XINZHENG, ZHONGMOU };

/** Decides a college's review as a 院校管理员 would (outside any request). */
async function decide(db: DbOrTrx, input: { collegeCode: string; approveType: number; rejectDesc?: string }): Promise<void> {
  await decideCollege(db, WHOLE_SCOPE, input, { userId: null, realName: '测试' }, nowText());
}

/** Passes a college's review (tests that need a passed college). */
export const passCollege = (db: DbOrTrx, collegeCode: string) => decide(db, { collegeCode, approveType: COLLEGE_APPROVE_TYPES.passed });

/** Rejects a college's review with a reason (tests that need a rejected college). */
export const rejectCollege = (db: DbOrTrx, collegeCode: string, rejectDesc: string) =>
  decide(db, { collegeCode, approveType: COLLEGE_APPROVE_TYPES.rejected, rejectDesc });

/** A college that applied and passed. */
export async function passedCollege(db: DbOrTrx, n: number, overrides: Partial<CollegeApplication> = {}, place: Place = XINZHENG): Promise<string> {
  const code = await appliedCollege(db, n, overrides, place);
  await passCollege(db, code);
  return code;
}

/** Student `n` of a college: a 2021 大专 intake, graduated in 2024 unless told otherwise. */
export function studentOf(collegeCode: string, n: number, overrides: Partial<StudentInput> = {}): StudentInput {
  return {
    studentNo: `S${String(n).padStart(6, '0')}`,
    studentName: `学生${n}`,
    idCard: idCardFor('410184', `2003-0${1 + (n % 9)}-1${n % 9}`, n % 1000),
    mobile: `138${String(n).padStart(8, '0')}`,
    collegeCode,
    department: '机电工程学院',
    specialtyCode: '460104',
    education: 8,
    enrolYear: 2021,
    graduateYear: 2024,
    className: '21级1班',
    schoolStatus: 2,
    jobStatus: 0,
    originCountyCode: '410184',
    ...overrides,
  };
}

export const addStudents = (db: DbOrTrx, students: readonly StudentInput[]) => writeStudents(db, students);
