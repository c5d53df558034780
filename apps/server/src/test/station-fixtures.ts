import { courseApi, stationApi, type Input } from '@hrbd/contract';
import { expect } from 'vitest';
import { formatTime } from '../platform/time.js';
import type { TestServer } from './harness.js';
import { creditCodeFor, uploadLicense, XINZHENG, type Place } from './recruit-fixtures.js';
import { courseForm } from './train-fixtures.js';

/** Inputs for the station tests: station and activity forms, a 运营中 station and a company's 已上线 course made through the API. */

type StationBody = Input<NonNullable<typeof stationApi.addStation.body>>;

let serial = 0;
/** A distinct mobile per form (stations may not share a 负责人's). */
const nextMobile = () => `137${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(5, '0')}`;

/** A moment `ms` from now as the wire writes it. */
export const fromNow = (ms: number): string => formatTime(Date.now() + ms);

/** A moment at least `ms` from now in whole seconds: rounded up, so a start 1 s ahead never loses most of its second to the wire's truncation. */
const wholeSecondsFromNow = (ms: number): string => formatTime(Math.ceil((Date.now() + ms) / 1000) * 1000);

/** Waits until the wire time `time` (Beijing) has passed. */
export async function sleepPast(time: string): Promise<void> {
  const wait = Date.parse(`${time.replace(' ', 'T')}+08:00`) + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Station form `n` (新郑市 unless `place` says otherwise), with `overrides`. */
export function stationForm(n: number, overrides: Partial<StationBody> = {}, place: Place = XINZHENG): StationBody {
  return {
    stationName: `龙湖镇测试社区驿站${n}`,
    stationType: 1,
    operatorName: '新郑市龙湖镇人力资源服务中心',
    creditCode: creditCodeFor(9000 + n, place.countyCode),
    ...place,
    leaderName: '李建国',
    leaderPhone: nextMobile(),
    servicePhone: '0371-62690001',
    openHours: '周一至周五 9:00-17:30',
    serviceItems: [1, 2, 4],
    floorArea: 120,
    photoKeys: [],
    introduction: '为辖区居民提供岗位推荐和政策咨询。',
    ...overrides,
  };
}

/** A station added and passed through the API: its number. */
export async function runningStation(server: TestServer, token: string, n: number, place: Place = XINZHENG): Promise<string> {
  const added = await server.call(stationApi.addStation, { token, body: stationForm(n, {}, place) });
  expect(added.status, added.json.msg).toBe(200);
  const { stationNo } = added.json.data;
  const passed = await server.call(stationApi.checkStation, { token, body: { stationNo, approveState: 1 } });
  expect(passed.status, passed.json.msg).toBe(200);
  return stationNo;
}

/** A 机构课程 of the company, passed and put online through the API: its code. */
export async function onlineCourse(server: TestServer, token: string, cmpyCode: string, courseName = '叉车司机培训'): Promise<string> {
  const cover = await uploadLicense(server, token);
  const added = await server.call(courseApi.addBDCourse, { token, body: courseForm(cover, { courseName, courseNature: 2, cmpyCode }) });
  expect(added.status, added.json.msg).toBe(200);
  const { courseCode } = added.json.data;
  expect((await server.call(courseApi.updateBDCourseState, { token, body: { courseCodes: [courseCode], approveType: 5 } })).status).toBe(200);
  const online = await server.call(courseApi.changeOnlineType, { token, query: { courseCode, onlineType: 1 } });
  expect(online.status, online.json.msg).toBe(200);
  return courseCode;
}

/** An activity form at the station: 招聘+培训 from `beginMs` to `endMs` from now, budget ¥10,000, ¥500 a hire, ¥200 a trainee. */
export function activityForm(stationNo: string, participants: Array<{ cmpyCode: string; jobCodes?: string[]; courseCodes?: string[] }>, beginMs: number, endMs: number, overrides: Record<string, unknown> = {}) {
  return {
    stationNo,
    activityName: `龙湖镇春风行动专场${++serial}`,
    activityType: 3,
    beginTime: wholeSecondsFromNow(beginMs),
    endTime: wholeSecondsFromNow(endMs),
    ...XINZHENG,
    posterKey: '',
    description: '<p>辖区企业现场招聘与技能培训报名。</p><script>alert(1)</script>',
    contactPerson: '王丽',
    contactPhone: '13800001111',
    participants: participants.map((p) => ({ cmpyCode: p.cmpyCode, jobCodes: p.jobCodes ?? [], courseCodes: p.courseCodes ?? [] })),
    planRecruit: 30,
    planTrain: 20,
    budget: '10000',
    hirePrice: '500',
    trainPrice: '200.00',
    ...overrides,
  };
}
