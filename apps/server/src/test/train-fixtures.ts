import { courseApi, materialApi, STUDENT_IMPORT_HEADERS, trainClassApi, trainStudentApi, XLSX_MEDIA_TYPE, type ImportResult } from '@hrbd/contract';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { formatTime } from '../platform/time.js';
import { idCardFor } from './apply-fixtures.js';
import type { TestServer } from './harness.js';
import { dayFromNow, passedCompany, uploadLicense, XINZHENG, type Place } from './recruit-fixtures.js';
import { md5Of, mp4File, multipartBody } from './upload-fixtures.js';

/** A valid 河南 (新郑市) ID number for student `n`, born 1990–1999 (apply-fixtures' `idCardFor`). */
export const studentIdCard = (n: number): string => idCardFor('410184', `199${n % 10}-0${1 + (n % 9)}-1${n % 9}`, n % 1000);

/** Now plus `minutes`, as a time text (Asia/Shanghai), to the minute. */
export const minutesFromNow = (minutes: number): string => `${formatTime(Date.now() + minutes * 60_000).slice(0, 16)}:00`;

export interface ClassSetup {
  courseCode: string;
  cmpyCode: string;
}

/** A course as an operator fills its form (线下, 平台课程, 电工, 新郑市, free, applications open), with `overrides`. */
export const courseForm = (coverKey: string, overrides: Record<string, unknown> = {}) => ({
  courseName: '电工上岗证培训',
  courseType: 2,
  courseNature: 1,
  occupationCode: '6-18',
  skillLevel: 1,
  labelCodes: [],
  coverKey,
  introduction: '<p>低压电工作业安全技术培训</p>',
  price: 0,
  classHours: 48,
  applyBeginTime: `${dayFromNow(-30)} 09:00:00`,
  applyEndTime: `${dayFromNow(30)} 18:00:00`,
  ...XINZHENG,
  ...overrides,
});

/** A passed organisation and a 已通过 offline course, made through the API as an operator would. */
export async function classSetup(server: TestServer, token: string, n: number): Promise<ClassSetup> {
  const company = await passedCompany(server, token, n);
  const cover = await uploadLicense(server, token);
  const added = await server.call(courseApi.addBDCourse, { token, body: courseForm(cover) });
  expect(added.status, added.json.msg).toBe(200);
  const courseCode = added.json.data.courseCode;
  const passed = await server.call(courseApi.updateBDCourseState, { token, body: { courseCodes: [courseCode], approveType: 5 } });
  expect(passed.status, passed.json.msg).toBe(200);
  return { courseCode, cmpyCode: company.cmpyCode };
}

/** A class form: sessions as [beginOffset, endOffset] minutes from now. */
export function classForm(setup: ClassSetup, sessions: Array<[number, number]>, overrides: Record<string, unknown> = {}, place: Place = XINZHENG) {
  const times = sessions.map(([b, e]) => ({ beginTime: minutesFromNow(b), endTime: minutesFromNow(e) }));
  const days = times.flatMap((t) => [t.beginTime.slice(0, 10), t.endTime.slice(0, 10)]).sort();
  return {
    className: '2026年第一期电工培训班',
    courseCode: setup.courseCode,
    cmpyCode: setup.cmpyCode,
    teachers: ['王建国', '李红'],
    capacity: 30,
    beginDate: days[0],
    endDate: days[days.length - 1],
    sessions: times,
    ...place,
    signRadius: 0,
    passRate: 80,
    ...overrides,
  };
}

export async function savedClass(server: TestServer, token: string, body: ReturnType<typeof classForm>): Promise<string> {
  const res = await server.call(trainClassApi.save, { token, body });
  expect(res.status, res.json.msg).toBe(200);
  return res.json.data.classCode;
}

/** Student `n` added to the class; answers the student code. */
export async function addedStudent(server: TestServer, token: string, classCode: string, n: number, usrName = '张伟'): Promise<string> {
  const res = await server.call(trainStudentApi.addStudent, {
    token,
    body: { classCode, usrName, idCard: studentIdCard(n), mobile: `1380000${String(n).padStart(4, '0')}`, education: '高中', employState: '未就业' },
  });
  expect(res.status, res.json.msg).toBe(200);
  return res.json.data.studentCode;
}

/** An import sheet (xlsx) with the template's header and these rows. */
export async function studentSheet(rows: ReadonlyArray<readonly string[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('学员');
  ws.addRow([...STUDENT_IMPORT_HEADERS]);
  for (const row of rows) ws.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a sheet to importStudentInfoList as the console does (updateKnown before the file). */
export async function importSheet(server: TestServer, token: string, data: Buffer, updateKnown = false) {
  const { payload, headers } = multipartBody({ updateKnown: updateKnown ? '1' : '0' }, { name: '学员导入.xlsx', type: XLSX_MEDIA_TYPE, data });
  const raw = await server.app.inject({
    method: 'POST',
    url: trainStudentApi.importStudentInfoList.path,
    headers: { ...headers, authorization: token, 'user-source': 'PC_YJ' },
    payload,
  });
  return { status: raw.statusCode, json: raw.json() as { code: number; msg: string; data: ImportResult } };
}

/** A video material uploaded whole in 素材管理's form (上传成功), `seed` making each file distinct; answers its materialCode. */
export async function uploadedVideo(server: TestServer, token: string, materialName: string, seed: number, groupCode?: string): Promise<string> {
  const data = mp4File(4096, seed);
  const fields = { materialType: 2, materialName, fileName: `${materialName}.mp4`, fileSize: data.length, md5: md5Of(data), ...(groupCode && { groupCode }) };
  const { payload, headers } = multipartBody(fields, { name: `${materialName}.mp4`, data });
  const res = await server.app.inject({ method: 'POST', url: materialApi.uploadMaterial.path, payload, headers: { ...headers, authorization: `Bearer ${token}`, 'user-source': 'PC_YJ' } });
  const json = res.json<{ msg: string; data: { materialCode: string; state: number } }>();
  expect(res.statusCode, json.msg).toBe(200);
  expect(json.data.state).toBe(0);
  return json.data.materialCode;
}
