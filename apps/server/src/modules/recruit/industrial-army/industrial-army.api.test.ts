import {
  ageOn,
  idCardCheckChar,
  industrialArmyApi,
  maskIdCard,
  maskMobile,
  perm,
  VIEW_SENSITIVE_PERMISSION,
  type MatchRecord,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { nowText } from '../../../platform/time.js';
import { addJobSeekers, idCardFor, type JobSeeker, type JobSeekerSpec, type ResumeStory } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { readWorkbook, rowsOf } from '../../../test/xlsx.js';

const today = () => nowText().slice(0, 10);
const WELDER = '1005';
const ELECTRICIAN = '3001';
const NANNY = '8001';

const WELDER_STORY: ResumeStory = {
  expectJob: '焊工',
  expectSalaryMin: 5000,
  expectSalaryMax: 7000,
  workYears: 5,
  selfIntro: '持证上岗，能吃苦',
  work: { cmpyName: '郑州宇通客车股份有限公司', jobName: '焊工', beginDate: '2019-03-01', endDate: null, content: '底盘焊接' },
  education: { schoolName: '河南工业职业技术学院', major: '焊接技术', beginDate: '2014-09-01', endDate: '2017-07-01' },
  train: { trainOrg: '新郑市职业技能培训中心', trainCourse: '焊工技能提升', certificate: '焊工（四级/中级工）', beginDate: '2018-03-01', endDate: '2018-04-28' },
};

type PersonSpec = JobSeekerSpec & { education: number; place: readonly [string, string, string]; updateTime: string };
type Person = PersonSpec & JobSeeker;

/** Welders and others with their skills, as the job seekers' app leaves them. */
async function addPeople(db: Db, specs: readonly PersonSpec[]): Promise<Person[]> {
  const seekers = await addJobSeekers(db, specs.map((spec) => ({ ...spec, story: WELDER_STORY })));
  return specs.map((spec, i) => ({ ...spec, ...seekers[i] }));
}

const XINZHENG = ['410000', '410100', '410184'] as const;
const ZHONGYUAN = ['410000', '410100', '410102'] as const;
const WEIDU = ['410000', '411000', '411002'] as const;
const DONGCHENG = ['110000', '110100', '110101'] as const;

describe.each(DIALECTS)('产业军人才匹配 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let people: Person[];
  /** 查询 only. */
  let clerk: { id: number; token: string };
  /** 查询 and 导出, with viewSensitive. */
  let officer: { id: number; token: string };
  const byName = (name: string) => people.find((p) => p.usrName === name) as Person;

  beforeAll(async () => {
    admin = await server.login();
    people = await addPeople(server.deps.db, [
      { usrName: '甲焊工', gender: 1, birthDate: '1994-03-01', education: 8, place: XINZHENG, skills: [WELDER, ELECTRICIAN], updateTime: '2025-05-01 10:00:00' },
      { usrName: '乙焊工', gender: 2, birthDate: '1990-06-01', education: 9, place: ZHONGYUAN, skills: [WELDER], updateTime: '2025-05-02 10:00:00' },
      { usrName: '丙电工', gender: 1, birthDate: '1999-09-09', education: 7, place: XINZHENG, skills: [ELECTRICIAN], jobStatus: 1, updateTime: '2025-05-03 10:00:00' },
      { usrName: '丁师傅', gender: 1, birthDate: '1975-01-15', education: 3, place: WEIDU, skills: [ELECTRICIAN, WELDER, NANNY], updateTime: '2025-05-04 10:00:00' },
      { usrName: '戊育婴', gender: 2, birthDate: '1996-12-12', education: 8, place: XINZHENG, skills: [NANNY], updateTime: '2025-05-05 10:00:00' },
      { usrName: '己北京', gender: 1, birthDate: '1992-02-02', education: 8, place: DONGCHENG, skills: [WELDER, ELECTRICIAN], updateTime: '2025-05-06 10:00:00' },
    ]);
    clerk = await userWithCodes(server, admin, 'talentclerk', '人才专员', [perm.recruit.industrialArmy.list]);
    officer = await userWithCodes(server, admin, 'talentofficer', '人才主管', [perm.recruit.industrialArmy.list, perm.recruit.industrialArmy.export, VIEW_SENSITIVE_PERMISSION]);
  });

  async function match(body: Record<string, unknown>, token = admin) {
    const res = await server.call(industrialArmyApi.usertagMatching, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    return industrialArmyApi.usertagMatching.response.parse(res.json.data);
  }
  const parts = (r: MatchRecord) => [r.usrName, r.score, r.skillScore, r.educationScore, r.areaScore];
  const WANTED = { skillCodes: [WELDER, ELECTRICIAN], education: 8, areaCode: '410184' };

  describe('ranking', () => {
    it('ranks the holders of the asked skills by 技能 60 / 学历 20 / 地区 20, best first', async () => {
      const page = await match({ ...WANTED, pageSize: 10 });
      // 戊 holds neither skill: not a candidate.
      expect(page.total).toBe(5);
      expect(page.records.map(parts)).toEqual([
        // Both skills, 大专, lives in 新郑.
        ['甲焊工', 100, 60, 20, 20],
        // Both skills, 大专, lives in 北京.
        ['己北京', 80, 60, 20, 0],
        // Both skills, 初中 (two stages below 大专), lives in 许昌 (same province).
        ['丁师傅', 65, 60, 0, 5],
        // One skill of two, 中专 (one stage below: half), 新郑; ties with 乙 and was updated later.
        ['丙电工', 60, 30, 10, 20],
        // One skill of two, 本科 (above the minimum), elsewhere in 郑州.
        ['乙焊工', 60, 30, 20, 10],
      ]);
      expect(page.records.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
      const ding = page.records[2];
      // The asked skills come first (in code order) and are marked.
      expect(ding.skills).toEqual([
        { skillCode: WELDER, skillName: '焊工', matched: true },
        { skillCode: ELECTRICIAN, skillName: '低压电工', matched: true },
        { skillCode: NANNY, skillName: '育婴', matched: false },
      ]);
      expect(ding).toMatchObject({ usrGender: 1, age: ageOn('1975-01-15', today()), education: 3, provinceName: '河南省', cityName: '许昌市', countyName: '魏都区', expectJob: '焊工', workYears: 5 });
    });

    it('pages through the ranking with ranks that continue', async () => {
      const second = await match({ ...WANTED, pageNum: 2, pageSize: 2 });
      expect(second.total).toBe(5);
      expect(second.records.map((r) => [r.rank, r.usrName])).toEqual([
        [3, '丁师傅'],
        [4, '丙电工'],
      ]);
    });

    it('counts a criterion left out in full and scores the area at the level it was given', async () => {
      // No skills: everyone is a candidate; the skill part is 60 for all.
      const byArea = await match({ areaCode: '4101' });
      expect(byArea.total).toBe(6);
      const scores = new Map(byArea.records.map((r) => [r.usrName, [r.skillScore, r.educationScore, r.areaScore]]));
      expect(scores.get('甲焊工')).toEqual([60, 20, 20]);
      expect(scores.get('乙焊工')).toEqual([60, 20, 20]);
      // 许昌 is in the same province as 郑州: half the area part.
      expect(scores.get('丁师傅')).toEqual([60, 20, 10]);
      expect(scores.get('己北京')).toEqual([60, 20, 0]);
      const byProvince = await match({ areaCode: '41', education: 9 });
      const province = new Map(byProvince.records.map((r) => [r.usrName, [r.educationScore, r.areaScore]]));
      expect(province.get('乙焊工')).toEqual([20, 20]);
      expect(province.get('甲焊工')).toEqual([10, 20]);
      expect(province.get('己北京')).toEqual([10, 0]);
      expect(byProvince.records[0].usrName).toBe('乙焊工');
    });

    it('applies age, gender and job status as filters, not as points', async () => {
      const names = async (extra: Record<string, unknown>) => (await match({ ...WANTED, ...extra })).records.map((r) => r.usrName);
      const young = ageOn('1999-09-09', today());
      const old = ageOn('1975-01-15', today());
      expect(await names({ endAge: young })).toEqual(['丙电工']);
      expect(await names({ startAge: old })).toEqual(['丁师傅']);
      expect(await names({ usrGender: 2 })).toEqual(['乙焊工']);
      expect(await names({ jobStatus: 1 })).toEqual(['丙电工']);
    });

    it('refuses a match without any criterion, an unknown skill or area, too many skills or reversed ages, naming the field', async () => {
      const refusal = async (body: Record<string, unknown>) => {
        const res = await server.call(industrialArmyApi.usertagMatching, { token: admin, body });
        expect(res.status).toBe(400);
        return res.json.msg;
      };
      expect(await refusal({ skillCodes: [] })).toBe('请至少选择一项匹配条件（技能、最低学历或所在地区）');
      expect(await refusal({ skillCodes: ['9999'] })).toContain('技能');
      expect(await refusal({ skillCodes: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '2001', '2002', '2003'] })).toBe('技能最多选择10项');
      expect(await refusal({ areaCode: '4101a' })).toBe('所在地区编码应为2位（省）、4位（市）或6位（区县）数字');
      expect(await refusal({ areaCode: '4199' })).toBe('所在地区编码“4199”不存在');
      expect(await refusal({ education: 12 })).toContain('最低学历');
      expect(await refusal({ education: 8, startAge: 40, endAge: 30 })).toBe('最大年龄不能小于最小年龄');
    });

    it('masks ID numbers and mobiles unless the role holds viewSensitive', async () => {
      const jia = byName('甲焊工');
      const seen = async (token: string) => (await match(WANTED, token)).records.find((r) => r.usrName === '甲焊工');
      expect(await seen(clerk.token)).toMatchObject({ idCard: maskIdCard(jia.idCard), mobile: maskMobile(jia.mobile) });
      expect(await seen(officer.token)).toMatchObject({ idCard: jia.idCard, mobile: jia.mobile });
    });
  });

  describe('getResumeInfoByCard', () => {
    it('finds the resume by ID number, with histories and skills, masked for a role without viewSensitive', async () => {
      const jia = byName('甲焊工');
      const res = await server.call(industrialArmyApi.getResumeInfoByCard, { token: clerk.token, query: { idCard: jia.idCard } });
      expect(res.status, res.json.msg).toBe(200);
      const profile = industrialArmyApi.getResumeInfoByCard.response.parse(res.json.data);
      expect(profile.resumeCode).toBe(jia.resumeCode);
      expect(profile.resumeVO).toMatchObject({ usrName: '甲焊工', idCard: maskIdCard(jia.idCard), mobile: maskMobile(jia.mobile), countyName: '新郑市', education: 8 });
      expect(profile.skillList).toEqual([
        { skillCode: WELDER, skillName: '焊工', groupName: '机械加工' },
        { skillCode: ELECTRICIAN, skillName: '低压电工', groupName: '电气与设备' },
      ]);
      expect(profile.workList).toEqual([{ cmpyName: '郑州宇通客车股份有限公司', jobName: '焊工', beginDate: '2019-03-01', endDate: null, content: '底盘焊接' }]);
      expect(profile.trainList[0]).toMatchObject({ trainCourse: '焊工技能提升' });
      const whole = await server.call(industrialArmyApi.getResumeInfoByCard, { token: officer.token, query: { idCard: jia.idCard } });
      expect(whole.json.data.resumeVO.idCard).toBe(jia.idCard);
    });

    it('accepts a lower-case x, full-width digits and spaces as typed', async () => {
      // A woman's number (even sequence) whose check character is X.
      const first17 = '41018419880808002';
      expect(idCardCheckChar(first17)).toBe('X');
      await server.deps.db.updateTable('recruitJobSeeker').set({ idCard: `${first17}X`, birthDate: '1988-08-08' }).where('usrName', '=', '戊育婴').execute();
      const res = await server.call(industrialArmyApi.getResumeInfoByCard, { token: admin, query: { idCard: ' ４１０１８４19880808002x ' } });
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.data.resumeVO.usrName).toBe('戊育婴');
      expect(res.json.data.resumeVO.idCard).toBe(`${first17}X`);
    });

    it('refuses a number with a wrong check character or birth date (400) and answers 404 for one nobody holds; the log names the resume, never the number', async () => {
      const jia = byName('甲焊工');
      const wrong = jia.idCard.slice(0, 17) + (jia.idCard[17] === '0' ? '1' : '0');
      const bad = await server.call(industrialArmyApi.getResumeInfoByCard, { token: admin, query: { idCard: wrong } });
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toBe('身份证号校验位不正确，请核对');
      const badDate = '41018419901345' + '001';
      const date = await server.call(industrialArmyApi.getResumeInfoByCard, { token: admin, query: { idCard: badDate + idCardCheckChar(badDate) } });
      expect(date.status).toBe(400);
      expect(date.json.msg).toBe('身份证号中的出生日期不正确');
      expect((await server.call(industrialArmyApi.getResumeInfoByCard, { token: admin, query: { idCard: '4101841990' } })).json.msg).toBe('身份证号应为18位，前17位为数字，最后一位为数字或X');
      const nobody = idCardFor('410184', '1980-01-01', 999);
      const missing = await server.call(industrialArmyApi.getResumeInfoByCard, { token: admin, query: { idCard: nobody } });
      expect(missing.status).toBe(404);
      expect(missing.json.msg).toBe('未找到该身份证号对应的简历');

      await server.call(industrialArmyApi.getResumeInfoByCard, { token: admin, query: { idCard: jia.idCard } });
      const logs = await server.deps.db.selectFrom('sysOperationLog').select(['targetCode', 'httpStatus', 'summary']).where('path', '=', industrialArmyApi.getResumeInfoByCard.path).orderBy('id').execute();
      expect(logs.at(-1)).toEqual({ targetCode: jia.resumeCode, httpStatus: 200, summary: '按身份证号查询简历' });
      expect(logs.some((l) => l.httpStatus === 404)).toBe(true);
      expect(logs.every((l) => !l.targetCode.includes(jia.idCard.slice(6, 14)))).toBe(true);
    });
  });

  describe('exportIndustrial', () => {
    it('writes the whole ranking with its score parts, and the criteria on a sheet of their own', async () => {
      const res = await server.call(industrialArmyApi.exportIndustrial, { token: officer.token, query: { skillCodes: `${WELDER},${ELECTRICIAN}`, education: 8, areaCode: '410184' } });
      expect(res.status, res.json.msg).toBe(200);
      expect(decodeURIComponent(String(res.raw.headers['content-disposition']).split("UTF-8''")[1])).toMatch(/^人才匹配结果_\d{14}\.xlsx$/);
      const workbook = await readWorkbook(res.raw.rawPayload);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(['匹配结果', '匹配条件']);
      const rows = rowsOf(workbook.worksheets[0]);
      expect(rows[0].slice(0, 7)).toEqual(['排名', '匹配得分', '技能得分（满分60）', '学历得分（满分20）', '地区得分（满分20）', '简历编号', '姓名']);
      expect(rows.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([
        ['1', '100', '甲焊工'],
        ['2', '80', '己北京'],
        ['3', '65', '丁师傅'],
        ['4', '60', '丙电工'],
        ['5', '60', '乙焊工'],
      ]);
      const jia = rows[1];
      const header = rows[0];
      const cell = (name: string) => jia[header.indexOf(name)];
      expect(cell('身份证号')).toBe(byName('甲焊工').idCard);
      expect(cell('匹配技能')).toBe('焊工、低压电工');
      expect(cell('现居住地')).toBe('河南省郑州市新郑市');
      const ding = rows[3];
      expect(ding[header.indexOf('其他技能')]).toBe('育婴');
      const criteria = rowsOf(workbook.worksheets[1]);
      expect(criteria.slice(0, 4)).toEqual([
        ['条件', '内容'],
        ['技能', '焊工、低压电工'],
        ['最低学历', '大专'],
        ['所在地区', '河南省郑州市新郑市'],
      ]);
      expect(criteria.find((r) => r[0] === '匹配人数')?.[1]).toBe('5');
    });

    it('masks the file for a role without viewSensitive and refuses bad criteria before any byte', async () => {
      const exporter = await userWithCodes(server, admin, 'talentexport', '人才导出员', [perm.recruit.industrialArmy.list, perm.recruit.industrialArmy.export]);
      const res = await server.call(industrialArmyApi.exportIndustrial, { token: exporter.token, query: { skillCodes: WELDER } });
      expect(res.status).toBe(200);
      const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]);
      const header = rows[0];
      const jia = rows.find((r) => r[header.indexOf('姓名')] === '甲焊工') as string[];
      expect(jia[header.indexOf('身份证号')]).toBe(maskIdCard(byName('甲焊工').idCard));
      expect(jia[header.indexOf('手机号')]).toBe(maskMobile(byName('甲焊工').mobile));
      const refused = await server.call(industrialArmyApi.exportIndustrial, { token: exporter.token, query: { areaCode: '4199' } });
      expect(refused.status).toBe(400);
      expect(refused.json.msg).toBe('所在地区编码“4199”不存在');
      expect((await server.call(industrialArmyApi.exportIndustrial, { token: clerk.token, query: { skillCodes: WELDER } })).status).toBe(403);
    });
  });
});
