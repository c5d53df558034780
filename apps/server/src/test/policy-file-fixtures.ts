import { fileApi, type FileRecord, type PolicyFileForm, type PolicyItemForm } from '@hrbd/contract';
import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import { multipartBody, type FilePart } from './upload-fixtures.js';

/** A file sent through fileManage/uploadFile by `token`'s user; answers the stored record. */
export async function uploadAs(server: TestServer, token: string, part: FilePart): Promise<FileRecord> {
  const { payload, headers } = multipartBody({}, part);
  const raw = await server.app.inject({ method: 'POST', url: fileApi.uploadFile.path, payload, headers: { ...headers, authorization: `Bearer ${token}`, 'user-source': 'PC_YJ' } });
  const json = raw.json<{ code: number; msg: string; data: FileRecord }>();
  expect(raw.statusCode, json.msg).toBe(200);
  return json.data;
}

/** A 市-level 政策文件 of 郑州, told apart by `n` (its 文号). */
export function policyFileFormFor(n: number, overrides: Partial<PolicyFileForm> = {}): PolicyFileForm {
  return {
    title: `郑州市支持中小企业高质量发展若干政策措施（${n}）`,
    docNo: `郑政〔2025〕${n}号`,
    issuer: '郑州市人民政府',
    level: 3,
    regionCode: '410100',
    publishDate: '2025-03-18',
    effectiveDate: '2025-04-01',
    effectState: 1,
    themeTags: ['5'],
    body: '<p>为支持中小企业发展，制定本措施。</p>',
    attachments: [],
    ...overrides,
  };
}

/** A 政策指引 item (or a 资质荣誉 one with its sub-type when `subType` is given). */
export function policyItemFor(name: string, overrides: Partial<PolicyItemForm> = {}): PolicyItemForm {
  return {
    itemName: name,
    itemType: overrides.subType ? '2' : '1',
    themeTags: ['5'],
    department: '郑州市工业和信息化局',
    supportContent: '给予一次性奖励',
    applyStart: '2025-04-01',
    applyEnd: '2025-12-31',
    ...overrides,
  };
}

/** A declaration's content as the company portal sends it (valid credit code, mobile, 新郑市 by default). */
export function declarationFor(itemCode: string, overrides: Record<string, unknown> = {}) {
  return {
    itemCode,
    cmpyName: '郑州华信电子科技有限公司',
    creditCode: '91410100MA44A0B121',
    contactName: '王磊',
    contactPhone: '13837112345',
    district: '410184',
    remark: '',
    ...overrides,
  };
}
