import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { formatTime, parseTime } from '../../platform/time.js';
import { demoStaff } from '../system/user/user.service.js';
import { insertFileRow, insertItemRow, receiveDeclarations, relateRow, type Declaration } from './policy-file/policy-file.service.js';
import { workingMoment } from './policy.demo.js';
import { insertPublicationRow } from './publication/publication.service.js';

const SEED = 20_251_150;
export const POLICY_DEMO_FILES = 60;
export const POLICY_DEMO_ITEMS = 150;
export const POLICY_DEMO_DECLARATIONS = 2_000;
export const POLICY_DEMO_INFO = 60;
export const POLICY_DEMO_REPORTS = 20;

/** Issuers by level: name, 文号 prefix, region (null for 国家). */
const ISSUERS: ReadonlyArray<readonly [number, string, string, string | null]> = [
  [1, '国务院办公厅', '国办发', null],
  [1, '人力资源社会保障部', '人社部发', null],
  [1, '财政部 人力资源社会保障部', '财社', null],
  [2, '河南省人民政府', '豫政', '410000'],
  [2, '河南省人民政府办公厅', '豫政办', '410000'],
  [2, '河南省人力资源和社会保障厅', '豫人社规', '410000'],
  [3, '郑州市人民政府', '郑政', '410100'],
  [3, '郑州市人民政府办公厅', '郑政办', '410100'],
  [3, '郑州市人力资源和社会保障局', '郑人社', '410100'],
  [3, '郑州市科学技术局', '郑科', '410100'],
  [3, '郑州市工业和信息化局', '郑工信', '410100'],
  [4, '新郑市人民政府', '新政', '410184'],
  [4, '中牟县人民政府', '牟政', '410122'],
  [4, '巩义市人民政府', '巩政', '410181'],
  [4, '荥阳市人民政府', '荥政', '410182'],
  [4, '新密市人民政府', '新密政', '410183'],
  [4, '登封市人民政府', '登政', '410185'],
  [4, '金水区人民政府', '金政', '410105'],
];
/** Per level, how many of the 60 files (国家 8, 省 12, 市 25, 区县 15). */
const LEVEL_PLAN = [...Array<number>(8).fill(1), ...Array<number>(12).fill(2), ...Array<number>(25).fill(3), ...Array<number>(15).fill(4)];
const TOPICS = [
  '关于进一步做好稳就业工作的通知', '支持中小企业高质量发展若干政策措施', '促进数字经济高质量发展实施方案', '高新技术企业倍增计划实施方案', '支持企业加大研发投入实施办法',
  '关于实施职业技能提升行动的通知', '促进高校毕业生等青年就业创业若干措施', '专精特新中小企业梯度培育实施方案', '首台（套）重大技术装备推广应用办法', '加快构建现代化产业体系的实施意见',
  '促进平台经济规范健康持续发展的实施意见', '创业担保贷款实施办法', '企业技术中心认定管理办法', '公共实训基地建设管理办法', '持续优化营商环境若干措施',
  '工程技术研究中心认定管理办法', '促进共享经济健康发展的指导意见', '惠企政策兑现公示管理办法', '关于做好就业困难人员援助工作的通知', '稳岗返还政策实施细则',
];
/** 政策事项 per type and sub-type, with the department that runs them and what they give. */
const GUIDES = ['一次性吸纳就业补贴', '稳岗返还', '社会保险补贴', '职业技能培训补贴', '创业担保贷款贴息', '中小企业融资担保费补贴', '企业研发费用后补助', '数字化转型示范项目奖补'];
const QUALIFICATIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['1', ['省级工程技术研究中心认定', '市级企业技术中心认定', '市级重点实验室认定', '新型研发机构备案']],
  ['2', ['高新技术企业认定', '专精特新中小企业认定', '科技型中小企业评价', '创新型中小企业评价']],
  ['3', ['首台（套）重大技术装备认定', '河南省名牌产品认定', '首版次软件产品认定']],
  ['4', ['市级重大科技专项', '产学研合作项目', '科技成果转化项目']],
];
const DEPARTMENTS = ['郑州市科学技术局', '郑州市工业和信息化局', '郑州市人力资源和社会保障局', '郑州市财政局', '郑州市发展和改革委员会'];
const SUPPORT = ['按规定给予一次性奖励，最高不超过50万元', '按企业上年度实际缴纳失业保险费的一定比例返还', '按实际发生费用的30%给予补助，最高100万元', '给予每人每月社会保险补贴，期限不超过3年', '对认定企业给予一次性奖励20万元'];
/** 郑州's counties, 新郑市 most (declaring companies). */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 30], ['410122', 10], ['410181', 8], ['410182', 8], ['410183', 8], ['410185', 8], ['410102', 6], ['410103', 6], ['410104', 5], ['410105', 6], ['410108', 5],
];
const COMPANY_WORDS = ['华信', '中原', '豫发', '宇通', '金博', '恒达', '嵩山', '黄河', '新港', '天地', '博远', '正弘', '绿源', '汇丰', '鼎盛', '郑大'];
const COMPANY_TRADES = ['电子科技', '智能装备', '新材料', '软件技术', '生物医药', '食品', '汽车零部件', '物流', '信息技术', '精密制造'];
const INFO_TOPICS = [
  '稳就业政策解读', '创业担保贷款政策问答', '技能培训补贴申领指南', '就业见习政策解读', '公益性岗位招聘公告', '高校毕业生就业服务月活动',
  '灵活就业人员社保补贴政策解读', '企业吸纳就业补贴申领流程', '专精特新企业认定政策问答', '人力资源市场招聘周活动',
];
const REPORT_TOPICS = ['人力资源市场供求分析报告', '重点群体就业监测报告', '企业用工需求调查报告', '职业技能培训情况分析报告', '高校毕业生就业质量报告'];
const PLACES = ['郑州市', '新郑市', '中牟县', '巩义市', '荥阳市', '新密市', '登封市', '金水区', '二七区', '中原区', '管城回族区', '惠济区'];

/** A made-up but valid 统一社会信用代码 registered in `county`. */
function creditCode(random: DemoRandom, county: string): string {
  let body = `91${county}`;
  while (body.length < 17) body += CREDIT_CODE_CHARSET[random.int(0, CREDIT_CODE_CHARSET.length - 1)];
  return body + (creditCodeCheckChar(body) ?? '0');
}

/**
 * 60 政策文件 (国家 8, 省 12, 市 25, 区县 15; some 已修改 or 已废止) with 150
 * 政策事项, 15 of them 政策依据 of the demo's 补贴项目; 2,000 政策申报 by
 * made-up 郑州 companies (新郑市 most) inside the items' windows, in working
 * hours; 60 政策信息 and 20 政策报告 in every state (待发布 ones due in the
 * coming days). Everything else in the past.
 */
export async function seedPolicyPublicationsDemo(db: DbOrTrx, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const nowMs = parseTime(now);
  const dayStart = startOfDay(nowMs);
  const staff = await demoStaff(db, '政策审核员');
  const author = staff[0];
  const projects = await db.selectFrom('policySubsidyProject').select('id').orderBy('id').execute();

  // 政策文件 and their items.
  const numbers = new Map<string, number>();
  const items: Array<{ itemCode: string; itemType: string; start: number; end: number }> = [];
  for (const [i, level] of LEVEL_PLAN.entries()) {
    const [, issuer, prefix, region] = random.pick(ISSUERS.filter(([l]) => l === level));
    const published = workingMoment(random, dayStart - (720 - i * 11) * DAY_MS);
    const publishDate = formatTime(published).slice(0, 10);
    const year = publishDate.slice(0, 4);
    const n = (numbers.get(`${prefix}${year}`) ?? random.int(2, 9)) + random.int(1, 6);
    numbers.set(`${prefix}${year}`, n);
    const topic = TOPICS[(i * 7) % TOPICS.length];
    const title = topic.startsWith('关于') ? `${issuer}${topic}` : `${issuer}关于印发${topic}的通知`;
    const effectState = i < 6 ? 3 : i < 12 ? 2 : 1;
    const created = published + random.int(1, 5) * DAY_MS;
    const fileId = await insertFileRow(
      db,
      {
        fileCode: code32(random), title, docNo: `${prefix}〔${year}〕${n}号`, issuer, level, regionCode: region, publishDate,
        effectiveDate: formatTime(published + random.int(0, 30) * DAY_MS).slice(0, 10), effectState,
        body: `<p>各有关单位：</p><p>现将《${topic.replace(/^关于/, '').replace(/的通知$/, '')}》印发给你们，请结合实际认真贯彻落实。</p><p>${SUPPORT[i % SUPPORT.length]}。</p>`,
        attachments: '[]', creatorId: author.id, creatorName: author.realName,
        createTime: formatTime(workingMoment(random, created)), updateTime: formatTime(workingMoment(random, created + DAY_MS)),
      },
      [...new Set([String(1 + (i % 5)), String(1 + ((i * 3) % 5))])].sort(),
    );
    if (i % 4 === 0 && projects.length > 0) await relateRow(db, fileId, [projects[(i / 4) % projects.length].id]);
    const count = i % 2 === 0 ? 3 : 2;
    for (let k = 0; k < count; k++) {
      const qualification = (i + k) % 3 !== 0;
      const [subType, names] = qualification ? QUALIFICATIONS[(i + k) % QUALIFICATIONS.length] : ['', GUIDES];
      const start = published + random.int(10, 40) * DAY_MS;
      const end = start + random.int(60, 240) * DAY_MS;
      const itemCode = code32(random);
      await insertItemRow(
        db,
        {
          itemCode, fileId, itemName: random.pick(names), itemType: qualification ? '2' : '1', subType: qualification ? subType : null,
          department: DEPARTMENTS[(i + k) % DEPARTMENTS.length], supportContent: SUPPORT[(i + k * 2) % SUPPORT.length],
          applyStart: formatTime(start).slice(0, 10), applyEnd: formatTime(end).slice(0, 10), sort: k,
          createTime: formatTime(created + HOUR_MS), updateTime: formatTime(created + HOUR_MS),
        },
        [String(1 + ((i + k) % 5))],
      );
      items.push({ itemCode, itemType: qualification ? '2' : '1', start, end });
    }
  }

  // 政策申报: made-up companies declare for items whose window has opened, mostly 资质荣誉.
  const companies = Array.from({ length: 240 }, (_, c) => {
    const county = weighted(random, COUNTIES);
    return {
      cmpyName: `${PLACES[c % PLACES.length] === '郑州市' ? '郑州' : PLACES[c % PLACES.length].replace(/[市县区]$/, '')}${COMPANY_WORDS[c % COMPANY_WORDS.length]}${COMPANY_TRADES[(c * 7) % COMPANY_TRADES.length]}有限公司`,
      creditCode: creditCode(random, county),
      contactName: `${random.pick(SURNAMES)}${random.pick(['伟', '芳', '磊', '静', '涛', '敏', '军', '丽'])}`,
      contactPhone: mobile(random),
      district: county,
    };
  });
  const open = items.filter((item) => item.start < dayStart - 2 * DAY_MS);
  const declarations: Declaration[] = [];
  for (let d = 0; d < POLICY_DEMO_DECLARATIONS; d++) {
    const item = random.chance(0.75) ? random.pick(open.filter((x) => x.itemType === '2')) : random.pick(open);
    const last = Math.min(item.end, dayStart - DAY_MS);
    const at = workingMoment(random, item.start + random.next() * Math.max(DAY_MS, last - item.start));
    declarations.push({
      applyCode: code32(random),
      applyTime: formatTime(Math.min(at, workingMoment(random, dayStart - 3 * DAY_MS))),
      content: { itemCode: item.itemCode, ...random.pick(companies), remark: random.chance(0.3) ? '已按要求上传相关证明材料' : '' },
    });
  }
  declarations.sort((a, b) => (a.applyTime ?? '').localeCompare(b.applyTime ?? ''));
  await receiveDeclarations(db, declarations);

  // 政策信息 and 政策报告 in every state.
  const plans: ReadonlyArray<readonly [number, number, readonly number[]]> = [
    [1, POLICY_DEMO_INFO, [...Array<number>(6).fill(0), ...Array<number>(4).fill(1), ...Array<number>(44).fill(2), ...Array<number>(6).fill(3)]],
    [2, POLICY_DEMO_REPORTS, [...Array<number>(2).fill(0), ...Array<number>(2).fill(1), ...Array<number>(14).fill(2), ...Array<number>(2).fill(3)]],
  ];
  for (const [kind, total, plan] of plans) {
    // Mixed over time, so recent months have published ones too.
    const states = random.shuffle(plan);
    for (let p = 0; p < total; p++) {
      const state = states[p];
      const place = PLACES[(p * 5) % PLACES.length];
      const created = workingMoment(random, dayStart - (300 - p * (kind === 1 ? 4.5 : 14)) * DAY_MS);
      const title =
        kind === 1
          ? `${place}${INFO_TOPICS[p % INFO_TOPICS.length]}`
          : `${formatTime(created).slice(0, 4)}年第${1 + (p % 4)}季度${place}${REPORT_TOPICS[p % REPORT_TOPICS.length]}`;
      // 待发布 ones go out in the coming days; published and offline ones went out after they were written.
      const publish = state === 1 ? workingMoment(random, dayStart + random.int(2, 10) * DAY_MS) : state === 0 ? null : created + random.int(1, 3) * HOUR_MS;
      const update = state === 3 && publish !== null ? workingMoment(random, Math.min(publish + random.int(20, 60) * DAY_MS, dayStart - DAY_MS)) : created + 30 * 60_000;
      await insertPublicationRow(
        db,
        {
          code: code32(random), kind, title, source: kind === 1 ? `${place}人力资源和社会保障局` : '郑州市人力资源和社会保障局就业监测处',
          publishTime: publish === null ? null : formatTime(publish),
          summary: `${title}要点摘要。`,
          cover: null,
          body: `<h3>${title}</h3><p>一、基本情况</p><p>${place}围绕稳就业、保民生目标，持续落实各项就业创业扶持政策。</p><p>二、主要内容</p><ul><li>政策对象及条件</li><li>申领材料及流程</li><li>咨询电话：0371-12333</li></ul>`,
          attachments: '[]', state, viewCount: state >= 2 ? random.int(20, 3000) : 0,
          creatorId: author.id, creatorName: author.realName, createTime: formatTime(created), updateTime: formatTime(Math.max(update, created)),
        },
        [String(1 + (p % 5))],
      );
    }
  }
}
