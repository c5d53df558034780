import { companyApi, creditCodeCheckChar, fileApi, jobApi, roleApi, userApi, type Input } from '@hrbd/contract';
import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import { multipartBody, pngImage } from './upload-fixtures.js';

/**
 * Inputs for the company and job tests: valid forms (made-up companies in
 * 新郑市), credit codes with a right or wrong check character, a stored
 * license image, and users holding chosen permission codes.
 */

/** A 统一社会信用代码 for 新郑市 with a correct check character; `n` makes it unique. */
export function creditCodeFor(n: number, county = '410184'): string {
  const first17 = `91${county}${String(n).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** The same code with its check character swapped for another valid character. */
export function withWrongCheckChar(code: string): string {
  const wrong = code[17] === '0' ? '1' : '0';
  return code.slice(0, 17) + wrong;
}

export const XINZHENG = {
  provinceCode: '410000',
  cityCode: '410100',
  countyCode: '410184',
  address: '龙湖镇中华北路88号',
  gcj02Lng: 113.74,
  gcj02Lat: 34.39,
} as const;

/** A place in 中牟县, the 郑州 county next to 新郑市: the data-scope tests' record outside a 新郑市 user's reach. */
export const ZHONGMOU = {
  provinceCode: '410000',
  cityCode: '410100',
  countyCode: '410122',
  address: '城关镇青年路1号',
  gcj02Lng: 113.98,
  gcj02Lat: 34.72,
} as const;

export type Place = typeof XINZHENG | typeof ZHONGMOU;

type SubmitBody = Input<NonNullable<typeof companyApi.submit.body>>;
type JobBody = Input<NonNullable<typeof jobApi.saveJobInfo.body>>;

export function companyForm(n: number, licenseKey: string, overrides: Partial<SubmitBody> = {}): SubmitBody {
  return {
    cmpyName: `新郑市测试${n}号机械制造有限公司`,
    creditCode: creditCodeFor(n),
    legalPerson: '王建国',
    industryCode: '34',
    cmpyScale: 2,
    ...XINZHENG,
    contactPerson: '李芳',
    contactPhone: '13837100000',
    licenseKey,
    ...overrides,
  };
}

/** Today plus `days` as YYYY-MM-DD (Asia/Shanghai). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function jobForm(cmpyCode: string, overrides: Partial<JobBody> = {}): JobBody {
  return {
    jobName: '数控车工',
    jobCategoryCode: '6-18',
    cmpyCode,
    salaryMin: 5000,
    salaryMax: 8000,
    education: 7,
    headcount: 5,
    labelCodes: [],
    ...XINZHENG,
    description: '<p>负责数控车床操作</p>',
    beginTime: dayFromNow(0),
    endTime: dayFromNow(60),
    ...overrides,
  };
}

/** Uploads a small PNG through fileManage/uploadFile and returns its object key. */
export async function uploadLicense(server: TestServer, token: string): Promise<string> {
  const { payload, headers } = multipartBody({}, { name: '营业执照.png', type: 'image/png', data: pngImage(8) });
  const raw = await server.app.inject({
    method: 'POST',
    url: fileApi.uploadFile.path,
    headers: { ...headers, authorization: token, 'user-source': 'PC_YJ' },
    payload,
  });
  expect(raw.statusCode, raw.body).toBe(200);
  return fileApi.uploadFile.response.parse(raw.json().data).objectKey;
}

export interface PassedCompany {
  id: number;
  cmpyCode: string;
  cmpyName: string;
}

/**
 * Company `n` (companyForm's, in 新郑市 unless `overrides` say otherwise)
 * submitted and passed through the API as an operator would; a license is
 * uploaded for it unless `overrides.licenseKey` names one already stored.
 */
export async function passedCompany(server: TestServer, token: string, n: number, overrides: Partial<SubmitBody> = {}): Promise<PassedCompany> {
  const license = overrides.licenseKey ?? (await uploadLicense(server, token));
  const form = companyForm(n, license, overrides);
  const submitted = await server.call(companyApi.submit, { token, body: form });
  expect(submitted.status, submitted.json.msg).toBe(200);
  const { cmpyCode } = submitted.json.data;
  const approved = await server.call(companyApi.approve, { token, body: { cmpyCode, approveType: 1 } });
  expect(approved.status, approved.json.msg).toBe(200);
  const row = await server.deps.db.selectFrom('cmpyInfo').select('id').where('cmpyCode', '=', cmpyCode).executeTakeFirstOrThrow();
  return { id: Number(row.id), cmpyCode, cmpyName: form.cmpyName };
}

/**
 * A user holding exactly `codes` (through a role of their own), seeing the
 * records of `dataScope` (a region code; 全部 when left out); answers the
 * user's id, code and a token.
 */
export async function userWithCodes(
  server: TestServer,
  adminToken: string,
  userName: string,
  realName: string,
  codes: readonly string[],
  dataScope?: string,
): Promise<{ id: number; userCode: string; roleCode: string; token: string }> {
  const role = await server.call(roleApi.add, { token: adminToken, body: { roleName: `${realName}的角色` } });
  expect(role.status, role.json.msg).toBe(200);
  const resources = await server.deps.db.selectFrom('sysResource').select('id').where('code', 'in', codes).execute();
  expect(resources).toHaveLength(codes.length);
  const granted = await server.call(roleApi.saveRoleResources, {
    token: adminToken,
    body: { roleCode: role.json.data.roleCode, resourceIds: resources.map((r) => Number(r.id)) },
  });
  expect(granted.status, granted.json.msg).toBe(200);
  const password = 'Recruit2025';
  const user = await server.call(userApi.add, {
    token: adminToken,
    body: { userName, password, realName, phone: '13900000011', roleCodes: [role.json.data.roleCode], dataScope },
  });
  expect(user.status, user.json.msg).toBe(200);
  const row = await server.deps.db.selectFrom('sysUser').select('id').where('userName', '=', userName).executeTakeFirstOrThrow();
  return { id: Number(row.id), userCode: user.json.data.userCode, roleCode: role.json.data.roleCode, token: await server.login(userName, password) };
}
