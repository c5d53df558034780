import { idCardCheckChar, monthsBetween, POLICY_APPLY_MACHINE, SUBSIDY_MACHINE, type PolicyApplyContentInput } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { moveStates } from '../../platform/state-move.js';
import { formatTime, parseTime } from '../../platform/time.js';
import { demoStaff } from '../system/user/user.service.js';
import { receiveApplications, type Submission } from './apply/apply.service.js';
import { insertProjectRow } from './subsidy/subsidy.service.js';

const SEED = 20_251_143;
export const POLICY_DEMO_PROJECTS = 20;
export const POLICY_DEMO_APPLICATIONS = 20_000;

/** 郑州's counties, 新郑市 most. */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 30], ['410122', 10], ['410181', 8], ['410182', 8], ['410183', 8], ['410185', 8], ['410102', 6], ['410103', 6], ['410104', 5], ['410105', 6], ['410108', 5],
];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '建国', '海燕', '志强', '晓东', '丽娟', '国庆', '红梅', '俊杰', '文博', '桂兰', '玉梅'];
const BANKS: ReadonlyArray<readonly [string, string]> = [
  ['中国工商银行', '622202'], ['中国农业银行', '622848'], ['中国建设银行', '621700'], ['中国银行', '621661'], ['郑州银行', '623059'], ['中原银行', '623595'],
];
const REJECT_REASONS = ['缴费记录与申报月份不一致，请核对后重新申请', '银行卡户名与申请人姓名不一致', '未提供就业困难人员认定材料', '申报月份已享受同类补贴'];
const PROJECT_NAMES = [
  '灵活就业人员社会保险补贴', '就业困难人员社会保险补贴', '高校毕业生灵活就业社保补贴', '公益性岗位社会保险补贴', '新郑市灵活就业人员养老保险补贴',
  '中牟县就业困难人员医疗保险补贴', '巩义市灵活就业社保补贴', '荥阳市就业困难人员社保补贴', '新密市灵活就业人员社保补贴', '登封市就业困难人员社保补贴',
];
const GUIDE = (name: string) =>
  `<h3>${name}申报指南</h3><p>一、申报对象：符合条件的灵活就业人员、就业困难人员及离校2年内未就业高校毕业生。</p><p>二、申报材料：身份证、社会保险缴费凭证、本人银行卡。</p><p>三、办理方式：通过人力资源大数据平台在线申报，经区县人社部门审核后按月发放。</p>`;

/** A moment in working hours (08:30–17:30) on the day `ms` falls on, a weekend rolled on to Monday. */
export function workingMoment(random: DemoRandom, ms: number): number {
  let day = startOfDay(ms);
  const weekday = (d: number) => new Date(d + 8 * HOUR_MS).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day += DAY_MS;
  return day + Math.round(((8.5 + random.next() * 9) * HOUR_MS) / 1000) * 1000;
}

/** A made-up but valid 身份证号 born in `county`. */
function idNumber(random: DemoRandom, county: string): string {
  const birth = `${random.int(1966, 2001)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  const first17 = `${county}${birth}${String(random.int(0, 999)).padStart(3, '0')}`;
  return first17 + (idCardCheckChar(first17) ?? '0');
}

/** A made-up card number of 16 or 19 digits that passes Luhn. */
function bankCard(random: DemoRandom, bin: string): string {
  const length = random.chance(0.7) ? 16 : 19;
  let body = bin;
  while (body.length < length - 1) body += String(random.int(0, 9));
  for (let check = 0; check < 10; check++) {
    const card = body + check;
    let sum = 0;
    for (let i = 0; i < card.length; i++) {
      let d = Number(card[card.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return card;
  }
  return body + '0';
}

const monthOf = (ms: number) => formatTime(ms).slice(0, 7);
const addMonths = (month: string, n: number) => {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

interface DemoProject {
  id: number;
  code: string;
  state: number;
  counties: string[];
  reportStart: number;
  reportEnd: number;
  oldStandard: number | null;
  medicalStandard: number | null;
  types: string[];
  subsidyStart: string;
}

/**
 * 20 补贴项目 (草稿 3, 已撤回 3, 已提交 14 of which 未开始 2, 申报中 5,
 * 已截止 7; 4 热门) and 20,000 applications received through the portal's
 * service inside their windows, in working hours, then reviewed in batches
 * by the 政策审核员 accounts (通过 most, 驳回 with a reason, the last days'
 * still 审核中); about 1% re-apply for months they already asked for
 * (疑似重复, never passed).
 */
export async function seedPolicyDemo(db: DbOrTrx, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const dayStart = startOfDay(parseTime(now));
  const staff = await demoStaff(db, '政策审核员');
  const admin = staff[0];
  const projects: DemoProject[] = [];
  const plan = [
    ...Array<number>(7).fill(3), ...Array<number>(5).fill(2), ...Array<number>(2).fill(1), 10, 10, 10, 20, 20, 20,
  ]; // by kind: 3 已截止, 2 申报中, 1 未开始, 10 草稿, 20 已撤回 (withdrawn after receiving applications)
  for (const [i, kind] of plan.entries()) {
    const counties = i % 3 === 0 ? COUNTIES.map(([c]) => c) : [...new Set(['410184', COUNTIES[1 + (i % (COUNTIES.length - 1))][0], COUNTIES[1 + ((i * 3) % (COUNTIES.length - 1))][0]])].sort();
    const created = workingMoment(random, dayStart - (400 - i * 15) * DAY_MS);
    // Windows: closed ones ended before today, open ones run past today, future ones start after it.
    const reportStart = kind === 3 || kind === 20 ? created + 5 * DAY_MS : kind === 2 ? dayStart - random.int(40, 90) * DAY_MS + 9 * HOUR_MS : kind === 1 ? dayStart + random.int(10, 30) * DAY_MS + 9 * HOUR_MS : created + 30 * DAY_MS;
    const reportEnd = kind === 3 || kind === 20 ? reportStart + random.int(60, 100) * DAY_MS : reportStart + random.int(120, 180) * DAY_MS;
    // A closed window ended at the close of a working day at least five days ago, so its withdrawal (two days on) is past too.
    const closedEnd = Math.min(reportEnd, startOfDay(dayStart - random.int(5, 20) * DAY_MS) + 17 * HOUR_MS + 30 * 60_000);
    const old = i % 4 !== 3;
    const medical = i % 4 !== 2;
    const name = `${monthOf(reportStart).slice(0, 4)}年${PROJECT_NAMES[i % PROJECT_NAMES.length]}${i >= 10 ? '（第二批）' : ''}`;
    const code = code32(random);
    const state = kind === 10 ? 0 : 1;
    const end = kind === 3 || kind === 20 ? closedEnd : reportEnd;
    const p: DemoProject = {
      id: 0, code, state, counties, reportStart, reportEnd: end,
      oldStandard: old ? random.pick([30000, 35000, 40000]) : null,
      medicalStandard: medical ? random.pick([12000, 15000]) : null,
      types: i % 2 === 0 ? ['1', '2', '3'] : ['1', '3'],
      // The subsidy year starts half a year before the window opens.
      subsidyStart: addMonths(monthOf(reportStart), -6),
    };
    p.id = await insertProjectRow(
      db,
      {
        projectCode: code, projectName: name, oldKind: old ? 1 : 0, medicalKind: medical ? 1 : 0, oldStandard: p.oldStandard, medicalStandard: p.medicalStandard,
        personTypes: JSON.stringify(p.types), subsidyStart: p.subsidyStart, subsidyEnd: addMonths(p.subsidyStart, 11),
        reportStart: formatTime(reportStart), reportEnd: formatTime(end), guide: GUIDE(name), state, hot: 0,
        creatorId: admin.id, creatorName: admin.realName, createTime: formatTime(created), updateTime: formatTime(created + HOUR_MS),
      },
      counties,
    );
    projects.push(p);
  }

  // Applications go to projects that have been open (submitted or later withdrawn), more to the longer windows.
  const receiving = projects.filter((p) => p.state === 1 && p.reportStart < dayStart);
  const submissions: Submission[] = [];
  const people: Array<{ idcard: string; content: PolicyApplyContentInput; project: DemoProject }> = [];
  while (submissions.length < POLICY_DEMO_APPLICATIONS) {
    const again = people.length > 100 && random.chance(0.01) ? people[random.int(0, people.length - 1)] : undefined;
    const project = again?.project ?? random.pick(receiving);
    const windowEnd = Math.min(project.reportEnd, dayStart - 1);
    const submitted = workingMoment(random, project.reportStart + DAY_MS + random.next() * (windowEnd - project.reportStart - DAY_MS));
    if (submitted <= project.reportStart || submitted > windowEnd) continue;
    let content: PolicyApplyContentInput;
    if (again) {
      // A re-application comes after the months it repeats.
      if (monthOf(submitted) < String(again.content.monthEnd)) continue;
      content = again.content;
    } else {
      const district = weighted(random, COUNTIES.filter(([c]) => project.counties.includes(c)));
      const idcard = idNumber(random, district);
      const type = random.pick(project.types);
      const monthEnd = monthOf(submitted) < addMonths(project.subsidyStart, 11) ? monthOf(submitted) : addMonths(project.subsidyStart, 11);
      const span = random.int(1, Math.min(12, monthsBetween(project.subsidyStart, monthEnd)));
      const monthStart = addMonths(monthEnd, 1 - span);
      const months = monthsBetween(monthStart, monthEnd);
      const oldApply = project.oldStandard !== null && (project.medicalStandard === null || random.chance(0.8)) ? 1 : 0;
      const medicalApply = project.medicalStandard !== null && (!oldApply || random.chance(0.6)) ? 1 : 0;
      const oldPayFee = oldApply ? Math.round((project.oldStandard ?? 0) * months * (1.4 + random.next())) : random.chance(0.5) ? 0 : 60000 * months;
      const medicalPayFee = medicalApply ? Math.round((project.medicalStandard ?? 0) * months * (1.5 + random.next())) : 0;
      const oldSubsidyFee = oldApply ? Math.round((project.oldStandard ?? 0) * months * (0.6 + random.next() * 0.4)) : 0;
      const medicalSubsidyFee = medicalApply ? Math.round((project.medicalStandard ?? 0) * months * (0.6 + random.next() * 0.4)) : 0;
      const [bank, bin] = random.pick(BANKS);
      content = {
        name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`, idcard, phone: mobile(random), bankname: bank, bankcardid: bankCard(random, bin), district,
        jobSituation: String(random.int(1, 3)), applyPersonType: type, personDifficultType: type === '1' ? String(random.int(1, 6)) : '',
        jobid: random.chance(0.6) ? `4101${String(random.int(0, 99_999_999)).padStart(12, '0')}` : '', evalField: '',
        oldPayFee, medicalPayFee, monthStart, monthEnd, isOldSubsidyFeeApply: oldApply as 0 | 1, oldSubsidyFee,
        isMedicalSubsidyFeeApply: medicalApply as 0 | 1, medicalSubsidyFee, totalSubsidyFee: oldSubsidyFee + medicalSubsidyFee, remark: '',
      };
      people.push({ idcard, content, project });
    }
    submissions.push({ projectCode: project.code, applyContent: JSON.stringify(content), submitTime: formatTime(submitted), applyId: code32(random) });
  }
  submissions.sort((a, b) => (a.submitTime ?? '').localeCompare(b.submitTime ?? ''));
  await receiveApplications(db, submissions);

  // Reviews, in batches of one reviewer at one moment: older applications are done, the last weeks' mostly still 审核中.
  const rows = await db.selectFrom('policyApply').select(['id', 'applyId', 'idcard', 'submitTime', 'name']).orderBy('submitTime').orderBy('id').execute();
  const seen = new Set<string>();
  const byOutcome = { pass: [] as typeof rows, reject: [] as typeof rows };
  for (const row of rows) {
    const repeat = seen.has(row.idcard);
    seen.add(row.idcard);
    const age = (dayStart - parseTime(row.submitTime)) / DAY_MS;
    const outcome = repeat ? weighted(random, [['wait', 3], ['reject', 1]] as const) : age < 14 ? weighted(random, [['wait', 8], ['pass', 2]] as const) : weighted(random, [['pass', 85], ['reject', 10], ['wait', 5]] as const);
    if (outcome !== 'wait') byOutcome[outcome].push(row);
  }
  const reviewers = await db.selectFrom('sysUser').select(['id', 'userCode', 'realName']).where('id', 'in', staff.map((s) => s.id)).orderBy('id').execute();
  const home = { table: 'policyApply', key: 'id', state: 'applyState', machine: POLICY_APPLY_MACHINE } as const;
  for (const action of ['pass', 'reject'] as const) {
    const list = byOutcome[action];
    const size = action === 'pass' ? 100 : 10;
    for (let i = 0; i < list.length; i += size) {
      const group = list.slice(i, i + size);
      const last = parseTime(group[group.length - 1].submitTime);
      const candidate = workingMoment(random, last + random.int(1, 7) * DAY_MS);
      const at = formatTime(candidate < dayStart ? candidate : last + 60_000);
      const reviewer = reviewers[(i / size) % reviewers.length];
      const reason = action === 'reject' ? random.pick(REJECT_REASONS) : '';
      await moveStates(db, home, {
        action,
        batch: true,
        rows: group.map((row) => ({ key: Number(row.id), state: 1, code: row.applyId, name: row.name })),
        changes: { rejectDesc: reason, verifyUsrCode: reviewer.userCode, verifyName: reviewer.realName, verifyTime: at, updateTime: at },
        record: (trx, moved) =>
          trx.insertInto('policyApplyRecord').values(moved.map((m) => ({ applyRowId: m.key, action, reason, operatorId: reviewer.id, operatorName: reviewer.realName, operateTime: at }))).execute().then(() => undefined),
      });
    }
  }

  // Then the withdrawn ones are withdrawn and the hot ones marked (submitted and open, at most 6).
  const subsidyHome = { table: 'policySubsidyProject', key: 'id', state: 'state', machine: SUBSIDY_MACHINE } as const;
  for (const p of projects.slice(17)) {
    await moveStates(db, subsidyHome, { action: 'withdraw', rows: [{ key: p.id, state: 1 }], changes: { updateTime: formatTime(workingMoment(random, p.reportEnd + 2 * DAY_MS)) } });
  }
  for (const p of projects.filter((x) => x.state === 1 && x.reportEnd > dayStart).slice(0, 4)) {
    await db.updateTable('policySubsidyProject').set({ hot: 1 }).where('id', '=', p.id).execute();
  }
}
