import {
  birthDateOfIdCard,
  COLLEGE_STUDENT_LABELS,
  genderOfIdCard,
  perm,
  SCHOOL_STATUS_LABELS,
  SCHOOL_STATUSES,
  specialtyOf,
  STUDENT_EDUCATION_LABELS,
  STUDENT_JOB_STATUS_LABELS,
  STUDENT_JOB_STATUSES,
  studentInput,
  TREE_TYPES,
  UNEMPLOYED_GRADUATE_YEARS,
  type BodyOf,
  type CollegeStudentRecord,
  type Page,
  type QueryOf,
  type StudentInput,
  type studentApi,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { nowText } from '../../../platform/time.js';
import { regionIndex, type RegionIndex } from '../../common/region/region.service.js';
import { namesOfCodes, nodesByCode } from '../../common/tree-data/tree-data.service.js';
import * as repo from './student.repository.js';
import type { NewStudent, StudentRow } from './student.table.js';

type ListInput = BodyOf<typeof studentApi.queryStudent>;
type FilterInput = Omit<ListInput, 'pageNum' | 'pageSize'>;

/** The stored filter of a request; 毕业未就业 is graduates of this year and last still 未就业. */
export function studentFilterOf(input: FilterInput, scope: DataScope, thisYear = Number(nowText().slice(0, 4))): repo.StudentFilter {
  const { unemployedGraduate, ...rest } = input;
  if (!unemployedGraduate) return { ...rest, scope };
  return {
    ...rest,
    scope,
    schoolStatus: SCHOOL_STATUSES.graduated,
    jobStatus: STUDENT_JOB_STATUSES.unemployed,
    graduateYears: { from: thisYear - UNEMPLOYED_GRADUATE_YEARS + 1, to: thisYear },
  };
}

/** 河南省郑州市新郑市, from the county code. */
function originNameOf(index: RegionIndex, countyCode: string): string {
  const county = index.node('county', countyCode);
  if (!county) return countyCode;
  const city = county.parent;
  const province = city?.parent;
  return `${province?.name ?? ''}${city?.name ?? ''}${county.name}`;
}

interface Namers {
  colleges: ReadonlyMap<string, string>;
  industries: ReadonlyMap<string, { name: string }>;
  regions: RegionIndex;
}

/** The 门类's name of an employed student's industry code ('' while unemployed). */
const industryNameOf = (industries: Namers['industries'], code: string) => (code ? (industries.get(code)?.name ?? code) : '');

function toRecord(row: StudentRow, names: Namers, disclosure: Disclosure): CollegeStudentRecord {
  const specialty = specialtyOf(row.specialtyCode);
  return {
    studentCode: row.studentCode,
    studentNo: row.studentNo,
    studentName: row.studentName,
    gender: row.gender,
    birthDate: row.birthDate,
    idCard: disclosure.idCard(row.idCard),
    mobile: disclosure.mobile(row.mobile),
    collegeCode: row.collegeCode,
    collegeName: names.colleges.get(row.collegeCode) ?? row.collegeCode,
    department: row.department,
    specialtyCode: row.specialtyCode,
    specialtyName: specialty.specialtyName,
    categoryCode: specialty.categoryCode,
    categoryName: specialty.categoryName,
    education: row.education,
    enrolYear: row.enrolYear,
    graduateYear: row.graduateYear,
    className: row.className,
    schoolStatus: row.schoolStatus,
    jobStatus: row.jobStatus,
    employer: row.employer,
    industryCode: row.industryCode,
    industryName: industryNameOf(names.industries, row.industryCode),
    originCountyCode: row.originCountyCode,
    originName: originNameOf(names.regions, row.originCountyCode),
    updateTime: row.updateTime,
  };
}

async function namersFor(db: Db, rows: readonly StudentRow[]): Promise<Namers> {
  const [colleges, industries, regions] = await Promise.all([
    repo.collegeNames(db, rows.map((r) => r.collegeCode)),
    namesOfCodes(db, TREE_TYPES.industry, rows.map((r) => r.industryCode)),
    regionIndex(db),
  ]);
  return { colleges, industries, regions };
}

/** ID numbers and mobiles whole only with 学生管理's viewSensitive (or as 超级管理员). */
const disclosureOf = (deps: AppDeps, actor: Actor) => disclosureFor(deps, actor, perm.school.student.viewSensitive);

export async function pageStudents(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<CollegeStudentRecord>> {
  const [result, disclosure] = await Promise.all([repo.pageStudents(deps.db, studentFilterOf(input, actor.scope), input), disclosureOf(deps, actor)]);
  const names = await namersFor(deps.db, result.records);
  return { total: result.total, records: result.records.map((row) => toRecord(row, names, disclosure)) };
}

const label = <K extends number>(labels: Readonly<Record<K, string>>, value: number) => labels[value as K] ?? String(value);

/**
 * 学生 exported: the list under its filters, masked as the list is, inside the caller's region. The stored
 * rows are written as they are read: names come from maps filled once per export (a batch's colleges not
 * seen yet are read with the batch), not from a list record made per row (26 fields): 1.35 times the
 * rows a second (bench/results/colleges.md).
 */
export const exportStudents = listExport<typeof studentApi.exportStudents, typeof COLLEGE_STUDENT_LABELS, StudentRow>(
  COLLEGE_STUDENT_LABELS,
  async ({ deps, actor, query }) => {
    const filter = studentFilterOf(query as QueryOf<typeof studentApi.exportStudents>, actor.scope);
    const [disclosure, industries, regions] = await Promise.all([disclosureOf(deps, actor), nodesByCode(deps.db, TREE_TYPES.industry), regionIndex(deps.db)]);
    const colleges = new Map<string, string>();
    const origins = new Map<string, string>();
    const originName = (code: string) => {
      let name = origins.get(code);
      if (name === undefined) origins.set(code, (name = originNameOf(regions, code)));
      return name;
    };
    return {
      count: () => repo.countStudents(deps.db, filter),
      values: {
        studentName: (s) => s.studentName,
        jobStatus: (s) => label(STUDENT_JOB_STATUS_LABELS, s.jobStatus),
        schoolStatus: (s) => label(SCHOOL_STATUS_LABELS, s.schoolStatus),
        graduateYear: (s) => s.graduateYear,
        collegeName: (s) => colleges.get(s.collegeCode) ?? s.collegeCode,
        specialtyName: (s) => specialtyOf(s.specialtyCode).specialtyName,
        education: (s) => label(STUDENT_EDUCATION_LABELS, s.education),
        enrolYear: (s) => s.enrolYear,
        gender: (s) => (s.gender === 1 ? '男' : '女'),
        idCard: (s) => disclosure.idCard(s.idCard),
        mobile: (s) => disclosure.mobile(s.mobile),
        originName: (s) => originName(s.originCountyCode),
        studentNo: (s) => s.studentNo,
        department: (s) => s.department,
        categoryName: (s) => specialtyOf(s.specialtyCode).categoryName,
        className: (s) => s.className,
        birthDate: (s) => s.birthDate,
        employer: (s) => s.employer,
        industryName: (s) => industryNameOf(industries, s.industryCode),
      },
      batches: () =>
        recordBatches(
          keysetBatches(deps.db, (after: number | null, limit) => repo.studentsAfter(deps.db, filter, after, limit), (last) => Number(last.id)),
          async (rows) => {
            const unseen = [...new Set(rows.map((r) => r.collegeCode).filter((code) => !colleges.has(code)))];
            if (unseen.length > 0) {
              const names = await repo.collegeNames(deps.db, unseen);
              for (const code of unseen) colleges.set(code, names.get(code) ?? code);
            }
            return rows;
          },
        ),
    };
  },
);

// ---------------------------------------------------------------------------
// The college side's roster (no catalogue row here: tests and the demo seed write through it)
// ---------------------------------------------------------------------------

/**
 * Files students as the college side's roster import would: each checked
 * with `studentInput` (ID number, years, employment), its college, industry
 * 门类 and 生源地 county looked up (400 naming the row), gender and birth date
 * read from the ID number. Answers the student codes in order.
 */
export async function writeStudents(db: DbOrTrx, inputs: readonly StudentInput[], now = nowText()): Promise<string[]> {
  const parsed = inputs.map((input, i) => {
    const result = studentInput.safeParse(input);
    if (!result.success) throw badRequest(`第${i + 1}名学生：${result.error.issues[0]?.message ?? '信息不正确'}`);
    return result.data;
  });
  const [industries, regions] = await Promise.all([nodesByCode(db, TREE_TYPES.industry), regionIndex(db as Db)]);
  const write = async (trx: DbOrTrx) => {
    const colleges = await repo.lockColleges(trx, parsed.map((p) => p.collegeCode));
    const rows: NewStudent[] = parsed.map((p, i) => {
      if (!colleges.has(p.collegeCode)) throw badRequest(`第${i + 1}名学生：院校“${p.collegeCode}”不存在`);
      if (p.industryCode && industries.get(p.industryCode)?.parentCode) throw badRequest(`第${i + 1}名学生：就业行业应为行业门类`);
      if (p.industryCode && !industries.has(p.industryCode)) throw badRequest(`第${i + 1}名学生：就业行业“${p.industryCode}”不存在`);
      if (!regions.node('county', p.originCountyCode)) throw badRequest(`第${i + 1}名学生：生源地“${p.originCountyCode}”不存在`);
      return {
        studentCode: randomCode(),
        studentNo: p.studentNo,
        studentName: p.studentName,
        gender: genderOfIdCard(p.idCard),
        birthDate: birthDateOfIdCard(p.idCard) ?? '',
        idCard: p.idCard,
        mobile: p.mobile,
        collegeCode: p.collegeCode,
        department: p.department,
        specialtyCode: p.specialtyCode,
        education: p.education,
        enrolYear: p.enrolYear,
        graduateYear: p.graduateYear,
        className: p.className,
        schoolStatus: p.schoolStatus,
        jobStatus: p.jobStatus,
        employer: p.jobStatus === STUDENT_JOB_STATUSES.employed ? p.employer : '',
        industryCode: p.jobStatus === STUDENT_JOB_STATUSES.employed ? p.industryCode : '',
        originCountyCode: p.originCountyCode,
        createTime: now,
        updateTime: now,
      };
    });
    await repo.insertStudents(trx, rows);
    return rows.map((r) => r.studentCode);
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
