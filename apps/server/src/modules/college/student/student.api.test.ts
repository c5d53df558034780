import { maskIdCard, maskMobile, perm, studentApi, XLSX_MEDIA_TYPE } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { idCardFor } from '../../../test/apply-fixtures.js';
import { addStudents, appliedCollege, passCollege, passedCollege, rejectCollege, studentOf, XINZHENG, ZHONGMOU } from '../../../test/college-fixtures.js';
import { DIALECTS, toQueryString, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import * as repo from './student.repository.js';

const THIS_YEAR = Number(nowText().slice(0, 4));
const XIAOHONG_CARD = idCardFor('410184', '2003-02-12', 2);

describe.each(DIALECTS)('学生管理 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** 学生管理's list and export, without viewSensitive: sees masked numbers. */
  let clerk: string;
  /** The same with viewSensitive. */
  let officer: string;
  let college: string;
  let other: string;

  beforeAll(async () => {
    admin = await server.login();
    clerk = (await userWithCodes(server, admin, 'studentclerk', '学生专员', [perm.school.student.code, perm.school.student.list, perm.school.student.export])).token;
    officer = (await userWithCodes(server, admin, 'studentofficer', '学生主管', [perm.school.student.code, perm.school.student.list, perm.school.student.export, perm.school.student.viewSensitive])).token;
    college = await appliedCollege(server.deps.db, 501, { collegeName: '学生测试甲学院' });
    other = await appliedCollege(server.deps.db, 502, { collegeName: '学生测试乙学院' });
    for (const code of [college, other]) await passCollege(server.deps.db, code);
    await addStudents(server.deps.db, [
      // Graduates of this year and last, still 未就业: the 毕业未就业 list.
      studentOf(college, 1, { studentName: '王小明', enrolYear: THIS_YEAR - 3, graduateYear: THIS_YEAR, schoolStatus: 2 }),
      studentOf(college, 2, { studentName: '李小红', enrolYear: THIS_YEAR - 4, graduateYear: THIS_YEAR - 1, schoolStatus: 2, idCard: XIAOHONG_CARD }),
      // Employed, older graduates, in school: not on it.
      studentOf(college, 3, { enrolYear: THIS_YEAR - 4, graduateYear: THIS_YEAR - 1, jobStatus: 1, employer: '郑州宇通客车股份有限公司', industryCode: 'C' }),
      studentOf(college, 4, { enrolYear: THIS_YEAR - 6, graduateYear: THIS_YEAR - 3 }),
      studentOf(college, 5, { enrolYear: THIS_YEAR - 1, graduateYear: THIS_YEAR + 2, schoolStatus: 1, specialtyCode: '510203', education: 8, originCountyCode: '411602' }),
      studentOf(other, 6, { specialtyCode: '520201', originCountyCode: '130102' }),
    ]);
  });

  const query = async (body: Record<string, unknown>, token = clerk) => {
    const res = await server.call(studentApi.queryStudent, { token, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return studentApi.queryStudent.response.parse(res.json.data);
  };

  it('lists students with masked ID numbers and mobiles, whole only with viewSensitive', async () => {
    const masked = await query({ collegeCode: college });
    expect(masked.total).toBe(5);
    const stored = await server.deps.db.selectFrom('collegeStudent').select(['studentName', 'idCard', 'mobile']).where('collegeCode', '=', college).execute();
    for (const row of masked.records) {
      const original = stored.find((s) => s.studentName === row.studentName)!;
      expect(row.idCard).toBe(maskIdCard(original.idCard));
      expect(row.mobile).toBe(maskMobile(original.mobile));
    }
    const whole = await query({ collegeCode: college }, officer);
    expect(whole.records.map((r) => r.idCard).sort()).toEqual(stored.map((s) => s.idCard).sort());
    const xiaohong = whole.records.find((r) => r.studentName === '李小红')!;
    // Gender and birth date come from the ID number.
    expect(xiaohong).toMatchObject({ gender: 2, birthDate: '2003-02-12', collegeName: '学生测试甲学院', specialtyName: '机械制造及自动化', categoryName: '装备制造大类', originName: '河南省郑州市新郑市' });
  });

  it('filters: 毕业未就业, college, 专业, 专业大类, education, years, job status, gender, 生源地 at any level', async () => {
    expect((await query({ unemployedGraduate: 1, collegeCode: college })).records.map((r) => r.studentName).sort()).toEqual(['李小红', '王小明'].sort());
    expect((await query({ specialtyCode: '510203' })).records.map((r) => r.studentNo)).toEqual(['S000005']);
    expect((await query({ categoryCode: '52' })).records.map((r) => r.collegeCode)).toEqual([other]);
    expect((await query({ collegeCode: college, jobStatus: 1 })).records[0]).toMatchObject({ employer: '郑州宇通客车股份有限公司', industryName: '制造业' });
    expect((await query({ collegeCode: college, enrolYear: THIS_YEAR - 4 })).total).toBe(2);
    expect((await query({ collegeCode: college, graduateYear: THIS_YEAR })).total).toBe(1);
    expect((await query({ collegeCode: college, gender: 2 })).records.map((r) => r.studentName)).toContain('李小红');
    expect((await query({ originCode: '411600' })).records.map((r) => r.studentNo)).toEqual(['S000005']);
    expect((await query({ originCode: '130000' })).records.map((r) => r.collegeCode)).toEqual([other]);
    expect((await query({ originCode: '410184', collegeCode: college })).total).toBe(4);
    const bad = await server.call(studentApi.queryStudent, { token: clerk, body: { education: 3 } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('学历');
  });

  it('exports the list under its filters, masked the same way, read back with exceljs', async () => {
    const download = async (token: string, filters: Record<string, unknown>) => {
      const raw = await server.app.inject({ method: 'GET', url: `${studentApi.exportStudents.path}${toQueryString(filters)}`, headers: { authorization: token, accept: XLSX_MEDIA_TYPE } });
      expect(raw.statusCode, raw.body.slice(0, 200)).toBe(200);
      expect(raw.headers['content-type']).toContain('spreadsheetml');
      const book = await readWorkbook(raw.rawPayload);
      return recordsOf(rowsOf(book.worksheets[0]));
    };
    const masked = await download(clerk, { collegeCode: college, unemployedGraduate: 1 });
    expect(masked.map((r) => r['姓名']).sort()).toEqual(['李小红', '王小明'].sort());
    expect(masked.every((r) => r['身份证号'].includes('********') && r['手机号'].includes('****'))).toBe(true);
    expect(masked[0]).toMatchObject({ 就业状态: '未就业', 学籍状态: '已毕业', 院校: '学生测试甲学院', 学历: '大专' });
    const whole = await download(officer, { collegeCode: college, unemployedGraduate: 1 });
    expect(whole.some((r) => r['身份证号'] === XIAOHONG_CARD)).toBe(true);
    // Every student of both colleges: each row says what the list says, names looked up on both sides.
    const listed = (await query({})).records;
    const sheet = await download(clerk, {});
    expect(sheet).toHaveLength(listed.length);
    for (const record of listed) {
      expect(sheet.find((r) => r['学号'] === record.studentNo)).toMatchObject({
        姓名: record.studentName,
        院校: record.collegeName,
        专业: record.specialtyName,
        专业大类: record.categoryName,
        生源地: record.originName,
        就业行业: record.industryName,
        身份证号: record.idCard,
      });
    }
    const refused = await server.app.inject({ method: 'GET', url: studentApi.exportStudents.path, headers: { authorization: (await userWithCodes(server, admin, 'studentlooker', '学生查看', [perm.school.student.code, perm.school.student.list])).token } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a roster row that is not valid (400 naming the student and the field)', async () => {
    await expect(addStudents(server.deps.db, [studentOf(college, 90, { idCard: XIAOHONG_CARD.slice(0, 17) + (XIAOHONG_CARD[17] === '0' ? '1' : '0') })])).rejects.toMatchObject({ status: 400, message: expect.stringContaining('校验位') });
    await expect(addStudents(server.deps.db, [studentOf(college, 91, { graduateYear: 2020 })])).rejects.toMatchObject({ status: 400, message: '第1名学生：毕业年份不能早于入学年份' });
    await expect(addStudents(server.deps.db, [studentOf(college, 92, { jobStatus: 1 })])).rejects.toMatchObject({ status: 400 });
    await expect(addStudents(server.deps.db, [studentOf(college, 93, { jobStatus: 1, employer: '某公司', industryCode: '34' })])).rejects.toMatchObject({ message: '第1名学生：就业行业应为行业门类' });
  });

  it('pages a county’s students alike whichever way page 1 is read: off the primary key newest first (a large scope) or through its colleges', async () => {
    const zhongmou = await passedCollege(server.deps.db, 503, { collegeName: '学生测试丙学院' }, ZHONGMOU);
    await addStudents(server.deps.db, [studentOf(zhongmou, 7), studentOf(zhongmou, 8)]);
    const filter = { scope: { regionCode: XINZHENG.countyCode } };
    const inXinzheng = await server.deps.db
      .selectFrom('collegeStudent as s')
      .innerJoin('collegeInfo as c', 'c.collegeCode', 's.collegeCode')
      .select('s.studentNo')
      .where('c.countyCode', '=', XINZHENG.countyCode)
      .orderBy('s.id', 'desc')
      .execute();
    expect(inXinzheng.length).toBeGreaterThan(4);
    for (const pageNum of [1, 2]) {
      const page = { pageNum, pageSize: 4 };
      const viaColleges = await repo.pageStudents(server.deps.db, filter, page, Number.POSITIVE_INFINITY);
      const newestFirst = await repo.pageStudents(server.deps.db, filter, page, 0);
      expect(newestFirst).toEqual(viaColleges);
      expect(newestFirst.total).toBe(inXinzheng.length);
      expect(newestFirst.records.map((r) => r.studentNo)).toEqual(inXinzheng.slice((pageNum - 1) * 4, pageNum * 4).map((r) => r.studentNo));
    }
  });

  it('totals the unfiltered list from counters kept by every write: a student filed, graduated, removed', async () => {
    const db = server.deps.db;
    const stored = async () => Number((await db.selectFrom('collegeStudent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const total = async () => (await query({}, admin)).total;
    const before = await stored();
    expect(await total()).toBe(before);
    await addStudents(db, [studentOf(other, 9, { schoolStatus: 1, graduateYear: THIS_YEAR + 1 })]);
    expect(await total()).toBe(before + 1);
    await db.updateTable('collegeStudent').set({ schoolStatus: 2 }).where('studentNo', '=', 'S000009').execute();
    expect(await total()).toBe(before + 1);
    await db.deleteFrom('collegeStudent').where('studentNo', '=', 'S000009').execute();
    expect(await total()).toBe(before);
  });

  it("totals a county's list from its passed colleges' county counters and its other colleges' own, through a review", async () => {
    const db = server.deps.db;
    const countyClerk = (await userWithCodes(server, admin, 'studentcountytotal', '新郑学生统计', [perm.school.student.code, perm.school.student.list], XINZHENG.countyCode)).token;
    // Colleges of 新郑市 not (yet) passed hold students too: one waiting for review, one rejected.
    const waiting = await appliedCollege(db, 505, { collegeName: '学生测试戊学院' });
    const rejected = await appliedCollege(db, 506, { collegeName: '学生测试己学院' });
    await rejectCollege(db, rejected, '办学许可证已过期');
    await addStudents(db, [
      studentOf(waiting, 20, { enrolYear: THIS_YEAR - 3, graduateYear: THIS_YEAR, schoolStatus: 2 }),
      studentOf(waiting, 21, { enrolYear: THIS_YEAR - 1, graduateYear: THIS_YEAR + 2, schoolStatus: 1 }),
      studentOf(rejected, 22, { enrolYear: THIS_YEAR - 4, graduateYear: THIS_YEAR - 1, schoolStatus: 2 }),
    ]);
    const inXinzheng = async (unemployedGraduate: boolean) => {
      let q = db.selectFrom('collegeStudent as s').innerJoin('collegeInfo as c', 'c.collegeCode', 's.collegeCode').select((eb) => eb.fn.countAll<number>().as('n')).where('c.countyCode', '=', XINZHENG.countyCode);
      if (unemployedGraduate) q = q.where('s.schoolStatus', '=', 2).where('s.jobStatus', '=', 0).where('s.graduateYear', '>=', THIS_YEAR - 1).where('s.graduateYear', '<=', THIS_YEAR);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const expectTotals = async (step: string) => {
      expect((await query({}, countyClerk)).total, `${step}: 全部`).toBe(await inXinzheng(false));
      expect((await query({ unemployedGraduate: 1 }, countyClerk)).total, `${step}: 毕业未就业`).toBe(await inXinzheng(true));
    };
    await expectTotals('waiting and rejected');
    await passCollege(db, waiting);
    await expectTotals('one passed');
    // The passed colleges' part is the county counter's: a row set off by hand shows.
    const counter = db.updateTable('statCollegeCountyCount').where('subject', '=', 'enrol').where('countyCode', '=', XINZHENG.countyCode).where('year', '=', THIS_YEAR - 3);
    await counter.set((eb) => ({ n: eb('n', '+', 1000) })).execute();
    expect((await query({}, countyClerk)).total).toBe((await inXinzheng(false)) + 1000);
    await counter.set((eb) => ({ n: eb('n', '-', 1000) })).execute();
    // A college outside the county, named in the filter, counts nothing for the county user, as it lists nothing.
    const outside = await passedCollege(db, 507, { collegeName: '学生测试庚学院' }, ZHONGMOU);
    await addStudents(db, [studentOf(outside, 23)]);
    expect(await query({ collegeCode: outside }, countyClerk)).toMatchObject({ total: 0, records: [] });
    expect((await query({ collegeCode: outside }, admin)).total).toBe(1);
    await db.deleteFrom('collegeStudent').where('studentNo', 'in', ['S000020', 'S000021', 'S000022', 'S000023']).execute();
    await expectTotals('removed');
  });

  it('totals 毕业年份 + 就业状态 and 毕业未就业 from counters kept by every write, for the whole list, a college and a county', async () => {
    const db = server.deps.db;
    const zhongmou = await passedCollege(db, 504, { collegeName: '学生测试丁学院' }, ZHONGMOU);
    const countyClerk = (await userWithCodes(server, admin, 'studentcounty', '新郑学生专员', [perm.school.student.code, perm.school.student.list], XINZHENG.countyCode)).token;
    type Narrowing = { graduateYear?: number; graduateYears?: [number, number]; jobStatus: number; schoolStatus?: number; collegeCode?: string; countyCode?: string };
    /** The same students counted row by row. */
    const stored = async (n: Narrowing) => {
      let q = db.selectFrom('collegeStudent as s').innerJoin('collegeInfo as c', 'c.collegeCode', 's.collegeCode').select((eb) => eb.fn.countAll<number>().as('n')).where('s.jobStatus', '=', n.jobStatus);
      if (n.graduateYear !== undefined) q = q.where('s.graduateYear', '=', n.graduateYear);
      if (n.graduateYears) q = q.where('s.graduateYear', '>=', n.graduateYears[0]).where('s.graduateYear', '<=', n.graduateYears[1]);
      if (n.schoolStatus !== undefined) q = q.where('s.schoolStatus', '=', n.schoolStatus);
      if (n.collegeCode) q = q.where('s.collegeCode', '=', n.collegeCode);
      if (n.countyCode) q = q.where('c.countyCode', '=', n.countyCode);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const cases: Array<{ name: string; body: Record<string, unknown>; token: string; narrowing: Narrowing }> = [
      { name: '毕业年份 + 未就业', body: { graduateYear: THIS_YEAR, jobStatus: 0 }, token: admin, narrowing: { graduateYear: THIS_YEAR, jobStatus: 0 } },
      { name: '毕业年份 + 已就业, one college', body: { graduateYear: THIS_YEAR - 1, jobStatus: 1, collegeCode: college }, token: admin, narrowing: { graduateYear: THIS_YEAR - 1, jobStatus: 1, collegeCode: college } },
      { name: '毕业年份 + 未就业, 新郑市', body: { graduateYear: THIS_YEAR, jobStatus: 0 }, token: countyClerk, narrowing: { graduateYear: THIS_YEAR, jobStatus: 0, countyCode: XINZHENG.countyCode } },
      { name: '毕业未就业', body: { unemployedGraduate: 1 }, token: admin, narrowing: { graduateYears: [THIS_YEAR - 1, THIS_YEAR], jobStatus: 0, schoolStatus: 2 } },
      { name: '毕业未就业, 新郑市', body: { unemployedGraduate: 1 }, token: countyClerk, narrowing: { graduateYears: [THIS_YEAR - 1, THIS_YEAR], jobStatus: 0, schoolStatus: 2, countyCode: XINZHENG.countyCode } },
    ];
    const expectTotals = async (step: string) => {
      for (const c of cases) {
        const listed = await query(c.body, c.token);
        expect(listed.total, `${step}: ${c.name}`).toBe(await stored(c.narrowing));
        expect(listed.records, `${step}: ${c.name}`).toHaveLength(Math.min(listed.total, 100));
      }
    };
    await expectTotals('before');
    expect(await stored(cases[2].narrowing)).toBeGreaterThan(0);
    // Filed in 中牟县 (outside 新郑市) and in 新郑市, in school and graduated, then moved through the year.
    await addStudents(db, [
      studentOf(zhongmou, 10, { enrolYear: THIS_YEAR - 3, graduateYear: THIS_YEAR, schoolStatus: 2 }),
      studentOf(other, 11, { enrolYear: THIS_YEAR - 3, graduateYear: THIS_YEAR, schoolStatus: 1 }),
      studentOf(college, 12, { enrolYear: THIS_YEAR - 4, graduateYear: THIS_YEAR - 1, schoolStatus: 2 }),
    ]);
    await expectTotals('filed');
    await db.updateTable('collegeStudent').set({ schoolStatus: 2 }).where('studentNo', '=', 'S000011').execute();
    await expectTotals('graduated');
    await db.updateTable('collegeStudent').set({ jobStatus: 1, employer: '郑州宇通客车股份有限公司', industryCode: 'C' }).where('studentNo', '=', 'S000012').execute();
    await expectTotals('employed');
    await db.updateTable('collegeStudent').set({ graduateYear: THIS_YEAR - 1 }).where('studentNo', '=', 'S000010').execute();
    await expectTotals('graduation year moved');
    await db.deleteFrom('collegeStudent').where('studentNo', 'in', ['S000010', 'S000011', 'S000012']).execute();
    await expectTotals('removed');
    // The totals are the counters' (a row set off by hand shows), not a count of the rows.
    const counter = db.updateTable('statCollegeCount').where('subject', '=', 'year_job').where('collegeCode', '=', college).where('year', '=', THIS_YEAR - 1).where('code', '=', '1');
    await counter.set((eb) => ({ n: eb('n', '+', 1000) })).execute();
    expect((await query(cases[1].body, admin)).total).toBe((await stored(cases[1].narrowing)) + 1000);
    await counter.set((eb) => ({ n: eb('n', '-', 1000) })).execute();
  });
});
