import { RED_PKG_IMPORT_HEADERS, redPkgUserApi, XLSX_MEDIA_TYPE, type RedPkgImportResult } from '@hrbd/contract';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { idCardFor } from './apply-fixtures.js';
import type { TestServer } from './harness.js';
import { multipartBody } from './upload-fixtures.js';

/**
 * 红包补贴用户 for the redpkg and payment tests: valid ID numbers that never
 * repeat within a test process (one person per year is a rule under test),
 * import sheets, and users added and moved through the API.
 */
let serial = 0;

/** A fresh valid ID number of a person from `county` (新郑市 unless named). */
export function redPkgIdCard(county = '410184'): string {
  serial++;
  return idCardFor(county, `19${70 + (serial % 30)}-0${1 + (serial % 9)}-1${serial % 9}`, serial % 1000);
}

/** A person as the add form sends them (新郑市, 就业困难人员, ¥100.00). */
export const redPkgPerson = (overrides: Record<string, unknown> = {}) => ({
  name: '王建国',
  idCard: redPkgIdCard(),
  mobile: `1390000${String(serial % 10000).padStart(4, '0')}`,
  countyCode: '410184',
  category: '1',
  amount: '100.00',
  ...overrides,
});

/** An import sheet with the template's header and these rows. */
export async function redPkgSheet(rows: ReadonlyArray<readonly string[]>, headers: readonly string[] = RED_PKG_IMPORT_HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('红包补贴用户');
  ws.addRow([...headers]);
  for (const row of rows) ws.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a file to impRedPkgUsers as the console does. */
export async function importRedPkg(server: TestServer, token: string, data: Buffer, name = '红包补贴用户.xlsx', type: string = XLSX_MEDIA_TYPE) {
  const { payload, headers } = multipartBody({}, { name, type, data });
  const raw = await server.app.inject({ method: 'POST', url: redPkgUserApi.impRedPkgUsers.path, headers: { ...headers, authorization: token, 'user-source': 'PC_YJ' }, payload });
  return { status: raw.statusCode, json: raw.json() as { code: number; msg: string; data: RedPkgImportResult } };
}

/** Adds `n` people through the API and answers their codes. */
export async function addRedPkgUsers(server: TestServer, token: string, n: number, overrides: Record<string, unknown> = {}): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await server.call(redPkgUserApi.addRedPkgUser, { token, body: redPkgPerson(overrides) });
    expect(res.status, res.json.msg).toBe(200);
    codes.push(res.json.data.userCode);
  }
  return codes;
}

/** People added, submitted and passed: answers their codes and the 支付申请 raised. */
export async function passedRedPkgUsers(server: TestServer, token: string, n: number, overrides: Record<string, unknown> = {}) {
  const userCodes = await addRedPkgUsers(server, token, n, overrides);
  const submitted = await server.call(redPkgUserApi.subCheRedPkgUsers, { token, body: { userCodes } });
  expect(submitted.status, submitted.json.msg).toBe(200);
  const checked = await server.call(redPkgUserApi.checkRedPkgUsers, { token, body: { userCodes, pass: 1, reason: '' } });
  expect(checked.status, checked.json.msg).toBe(200);
  return { userCodes, payApplyCode: checked.json.data.payApplyCode };
}
