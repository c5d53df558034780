import { Readable } from 'node:stream';
import { CONTRACT_TYPE_LABELS, idCardCheckChar, MODEL_SOURCES, SIGN_DEADLINE_DAYS, versionText } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { chunks, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, type DemoRandom } from '../../platform/demo-random.js';
import { localESign } from '../../platform/esign/esign-provider.js';
import type { ObjectStore } from '../../platform/storage/object-store.js';
import { formatTime } from '../../platform/time.js';
import { passedCompanies } from '../company/company/company.service.js';
import { demoStaff } from '../system/user/user.service.js';
import * as modelRepo from './contract-model/contract-model.repository.js';
import type { NewContractModel } from './contract-model/contract-model.table.js';
import { insertSignings } from './online-sign/online-sign.repository.js';
import type { NewContractSign } from './online-sign/online-sign.table.js';
import { writeSimplePdf } from './online-sign/signing-pdf.js';

/**
 * The contracts of the demo data: 40 models of 20 passed companies (rich
 * text and PDF, a few second versions, every review state, most passed ones
 * enabled) and 5,000 signings of the enabled models over two years, in
 * working hours, in every state: recent ones still 待签署, older ones signed
 * (each with a small real signed PDF stored and hashed by the local e-sign
 * provider), refused or expired; some signed contracts end within 30 days.
 * Deterministic: a fixed seed, dates counted from the seeding day, fixed
 * object keys.
 */
const SEED = 410_550;
const COMPANIES = 20;
const SIGNINGS = 5000;
const SPAN_DAYS = 720;
const STORE_PARALLEL = 64;

const MODEL_NAMES: Readonly<Record<number, readonly string[]>> = {
  1: ['全日制劳动合同', '固定期限劳动合同'],
  2: ['劳务派遣协议', '非全日制劳务协议'],
  3: ['灵活用工服务协议', '零工用工协议'],
  4: ['实习协议', '毕业生见习协议'],
};
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '华', '平', '刚', '桂英', '建华', '晓东', '雪', '子涵', '浩然', '欣怡', '宇航', '梓萱', '俊杰'];
const REJECT_REASONS = ['合同期限条款缺失，请补充', '试用期约定超过法定上限', '未约定劳动报酬支付方式', '乙方权利义务条款不完整'];
const REFUSE_REASONS = ['薪资与面试约定不符', '已另行就业', '合同期限不合适', '工作地点变更', ''];

export interface ContractDemoOptions {
  now?: number;
}

const workTime = (random: DemoRandom, dayStart: number) => dayStart + 9 * HOUR_MS + random.int(0, 17) * 30 * 60_000 + random.int(0, 29) * 60_000;
const objectKey = (random: DemoRandom, at: number) => `document/${formatTime(at).slice(0, 7).replace('-', '')}/${random.hex(32)}.pdf`;

function idCard(random: DemoRandom, county: string): string {
  const birth = formatTime(Date.UTC(random.int(1975, 2004), random.int(0, 11), random.int(1, 28))).slice(0, 10).replaceAll('-', '');
  const first17 = `${county}${birth}${String(random.int(0, 999)).padStart(3, '0')}`;
  return first17 + (idCardCheckChar(first17) ?? '0');
}

function modelBody(name: string, type: number): string[] {
  return [
    `合同类型：${CONTRACT_TYPE_LABELS[type]}`,
    '甲方：{{甲方名称}}（统一社会信用代码：{{甲方统一社会信用代码}}）',
    '乙方：{{乙方姓名}}（身份证号：{{乙方身份证号}}，手机号：{{乙方手机号}}）',
    `根据国家有关法律法规，甲乙双方经平等协商，自愿签订本${name}，共同遵守。`,
    '第一条 合同期限自{{合同开始日期}}起至{{合同结束日期}}止。',
    '第二条 乙方同意按甲方工作需要，在约定岗位从事相关工作，服从甲方管理。',
    '第三条 甲方按月以货币形式支付乙方劳动报酬，不低于郑州市最低工资标准。',
    '第四条 甲方依法为乙方缴纳社会保险，并提供符合国家规定的劳动安全卫生条件。',
    '第五条 本合同一式两份，经双方电子签署后生效，签署日期：{{签署日期}}。',
  ];
}

export async function seedContractDemo(db: DbOrTrx, storage: ObjectStore, options: ContractDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const now = options.now ?? Date.now();
  const today = startOfDay(now);
  const staff = await demoStaff(db, '运营专员');
  const companies = (await passedCompanies(db, 400)).slice(0, 400);
  const picked = random.shuffle(companies).slice(0, COMPANIES);
  const owners = [];
  for (const c of picked) {
    const row = await modelRepo.companyByCode(db, c.cmpyCode, { regionCode: null });
    if (row) owners.push(row);
  }
  if (owners.length === 0) return;

  // Models ------------------------------------------------------------------
  const models: Array<{ id: number; row: NewContractModel; county: string; cmpyName: string; creditCode: string }> = [];
  for (let i = 0; i < 40; i++) {
    const owner = owners[i % owners.length];
    const type = (i % 4) + 1;
    // Every eighth model is a second version of the one before it (same company, same name).
    const again = i % 8 === 7 ? models[i - 1] : undefined;
    const name = again ? again.row.modelName : (MODEL_NAMES[type] ?? [])[Math.floor(i / 4) % 2] ?? '劳动合同';
    const cmpy = again ? owners.find((o) => o.id === again.row.cmpyId) ?? owner : owner;
    const modelType = again ? again.row.modelType : type;
    const state = again ? 1 : i % 10 === 3 ? 0 : i % 10 === 6 ? 2 : i >= 36 ? 0 : 1;
    const created = workTime(random, today - (again ? random.int(200, 400) : random.int(420, 760)) * DAY_MS);
    const reviewer = random.pick(staff);
    const isPdf = i % 5 === 1 || i % 5 === 4;
    const lines = modelBody(name, modelType);
    let pdf = { objectKey: '', sha256: '', size: 0, providerRef: '' };
    if (isPdf) {
      const key = objectKey(random, created);
      await storage.put(key, Readable.from([writeSimplePdf({ title: `${cmpy.cmpyName}${name}`, lines })]));
      pdf = await localESign.registerTemplate(storage, key);
    }
    const version = again ? again.row.version + 1 : 1;
    const row: NewContractModel = {
      modelCode: `HT${random.hex(16).toUpperCase()}`,
      modelName: name,
      modelType,
      sourceType: isPdf ? MODEL_SOURCES.pdf : MODEL_SOURCES.richText,
      version,
      cmpyId: cmpy.id,
      content: isPdf ? '' : `<h2>${cmpy.cmpyName}${name}（${versionText(version)}）</h2>${lines.map((l) => `<p>${l}</p>`).join('')}`,
      pdfKey: pdf.objectKey,
      pdfSha256: pdf.sha256,
      pdfSize: pdf.size,
      esignProvider: isPdf ? localESign.code : '',
      esignRef: pdf.providerRef,
      approveState: state,
      // Passed models are enabled, but for one in five (and a first version superseded by its second).
      isEnable: state === 1 && i % 5 !== 2 && !(i % 8 === 6) ? 1 : 0,
      rejectDesc: state === 2 ? random.pick(REJECT_REASONS) : '',
      submitterId: null,
      submitterName: random.pick(staff).realName,
      reviewerName: state === 0 ? '' : reviewer.realName,
      reviewTime: state === 0 ? '' : formatTime(created + random.int(2, 48) * HOUR_MS),
      createTime: formatTime(created),
      updateTime: formatTime(created + (state === 0 ? 0 : 72 * HOUR_MS)),
    };
    const id = await modelRepo.insertModel(db, row);
    models.push({ id, row, county: cmpy.countyCode, cmpyName: cmpy.cmpyName, creditCode: cmpy.creditCode });
  }
  const enabled = models.filter((m) => m.row.isEnable === 1);

  // Signings ----------------------------------------------------------------
  const rows: NewContractSign[] = [];
  const pending: Array<{ row: NewContractSign; pdf: Buffer; key: string; signTime: string }> = [];
  while (rows.length < SIGNINGS) {
    const model = enabled[random.int(0, enabled.length - 1)];
    const modelStart = Date.parse(`${model.row.reviewTime.replace(' ', 'T')}+08:00`);
    // Skewed to recent days: more signings lately.
    const daysAgo = Math.floor(Math.pow(random.next(), 1.6) * SPAN_DAYS);
    const created = workTime(random, today - daysAgo * DAY_MS);
    // Only once the model was enabled, and not later than now.
    if (created >= now - HOUR_MS || created < modelStart + DAY_MS) continue;
    const deadline = created + SIGN_DEADLINE_DAYS * DAY_MS;
    const startDate = formatTime(created + random.int(1, 14) * DAY_MS).slice(0, 10);
    const months = model.row.modelType === 1 ? random.pick([12, 24, 36]) : random.pick([3, 6, 12]);
    const start = Date.parse(`${startDate}T00:00:00+08:00`);
    const endDate = formatTime(start + Math.round(months * 30.44) * DAY_MS - DAY_MS).slice(0, 10);
    const name = random.pick(SURNAMES.slice(0, 30)) + random.pick(GIVEN);
    const row: NewContractSign = {
      signCode: `QY${random.hex(16).toUpperCase()}`,
      modelId: model.id,
      cmpyId: model.row.cmpyId,
      workerName: name,
      workerIdCard: idCard(random, model.county),
      workerMobile: mobile(random),
      startDate,
      endDate,
      deadline: formatTime(deadline),
      signState: 0,
      // Every row names every column: a multi-row insert on SQLite writes null for a missing one.
      signTime: '',
      refuseReason: '',
      pdfKey: '',
      pdfSha256: '',
      pdfSize: 0,
      esignProvider: '',
      esignRef: '',
      createTime: formatTime(created),
      updateTime: formatTime(created),
    };
    const roll = random.next();
    if (deadline > now) {
      // Still open: most wait, some were already answered.
      if (roll < 0.35) row.signState = 1;
      else if (roll < 0.42) row.signState = 2;
    } else row.signState = roll < 0.66 ? 1 : roll < 0.82 ? 2 : 3;
    const answered = Math.min(created + random.int(1, 6 * 24) * HOUR_MS, now - 60_000, deadline - HOUR_MS);
    if (row.signState === 1) {
      const signTime = formatTime(answered);
      const pdf = writeSimplePdf({
        title: `${model.row.modelName}（已签署）`,
        lines: [
          `签约编号：${row.signCode}`,
          `甲方：${model.cmpyName}（统一社会信用代码：${model.creditCode}）`,
          `乙方：${name}（身份证号：${row.workerIdCard}）`,
          `合同期限：${startDate} 至 ${endDate}`,
          ...modelBody(model.row.modelName, model.row.modelType).slice(3, 8),
          `甲方电子签章：${model.cmpyName}`,
          `乙方电子签名：${name}`,
          `签署时间：${signTime}`,
        ],
      });
      pending.push({ row, pdf, key: objectKey(random, answered), signTime });
    } else if (row.signState === 2) {
      Object.assign(row, { refuseReason: random.pick(REFUSE_REASONS), updateTime: formatTime(answered) });
    } else if (row.signState === 3) {
      row.updateTime = formatTime(deadline + random.int(0, 9) * 60_000);
    }
    rows.push(row);
  }
  // The signed PDFs, stored and hashed by the provider, many at a time (each is a few file operations).
  for (const batch of chunks(pending, STORE_PARALLEL)) {
    await Promise.all(
      batch.map(async ({ row, pdf, key, signTime }) => {
        const stored = await localESign.storeSigned(storage, pdf, key);
        Object.assign(row, { signTime, pdfKey: stored.objectKey, pdfSha256: stored.sha256, pdfSize: stored.size, esignProvider: localESign.code, esignRef: stored.providerRef, updateTime: signTime });
      }),
    );
  }
  rows.sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : 0));
  for (const batch of chunks(rows, 200)) await insertSignings(db, batch);
}
