import { bigscreenReportImportApi, XLSX_MEDIA_TYPE, type Envelope, type ReportImportResult } from '@hrbd/contract';
import type { TestServer } from './harness.js';
import { multipartBody } from './upload-fixtures.js';

export { reportWorkbook, type ReportRows } from '../modules/bigscreen/insured-report/insured-report.workbook.js';

/** Sends a workbook to 月报导入 as the console does. */
export async function importReport(server: TestServer, token: string, data: Buffer, name = '月报.xlsx') {
  const { payload, headers } = multipartBody({}, { name, type: XLSX_MEDIA_TYPE, data });
  const raw = await server.app.inject({
    method: 'POST',
    url: bigscreenReportImportApi.import.path,
    headers: { ...headers, authorization: token },
    payload,
  });
  return { status: raw.statusCode, json: raw.json() as Envelope<ReportImportResult> };
}

/** A row of 社保参保: the total, the five insurances, 新增 and 减少. */
export const insuredRow = (month: string, code: string, name: string, total: number, add = 0, reduce = 0) => [
  month,
  code,
  name,
  total,
  total,
  Math.round(total * 0.9),
  Math.round(total * 0.6),
  Math.round(total * 0.7),
  Math.round(total * 0.5),
  add,
  reduce,
];
