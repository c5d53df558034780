import { contractModelApi, contractModelPdfApi, fileApi } from '@hrbd/contract';
import { expect } from 'vitest';
import { WHOLE_SCOPE } from '../platform/data-scope.js';
import { signContract, startSignings, type NewSigning } from '../modules/contract/online-sign/online-sign.service.js';
import { writeSimplePdf } from '../modules/contract/online-sign/signing-pdf.js';
import type { TestServer } from './harness.js';
import { multipartBody } from './upload-fixtures.js';

/** A small real PDF whose bytes depend on `text`. */
export const contractPdf = (text: string) => writeSimplePdf({ title: '劳动合同', lines: [text, '甲方：{{甲方名称}}', '乙方：{{乙方姓名}}'] });

/** Uploads a PDF through fileManage/uploadFile (the console's 上传) and answers its object key. */
export async function uploadPdf(server: TestServer, token: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({}, { name: '合同.pdf', type: 'application/pdf', data });
  const raw = await server.app.inject({ method: 'POST', url: fileApi.uploadFile.path, headers: { ...headers, authorization: token, 'user-source': 'PC_YJ' }, payload });
  expect(raw.statusCode, raw.body).toBe(200);
  return fileApi.uploadFile.response.parse(raw.json().data).objectKey;
}

/** A PDF model of the company, passed and enabled through the API; answers its code. */
export async function enabledPdfModel(server: TestServer, token: string, cmpyCode: string, modelName: string): Promise<string> {
  const pdfKey = await uploadPdf(server, token, contractPdf(modelName));
  const added = await server.call(contractModelPdfApi.add, { token, body: { modelName, modelType: 1, cmpyCode, pdfKey } });
  expect(added.status, added.json.msg).toBe(200);
  const { modelCode } = added.json.data;
  const passed = await server.call(contractModelApi.approve, { token, body: { modelCodes: [modelCode], approveState: 1 } });
  expect(passed.status, passed.json.msg).toBe(200);
  const enabled = await server.call(contractModelApi.isEnable, { token, body: { modelCode, isEnable: 1 } });
  expect(enabled.status, enabled.json.msg).toBe(200);
  return modelCode;
}

let serial = 0;

/** Signings of a model sent to made-up workers, as the company's app starts them; answers their codes. */
export function startTestSignings(server: TestServer, modelCode: string, count: number, overrides: Partial<NewSigning> = {}, now?: string): Promise<string[]> {
  const items = Array.from({ length: count }, () => {
    serial += 1;
    return {
      modelCode,
      workerName: `测试乙方${serial}`,
      workerIdCard: '410184199001011234',
      workerMobile: `139${String(serial).padStart(8, '0')}`,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      ...overrides,
    };
  });
  return startSignings(server.deps.db, items, WHOLE_SCOPE, now);
}

/** 乙方 signs in the workers' app: the signed PDF stored and hashed. */
export const signTestContract = (server: TestServer, signCode: string, pdf = contractPdf(`已签署 ${signCode}`)) => signContract(server.deps, signCode, pdf, WHOLE_SCOPE);
