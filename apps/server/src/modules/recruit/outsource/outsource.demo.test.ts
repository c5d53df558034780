import {
  AREA_SCORES,
  COMPANY_APPROVE_TYPES,
  EDUCATION_RANK,
  industrialArmyApi,
  isSkillCode,
  MATCH_WEIGHTS,
  outsourceApi,
  outsourceStateOf,
  skillScoreOf,
  type MatchRecord,
} from '@hrbd/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

/**
 * The demo data of both areas on top of the platform's demo (12,000 job
 * seekers), read by a server started on it: every resume has skills, the
 * placements are consistent, and the match and the lists work at that size.
 */
describe.each(DIALECTS)('外包员工 and 产业军 demo data on %s', (dialect) => {
  const server = withTestServer(dialect, { start: 'demo' });
  let admin: string;
  let placements = 0;

  beforeAll(async () => {
    admin = await server.login();
    placements = (await server.deps.db.selectFrom('recruitOutsource').select('id').execute()).length;
  });

  it('gives every resume one to six known skills', async () => {
    const db = server.deps.db;
    const rows = await db.selectFrom('recruitResumeSkill').select(['resumeId', 'skillCode']).orderBy('resumeId').orderBy('skillCode').execute();
    const perResume = new Map<number, number>();
    for (const row of rows) perResume.set(Number(row.resumeId), (perResume.get(Number(row.resumeId)) ?? 0) + 1);
    const resumes = await db.selectFrom('recruitResume').select('id').execute();
    expect(resumes.length).toBeGreaterThanOrEqual(12_000);
    expect(perResume.size).toBe(resumes.length);
    expect(Math.max(...perResume.values())).toBeLessThanOrEqual(6);
    expect(rows.every((r) => isSkillCode(r.skillCode))).toBe(true);
    // Welders and electricians are common enough to match on.
    expect(rows.filter((r) => r.skillCode === '1005').length).toBeGreaterThan(300);
  });

  it('places a few hundred people with passed companies through 人力资源服务 companies, in every state', async () => {
    expect(placements).toBeGreaterThanOrEqual(300);
    const rows = await server.deps.db
      .selectFrom('recruitOutsource as o')
      .innerJoin('cmpyInfo as c', 'c.id', 'o.cmpyId')
      .innerJoin('cmpyInfo as d', 'd.id', 'o.dispatchCmpyId')
      .innerJoin('recruitResume as r', 'r.id', 'o.resumeId')
      .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
      .select(['o.contractStart', 'o.contractEnd', 'o.leaveDate', 'o.leaveReason', 'c.approveType as employerState', 'd.approveType as agencyState', 'd.cmpyName as agency', 's.jobStatus'])
      .execute();
    expect(rows).toHaveLength(placements);
    expect(rows.every((r) => r.employerState === COMPANY_APPROVE_TYPES.passed && r.agencyState === COMPANY_APPROVE_TYPES.passed)).toBe(true);
    expect(rows.every((r) => r.agency.includes('人力资源'))).toBe(true);
    expect(rows.every((r) => r.contractEnd >= r.contractStart && (r.leaveDate === null || (r.leaveDate >= r.contractStart && r.leaveDate <= r.contractEnd)))).toBe(true);
    expect(rows.every((r) => (r.leaveDate === null) === (r.leaveReason === ''))).toBe(true);
    const today = DEMO_NOW_TEXT.slice(0, 10);
    const states = rows.map((r) => outsourceStateOf(r, today));
    expect(new Set(states)).toEqual(new Set([0, 1, 2]));
    expect(states.filter((s) => s === 1).length).toBeGreaterThan(placements / 3);
    // People on duty are marked 已就业.
    expect(rows.filter((_, i) => states[i] === 1).every((r) => r.jobStatus === 1)).toBe(true);
  });

  it('lists and exports the placements by state', async () => {
    const res = await server.call(outsourceApi.getOutsourcingEmployeeList, { token: admin, query: { state: 1, pageSize: 20 } });
    expect(res.status, res.json.msg).toBe(200);
    const onDuty = outsourceApi.getOutsourcingEmployeeList.response.parse(res.json.data);
    expect(onDuty.total).toBeGreaterThan(placements / 3);
    expect(onDuty.records.every((r) => r.state === 1)).toBe(true);
    const starts = onDuty.records.map((r) => r.contractStart);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('ranks 12,000 resumes in SQL: a page is sorted, and every score is the sum of parts that agree with the person', async () => {
    const body = { skillCodes: ['1005', '3001'], education: 8, areaCode: '410184', pageSize: 50 };
    const res = await server.call(industrialArmyApi.usertagMatching, { token: admin, body });
    expect(res.status, res.json.msg).toBe(200);
    const page = industrialArmyApi.usertagMatching.response.parse(res.json.data);
    const holders = await server.deps.db
      .selectFrom('recruitResumeSkill')
      .select('resumeId')
      .distinct()
      .where('skillCode', 'in', ['1005', '3001'])
      .execute();
    expect(page.total).toBe(holders.length);
    const scores = page.records.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const people = new Map(
      (await server.deps.db.selectFrom('recruitResume as r').innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId').select(['r.resumeCode', 's.education', 's.countyCode', 's.cityCode']).where('r.resumeCode', 'in', page.records.map((r) => r.resumeCode)).execute()).map((p) => [p.resumeCode, p]),
    );
    const expectedParts = (r: MatchRecord) => {
      const person = people.get(r.resumeCode);
      const rank = EDUCATION_RANK[person?.education ?? 0];
      const education = rank >= EDUCATION_RANK[8] ? MATCH_WEIGHTS.education : rank === EDUCATION_RANK[8] - 1 ? MATCH_WEIGHTS.education / 2 : 0;
      const area = person?.countyCode === '410184' ? AREA_SCORES.same : person?.cityCode === '410100' ? AREA_SCORES.sameCity : AREA_SCORES.sameProvinceOfCounty;
      return [skillScoreOf(r.skills.filter((s) => s.matched).length, 2), education, area];
    };
    for (const r of page.records) {
      expect([r.skillScore, r.educationScore, r.areaScore]).toEqual(expectedParts(r));
      expect(r.score).toBe(r.skillScore + r.educationScore + r.areaScore);
    }
  });

  it('exports a ranking of thousands across batches, every candidate once and in order', async () => {
    // Education alone: every resume is a candidate, so the export crosses many 1,000-row batches with ties.
    const res = await server.call(industrialArmyApi.exportIndustrial, { token: admin, query: { education: 9, areaCode: '4101' } });
    expect(res.status, res.json.msg).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const rows: Array<[number, number, string]> = [];
    workbook.worksheets[0].eachRow((row, n) => {
      if (n > 1) {
        const values = row.values as unknown[];
        rows.push([Number(values[1]), Number(values[2]), String(values[6])]);
      }
    });
    const total = (await server.deps.db.selectFrom('recruitResume').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(rows).toHaveLength(Number(total));
    expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => i + 1));
    const scores = rows.map((r) => r[1]);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r[2])).size).toBe(rows.length);
  }, 60_000);
});
