import { applyNotifyApi, promulgationApi, skillOrganApi, type Input, type NotifyForm, type PromulgationForm } from '@hrbd/contract';
import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import { timeFromNow } from './policy-fixtures.js';
import { creditCodeFor, XINZHENG, type Place } from './recruit-fixtures.js';

/** Forms for 技能机构, 政策发文 and 申报通知, and records made through the API. */

type OrganBody = Input<typeof skillOrganApi.addOrgan.body>;

/** A complete organisation in 新郑市; `n` makes its credit code unique (kept apart from the company tests' by a 7 prefix). */
export function organFormFor(n: number, overrides: Partial<OrganBody> = {}, place: Place = XINZHENG): OrganBody {
  return {
    organName: `郑州市职业技能评价中心${n}`,
    creditCode: creditCodeFor(700_000 + n, place.countyCode),
    organType: 2,
    legalPerson: '张建国',
    contactPerson: '李娜',
    contactPhone: '0371-62881234',
    ...place,
    occupations: [{ occupation: '电工', levels: [1, 2, 3] }, { occupation: '中式烹调师', levels: [1, 2] }],
    filingNo: `豫人社评备〔2025〕${n}号`,
    validStart: '2025-01-01',
    validEnd: '2028-12-31',
    attachments: [],
    ...overrides,
  };
}

export async function addOrgan(server: TestServer, token: string, n: number, overrides: Partial<OrganBody> = {}, place?: Place): Promise<string> {
  const added = await server.call(skillOrganApi.addOrgan, { token, body: organFormFor(n, overrides, place) });
  expect(added.status, added.json.msg).toBe(200);
  return added.json.data.businessCode;
}

export async function submittedOrgan(server: TestServer, token: string, n: number): Promise<string> {
  const code = await addOrgan(server, token, n);
  const submitted = await server.call(skillOrganApi.submit, { token, params: { businessCode: code } });
  expect(submitted.status, submitted.json.msg).toBe(200);
  return code;
}

export function promulgationFormFor(n: number, overrides: Partial<PromulgationForm> = {}): PromulgationForm {
  return {
    title: `关于公布第${n}批职业技能等级认定社会培训评价组织名单的通知`,
    docNo: `郑人社〔2025〕${100 + n}号`,
    unit: '郑州市人力资源和社会保障局',
    publishDate: '2025-06-18',
    content: '<p>各县（市、区）人力资源和社会保障局：现将名单予以公布。</p>',
    attachments: [],
    organCodes: [],
    ...overrides,
  };
}

export async function addPromulgation(server: TestServer, token: string, n: number, overrides: Partial<PromulgationForm> = {}): Promise<number> {
  const added = await server.call(promulgationApi.addPromulgation, { token, body: promulgationFormFor(n, overrides) });
  expect(added.status, added.json.msg).toBe(200);
  return added.json.data.id;
}

export function notifyFormFor(projectCode: string, overrides: Partial<NotifyForm> = {}): NotifyForm {
  return {
    title: '关于开展2025年灵活就业人员社会保险补贴申报工作的通知',
    projectCode,
    reportStart: timeFromNow(-5),
    reportEnd: timeFromNow(30),
    target: '本市户籍、登记灵活就业的就业困难人员和离校2年内未就业高校毕业生',
    content: '<p>请符合条件的人员在申报时间内通过平台提交申请。</p>',
    attachments: [],
    ...overrides,
  };
}

export async function addNotify(server: TestServer, token: string, projectCode: string, overrides: Partial<NotifyForm> = {}): Promise<string> {
  const added = await server.call(applyNotifyApi.addApplyNotify, { token, body: notifyFormFor(projectCode, overrides) });
  expect(added.status, added.json.msg).toBe(200);
  return added.json.data.notifyCode;
}
