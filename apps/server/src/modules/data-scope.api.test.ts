import {
  applyInfoApi,
  companyApi,
  companyStatisticsApi,
  courseApi,
  trainApplyApi,
  trainOrderApi,
  hotEventApi,
  hotEventValueApi,
  jobApi,
  jobCategoryApi,
  jobFairApi,
  outsourceApi,
  permissionOf,
  policyApplyApi,
  recruitDashboardApi,
  trainClassApi,
  trainRequireApi,
  trainSignInApi,
  trainStudentApi,
  perm,
  userApi,
  type Endpoint,
  communityApi,
  houseApi,
  quitApi,
  rentCompanyApi,
  tenantApi,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../platform/time.js';
import { addApplicants, idCardFor, publishJobs, type Applicant, type PublishedJob } from '../test/apply-fixtures.js';
import { applyContentFor, receive, submittedProject } from '../test/policy-fixtures.js';
import { writeApplications } from './train/train-apply/train-apply.service.js';
import { DIALECTS, withTestServer, type CallInput } from '../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../test/recruit-fixtures.js';
import { communityForm, rentSetup, tenantForm } from '../test/rent-fixtures.js';
import { applyQuit } from './rent/ledger/quit.service.js';
import { addedStudent, classForm, classSetup, savedClass, studentIdCard } from '../test/train-fixtures.js';
import { readWorkbook, rowsOf } from '../test/xlsx.js';

/**
 * 数据权限 across every region-bound area: a 新郑市 user never meets a 中牟县
 * record (lists, counts, exports, figures, details, actions); a 郑州市 user
 * meets both; a change of scope applies on the user's next request; the
 * 超级管理员 sees everything whatever is stored for them.
 */
const api = {
  cmpyPagelist: companyApi.pagelist,
  cmpyCount: companyApi.cmpyCount,
  cmpyInfo: companyApi.info,
  cmpyYjList: companyApi.yjList,
  cmpyTotal: companyStatisticsApi.cmpyTotal,
  queryJobInfoList: jobApi.queryJobInfoList,
  queryJobInfoType: jobApi.queryJobInfoType,
  queryJobInfoDetail: jobApi.queryJobInfoDetail,
  queryJobCateSelf: jobCategoryApi.queryJobCateSelf,
  queryPageJobApplyInfo: applyInfoApi.queryPageJobApplyInfo,
  queryStateCount: applyInfoApi.queryStateCount,
  queryJobApplyInfo: applyInfoApi.queryJobApplyInfo,
  dataExport: applyInfoApi.dataExport,
  updateState: applyInfoApi.updateState,
  queryCmpyStatistics: recruitDashboardApi.queryCmpyStatistics,
  queryStatisticsJobApplyDay: recruitDashboardApi.queryStatisticsJobApplyDay,
  jobFairList: jobFairApi.list,
  jobFairInfo: jobFairApi.info,
  saveHotEvent: hotEventApi.save,
  pageHotEvents: hotEventApi.page,
  hotEventInfo: hotEventApi.info,
  pageHotEventValues: hotEventValueApi.page,
  exportHotEventsValues: hotEventValueApi.exportHotEventsValues,
  handleHotEventValue: hotEventValueApi.handle,
  getOutsourcingEmployeeList: outsourceApi.getOutsourcingEmployeeList,
  queryResume: outsourceApi.queryResume,
  trainRequireList: trainRequireApi.trainRequireList,
  updateRequireState: trainRequireApi.updateState,
  trainRequireRecordList: trainRequireApi.trainRequireRecordList,
  courseList: courseApi.getBDCourseList,
  courseInfo: courseApi.getBDCourseInfo,
  courseCounts: courseApi.getCountByState,
  courseReview: courseApi.updateBDCourseState,
  policyApplyList: policyApplyApi.getList,
  policyApplyCount: policyApplyApi.getStateCount,
  policyApplyDetail: policyApplyApi.getDetail,
  policyApplyReview: policyApplyApi.updateState,
  trainApplyList: trainApplyApi.getApplyBDList,
  trainApplyCounts: trainApplyApi.countByApplyState,
  trainApplyInfo: trainApplyApi.getApplyInfo,
  trainApplyEdit: trainApplyApi.editApplyInfo,
  trainOrderList: trainOrderApi.getBDOrderlist,
  trainOrderInfo: trainOrderApi.getOrderInfo,
};
const ENDPOINTS: Endpoint[] = [
  api.cmpyPagelist, api.cmpyCount, api.cmpyInfo, api.cmpyYjList, api.cmpyTotal,
  api.queryJobInfoList, api.queryJobInfoType, api.queryJobInfoDetail, api.queryJobCateSelf,
  api.queryPageJobApplyInfo, api.queryStateCount, api.queryJobApplyInfo, api.dataExport, api.updateState,
  api.queryCmpyStatistics, api.queryStatisticsJobApplyDay,
  api.jobFairList, api.jobFairInfo,
  api.pageHotEvents, api.hotEventInfo, api.pageHotEventValues, api.exportHotEventsValues, api.handleHotEventValue,
  api.getOutsourcingEmployeeList, api.queryResume,
  api.trainRequireList, api.updateRequireState, api.trainRequireRecordList,
  api.courseList, api.courseInfo, api.courseCounts, api.courseReview,
  api.policyApplyList, api.policyApplyCount, api.policyApplyDetail, api.policyApplyReview,
  api.trainApplyList, api.trainApplyCounts, api.trainApplyInfo, api.trainApplyEdit, api.trainOrderList, api.trainOrderInfo,
];
const CODES = [...new Set(ENDPOINTS.map((e) => permissionOf(e)).filter((c): c is string => c !== null))];
const XINZHENG_CODE = '410184';
const ZHENGZHOU_CODE = '410100';

describe.each(DIALECTS)('data scope (数据权限) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let xinzheng: { id: number; userCode: string; roleCode: string; token: string };
  let zhengzhou: { id: number; userCode: string; roleCode: string; token: string };
  const jobs: Record<'xz' | 'zm', PublishedJob> = {} as Record<'xz' | 'zm', PublishedJob>;
  const applied: Record<'xz' | 'zm', Applicant> = {} as Record<'xz' | 'zm', Applicant>;
  const cmpyCodes: Record<'xz' | 'zm', string> = { xz: '', zm: '' };
  const courses = { xz: 'coursexz'.padEnd(32, '0'), zm: 'coursezm'.padEnd(32, '0'), org: 'courseorg'.padEnd(32, '0') };
  const codes = { fair: { xz: 'fairxz'.padEnd(32, '0'), zm: 'fairzm'.padEnd(32, '0') }, event: { xz: '', zm: '' }, value: { xz: 'valuexz'.padEnd(32, '0'), zm: 'valuezm'.padEnd(32, '0') }, outsource: { xz: 'outxz'.padEnd(32, '0'), zm: 'outzm'.padEnd(32, '0') }, require: { xz: 'reqxz'.padEnd(32, '0'), zm: 'reqzm'.padEnd(32, '0') }, policyApply: { xz: '', zm: '' } };

  beforeAll(async () => {
    admin = await server.login();
    [jobs.xz] = await publishJobs(server, admin, ['新郑数控车工'], 1);
    [jobs.zm] = await publishJobs(server, admin, ['中牟叉车司机'], 2, ZHONGMOU);
    for (const key of ['xz', 'zm'] as const) {
      const row = await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('id', '=', jobs[key].id).executeTakeFirstOrThrow();
      cmpyCodes[key] = row.cmpyCode;
    }
    const today = nowText();
    [applied.xz, applied.zm] = await addApplicants(server.deps.db, [
      { usrName: '新郑求职者', gender: 1, birthDate: '1995-01-01', job: jobs.xz, applyTime: today },
      { usrName: '中牟求职者', gender: 2, birthDate: '1996-01-01', job: jobs.zm, applyTime: today },
    ]);
    const db = server.deps.db;
    const companies = await db.selectFrom('cmpyInfo').select(['id', 'cmpyCode']).execute();
    const companyId = (key: 'xz' | 'zm') => Number(companies.find((c) => c.cmpyCode === cmpyCodes[key])?.id);
    for (const [key, county] of [['xz', XINZHENG_CODE], ['zm', ZHONGMOU.countyCode]] as const) {
      await db
        .insertInto('recruitJobFair')
        .values({
          fairCode: codes.fair[key], fairName: `${key}招聘会`, fairType: 1, organizer: '人社局', undertaker: '', contactPerson: '王', contactPhone: '13800000000',
          provinceCode: '410000', cityCode: '410100', countyCode: county, address: '', gcj02Lng: null, gcj02Lat: null,
          startTime: '2025-01-01 09:00:00', endTime: '2025-01-02 17:00:00', description: '', creatorId: null, creatorName: '', createTime: today, updateTime: today,
        })
        .execute();
      const event = await server.call(api.saveHotEvent, {
        token: admin,
        body: { eventTitle: `${key}规模性减员`, eventType: 1, regionCode: county, beginTime: '2025-01-01', endTime: '2099-12-31', description: '<p>减员</p>', enabled: 1 },
      });
      expect(event.status, event.json.msg).toBe(200);
      codes.event[key] = event.json.data.eventCode;
      const eventRow = await db.selectFrom('recruitHotEvent').select('id').where('eventCode', '=', codes.event[key]).executeTakeFirstOrThrow();
      await db
        .insertInto('recruitHotEventValue')
        .values({
          valueCode: codes.value[key], eventId: Number(eventRow.id), submitterType: 1, submitterName: `${key}个人`, phone: '13800000001', countyCode: county,
          channel: 1, content: '登记', submitTime: today, handleState: 0, handlerId: null, handlerName: '', handleTime: null, handleNote: '', updateTime: today,
        })
        .execute();
      const resume = await db.selectFrom('recruitResume').select('id').where('resumeCode', '=', applied[key].resumeCode).executeTakeFirstOrThrow();
      await db
        .insertInto('recruitOutsource')
        .values({
          outsourceCode: codes.outsource[key], resumeId: Number(resume.id), cmpyId: companyId(key), dispatchCmpyId: companyId(key === 'xz' ? 'zm' : 'xz'), employType: 1, postName: '普工',
          salary: 4000, contractStart: '2025-01-01', contractEnd: '2099-12-31', leaveDate: null, leaveReason: '', createTime: today, updateTime: today,
        })
        .execute();
      await db
        .insertInto('trainRequire')
        .values({
          requireCode: codes.require[key], name: `${key}需求人`, phone: '13800000002', cmpyName: '', countyCode: county, occupation: '电工', peopleNum: 3,
          description: '', sendTime: today, state: 0, handlerId: null, handlerName: '', handleTime: null, createTime: today, updateTime: today,
        })
        .execute();
    }
    // One subsidy application from each county (the applicant's county is the record's place).
    const project = await submittedProject(server, admin);
    codes.policyApply.xz = await receive(server, project, applyContentFor(1, { name: '新郑申请人' }));
    codes.policyApply.zm = await receive(server, project, applyContentFor(2, { name: '中牟申请人', district: ZHONGMOU.countyCode }));
    // Both counties' companies, with their jobs, take part in the 新郑市 fair.
    const xzFair = await db.selectFrom('recruitJobFair').select('id').where('fairCode', '=', codes.fair.xz).executeTakeFirstOrThrow();
    for (const [sort, key] of (['xz', 'zm'] as const).entries()) {
      await db.insertInto('recruitJobFairCmpy').values({ fairId: Number(xzFair.id), cmpyCode: cmpyCodes[key], sort, joinTime: today }).execute();
      await db.insertInto('recruitJobFairJob').values({ fairId: Number(xzFair.id), cmpyCode: cmpyCodes[key], jobId: jobs[key].id, sort }).execute();
    }
    // Courses: one in each county, and a 机构课程 held in 中牟县 by the 新郑市 company (in scope through its organisation).
    for (const [key, county, cmpyKey] of [['xz', XINZHENG_CODE, null], ['zm', ZHONGMOU.countyCode, null], ['org', ZHONGMOU.countyCode, 'xz']] as const) {
      await db
        .insertInto('trainCourse')
        .values({
          courseCode: courses[key], courseName: `${key}课程`, courseType: 2, courseNature: cmpyKey ? 2 : 1, cmpyCode: cmpyKey ? cmpyCodes[cmpyKey] : '', cmpyName: '',
          occupationCode: '6-18', skillLevel: 1, coverKey: '', introduction: '<p>课程</p>', price: 0, classHours: 8, applyBeginTime: '2025-01-01 09:00:00',
          applyEndTime: '2099-12-31 18:00:00', provinceCode: '410000', cityCode: '410100', countyCode: county, address: '', gcj02Lng: 113.7, gcj02Lat: 34.4, formCode: '',
          approveType: 0, onlineType: 2, rejectDesc: '', creatorId: null, creatorName: '', refreshTime: today, createTime: today, updateTime: today,
        })
        .execute();
    }
    xinzheng = await userWithCodes(server, admin, 'scopexinzheng', '新郑专员', CODES, XINZHENG_CODE);
    zhengzhou = await userWithCodes(server, admin, 'scopezhengzhou', '郑州专员', CODES, ZHENGZHOU_CODE);
  });

  /** Everything a user meets of the two counties' records, read through every list, count, export and figure. */
  async function seen(token: string) {
    const call = async <E extends Endpoint>(endpoint: E, input: Omit<CallInput<E>, 'token'> = {}) => {
      const res = await server.call(endpoint, { ...input, token });
      expect(res.status, `${endpoint.path}: ${res.json?.msg}`).toBe(200);
      return res;
    };
    const companies = (await call(api.cmpyPagelist, { query: { pageNum: 1, pageSize: 50 } })).json.data;
    const register = (await call(api.cmpyYjList, { query: { pageNum: 1, pageSize: 50 } })).json.data;
    const companyCounts = (await call(api.cmpyCount)).json.data;
    const companyTotal = (await call(api.cmpyTotal)).json.data;
    const jobList = (await call(api.queryJobInfoList, { body: { pageNum: 1, pageSize: 50 } })).json.data;
    const jobTypes = (await call(api.queryJobInfoType)).json.data;
    const applications = (await call(api.queryPageJobApplyInfo, { query: {} })).json.data;
    const stateCounts = (await call(api.queryStateCount, { query: {} })).json.data;
    const filteredCounts = (await call(api.queryStateCount, { query: { usrGender: 2 } })).json.data;
    const exported = rowsOf((await readWorkbook((await call(api.dataExport, { query: {} })).raw.rawPayload)).worksheets[0]).slice(1);
    const dashboard = (await call(api.queryCmpyStatistics)).json.data;
    const trend = (await call(api.queryStatisticsJobApplyDay, { body: {} })).json.data;
    const fairs = (await call(api.jobFairList, { query: { pageNum: 1, pageSize: 50 } })).json.data;
    const listedFair = fairs.records.find((f) => f.fairCode === codes.fair.xz);
    // The 新郑市 fair's detail, when the user may see it.
    const fairInfo = listedFair ? (await call(api.jobFairInfo, { query: { fairCode: codes.fair.xz } })).json.data : undefined;
    const categories = (await call(api.queryJobCateSelf, { body: {} })).json.data;
    const events = (await call(api.pageHotEvents, { query: { pageNum: 1, pageSize: 50 } })).json.data;
    const values = (await call(api.pageHotEventValues, { body: { pageNum: 1, pageSize: 50 } })).json.data;
    const valueExport = rowsOf((await readWorkbook((await call(api.exportHotEventsValues, { body: {} })).raw.rawPayload)).worksheets[0]).slice(1);
    const placements = (await call(api.getOutsourcingEmployeeList, { query: { pageNum: 1, pageSize: 50 } })).json.data;
    const requires = (await call(api.trainRequireList, { query: { pageNum: 1, pageSize: 50 } })).json.data;
    const applyTotal = stateCounts.reduce((sum, tab) => sum + tab.count, 0);
    const policyApplies = (await call(api.policyApplyList, { body: { pageNum: 1, pageSize: 50 } })).json.data;
    const policyCounts = (await call(api.policyApplyCount, { body: {} })).json.data;
    return {
      policyApplies: policyApplies.records.map((a) => a.applyId).sort(),
      policyApplyTabTotal: policyCounts.reduce((sum, tab) => sum + tab.stateNumber, 0),
      companies: companies.records.map((c) => c.cmpyCode).sort(),
      companyTotal: companies.total,
      register: register.records.map((c) => c.cmpyCode).sort(),
      companyCount: companyCounts.subCount,
      companyStatistics: companyTotal.total,
      jobs: jobList.records.map((j) => j.jobCode).sort(),
      jobTypeTotal: jobTypes.reduce((sum, t) => sum + t.count, 0),
      applications: applications.records.map((a) => a.applyCode).sort(),
      applicationTotal: applications.total,
      applyTabTotal: applyTotal,
      womenApplying: filteredCounts.reduce((sum, tab) => sum + tab.count, 0),
      exportedNames: exported.map((row) => row.find((cell) => cell.endsWith('求职者')) ?? '').sort(),
      dashboard: { companies: dashboard.company.total, jobs: dashboard.job.total, applications: dashboard.apply.total, today: dashboard.apply.todayCount },
      trendTotal: trend.reduce((sum, day) => sum + day.deliverCount, 0),
      fairs: fairs.records.map((f) => f.fairCode).sort(),
      fairListParticipants: { companies: listedFair?.cmpyCount, jobs: listedFair?.jobCount },
      fairParticipants: { companies: fairInfo?.cmpyCount, jobs: fairInfo?.jobCount },
      categoryJobs: categories.reduce((sum, c) => sum + c.jobCount, 0),
      categoryOnlineJobs: categories.reduce((sum, c) => sum + c.onlineJobCount, 0),
      events: events.records.map((e) => e.eventCode).sort(),
      values: values.records.map((v) => v.valueCode).sort(),
      valueExportRows: valueExport.length,
      placements: placements.records.map((p) => p.outsourceCode).sort(),
      requires: requires.records.map((r) => r.requireCode).sort(),
      requireTabTotal: requires.stateCounts.reduce((sum, tab) => sum + tab.count, 0),
    };
  }

  const both = (a: string, b: string) => [a, b].sort();

  it('shows a 新郑市 user only 新郑市 records in every list, count, export and figure', async () => {
    const s = await seen(xinzheng.token);
    expect(s.companies).toEqual([cmpyCodes.xz]);
    expect(s.companyTotal).toBe(1);
    expect(s.register).toEqual([cmpyCodes.xz]);
    expect(s.companyCount).toBe(1);
    expect(s.companyStatistics).toBe(1);
    expect(s.jobs).toEqual([jobs.xz.jobCode]);
    expect(s.jobTypeTotal).toBe(1);
    expect(s.applications).toEqual([applied.xz.applyCode]);
    expect(s.applicationTotal).toBe(1);
    expect(s.applyTabTotal).toBe(1);
    // The 中牟县 applicant is the only woman: a filtered count does not find her either.
    expect(s.womenApplying).toBe(0);
    expect(s.exportedNames).toEqual(['新郑求职者']);
    expect(s.dashboard).toEqual({ companies: 1, jobs: 1, applications: 1, today: 1 });
    expect(s.trendTotal).toBe(1);
    expect(s.fairs).toEqual([codes.fair.xz]);
    // The 中牟县 company takes part in the 新郑市 fair too, but is not counted for a 新郑市 user.
    expect(s.fairListParticipants).toEqual({ companies: 1, jobs: 1 });
    expect(s.fairParticipants).toEqual({ companies: 1, jobs: 1 });
    expect(s.categoryJobs).toBe(1);
    expect(s.categoryOnlineJobs).toBe(1);
    expect(s.events).toEqual([codes.event.xz]);
    expect(s.values).toEqual([codes.value.xz]);
    expect(s.valueExportRows).toBe(1);
    expect(s.placements).toEqual([codes.outsource.xz]);
    expect(s.requires).toEqual([codes.require.xz]);
    expect(s.requireTabTotal).toBe(1);
    expect(s.policyApplies).toEqual([codes.policyApply.xz]);
    expect(s.policyApplyTabTotal).toBe(1);
  });

  it('answers 404 to a 新郑市 user for a 中牟县 record’s detail or action, and leaves it as it was', async () => {
    const token = xinzheng.token;
    const refused = [
      await server.call(api.cmpyInfo, { token, query: { cmpyCode: cmpyCodes.zm } }),
      await server.call(api.queryJobInfoDetail, { token, params: { jobCode: jobs.zm.jobCode } }),
      await server.call(api.queryJobApplyInfo, { token, query: { applyCode: applied.zm.applyCode } }),
      await server.call(api.updateState, { token, query: { applyCode: applied.zm.applyCode, state: 3 } }),
      await server.call(api.jobFairInfo, { token, query: { fairCode: codes.fair.zm } }),
      await server.call(api.hotEventInfo, { token, query: { eventCode: codes.event.zm } }),
      await server.call(api.pageHotEventValues, { token, body: { pageNum: 1, pageSize: 10, eventCode: codes.event.zm } }),
      await server.call(api.handleHotEventValue, { token, query: { valueCode: codes.value.zm, handleNote: '已联系' } }),
      await server.call(api.queryResume, { token, query: { outsourceCode: codes.outsource.zm } }),
      await server.call(api.updateRequireState, { token, body: { requireCode: codes.require.zm, state: 1 } }),
      await server.call(api.trainRequireRecordList, { token, query: { requireCode: codes.require.zm } }),
      await server.call(api.policyApplyDetail, { token, query: { applyId: codes.policyApply.zm } }),
      await server.call(api.policyApplyReview, { token, body: { applyId: codes.policyApply.zm, applyState: 2 } }),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 404));
    const application = await server.deps.db.selectFrom('recruitJobApply').select('state').where('applyCode', '=', applied.zm.applyCode).executeTakeFirstOrThrow();
    expect(application.state).toBe(0);
    const value = await server.deps.db.selectFrom('recruitHotEventValue').select('handleState').where('valueCode', '=', codes.value.zm).executeTakeFirstOrThrow();
    expect(value.handleState).toBe(0);
    const requirement = await server.deps.db.selectFrom('trainRequire').select('state').where('requireCode', '=', codes.require.zm).executeTakeFirstOrThrow();
    expect(requirement.state).toBe(0);
    const policyApply = await server.deps.db.selectFrom('policyApply').select('applyState').where('applyId', '=', codes.policyApply.zm).executeTakeFirstOrThrow();
    expect(policyApply.applyState).toBe(1);
    expect((await server.call(api.policyApplyDetail, { token, query: { applyId: codes.policyApply.xz } })).status).toBe(200);
    // Its own county's records answer as usual.
    expect((await server.call(api.queryJobApplyInfo, { token, query: { applyCode: applied.xz.applyCode } })).status).toBe(200);
    expect((await server.call(api.cmpyInfo, { token, query: { cmpyCode: cmpyCodes.xz } })).status).toBe(200);
  });

  it('shows a 郑州市 user the records of both counties', async () => {
    const s = await seen(zhengzhou.token);
    expect(s.companies).toEqual(both(cmpyCodes.xz, cmpyCodes.zm));
    expect(s.companyCount).toBe(2);
    expect(s.jobs).toEqual(both(jobs.xz.jobCode, jobs.zm.jobCode));
    expect(s.applications).toEqual(both(applied.xz.applyCode, applied.zm.applyCode));
    expect(s.applyTabTotal).toBe(2);
    expect(s.womenApplying).toBe(1);
    expect(s.exportedNames).toEqual(['中牟求职者', '新郑求职者'].sort());
    expect(s.dashboard).toEqual({ companies: 2, jobs: 2, applications: 2, today: 2 });
    expect(s.fairs).toEqual(both(codes.fair.xz, codes.fair.zm));
    expect(s.fairListParticipants).toEqual({ companies: 2, jobs: 2 });
    expect(s.fairParticipants).toEqual({ companies: 2, jobs: 2 });
    expect(s.categoryJobs).toBe(2);
    expect(s.categoryOnlineJobs).toBe(2);
    expect(s.events).toEqual(both(codes.event.xz, codes.event.zm));
    expect(s.values).toEqual(both(codes.value.xz, codes.value.zm));
    expect(s.placements).toEqual(both(codes.outsource.xz, codes.outsource.zm));
    expect(s.requires).toEqual(both(codes.require.xz, codes.require.zm));
    expect(s.requireTabTotal).toBe(2);
    expect(s.policyApplies).toEqual(both(codes.policyApply.xz, codes.policyApply.zm));
    expect(s.policyApplyTabTotal).toBe(2);
    expect((await server.call(api.cmpyInfo, { token: zhengzhou.token, query: { cmpyCode: cmpyCodes.zm } })).status).toBe(200);
  });

  it('shows courses by their county or their organisation’s, and refuses a course outside (404)', async () => {
    const courseView = async (token: string) => {
      const list = await server.call(api.courseList, { token, query: { pageSize: 50 } });
      const counts = await server.call(api.courseCounts, { token, query: {} });
      expect([list.status, counts.status]).toEqual([200, 200]);
      return { codes: list.json.data.records.map((c) => c.courseCode).sort(), total: counts.json.data.reduce((sum, tab) => sum + tab.count, 0) };
    };
    expect(await courseView(xinzheng.token)).toEqual({ codes: [courses.org, courses.xz].sort(), total: 2 });
    expect(await courseView(zhengzhou.token)).toEqual({ codes: Object.values(courses).sort(), total: 3 });
    const token = xinzheng.token;
    expect((await server.call(api.courseInfo, { token, query: { courseCode: courses.zm } })).status).toBe(404);
    expect((await server.call(api.courseInfo, { token, query: { courseCode: courses.org } })).status).toBe(200);
    const review = await server.call(api.courseReview, { token, body: { courseCodes: [courses.xz, courses.zm], approveType: 5 } });
    expect(review.status).toBe(404);
    const states = await server.deps.db.selectFrom('trainCourse').select('approveType').where('courseCode', 'in', [courses.xz, courses.zm]).execute();
    expect(states.map((r) => r.approveType)).toEqual([0, 0]);
  });

  it('shows applications and orders by their course’s scope, and refuses one outside (404)', async () => {
    const time = nowText();
    const [, zmApply] = await writeApplications(
      server.deps.db,
      (['xz', 'zm', 'org'] as const).map((k, i) => ({
        courseCode: courses[k],
        usrName: `学员${k}`,
        usrPhe: `1370000000${i}`,
        idCard: idCardFor('410184', '1992-05-01', 700 + i),
        applyTime: time,
        order: { createTime: time },
      })),
    );
    const view = async (token: string) => {
      const list = await server.call(api.trainApplyList, { token, query: { pageSize: 50 } });
      const counts = await server.call(api.trainApplyCounts, { token, query: {} });
      const orders = await server.call(api.trainOrderList, { token, query: { pageSize: 50 } });
      return {
        codes: list.json.data.records.map((a) => a.courseCode).sort(),
        total: counts.json.data.reduce((sum, tab) => sum + tab.count, 0),
        orders: orders.json.data.records.map((o) => o.courseCode).sort(),
      };
    };
    const inXinzheng = [courses.org, courses.xz].sort();
    expect(await view(xinzheng.token)).toEqual({ codes: inXinzheng, total: 2, orders: inXinzheng });
    expect(await view(zhengzhou.token)).toEqual({ codes: Object.values(courses).sort(), total: 3, orders: Object.values(courses).sort() });
    const token = xinzheng.token;
    expect((await server.call(api.trainApplyInfo, { token, query: { applyCode: zmApply } })).status).toBe(404);
    expect((await server.call(api.trainApplyEdit, { token, body: { applyCode: zmApply, remark: '越权备注' } })).status).toBe(404);
    const zmOrder = await server.deps.db.selectFrom('trainOrder').select('orderCode').where('applyCode', '=', zmApply).executeTakeFirstOrThrow();
    expect((await server.call(api.trainOrderInfo, { token, query: { orderCode: zmOrder.orderCode } })).status).toBe(404);
    const row = await server.deps.db.selectFrom('trainApply').select('remark').where('applyCode', '=', zmApply).executeTakeFirstOrThrow();
    expect(row.remark).toBe('');
  });

  it('shows the 超级管理员 everything, whatever scope is stored for them', async () => {
    await server.deps.db.updateTable('sysUser').set({ dataScope: XINZHENG_CODE }).where('userName', '=', 'admin').execute();
    const fresh = await server.login();
    const s = await seen(fresh);
    expect(s.companies).toEqual(both(cmpyCodes.xz, cmpyCodes.zm));
    expect(s.applications).toEqual(both(applied.xz.applyCode, applied.zm.applyCode));
    const users = await server.call(userApi.list, { token: fresh, body: { pageNum: 1, pageSize: 50, userName: 'admin' } });
    expect(users.json.data.records.find((u) => u.userName === 'admin')?.dataScopeName).toBe('全部');
  });

  it('applies a change of scope on the user’s next request, and lists it in Chinese', async () => {
    const listed = await server.call(userApi.list, { token: admin, body: { pageNum: 1, pageSize: 50, userName: 'scopexinzheng' } });
    expect(listed.json.data.records[0].dataScopeName).toBe('河南省 / 郑州市 / 新郑市');
    // A request a moment before the change: the session is now remembered for a second.
    expect((await seen(xinzheng.token)).companies).toEqual([cmpyCodes.xz]);
    const edited = await server.call(userApi.edit, {
      token: admin,
      body: { userCode: xinzheng.userCode, realName: '新郑专员', phone: '13900000011', roleCodes: [xinzheng.roleCode], dataScope: ZHONGMOU.countyCode },
    });
    expect(edited.status, edited.json.msg).toBe(200);
    const s = await seen(xinzheng.token);
    expect(s.companies).toEqual([cmpyCodes.zm]);
    expect(s.applications).toEqual([applied.zm.applyCode]);
    expect(s.dashboard.applications).toBe(1);
    expect((await server.call(api.cmpyInfo, { token: xinzheng.token, query: { cmpyCode: cmpyCodes.xz } })).status).toBe(404);
  });

  it('refuses a scope that is not a province, city or county, naming 数据权限', async () => {
    const bad = await server.call(userApi.edit, {
      token: admin,
      body: { userCode: zhengzhou.userCode, realName: '郑州专员', phone: '13900000011', roleCodes: [zhengzhou.roleCode], dataScope: '4101' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('数据权限');
    const unknown = await server.call(userApi.edit, {
      token: admin,
      body: { userCode: zhengzhou.userCode, realName: '郑州专员', phone: '13900000011', roleCodes: [zhengzhou.roleCode], dataScope: '419999' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toContain('数据权限');
  });
});

describe.each(DIALECTS)('数据权限 of classes (by address) and students (by class) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user the 新郑市 class and its students only; the 中牟县 one is 404 to every detail and action', async () => {
    const admin = await server.login();
    const setup = await classSetup(server, admin, 901);
    const xz = await savedClass(server, admin, classForm(setup, [[-2 * 1440, -2 * 1440 + 60]]));
    const zm = await savedClass(server, admin, classForm(setup, [[-2 * 1440, -2 * 1440 + 60]], {}, ZHONGMOU));
    await addedStudent(server, admin, xz, 61, '新郑学员');
    await addedStudent(server, admin, zm, 62, '中牟学员');
    const user = await userWithCodes(
      server,
      admin,
      'classscopexz',
      '新郑班级专员',
      [perm.train.class.list, perm.train.class.edit, perm.train.class.end, perm.train.student.list, perm.train.student.add, perm.train.signIn.list, perm.train.signIn.resign],
      '410184',
    );
    const token = user.token;
    const classes = await server.call(trainClassApi.list, { token, query: { pageNum: 1, pageSize: 100 } });
    expect(classes.json.data.records.map((r) => r.classCode)).toEqual([xz]);
    const students = await server.call(trainClassApi.studentList, { token, query: { pageNum: 1, pageSize: 100 } });
    expect(students.json.data.records.map((r) => r.usrName)).toEqual(['新郑学员']);
    expect((await server.call(trainClassApi.info, { token, query: { classCode: zm } })).status).toBe(404);
    expect((await server.call(trainClassApi.studentList, { token, query: { classCode: zm, pageNum: 1, pageSize: 10 } })).status).toBe(404);
    expect((await server.call(trainClassApi.end, { token, query: { classCode: zm } })).status).toBe(404);
    expect((await server.call(trainSignInApi.report, { token, query: { classCode: zm } })).status).toBe(404);
    const add = await server.call(trainStudentApi.addStudent, {
      token,
      body: { classCode: zm, usrName: '外区学员', idCard: studentIdCard(63), mobile: '13800000063', education: '高中', employState: '未就业' },
    });
    expect(add.status).toBe(404);
    const saved = await server.call(trainClassApi.save, { token: admin, body: classForm(setup, [[1440, 1500]], {}, ZHONGMOU) });
    expect(saved.status).toBe(200);
    const outside = await server.call(trainClassApi.update, { token, body: { ...classForm(setup, [[1440, 1500]], {}, ZHONGMOU), classCode: saved.json.data.classCode } });
    expect(outside.status).toBe(404);
    // Still in the database, untouched.
    const zmStudents = await server.call(trainClassApi.studentList, { token: admin, query: { classCode: zm, pageNum: 1, pageSize: 10 } });
    expect(zmStudents.json.data.total).toBe(1);
  });
});

describe.each(DIALECTS)('数据权限 of 住房租赁 (by the community’s county) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  it('shows a 新郑市 user only 新郑市 communities, rooms, tenants, quits and rent companies, and refuses a 中牟县 one (404)', async () => {
    const xz = await rentSetup(server, admin, { capacity: 2 });
    const zm = await rentSetup(server, admin, { capacity: 2, place: ZHONGMOU });
    const xzTenant = (await server.call(houseApi.distribute, { token: admin, body: { houseCode: xz.houseCodes[0], tenants: [tenantForm(xz.cmpyCode, { name: '新郑租户' })] } })).json.data.tenantCodes[0];
    const zmTenant = (await server.call(houseApi.distribute, { token: admin, body: { houseCode: zm.houseCodes[0], tenants: [tenantForm(zm.cmpyCode, { name: '中牟租户' })] } })).json.data.tenantCodes[0];
    await applyQuit(server.deps.db, { tenantCode: xzTenant, quitDate: nowText().slice(0, 10), reason: '离职' });
    const zmQuit = await applyQuit(server.deps.db, { tenantCode: zmTenant, quitDate: nowText().slice(0, 10), reason: '离职' });
    const rent = perm.oddjobMarket.rent;
    const { token } = await userWithCodes(
      server,
      admin,
      'rentscopexz',
      '新郑住房专员',
      [rent.community.list, rent.community.edit, rent.community.remove, rent.community.add, rent.house.list, rent.house.distribute, rent.house.empty, rent.tenant.list, rent.tenant.export, rent.quit.list, rent.quit.confirm, rent.company.list],
      '410184',
    );
    const communities = (await server.call(communityApi.queryPageCommunity, { token, body: { pageNum: 1, pageSize: 100 } })).json.data.records;
    expect(communities.map((c) => c.bizCode)).toContain(xz.bizCode);
    expect(communities.map((c) => c.districtName).every((n) => n === '新郑市')).toBe(true);
    const rooms = (await server.call(houseApi.list, { token, body: { pageNum: 1, pageSize: 100 } })).json.data;
    expect(rooms.records.every((r) => r.districtName === '新郑市')).toBe(true);
    expect(rooms.counts.reduce((sum, c) => sum + c.count, 0)).toBe(rooms.total);
    const tenants = (await server.call(tenantApi.getRentlist, { token, query: { pageNum: 1, pageSize: 100 } })).json.data;
    expect(tenants.records.map((t) => t.name)).toContain('新郑租户');
    expect(tenants.records.map((t) => t.name)).not.toContain('中牟租户');
    const file = await server.call(tenantApi.export, { token, query: {} });
    expect(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]).flat()).not.toContain('中牟租户');
    const quits = (await server.call(quitApi.pagelist, { token, body: { pageNum: 1, pageSize: 100 } })).json.data;
    expect(quits.records.map((q) => q.name)).toEqual(expect.not.arrayContaining(['中牟租户']));
    const companies = (await server.call(rentCompanyApi.cmpyList, { token, body: { pageNum: 1, pageSize: 100 } })).json.data.records;
    expect(companies.map((c) => c.cmpyCode)).toContain(xz.cmpyCode);
    expect(companies.map((c) => c.cmpyCode)).not.toContain(zm.cmpyCode);

    expect((await server.call(communityApi.detail, { token, query: { bizCode: zm.bizCode } })).status).toBe(404);
    expect((await server.call(communityApi.deleteCommunity, { token, query: { bizCode: zm.bizCode } })).status).toBe(404);
    expect((await server.call(houseApi.distribute, { token, body: { houseCode: zm.houseCodes[1], tenants: [tenantForm(zm.cmpyCode)] } })).status).toBe(404);
    expect((await server.call(houseApi.toEmpty, { token, query: { houseCode: zm.houseCodes[0], reason: '越权' } })).status).toBe(404);
    expect((await server.call(quitApi.confirm, { token, query: { applyCode: zmQuit.applyCode, result: 1 } })).status).toBe(404);
    const outside = await server.call(communityApi.save, { token, body: communityForm({}, ZHONGMOU) });
    expect(outside.status).toBe(400);
    // Untouched: the 中牟县 tenant still holds the bed.
    expect((await server.call(communityApi.detail, { token: admin, query: { bizCode: zm.bizCode } })).json.data.totalOccupancyNum).toBe(1);
  });
});
