import { creditCodeCheckChar, SKILL_RECORD_STATES } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { formatTime, parseTime } from '../../platform/time.js';
import { demoStaff } from '../system/user/user.service.js';
import { insertNotifyRow } from './notify/notify.service.js';
import { insertOrganRow } from './organ/organ.service.js';
import { insertPromulgationRow } from './promulgation/promulgation.service.js';

const SEED = 20_251_151;
export const SKILL_DEMO_ORGANS = 30;
export const SKILL_DEMO_PROMULGATIONS = 20;
export const SKILL_DEMO_NOTICES = 15;

/** 郑州's counties with a point near each seat (GCJ-02), 新郑市 most. */
const COUNTIES: ReadonlyArray<readonly [code: string, name: string, lng: number, lat: number, weight: number]> = [
  ['410184', '新郑市', 113.74, 34.4, 9], ['410122', '中牟县', 113.98, 34.72, 3], ['410181', '巩义市', 113.02, 34.75, 2], ['410182', '荥阳市', 113.38, 34.79, 2],
  ['410183', '新密市', 113.39, 34.54, 2], ['410185', '登封市', 113.05, 34.45, 2], ['410102', '中原区', 113.61, 34.75, 2], ['410103', '二七区', 113.64, 34.72, 2],
  ['410104', '管城回族区', 113.68, 34.75, 1], ['410105', '金水区', 113.66, 34.8, 3], ['410108', '惠济区', 113.62, 34.87, 1],
];
const STREETS = ['人民路', '中华北路', '文化路', '建设路', '黄河路', '嵩山路', '商都路', '郑汴路', '新华路', '轩辕路', '桐柏路', '紫荆山路'];
const OCCUPATIONS = [
  '电工', '焊工', '钳工', '车工', '数控车工', '汽车维修工', '中式烹调师', '中式面点师', '西式面点师', '育婴员', '保育师', '养老护理员', '家政服务员',
  '美容师', '美发师', '茶艺师', '评茶员', '电子商务师', '网络与信息安全管理员', '健康管理师',
];
/** Name patterns by 机构类型: 1 用人单位, 2 社会培训评价组织, 3 技工院校; `{c}` is the county's short name. */
const ORGAN_NAMES: Readonly<Record<number, readonly string[]>> = {
  1: ['郑州豫中机械制造有限公司', '{c}中原食品股份有限公司', '郑州嵩岳汽车零部件有限公司', '{c}华豫建设工程有限公司', '郑州黄河电气设备有限公司', '{c}康源养老服务有限公司'],
  2: ['{c}轩辕职业技能培训学校', '{c}华信职业培训学校', '郑州市{c}惠民职业技能培训中心', '{c}博文职业技能培训学校', '{c}金桥家政服务职业培训学校'],
  3: ['{c}高级技工学校', '{c}技工学校', '郑州商贸技师学院{c}分院'],
};
const CREDIT_PREFIX: Readonly<Record<number, string>> = { 1: '91', 2: '52', 3: '12' };
const GIVEN = ['建国', '志强', '海燕', '丽娟', '国庆', '红梅', '俊杰', '文博', '晓东', '秀英', '玉梅', '卫东'];

const PROMULGATION_TITLES = [
  '关于公布郑州市第一批职业技能等级认定社会培训评价组织备案名单的通知',
  '关于做好2025年度职业技能等级认定工作的通知',
  '关于开展企业技能人才自主评价工作的通知',
  '关于印发《郑州市职业技能等级认定管理办法》的通知',
  '关于加强职业技能等级认定质量监管的通知',
  '关于公布新郑市企业技能人才自主评价备案结果的通知',
  '关于公布郑州市第二批职业技能等级认定社会培训评价组织备案名单的通知',
  '关于开展职业技能等级认定机构专项检查的通知',
  '关于做好技工院校学生职业技能等级认定工作的通知',
  '关于调整部分职业（工种）评价等级范围的通知',
  '关于公布2025年度职业技能等级认定考评员名单的通知',
  '关于开展“技能河南”职业技能提升行动的实施意见',
  '关于公布中牟县企业技能人才自主评价备案结果的通知',
  '关于规范职业技能等级证书发放管理的通知',
  '关于做好养老护理员职业技能等级认定工作的通知',
  '关于开展家政服务员职业技能提升培训的通知',
  '关于公布郑州市第三批职业技能等级认定社会培训评价组织备案名单的通知',
  '关于印发《职业技能等级认定督导工作规程》的通知',
  '关于做好2025年下半年职业技能等级认定计划申报的通知',
  '关于撤销部分职业技能等级认定机构备案的通知',
];
const UNITS: ReadonlyArray<readonly [unit: string, prefix: string]> = [
  ['郑州市人力资源和社会保障局', '郑人社'], ['郑州市人力资源和社会保障局', '郑人社'], ['新郑市人力资源和社会保障局', '新人社'], ['中牟县人力资源和社会保障局', '牟人社'],
];

const weekday = (day: number) => new Date(day + 8 * HOUR_MS).getUTCDay();

/** A moment in working hours (08:30–17:30) on the day `ms` falls on, a weekend rolled back to Friday (so it never passes `ms`'s day). */
function workingMoment(random: DemoRandom, ms: number): number {
  let day = startOfDay(ms);
  while (weekday(day) === 0 || weekday(day) === 6) day -= DAY_MS;
  return day + Math.round(((8.5 + random.next() * 9) * HOUR_MS) / 1000) * 1000;
}

/** A working moment `days` after `from`; when that would reach `before`, later on `from`'s own day instead. */
function after(random: DemoRandom, from: number, days: number, before: number): number {
  const next = workingMoment(random, from + days * DAY_MS);
  if (next > from && next < before) return next;
  return Math.max(from + 60_000, Math.min(from + random.int(10, 60) * 60_000, startOfDay(from) + 17.5 * HOUR_MS));
}

/** States in flow order for `n` records: how many stay 草稿, how many were revoked, the rest 已提交. */
function statesFor(n: number, drafts: number, revoked: number): number[] {
  return Array.from({ length: n }, (_, i) => (i < drafts ? SKILL_RECORD_STATES.draft : i < drafts + revoked ? SKILL_RECORD_STATES.revoked : SKILL_RECORD_STATES.submitted));
}

/** A record's times in flow order: created, then (unless a draft) submitted, then (if revoked) revoked, all before `before`. */
function timesFor(random: DemoRandom, created: number, state: number, before: number) {
  const submit = state === SKILL_RECORD_STATES.draft ? null : after(random, created, random.int(1, 6), before);
  const revoke = state === SKILL_RECORD_STATES.revoked && submit !== null ? after(random, submit, random.int(5, 40), before) : null;
  const last = revoke ?? submit ?? after(random, created, 0, before);
  return { createTime: formatTime(created), submitTime: submit === null ? null : formatTime(submit), updateTime: formatTime(last) };
}

const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * 30 技能机构 (草稿 6, 已撤销 4, 已提交 20) across 郑州's counties, 新郑市 most;
 * 20 政策发文 (草稿 4, 已撤销 3, 已提交 13) by the city's and counties' 人社局,
 * relating organisations submitted before them; 15 申报通知 (草稿 3, 已撤销 2,
 * 已提交 10) for the demo's 补贴项目 (a submitted notice's project is 已提交),
 * each window the project's. All in the past, in working hours, in flow order.
 */
export async function seedSkillDemo(db: DbOrTrx, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const dayStart = startOfDay(parseTime(now));
  const [staff] = await demoStaff(db, '政策审核员');

  const organs: Array<{ id: number; state: number; submitTime: string | null }> = [];
  const organStates = random.shuffle(statesFor(SKILL_DEMO_ORGANS, 6, 4));
  const usedNames = new Set<string>();
  for (let i = 0; i < SKILL_DEMO_ORGANS; i++) {
    const [countyCode, countyName, lng, lat] = weighted(random, COUNTIES.map((c) => [c, c[4]] as const));
    const wanted = weighted(random, [[1, 3], [2, 5], [3, 2]] as const);
    const short = countyName.replace(/(市|县|区)$/, '').replace('回族', '');
    // Names are told apart (registries would not file two alike): a taken name gives way to another of the type, then of another type.
    const free = ([1, 2, 3] as const).flatMap((t) => ORGAN_NAMES[t].map((pattern) => [t, pattern.replace('{c}', short)] as const)).filter(([, n]) => !usedNames.has(n));
    const [type, name] = random.pick(free.filter(([t]) => t === wanted).length > 0 ? free.filter(([t]) => t === wanted) : free);
    usedNames.add(name);
    const first17 = `${CREDIT_PREFIX[type]}${countyCode}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    const created = workingMoment(random, dayStart - random.int(120, 420) * DAY_MS);
    const state = organStates[i];
    const occupations = random.shuffle(OCCUPATIONS).slice(0, random.int(1, 4)).map((occupation) => {
      const top = random.int(1, type === 2 ? 3 : 5);
      return { occupation, levels: Array.from({ length: top }, (_, l) => l + 1) };
    });
    const validStart = formatTime(created - random.int(10, 60) * DAY_MS).slice(0, 10);
    const times = timesFor(random, created, state, dayStart);
    const id = await insertOrganRow(db, {
      businessCode: code32(random),
      organName: name,
      creditCode: first17 + creditCodeCheckChar(first17),
      organType: type,
      legalPerson: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      contactPerson: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      contactPhone: random.chance(0.5) ? mobile(random) : `0371-6${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
      provinceCode: '410000',
      cityCode: '410100',
      countyCode,
      address: `${random.pick(STREETS)}${random.int(1, 299)}号`,
      gcj02Lng: Math.round((lng + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
      gcj02Lat: Math.round((lat + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
      occupations: JSON.stringify(occupations),
      filingNo: `豫人社评备〔${validStart.slice(0, 4)}〕${100 + i}号`,
      validStart,
      validEnd: `${Number(validStart.slice(0, 4)) + 3}${validStart.slice(4)}`,
      attachments: '[]',
      state,
      creatorId: staff.id,
      creatorName: staff.realName,
      ...times,
    });
    organs.push({ id, state, submitTime: times.submitTime });
  }

  const promulgationStates = random.shuffle(statesFor(SKILL_DEMO_PROMULGATIONS, 4, 3));
  for (let i = 0; i < SKILL_DEMO_PROMULGATIONS; i++) {
    const created = workingMoment(random, dayStart - random.int(20, 300) * DAY_MS);
    const createdText = formatTime(created);
    const [unit, prefix] = random.pick(UNITS);
    const state = promulgationStates[i];
    const related = random
      .shuffle(organs.filter((o) => o.state === SKILL_RECORD_STATES.submitted && o.submitTime !== null && o.submitTime < createdText))
      .slice(0, random.int(0, 4))
      .map((o) => o.id);
    const title = PROMULGATION_TITLES[i].replace('2025', createdText.slice(0, 4));
    await insertPromulgationRow(
      db,
      {
        title,
        docNo: `${prefix}〔${createdText.slice(0, 4)}〕${10 + i * 3}号`,
        unit,
        publishDate: createdText.slice(0, 10),
        content: [
          paragraph('各县（市、区）人力资源和社会保障局，各有关单位：'),
          paragraph(`为深入实施“技能河南”建设，规范职业技能等级认定工作，现就${title.replace(/^关于/, '').replace(/的(通知|实施意见)$/, '')}有关事项通知如下。`),
          paragraph('一、各单位要严格按照备案的职业（工种）和等级范围开展评价，不得超范围认定。'),
          paragraph('二、认定结果应在评价结束后15个工作日内报送，经审核后发放职业技能等级证书。'),
          paragraph('联系电话：0371-67181234'),
        ].join(''),
        attachments: '[]',
        state,
        creatorId: staff.id,
        creatorName: staff.realName,
        ...timesFor(random, created, state, dayStart),
      },
      related,
    );
  }

  const projects = await db.selectFrom('policySubsidyProject').select(['projectCode', 'projectName', 'state', 'reportStart', 'reportEnd', 'createTime']).orderBy('id').execute();
  const submittedProjects = projects.filter((p) => p.state === 1 && p.reportStart !== null && p.reportEnd !== null);
  const noticeStates = random.shuffle(statesFor(SKILL_DEMO_NOTICES, 3, 2));
  for (let i = 0; i < SKILL_DEMO_NOTICES; i++) {
    const state = noticeStates[i];
    // A submitted or revoked notice went out while its project was submitted; a draft may wait on any project.
    const pool = state === SKILL_RECORD_STATES.draft ? projects.filter((p) => p.reportStart && p.reportEnd) : submittedProjects;
    const project = pool[i % pool.length];
    const reportStart = project.reportStart ?? '';
    const reportEnd = project.reportEnd ?? '';
    // Written a few days before the window opens (never before the project itself), at the latest yesterday.
    const projectCreated = parseTime(project.createTime);
    const drafted = workingMoment(random, Math.min(parseTime(reportStart) - random.int(3, 10) * DAY_MS, dayStart - DAY_MS));
    const created = drafted > projectCreated ? drafted : after(random, projectCreated, 1, dayStart);
    await insertNotifyRow(db, {
      notifyCode: code32(random),
      title: `关于开展${project.projectName.replace(/（第二批）$/, '')}申报工作的通知`,
      projectCode: project.projectCode,
      reportStart,
      reportEnd,
      target: random.pick([
        '本市户籍、登记灵活就业的就业困难人员和离校2年内未就业高校毕业生',
        '在公益性岗位安置的就业困难人员',
        '以个人身份缴纳社会保险费的灵活就业人员',
      ]),
      content: [
        paragraph('各县（市、区）人力资源和社会保障局：'),
        paragraph(`根据《郑州市就业补助资金管理办法》，现组织开展${project.projectName}申报工作。`),
        paragraph(`一、申报时间：${reportStart.slice(0, 16)} 至 ${reportEnd.slice(0, 16)}。`),
        paragraph('二、申报方式：申请人通过人力资源大数据平台在线申报，上传身份证、社会保险缴费凭证和本人银行卡。'),
        paragraph('三、审核发放：区县人社部门自受理之日起15个工作日内完成审核，审核通过的按月发放至申请人银行卡。'),
      ].join(''),
      attachments: '[]',
      state,
      creatorId: staff.id,
      creatorName: staff.realName,
      ...timesFor(random, created, state, dayStart),
    });
  }
}
