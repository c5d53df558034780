import fs from 'node:fs';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '@hrbd/contract';
import { chromium, type Browser } from 'playwright-core';

/**
 * Made-up business licenses (营业执照) rendered in Chromium, for the OCR tests
 * and the OCR benchmark. Every company, person and address here is invented;
 * credit codes are random with a correct (or deliberately wrong) check character.
 */
export interface SampleLicense {
  creditCode: string;
  name: string;
  type: string;
  /** 法定代表人, 负责人 or 经营者, as `legalPersonLabel` says. */
  legalPersonLabel: string;
  legalPerson: string;
  registeredCapital: string;
  /** As printed: 2019年03月15日. */
  establishDate: string;
  businessTerm: string;
  addressLabel: string;
  address: string;
  businessScope: string;
  authority: string;
  issueDate: string;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, kept off this machine's closed network; a missing browser is named, not a stack trace. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: the license OCR tests render their license images in it. ` +
        'Install it with `apt-get install -y chromium fonts-noto-cjk` (CI does) or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** mulberry32: a small deterministic generator, so the same seed always draws the same license. */
function random(seed: number): () => number {
  let state = Math.imul(seed, 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** A random credit code for a company registered in `division` (market regulator, enterprise). */
export function makeCreditCode(seed: number, division = '410184'): string {
  const next = random(seed * 7919 + 17);
  let body = '';
  for (let i = 0; i < 9; i++) body += CREDIT_CODE_CHARSET[Math.floor(next() * CREDIT_CODE_CHARSET.length)];
  const first17 = `91${division}${body}`;
  return first17 + creditCodeCheckChar(first17);
}

/** The same code with a check character that does not match. */
export function withWrongCheckChar(code: string): string {
  const right = code[17];
  const wrong = CREDIT_CODE_CHARSET[(CREDIT_CODE_CHARSET.indexOf(right) + 7) % CREDIT_CODE_CHARSET.length];
  return code.slice(0, 17) + wrong;
}

const PLACES = ['云帆', '星禾', '青岚', '启明', '远川', '拾光', '知行', '合木', '嘉树', '沐风', '澄湖', '南枝'];
const TRADES = ['示例软件', '示例科技', '示例商贸', '示例物流', '示例餐饮管理', '示例人力资源', '示例建材', '示例文化传媒'];
const PEOPLE = ['张示明', '李样华', '王测平', '赵例安', '陈范宁', '刘演秋', '杨试远', '周拟川'];
const STREETS = ['示范路', '样板大道', '测绘街', '模拟路', '演示大街', '范例路'];
const SCOPES = [
  '一般项目：软件开发；信息技术咨询服务；技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广',
  '人力资源服务（不含职业中介活动、劳务派遣服务）；企业管理咨询；劳务服务（不含劳务派遣）',
  '日用百货销售；办公用品销售；电子产品销售；五金产品零售；建筑材料销售',
  '普通货物仓储服务（不含危险化学品等需许可审批的项目）；国内货物运输代理；装卸搬运',
  '组织文化艺术交流活动；会议及展览服务；广告设计、代理；图文设计制作',
];
const CAPITALS = ['壹佰万元整', '伍佰万元整', '贰仟万元整', '叁拾万元整', '壹仟万元整'];
const TYPES = ['有限责任公司（自然人投资或控股）', '有限责任公司（自然人独资）', '其他有限责任公司'];

/** A made-up license; `seed` varies every field. */
export function sampleLicense(seed: number, overrides: Partial<SampleLicense> = {}): SampleLicense {
  const next = random(seed + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const year = 2010 + Math.floor(next() * 14);
  const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
  const scope = `${pick(SCOPES)}（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`;
  return {
    creditCode: makeCreditCode(seed),
    name: `新郑市${pick(PLACES)}${pick(TRADES)}有限公司`,
    type: pick(TYPES),
    legalPersonLabel: '法定代表人',
    legalPerson: pick(PEOPLE),
    registeredCapital: pick(CAPITALS),
    establishDate: `${year}年${month}月${day}日`,
    businessTerm: `${year}年${month}月${day}日至长期`,
    addressLabel: '住所',
    address: `河南省郑州市新郑市${pick(STREETS)}${10 + Math.floor(next() * 190)}号示例大厦${1 + Math.floor(next() * 20)}层${100 + Math.floor(next() * 900)}室`,
    businessScope: scope,
    authority: '新郑市市场监督管理局',
    issueDate: `${year + 1}年${month}月${day}日`,
    ...overrides,
  };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Labels spaced out to the width of four characters, as licenses print them. */
function spaced(label: string): string {
  if (label.length >= 4) return escape(label);
  return [...label].map(escape).join(label.length === 2 ? '&emsp;&emsp;' : '&ensp;');
}

/**
 * An HTML page laid out like the 2019 edition: title and code on top, two
 * columns (名称/类型/法定代表人/经营范围 left, 注册资本/成立日期/营业期限/住所
 * right), registration authority and date at the bottom, a red seal over it.
 */
export function licenseHtml(l: SampleLicense): string {
  const row = (label: string, value: string) =>
    `<div class="row"><span class="label">${spaced(label)}</span><span class="value">${escape(value)}</span></div>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
  html,body{margin:0;background:#fff}
  body{font-family:'Noto Serif CJK SC','Noto Sans CJK SC',serif;color:#222}
  .sheet{position:relative;width:1400px;height:980px;box-sizing:border-box;padding:40px 70px;border:18px double #b8860b;background:#fffdf6}
  h1{text-align:center;font-size:76px;letter-spacing:24px;margin:40px 0 6px;color:#111}
  .copy{text-align:center;font-size:26px;margin-bottom:26px}
  .code{position:absolute;left:80px;top:70px;font-size:22px;line-height:1.6}
  .qr{position:absolute;right:90px;top:60px;width:130px;height:130px;background:repeating-linear-gradient(90deg,#222 0 8px,#fff 8px 16px),#fff;opacity:.85}
  .cols{display:flex;gap:60px;margin-top:18px}
  .col{flex:1}
  .row{display:flex;font-size:25px;line-height:1.75;margin-bottom:10px}
  .label{flex:0 0 140px;white-space:nowrap}
  .value{flex:1}
  .foot{position:absolute;right:110px;bottom:70px;text-align:center;font-size:25px;line-height:1.8}
  .seal{position:absolute;right:150px;bottom:40px;width:170px;height:170px;border:5px solid rgba(220,30,30,.55);border-radius:50%;color:rgba(220,30,30,.5);font-size:20px;display:flex;align-items:center;justify-content:center}
  </style></head><body><div class="sheet">
  <div class="code">统一社会信用代码<br>${escape(l.creditCode)}</div>
  <div class="qr"></div>
  <h1>营业执照</h1><div class="copy">（副&emsp;本）</div>
  <div class="cols"><div class="col">
    ${row('名称', l.name)}${row('类型', l.type)}${row(l.legalPersonLabel, l.legalPerson)}${row('经营范围', l.businessScope)}
  </div><div class="col">
    ${row('注册资本', l.registeredCapital)}${row('成立日期', l.establishDate)}${row('营业期限', l.businessTerm)}${row(l.addressLabel, l.address)}
  </div></div>
  <div class="seal">★</div>
  <div class="foot">登记机关<br>${escape(l.authority)}<br>${escape(l.issueDate)}</div>
  </div></body></html>`;
}

/** A PNG of the license page, 1400 × 980 CSS pixels at `scale`. */
export async function renderLicense(browser: Browser, license: SampleLicense, scale = 1): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 980 }, deviceScaleFactor: scale });
  try {
    await page.setContent(licenseHtml(license), { waitUntil: 'load' });
    return await page.screenshot({ type: 'png', fullPage: false });
  } finally {
    await page.close();
  }
}

/** A plain white image of the same size: nothing to read. */
export async function renderBlank(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 980 } });
  try {
    await page.setContent('<!doctype html><html><body style="margin:0;background:#fff"></body></html>');
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}
