import {
  ageOn,
  exportHeaders,
  maskIdCard,
  maskMobile,
  OUTSOURCE_LABELS,
  outsourceApi,
  perm,
  VIEW_SENSITIVE_PERMISSION,
  type OutsourceRecord,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { nowText } from '../../../platform/time.js';
import { addJobSeekers, type JobSeeker, type ResumeStory } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer, type TestServer } from '../../../test/harness.js';
import { dayFromNow, passedCompany, uploadLicense, userWithCodes, type PassedCompany as Company } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

const today = () => nowText().slice(0, 10);

type Person = JobSeeker & { usrName: string; birthDate: string };

/** Passed companies of these names, sharing one license image. */
async function passedCompanies(server: TestServer, token: string, names: readonly string[]): Promise<Company[]> {
  const licenseKey = await uploadLicense(server, token);
  const made: Company[] = [];
  for (const [i, cmpyName] of names.entries()) made.push(await passedCompany(server, token, 70 + i, { cmpyName, licenseKey }));
  return made;
}

const OPERATOR_STORY: ResumeStory = {
  expectJob: '普工',
  expectSalaryMin: 4000,
  expectSalaryMax: 6000,
  workYears: 4,
  selfIntro: '服从安排，能倒班',
  work: { cmpyName: '富士康科技集团郑州科技园', jobName: '操作工', beginDate: '2016-03-01', endDate: '2020-12-01', content: '手机组装' },
  education: { schoolName: '新郑市职业中等专业学校', major: '机电技术应用', beginDate: '2012-09-01', endDate: '2015-07-01' },
  train: null,
};

/** Production workers already in work (中专), as the job seekers' app leaves them. */
async function addPeople(db: Db, specs: ReadonlyArray<{ usrName: string; gender: 1 | 2; birthDate: string; skills?: string[] }>): Promise<Person[]> {
  const seekers = await addJobSeekers(
    db,
    specs.map((spec) => ({ ...spec, education: 7, jobStatus: 1, story: OPERATOR_STORY, createTime: '2024-01-01 09:00:00' })),
  );
  return specs.map((spec, i) => ({ usrName: spec.usrName, birthDate: spec.birthDate, ...seekers[i] }));
}

interface PlacementSpec {
  person: Person;
  employer: Company;
  agency: Company;
  employType?: number;
  postName: string;
  start: number;
  end: number;
  leave?: number;
  leaveReason?: string;
}

let placementSerial = 0;
function placementRow(spec: PlacementSpec) {
  placementSerial += 1;
  return {
    outsourceCode: `out${process.pid}x${String(placementSerial).padStart(8, '0')}`.padEnd(32, '0'),
    resumeId: spec.person.resumeId,
    cmpyId: spec.employer.id,
    dispatchCmpyId: spec.agency.id,
    employType: spec.employType ?? 1,
    postName: spec.postName,
    salary: 4800,
    contractStart: dayFromNow(spec.start),
    contractEnd: dayFromNow(spec.end),
    leaveDate: spec.leave === undefined ? null : dayFromNow(spec.leave),
    leaveReason: spec.leaveReason ?? '',
    createTime: `${dayFromNow(Math.min(spec.start, 0))} 09:00:00`,
    updateTime: `${dayFromNow(Math.min(spec.start, 0))} 09:00:00`,
  };
}

describe.each(DIALECTS)('外包员工 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let factory: Company;
  let warehouse: Company;
  let agency: Company;
  let people: Record<string, Person>;
  let codes: Record<string, string>;
  let clerk: { id: number; token: string };
  let officer: { id: number; token: string };

  beforeAll(async () => {
    admin = await server.login();
    [factory, warehouse, agency] = await passedCompanies(server, admin, ['新郑市华信精密机械有限公司', '郑州港区顺达仓储服务有限公司', '河南中原人力资源服务有限公司']);
    const list = await addPeople(server.deps.db, [
      { usrName: '张伟', gender: 1, birthDate: '1990-05-01', skills: ['2001', '1005'] },
      { usrName: '李娜', gender: 2, birthDate: '1995-08-15' },
      { usrName: '王芳', gender: 2, birthDate: '2000-01-20' },
      { usrName: '刘洋', gender: 1, birthDate: '1985-12-12' },
      { usrName: '陈静', gender: 2, birthDate: '1998-07-07' },
    ]);
    people = Object.fromEntries(list.map((p) => [p.usrName, p]));
    const specs: Record<string, PlacementSpec> = {
      张伟: { person: people.张伟, employer: factory, agency, postName: '普工', start: -100, end: 265 },
      // Starts in five days: 待上岗.
      李娜: { person: people.李娜, employer: warehouse, agency, employType: 2, postName: '分拣员', start: 5, end: 370 },
      // Left a month ago, before the contract ended.
      王芳: { person: people.王芳, employer: factory, agency, postName: '质检员', start: -400, end: 330, leave: -30, leaveReason: '个人原因主动离职' },
      // A contract that ran out 70 days ago, then a new one.
      刘洋旧: { person: people.刘洋, employer: warehouse, agency, postName: '叉车司机', start: -800, end: -70 },
      刘洋: { person: people.刘洋, employer: factory, agency, postName: '叉车司机', start: -60, end: 300 },
      // Leaves in three days: on duty until then.
      陈静: { person: people.陈静, employer: factory, agency, postName: '包装工', start: -10, end: 355, leave: 3, leaveReason: '另有工作' },
    };
    const rows = Object.values(specs).map(placementRow);
    await server.deps.db.insertInto('recruitOutsource').values(rows).execute();
    codes = Object.fromEntries(Object.keys(specs).map((key, i) => [key, rows[i].outsourceCode]));
    clerk = await userWithCodes(server, admin, 'outsourceclerk', '外包专员', [perm.recruit.outsource.list, perm.recruit.outsource.export]);
    officer = await userWithCodes(server, admin, 'outsourceofficer', '外包主管', [perm.recruit.outsource.list, perm.recruit.outsource.export, VIEW_SENSITIVE_PERMISSION]);
  });

  async function page(query: Record<string, unknown>, token = admin) {
    const res = await server.call(outsourceApi.getOutsourcingEmployeeList, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return outsourceApi.getOutsourcingEmployeeList.response.parse(res.json.data);
  }
  const names = async (query: Record<string, unknown>) => (await page({ pageSize: 100, ...query })).records.map((r) => r.usrName);

  describe('list', () => {
    it('lists placements newest contract first, with the state of today read from the dates', async () => {
      const all = await page({ pageSize: 20 });
      expect(all.total).toBe(6);
      const brief = (r: OutsourceRecord) => [r.usrName, r.postName, r.state, r.leaveReason];
      expect(all.records.map(brief)).toEqual([
        ['李娜', '分拣员', 0, ''],
        ['陈静', '包装工', 1, ''],
        ['刘洋', '叉车司机', 1, ''],
        ['张伟', '普工', 1, ''],
        ['王芳', '质检员', 2, '个人原因主动离职'],
        ['刘洋', '叉车司机', 2, '合同期满'],
      ]);
      const zhang = all.records[3];
      expect(zhang).toMatchObject({
        outsourceCode: codes.张伟,
        resumeCode: people.张伟.resumeCode,
        usrGender: 1,
        age: ageOn('1990-05-01', today()),
        idCard: people.张伟.idCard,
        mobile: people.张伟.mobile,
        education: 7,
        cmpyCode: factory.cmpyCode,
        cmpyName: '新郑市华信精密机械有限公司',
        dispatchCmpyCode: agency.cmpyCode,
        dispatchCmpyName: '河南中原人力资源服务有限公司',
        employType: 1,
        salary: 4800,
        contractStart: dayFromNow(-100),
        contractEnd: dayFromNow(265),
        leaveDate: null,
      });
      expect(all.records[1].leaveDate).toBe(dayFromNow(3));
    });

    it('filters by state tab, name, companies, form of employment, post and start date, and pages', async () => {
      expect(await names({ state: 1 })).toEqual(['陈静', '刘洋', '张伟']);
      expect(await names({ state: 0 })).toEqual(['李娜']);
      expect(await names({ state: 2 })).toEqual(['王芳', '刘洋']);
      expect(await names({ usrName: '刘' })).toEqual(['刘洋', '刘洋']);
      expect(await names({ cmpyCode: warehouse.cmpyCode })).toEqual(['李娜', '刘洋']);
      expect(await names({ cmpyCode: factory.cmpyCode, state: 1 })).toEqual(['陈静', '刘洋', '张伟']);
      expect((await names({ dispatchCmpyCode: agency.cmpyCode })).length).toBe(6);
      expect(await names({ dispatchCmpyCode: factory.cmpyCode })).toEqual([]);
      expect(await names({ employType: 2 })).toEqual(['李娜']);
      expect(await names({ postName: '叉车' })).toEqual(['刘洋', '刘洋']);
      expect(await names({ startDate: dayFromNow(-100), endDate: dayFromNow(-10) })).toEqual(['陈静', '刘洋', '张伟']);
      const second = await page({ pageNum: 2, pageSize: 4 });
      expect(second.total).toBe(6);
      expect(second.records.map((r) => r.usrName)).toEqual(['王芳', '刘洋']);
    });

    it('refuses a wrong state, a malformed or reversed date range, naming the field', async () => {
      const refusal = async (query: Record<string, unknown>) => {
        const res = await server.call(outsourceApi.getOutsourcingEmployeeList, { token: admin, query });
        expect(res.status).toBe(400);
        return res.json.msg;
      };
      expect(await refusal({ state: 5 })).toBe('在岗状态取值应为 0、1、2 之一');
      expect(await refusal({ employType: 3 })).toBe('用工形式取值应为 1、2 之一');
      expect(await refusal({ startDate: '2025/01/01' })).toBe('上岗开始日期格式应为 YYYY-MM-DD');
      expect(await refusal({ startDate: '2025-03-01', endDate: '2025-01-01' })).toBe('上岗结束日期不能早于上岗开始日期');
    });

    it('masks ID numbers and mobiles unless the role holds viewSensitive', async () => {
      const seen = async (token: string) => (await page({ usrName: '张伟' }, token)).records[0];
      expect(await seen(clerk.token)).toMatchObject({ idCard: maskIdCard(people.张伟.idCard), mobile: maskMobile(people.张伟.mobile) });
      expect((await seen(clerk.token)).idCard).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
      expect(await seen(officer.token)).toMatchObject({ idCard: people.张伟.idCard, mobile: people.张伟.mobile });
    });
  });

  describe('queryResume', () => {
    it("gives the placement, the person's whole resume with skills, and every placement they have had", async () => {
      const res = await server.call(outsourceApi.queryResume, { token: clerk.token, query: { outsourceCode: codes.刘洋 } });
      expect(res.status, res.json.msg).toBe(200);
      const data = outsourceApi.queryResume.response.parse(res.json.data);
      expect(data.outsource).toMatchObject({ outsourceCode: codes.刘洋, state: 1, cmpyName: '新郑市华信精密机械有限公司' });
      expect(data.resumeCode).toBe(people.刘洋.resumeCode);
      expect(data.resumeVO).toMatchObject({ usrName: '刘洋', birthDate: '1985-12-12', idCard: maskIdCard(people.刘洋.idCard), mobile: maskMobile(people.刘洋.mobile), expectJob: '普工', countyName: '新郑市' });
      expect(data.educationList).toEqual([{ schoolName: '新郑市职业中等专业学校', major: '机电技术应用', education: 7, beginDate: '2012-09-01', endDate: '2015-07-01' }]);
      expect(data.workList[0]).toMatchObject({ cmpyName: '富士康科技集团郑州科技园', jobName: '操作工' });
      expect(data.outsourceList.map((p) => [p.outsourceCode, p.cmpyName, p.state, p.leaveReason])).toEqual([
        [codes.刘洋, '新郑市华信精密机械有限公司', 1, ''],
        [codes.刘洋旧, '郑州港区顺达仓储服务有限公司', 2, '合同期满'],
      ]);
      const zhang = outsourceApi.queryResume.response.parse((await server.call(outsourceApi.queryResume, { token: officer.token, query: { outsourceCode: codes.张伟 } })).json.data);
      expect(zhang.resumeVO.idCard).toBe(people.张伟.idCard);
      expect(zhang.skillList.map((s) => s.skillName)).toEqual(['焊工', '生产线操作']);
    });

    it('answers 404 for an unknown placement', async () => {
      const res = await server.call(outsourceApi.queryResume, { token: admin, query: { outsourceCode: 'no-such-placement' } });
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe('外包员工记录不存在');
    });
  });

  describe('exportListHandler', () => {
    it('streams the filtered list as xlsx in list order, masked for a role without viewSensitive', async () => {
      const res = await server.call(outsourceApi.exportListHandler, { token: clerk.token, query: { cmpyCode: factory.cmpyCode } });
      expect(res.status, res.json.msg).toBe(200);
      expect(res.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const disposition = String(res.raw.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="outsourcing-employees-\d{14}\.xlsx"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^外包员工_\d{14}\.xlsx$/);
      const sheet = (await readWorkbook(res.raw.rawPayload)).worksheets[0];
      expect(sheet.name).toBe('外包员工');
      const rows = rowsOf(sheet);
      // The list's columns first, in the list's order, then what only the resume drawer shows.
      expect(rows[0]).toEqual(['姓名', '在岗状态', '登记时间', '用工单位', '派遣单位', '岗位名称', '用工形式', '合同期限', '月薪（元）', '性别', '年龄', '学历', '身份证号', '手机号', '离职日期', '离职原因']);
      expect(rows[0]).toEqual(exportHeaders(OUTSOURCE_LABELS));
      const records = recordsOf(rows);
      expect(records.map((r) => r['姓名'])).toEqual(['陈静', '刘洋', '张伟', '王芳']);
      expect(records[2]).toEqual({
        姓名: '张伟',
        性别: '男',
        年龄: String(ageOn('1990-05-01', today())),
        身份证号: maskIdCard(people.张伟.idCard),
        手机号: maskMobile(people.张伟.mobile),
        学历: '中专',
        用工单位: '新郑市华信精密机械有限公司',
        派遣单位: '河南中原人力资源服务有限公司',
        用工形式: '劳务派遣',
        岗位名称: '普工',
        '月薪（元）': '4800',
        合同期限: `${dayFromNow(-100)} 至 ${dayFromNow(265)}`,
        在岗状态: '在岗',
        离职日期: '',
        离职原因: '',
        登记时间: `${dayFromNow(-100)} 09:00:00`,
      });
      expect([records[3]['在岗状态'], records[3]['离职日期'], records[3]['离职原因']]).toEqual(['已离职', dayFromNow(-30), '个人原因主动离职']);
      const whole = recordsOf(rowsOf((await readWorkbook((await server.call(outsourceApi.exportListHandler, { token: officer.token, query: { usrName: '张伟' } })).raw.rawPayload)).worksheets[0]));
      expect([whole[0]['身份证号'], whole[0]['手机号']]).toEqual([people.张伟.idCard, people.张伟.mobile]);
    });

    it('refuses bad filters before the first byte and needs the export right', async () => {
      const bad = await server.call(outsourceApi.exportListHandler, { token: admin, query: { startDate: '2025-03-01', endDate: '2025-01-01' } });
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toBe('上岗结束日期不能早于上岗开始日期');
      const reader = await userWithCodes(server, admin, 'outsourcereader', '外包查询员', [perm.recruit.outsource.list]);
      expect((await server.call(outsourceApi.exportListHandler, { token: reader.token, query: {} })).status).toBe(403);
    });

    it('writes an export longer than one batch in list order, ties on the start day included', async () => {
      // More than the 1,000-row batch, many on the same day, so the keyset between batches is exercised.
      const [many] = await addPeople(server.deps.db, [{ usrName: '批量派遣', gender: 1, birthDate: '1993-03-03' }]);
      const rows = Array.from({ length: 1205 }, (_, i) => placementRow({ person: many, employer: warehouse, agency, postName: '装卸工', start: -500 - (i % 37), end: -400 }));
      for (let i = 0; i < rows.length; i += 400) await server.deps.db.insertInto('recruitOutsource').values(rows.slice(i, i + 400)).execute();
      const res = await server.call(outsourceApi.exportListHandler, { token: admin, query: { usrName: '批量派遣' } });
      expect(res.status).toBe(200);
      const sheetRows = recordsOf(rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]));
      expect(sheetRows).toHaveLength(1205);
      const starts = sheetRows.map((r) => r['合同期限'].slice(0, 10));
      // Every placement once, newest start first: nothing skipped or repeated at a batch's edge.
      expect(starts).toEqual(rows.map((r) => r.contractStart).sort().reverse());
      expect(new Set(sheetRows.map((r) => r['在岗状态']))).toEqual(new Set(['已离职']));
      const listed = await page({ usrName: '批量派遣', pageSize: 100 });
      expect(listed.total).toBe(1205);
    });
  });
});
