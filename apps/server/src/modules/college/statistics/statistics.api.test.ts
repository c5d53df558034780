import { COLLEGE_APPROVE_TYPES, collegeStatisApi, perm, type StudentInput } from '@hrbd/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRandom } from '../../../platform/demo-random.js';
import { nowText } from '../../../platform/time.js';
import { idCardFor } from '../../../test/apply-fixtures.js';
import { addStudents, appliedCollege, passCollege, studentOf } from '../../../test/college-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { STUDENT_SUBJECTS } from '../migrations/0046-college.js';

const THIS_YEAR = Number(nowText().slice(0, 4));
const SECTIONS = ['A', 'C', 'E', 'F', 'G', 'H', 'I', 'J', 'L', 'P', 'Q', 'R'];
const SPECIALTIES = ['460104', '460103', '510201', '510203', '530302', '530701', '520201', '440301', '570102', '540101', '490101', '550101', '430101'];
const ORIGINS = ['410184', '410122', '411602', '411302', '411402', '410302', '130102', '410105'];

describe.each(DIALECTS)('院校统计 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let viewer: string;
  const colleges: string[] = [];
  let pendingCollege: string;
  let serial = 0;

  /** A random student of one of the colleges, enrolled in the last eight years. */
  function randomStudent(random: ReturnType<typeof demoRandom>): StudentInput {
    serial += 1;
    const enrolYear = THIS_YEAR - random.int(0, 8);
    const graduateYear = enrolYear + 3;
    const graduated = graduateYear <= THIS_YEAR && random.chance(0.9);
    const employed = graduated && random.chance(0.8);
    return studentOf(random.pick([...colleges, pendingCollege]), 10_000 + serial, {
      idCard: idCardFor(random.pick(ORIGINS), `200${random.int(0, 5)}-0${random.int(1, 9)}-1${random.int(0, 9)}`, serial % 1000),
      specialtyCode: random.pick(SPECIALTIES),
      enrolYear,
      graduateYear,
      schoolStatus: graduated ? 2 : 1,
      jobStatus: employed ? 1 : 0,
      employer: employed ? '某用人单位' : '',
      industryCode: employed ? random.pick(SECTIONS) : '',
      originCountyCode: random.pick(ORIGINS),
    });
  }

  beforeAll(async () => {
    admin = await server.login();
    viewer = (await userWithCodes(server, admin, 'statsviewer', '院校统计员', [perm.school.home.code, perm.school.home.list])).token;
    for (let n = 0; n < 3; n++) {
      const code = await appliedCollege(server.deps.db, 700 + n, n === 2 ? { collegeType: 1 } : {}, n === 1 ? ZHONGMOU : undefined);
      await passCollege(server.deps.db, code);
      colleges.push(code);
    }
    // A college still waiting: its students count nowhere.
    pendingCollege = await appliedCollege(server.deps.db, 710);
    const random = demoRandom(7);
    await addStudents(server.deps.db, Array.from({ length: 400 }, () => randomStudent(random)));
  });

  const ask = async <E extends (typeof collegeStatisApi)[keyof typeof collegeStatisApi]>(endpoint: E, body: Record<string, unknown> = {}, token = viewer) => {
    const res = await server.call(endpoint, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    return endpoint.response.parse(res.json.data) as ReturnType<E['response']['parse']>;
  };

  /** Plain-SQL recounts over the students of passed colleges. */
  const students = (collegeCode?: string) =>
    server.deps.db
      .selectFrom('collegeStudent as s')
      .innerJoin('collegeInfo as c', 'c.collegeCode', 's.collegeCode')
      .where('c.approveType', '=', COLLEGE_APPROVE_TYPES.passed)
      .$if(collegeCode !== undefined, (q) => q.where('s.collegeCode', '=', collegeCode!));
  const count = async (q: ReturnType<typeof students>) => Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  async function expectRecount(collegeCode?: string) {
    const body = { collegeCode, beginYear: THIS_YEAR - 6, endYear: THIS_YEAR };
    const figures = await ask(collegeStatisApi.queryStudent, body);
    expect(figures.reading).toBe(await count(students(collegeCode).where('s.schoolStatus', '=', 1).where('s.enrolYear', '>=', THIS_YEAR - 6)));
    const graduates = await count(students(collegeCode).where('s.schoolStatus', '=', 2).where('s.graduateYear', '=', THIS_YEAR));
    const employed = await count(students(collegeCode).where('s.schoolStatus', '=', 2).where('s.graduateYear', '=', THIS_YEAR).where('s.jobStatus', '=', 1));
    expect(figures).toMatchObject({ graduates, employed, unemployed: graduates - employed });

    const enrol = await ask(collegeStatisApi.queryEnrollStudentYear, body);
    expect(enrol.map((r) => r.year)).toEqual(Array.from({ length: 7 }, (_, i) => THIS_YEAR - 6 + i));
    for (const row of enrol) expect(row.count, `入学 ${row.year}`).toBe(await count(students(collegeCode).where('s.enrolYear', '=', row.year)));

    for (const row of await ask(collegeStatisApi.queryStudentYear, body)) {
      expect(row.graduates).toBe(row.employed + row.unemployed);
      expect(row.graduates, `毕业 ${row.year}`).toBe(await count(students(collegeCode).where('s.schoolStatus', '=', 2).where('s.graduateYear', '=', row.year)));
      expect(row.employed).toBe(await count(students(collegeCode).where('s.schoolStatus', '=', 2).where('s.graduateYear', '=', row.year).where('s.jobStatus', '=', 1)));
    }

    const industries = await ask(collegeStatisApi.queryGraduateIndestry, body);
    expect(industries.total).toBe(await count(students(collegeCode).where('s.schoolStatus', '=', 2).where('s.jobStatus', '=', 1).where('s.graduateYear', '>=', THIS_YEAR - 6).where('s.graduateYear', '<=', THIS_YEAR)));
    if (industries.total > 0) expect(Math.round(industries.items.reduce((s, i) => s + i.share, 0) * 100)).toBe(10_000);
    expect(industries.items.length).toBeLessThanOrEqual(9);

    const specialties = await ask(collegeStatisApi.queryStudentSpecialty, body);
    expect(specialties.total).toBe(await count(students(collegeCode).where('s.enrolYear', '>=', THIS_YEAR - 6)));
    if (specialties.total > 0) expect(Math.round(specialties.items.reduce((s, i) => s + i.share, 0) * 100)).toBe(10_000);

    const henan = await ask(collegeStatisApi.queryStudentArea, body);
    expect(henan.parentName).toBe('河南省');
    expect(henan.total).toBe(await count(students(collegeCode).where('s.enrolYear', '>=', THIS_YEAR - 6).where('s.originCountyCode', 'like', '41%')));
    const zhoukou = henan.items.find((i) => i.name === '周口市');
    expect(zhoukou?.count).toBe(await count(students(collegeCode).where('s.enrolYear', '>=', THIS_YEAR - 6).where('s.originCountyCode', 'like', '4116%')));
  }

  it('answers every statistic as a plain-SQL recount, after inserts, updates and deletes', async () => {
    await expectRecount();
    await expectRecount(colleges[0]);
    const random = demoRandom(11);
    await addStudents(server.deps.db, Array.from({ length: 60 }, () => randomStudent(random)));
    const ids = (await server.deps.db.selectFrom('collegeStudent').select('id').orderBy('id').execute()).map((r) => Number(r.id));
    // Some find work, some move to another college or specialty, some leave the roster.
    await server.deps.db.updateTable('collegeStudent').set({ jobStatus: 1, employer: '新单位', industryCode: 'I' }).where('schoolStatus', '=', 2).where('id', 'in', ids.filter((_, i) => i % 7 === 0)).execute();
    await server.deps.db.updateTable('collegeStudent').set({ collegeCode: colleges[1], specialtyCode: '510203' }).where('id', 'in', ids.filter((_, i) => i % 11 === 0)).execute();
    await server.deps.db.updateTable('collegeStudent').set({ schoolStatus: 2, graduateYear: THIS_YEAR }).where('schoolStatus', '=', 1).where('id', 'in', ids.filter((_, i) => i % 5 === 0)).execute();
    await server.deps.db.deleteFrom('collegeStudent').where('id', 'in', ids.filter((_, i) => i % 13 === 0)).execute();
    await expectRecount();
    await expectRecount(colleges[1]);
    // The counters themselves against a full recount of the table.
    const counters = await server.deps.db.selectFrom('statCollegeCount').select((eb) => eb.fn.sum<number>('n').as('n')).where('subject', '=', 'enrol').executeTakeFirstOrThrow();
    expect(Number(counters.n)).toBe(Number((await server.deps.db.selectFrom('collegeStudent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    expect(Number((await sql<{ n: number }>`select count(*) as n from stat_college_count where n < 0`.execute(server.deps.db)).rows[0].n)).toBe(0);
  });

  /** The per-county counters against the per-college ones of the statistics' subjects summed over the passed colleges, row by row. */
  async function expectCountyCountersAgree() {
    const subjects = STUDENT_SUBJECTS.map((subject) => subject.name);
    const rolled = await sql<{ key: string; n: number }>`
      select subject || '|' || county_code || '|' || year || '|' || code || '|' || education as key, n
      from stat_college_county_count where n <> 0`.execute(server.deps.db);
    const summed = await sql<{ key: string; n: number }>`
      select s.subject || '|' || c.county_code || '|' || s.year || '|' || s.code || '|' || s.education as key, sum(s.n) as n
      from stat_college_count s join college_info c on c.college_code = s.college_code
      where c.approve_type = ${COLLEGE_APPROVE_TYPES.passed} and s.subject in (${sql.join(subjects)})
      group by s.subject, c.county_code, s.year, s.code, s.education having sum(s.n) <> 0`.execute(server.deps.db);
    const byKey = (rows: Array<{ key: string; n: number }>) => Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
    expect(rolled.rows.length).toBeGreaterThan(0);
    expect(byKey(rolled.rows)).toEqual(byKey(summed.rows));
  }

  it('moves a college’s figures when it leaves review, passes again or changes county', async () => {
    await expectCountyCountersAgree();
    const before = await ask(collegeStatisApi.queryEnrollStudentYear, { beginYear: THIS_YEAR - 8, endYear: THIS_YEAR });
    const ofCollege = await ask(collegeStatisApi.queryEnrollStudentYear, { collegeCode: colleges[0], beginYear: THIS_YEAR - 8, endYear: THIS_YEAR });
    const setCollege = (values: { approveType?: number; countyCode?: string }) =>
      server.deps.db.updateTable('collegeInfo').set(values).where('collegeCode', '=', colleges[0]).execute();

    // Rejected: its students leave every figure of all colleges.
    await setCollege({ approveType: COLLEGE_APPROVE_TYPES.rejected });
    const without = await ask(collegeStatisApi.queryEnrollStudentYear, { beginYear: THIS_YEAR - 8, endYear: THIS_YEAR });
    for (const [i, row] of without.entries()) expect(row.count, `入学 ${row.year}`).toBe(before[i].count - ofCollege[i].count);
    await expectRecount();
    await expectCountyCountersAgree();

    // Passed again, in another county: the totals are back, and the county's counters hold them.
    await setCollege({ approveType: COLLEGE_APPROVE_TYPES.passed, countyCode: '410184' });
    expect(await ask(collegeStatisApi.queryEnrollStudentYear, { beginYear: THIS_YEAR - 8, endYear: THIS_YEAR })).toEqual(before);
    await expectRecount();
    await expectCountyCountersAgree();
    const inXinzheng = await server.deps.db
      .selectFrom('statCollegeCountyCount')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('subject', '=', 'enrol')
      .where('countyCode', '=', '410184')
      .executeTakeFirstOrThrow();
    expect(Number(inXinzheng.n)).toBeGreaterThanOrEqual(ofCollege.reduce((sum, row) => sum + row.count, 0));

    // Students written while it is passed count under its new county.
    await addStudents(server.deps.db, Array.from({ length: 20 }, () => randomStudent(demoRandom(serial))));
    await expectRecount();
    await expectCountyCountersAgree();
  });

  it('counts a college type, other levels of 生源地, and the default five years', async () => {
    const undergraduate = await ask(collegeStatisApi.queryEnrollStudentYear, { collegeType: 1 });
    expect(undergraduate).toHaveLength(5);
    expect(undergraduate.at(-1)?.year).toBe(THIS_YEAR);
    expect(undergraduate.reduce((s, r) => s + r.count, 0)).toBe(await count(students(colleges[2]).where('s.enrolYear', '>=', THIS_YEAR - 4)));
    const provinces = await ask(collegeStatisApi.queryStudentArea, { areaLevel: 1, beginYear: THIS_YEAR - 9, endYear: THIS_YEAR });
    expect(provinces.items.find((p) => p.code === '130000')?.count).toBeGreaterThan(0);
    const counties = await ask(collegeStatisApi.queryStudentArea, { areaLevel: 3, areaCode: '410100', beginYear: THIS_YEAR - 9, endYear: THIS_YEAR });
    expect(counties.parentName).toBe('郑州市');
    expect(counties.items.map((i) => i.name)).toContain('新郑市');
  });

  it('refuses a reversed or longer-than-ten-year range (400), a college not passed (404); no graduates gives 0, not NaN', async () => {
    const reversed = await server.call(collegeStatisApi.queryStudent, { token: viewer, body: { beginYear: 2025, endYear: 2020 } });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toContain('结束年份不能早于开始年份');
    const tooLong = await server.call(collegeStatisApi.queryStudentYear, { token: viewer, body: { beginYear: 2010, endYear: 2020 } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.msg).toContain('统计年份范围不能超过10年');
    const pending = await server.call(collegeStatisApi.queryStudent, { token: viewer, body: { collegeCode: pendingCollege } });
    expect(pending.status).toBe(404);
    const empty = await ask(collegeStatisApi.queryStudent, { beginYear: 1990, endYear: 1995 });
    expect(empty).toMatchObject({ reading: 0, graduates: 0, employRate: 0 });
    const industries = await ask(collegeStatisApi.queryGraduateIndestry, { beginYear: 1990, endYear: 1995 });
    expect(industries).toEqual({ total: 0, items: [] });
  });
});
