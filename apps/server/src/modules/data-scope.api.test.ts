import {
  bigscreenCompanyApi,
  bigscreenPeopleApi,
  activityApi,
  campusFairApi,
  collegeApi,
  collegeStatisApi,
  studentApi,
  XLSX_MEDIA_TYPE,
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
  trainStatisticsApi,
  trainStudentApi,
  perm,
  skillOrganApi,
  stationApi,
  userApi,
  type Endpoint,
  communityApi,
  houseApi,
  quitApi,
  rentCompanyApi,
  tenantApi,
  redPkgUserApi,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { rechargeApi } from '@hrbd/contract';
import { rechargeCompany, submittedRecharge } from '../test/card-fixtures.js';
import { nowText } from '../platform/time.js';
import { addApplicants, idCardFor, publishJobs, type Applicant, type PublishedJob } from '../test/apply-fixtures.js';
import { applyContentFor, receive, submittedProject } from '../test/policy-fixtures.js';
import { addOrgan } from '../test/policy-skill-fixtures.js';
import { writeApplications } from './train/train-apply/train-apply.service.js';
import { DIALECTS, withTestServer, type CallInput } from '../test/harness.js';
import { uploadLicense, userWithCodes, ZHONGMOU } from '../test/recruit-fixtures.js';
import { addedStudent, classForm, classSetup, courseForm, savedClass, studentIdCard } from '../test/train-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../test/xlsx.js';
import { activityForm, runningStation } from '../test/station-fixtures.js';
import { addStudents, appliedCollege, studentOf } from '../test/college-fixtures.js';
import { communityForm, rentSetup, tenantForm } from '../test/rent-fixtures.js';
import { applyQuit } from './rent/ledger/quit.service.js';
import { addRedPkgUsers, redPkgPerson } from '../test/redpkg-fixtures.js';
import { companyContractApi, contractModelApi, onlineSignApi } from '@hrbd/contract';
import { enabledPdfModel, signTestContract, startTestSignings } from '../test/contract-fixtures.js';
import { passedCompany } from '../test/recruit-fixtures.js';

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
  courseChapters: courseApi.queryPageMaterial,
  courseChapterEdit: courseApi.editMaterial,
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
  api.courseChapters, api.courseChapterEdit,
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
    expect((await server.call(api.courseChapters, { token, body: { courseCode: courses.zm } })).status).toBe(404);
    expect((await server.call(api.courseChapters, { token, body: { courseCode: courses.xz } })).status).toBe(200);
    expect((await server.call(api.courseChapterEdit, { token, body: { courseCode: courses.zm, chapterId: 1, remove: true } })).status).toBe(404);
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

  it('keeps a 新郑市 user’s application tabs (per-county counters) and list (the county copied onto each application) true as applications, jobs and companies move', async () => {
    const db = server.deps.db;
    // A user of its own: another test here moves the 新郑市 user's scope.
    const { token } = await userWithCodes(server, admin, 'scope_apply_counts', '新郑投递计数', [perm.recruit.resume.list.list], XINZHENG_CODE);
    const tabs = async (query: Record<string, string> = {}) =>
      Object.fromEntries((await server.call(api.queryStateCount, { token, query })).json.data.map((tab) => [tab.resumeState, tab.count]));
    const listed = async () => {
      const page = (await server.call(api.queryPageJobApplyInfo, { token, query: { pageNum: 1, pageSize: 50 } })).json.data;
      return { total: page.total, codes: page.records.map((r) => r.applyCode) };
    };
    // A time filter makes the server count the rows themselves: the counters must agree with it.
    const counted = () => tabs({ startTime: '2000-01-01 00:00:00' });
    const [xz] = await addApplicants(db, [
      { usrName: '新郑计数', gender: 1, birthDate: '1993-01-01', job: jobs.xz, applyTime: nowText() },
      { usrName: '中牟计数', gender: 2, birthDate: '1994-01-01', job: jobs.zm, applyTime: nowText() },
    ]);
    const before = await tabs();
    expect(before).toEqual(await counted());

    // 初筛通过 (3 on the wire) from 新简历 (0).
    expect((await server.call(api.updateState, { token: admin, query: { applyCode: xz.applyCode, state: 3 } })).status).toBe(200);
    const moved = await tabs();
    expect(moved).toEqual(await counted());
    expect([moved[0], moved[3]]).toEqual([before[0] - 1, (before[3] ?? 0) + 1]);

    // The 中牟县 company registers again in 新郑市: its jobs' applications are counted there now.
    const zmApplications = await db.selectFrom('recruitJobApply').select('state').where('jobId', '=', jobs.zm.id).execute();
    await db.updateTable('cmpyInfo').set({ countyCode: XINZHENG_CODE }).where('cmpyCode', '=', cmpyCodes.zm).execute();
    try {
      const joined = await tabs();
      expect(joined).toEqual(await counted());
      expect(Object.values(joined).reduce((a, b) => a + b, 0)).toBe(Object.values(moved).reduce((a, b) => a + b, 0) + zmApplications.length);
      const list = await listed();
      expect(list.total).toBe(Object.values(joined).reduce((a, b) => a + b, 0));
      expect(list.codes).toContain(applied.zm.applyCode);
    } finally {
      await db.updateTable('cmpyInfo').set({ countyCode: ZHONGMOU.countyCode }).where('cmpyCode', '=', cmpyCodes.zm).execute();
    }
    expect(await tabs()).toEqual(moved);
    expect((await listed()).codes).not.toContain(applied.zm.applyCode);

    // The 中牟县 job handed to the 新郑市 company: its applications come with it, and go back with it.
    await db.updateTable('recruitJobInfo').set({ cmpyCode: cmpyCodes.xz }).where('id', '=', jobs.zm.id).execute();
    try {
      expect((await listed()).codes).toContain(applied.zm.applyCode);
      expect(await tabs()).toEqual(await counted());
    } finally {
      await db.updateTable('recruitJobInfo').set({ cmpyCode: cmpyCodes.zm }).where('id', '=', jobs.zm.id).execute();
    }
    expect((await listed()).codes).not.toContain(applied.zm.applyCode);
    expect(await tabs()).toEqual(moved);
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

describe.each(DIALECTS)('数据权限 of 技能机构 (by address) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user the 新郑市 organisation only; the 中牟县 one is 404 to its detail and every move, and stays as it was', async () => {
    const admin = await server.login();
    const xz = await addOrgan(server, admin, 901);
    const zm = await addOrgan(server, admin, 902, {}, ZHONGMOU);
    const { token } = await userWithCodes(server, admin, 'organscopexz', '新郑机构专员', Object.values(perm.policy.organ).filter((c): c is string => typeof c === 'string' && c.startsWith('policy:organ:')), '410184');
    const listed = await server.call(skillOrganApi.organList, { token, query: { pageNum: 1, pageSize: 100 } });
    expect(listed.json.data.records.map((r) => r.businessCode)).toEqual([xz]);
    const params = { businessCode: zm };
    for (const endpoint of [skillOrganApi.getInfo, skillOrganApi.submit, skillOrganApi.cancleItem, skillOrganApi.delItem]) {
      expect((await server.call(endpoint, { token, params })).status, endpoint.key).toBe(404);
    }
    expect((await server.call(skillOrganApi.getInfo, { token: admin, params })).json.data?.state).toBe(0);
  });
});

describe.each(DIALECTS)('数据权限 of the training figures (培训数据看板) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('counts for a 新郑市 user only 新郑市 courses, applications, classes, students and sign-ins', async () => {
    const admin = await server.login();
    const setup = await classSetup(server, admin, 951);
    const cover = await uploadLicense(server, admin);
    const zmCourse = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { courseName: '中牟叉车司机培训', ...ZHONGMOU }) });
    expect(zmCourse.status, zmCourse.json.msg).toBe(200);
    const time = nowText();
    await writeApplications(server.deps.db, [
      { courseCode: setup.courseCode, usrName: '新郑报名', usrPhe: '13711110001', idCard: idCardFor('410184', '1990-02-01', 801), applyTime: time },
      { courseCode: zmCourse.json.data.courseCode, usrName: '中牟报名', usrPhe: '13711110002', idCard: idCardFor('410122', '1991-02-01', 802), applyTime: time },
    ]);
    const xz = await savedClass(server, admin, classForm(setup, [[-2 * 1440, -2 * 1440 + 60]]));
    const zm = await savedClass(server, admin, classForm(setup, [[-2 * 1440, -2 * 1440 + 60]], {}, ZHONGMOU));
    for (const [classCode, n] of [[xz, 71], [zm, 72]] as const) {
      const studentCode = await addedStudent(server, admin, classCode, n, `学员${n}`);
      const resign = await server.call(trainSignInApi.sign, { token: admin, body: { classCode, sessionNo: 1, studentCode, reason: '忘记签到' } });
      expect(resign.status, resign.json.msg).toBe(200);
    }
    const user = await userWithCodes(server, admin, 'statscopexz', '新郑看板专员', [perm.train.home.list], '410184');
    const figures = async (token: string) => {
      const call = async <K extends keyof typeof trainStatisticsApi>(key: K) => {
        const res = await server.call(trainStatisticsApi[key], { token, body: {} });
        expect(res.status, res.json.msg).toBe(200);
        return trainStatisticsApi[key].response.parse(res.json.data) as ReturnType<(typeof trainStatisticsApi)[K]['response']['parse']>;
      };
      const [courses, classes, students, signIns, monthly] = await Promise.all([call('courseInfoStatis'), call('classStatis'), call('studentStatis'), call('courseSignIn'), call('courseStudentMon')]);
      return {
        courses: courses.courseCount,
        applies: courses.applyCount,
        classes: classes.classCount,
        students: students.studentCount,
        counties: students.county.map((c) => c.name),
        resigns: signIns.reduce((t, r) => t + r.resignCount, 0),
        monthlyApplies: monthly.reduce((t, r) => t + r.applyCount, 0),
      };
    };
    expect(await figures(user.token)).toEqual({ courses: 1, applies: 1, classes: 1, students: 1, counties: ['新郑市'], resigns: 1, monthlyApplies: 1 });
    expect(await figures(admin)).toEqual({ courses: 2, applies: 2, classes: 2, students: 2, counties: ['中牟县', '新郑市'], resigns: 2, monthlyApplies: 2 });
  });
});

describe.each(DIALECTS)('数据权限 of recruiting stations (by county) and their activities (by station) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user the 新郑市 station and its activities only; the 中牟县 ones are 404 to every detail and action', async () => {
    const admin = await server.login();
    const xz = await runningStation(server, admin, 951);
    const zm = await runningStation(server, admin, 952, ZHONGMOU);
    const form = (stationNo: string) => activityForm(stationNo, [], 2 * 86_400_000, 3 * 86_400_000);
    const xzActivity = (await server.call(activityApi.addActivity, { token: admin, body: form(xz) })).json.data.activityCode;
    const zmActivity = (await server.call(activityApi.addActivity, { token: admin, body: { ...form(zm), ...ZHONGMOU } })).json.data.activityCode;
    const station = perm.recruit.station;
    const user = await userWithCodes(
      server,
      admin,
      'stationscopexz',
      '新郑驿站专员',
      [station.manage.list, station.manage.edit, station.manage.review, station.manage.remove, station.manage.export, station.activity.list, station.activity.review, station.settlement.export],
      '410184',
    );
    const token = user.token;
    const list = await server.call(stationApi.getBDStationList, { token, query: { pageSize: 100 } });
    expect(list.json.data.records.map((r) => r.stationNo)).toEqual([xz]);
    const counts = await server.call(stationApi.countNumByApproveState, { token, query: {} });
    expect(counts.json.data.find((c) => c.approveState === 1)?.count).toBe(1);
    const exported = recordsOf(rowsOf((await readWorkbook((await server.call(stationApi.export, { token, body: {} })).raw.rawPayload)).worksheets[0]));
    expect(exported.map((r) => r['驿站编号'])).toEqual([xz]);
    expect((await server.call(stationApi.getActivitiStationList, { token, query: {} })).json.data.map((s) => s.stationNo)).toEqual([xz]);
    const activities = await server.call(activityApi.queryPageActivity, { token, body: { pageNum: 1, pageSize: 100 } });
    expect(activities.json.data.records.map((r) => r.activityCode)).toEqual([xzActivity]);
    const activityCounts = await server.call(activityApi.queryStateCount, { token, body: {} });
    expect(activityCounts.json.data.find((c) => c.status === 1)?.count).toBe(1);

    expect((await server.call(stationApi.getStationInfo, { token, query: { stationNo: zm } })).status).toBe(404);
    expect((await server.call(stationApi.checkStation, { token, body: { stationNo: zm, approveState: 3, rejectDesc: '越权' } })).status).toBe(404);
    expect((await server.call(stationApi.deleteStationByStationNo, { token, query: { stationNo: zm } })).status).toBe(404);
    expect((await server.call(activityApi.queryActivityInfo, { token, query: { activityCode: zmActivity, type: 0 } })).status).toBe(404);
    expect((await server.call(activityApi.auditActivity, { token, query: { activityCode: zmActivity, pass: 1 } })).status).toBe(404);
    expect((await server.call(activityApi.exportRecruitInfos, { token, query: { activityCode: zmActivity } })).status).toBe(404);
    // Untouched.
    expect((await server.call(activityApi.queryActivityInfo, { token: admin, query: { activityCode: zmActivity, type: 0 } })).json.data.status).toBe(1);
  });
});

describe.each(DIALECTS)('数据权限 of colleges (by county), their students and campus fairs (by college) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user the 新郑市 college, its students, fairs and figures only; the 中牟县 one is 404 to every detail and action', async () => {
    const admin = await server.login();
    const xz = await appliedCollege(server.deps.db, 951, { collegeName: '新郑范围学院' });
    const zm = await appliedCollege(server.deps.db, 952, { collegeName: '中牟范围学院' }, ZHONGMOU);
    const zmPending = await appliedCollege(server.deps.db, 953, { collegeName: '中牟待审学院' }, ZHONGMOU);
    for (const code of [xz, zm]) expect((await server.call(collegeApi.checkCollege, { token: admin, body: { collegeCode: code, approveType: 2 } })).status).toBe(200);
    await addStudents(server.deps.db, [studentOf(xz, 1, { studentName: '新郑学生' }), studentOf(zm, 2, { studentName: '中牟学生' })]);
    const fairOf = (collegeCode: string, n: number) => ({
      collegeCode,
      fairName: `范围测试校园招聘会${n}`,
      fairType: 1 as const,
      organizer: '学院',
      contactPerson: '张老师',
      contactPhone: '13837100003',
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: '410184',
      startTime: '2099-01-01 09:00:00',
      endTime: '2099-01-01 17:00:00',
      description: '<p>线上招聘会</p>',
      cmpyCodes: [],
      jobCodes: [],
    });
    const fairXz = (await server.call(campusFairApi.saveJobFairYj, { token: admin, body: fairOf(xz, 1) })).json.data.fairCode;
    const fairZm = (await server.call(campusFairApi.saveJobFairYj, { token: admin, body: fairOf(zm, 2) })).json.data.fairCode;
    const school = perm.school;
    const user = await userWithCodes(
      server,
      admin,
      'collegescopexz',
      '新郑院校专员',
      [school.college.list, school.college.review, school.student.list, school.student.export, school.jobfair.list, school.jobfair.edit, school.jobfair.remove, school.jobfair.export, school.home.list, school.provideNeed.list],
      '410184',
    );
    const token = user.token;
    const colleges = await server.call(collegeApi.queryCollegeList, { token, body: { pageNum: 1, pageSize: 100 } });
    expect(colleges.json.data.records.map((r) => r.collegeCode)).toEqual([xz]);
    expect(colleges.json.data.counts).toEqual([{ approveType: 1, couNum: 0 }, { approveType: 2, couNum: 1 }, { approveType: 3, couNum: 0 }]);
    expect((await server.call(collegeApi.queryCollegeInfo, { token, params: { collegeCode: zm } })).status).toBe(404);
    expect((await server.call(collegeApi.checkCollege, { token, body: { collegeCode: zmPending, approveType: 2 } })).status).toBe(404);
    const applies = await server.call(collegeApi.queryCollegeApply, { token, body: { pageNum: 1, pageSize: 100 } });
    expect(applies.json.data.records.map((r) => r.collegeCode)).toEqual([xz]);

    const students = await server.call(studentApi.queryStudent, { token, body: { pageNum: 1, pageSize: 100 } });
    expect(students.json.data.records.map((r) => r.studentName)).toEqual(['新郑学生']);
    expect(students.json.data.total).toBe(1);
    const exported = await server.app.inject({ method: 'GET', url: studentApi.exportStudents.path, headers: { authorization: token, accept: XLSX_MEDIA_TYPE } });
    expect(exported.statusCode).toBe(200);
    expect(rowsOf((await readWorkbook(exported.rawPayload)).worksheets[0]).slice(1).map((r) => r[0])).toEqual(['新郑学生']);

    const fairs = await server.call(campusFairApi.queryJobFairList, { token, body: { pageNum: 1, pageSize: 100 } });
    expect(fairs.json.data.records.map((r) => r.fairCode)).toEqual([fairXz]);
    expect((await server.call(campusFairApi.queryJobFair, { token, body: { fairCode: fairZm } })).status).toBe(404);
    expect((await server.call(campusFairApi.removeJobFairYj, { token, body: { fairCode: fairZm } })).status).toBe(404);
    const hosted = await server.call(campusFairApi.saveJobFairYj, { token: user.token, body: fairOf(zm, 3) });
    expect(hosted.status).toBe(403);

    const figures = await server.call(collegeStatisApi.queryEnrollStudentYear, { token, body: { beginYear: 2021, endYear: 2021 } });
    expect(figures.json.data).toEqual([{ year: 2021, count: 1 }]);
    expect((await server.call(collegeStatisApi.queryStudent, { token, body: { collegeCode: zm } })).status).toBe(404);
    const zhengzhou = await userWithCodes(server, admin, 'collegescopezz', '郑州院校专员', [school.home.list], '410100');
    const both = await server.call(collegeStatisApi.queryEnrollStudentYear, { token: zhengzhou.token, body: { beginYear: 2021, endYear: 2021 } });
    expect(both.json.data).toEqual([{ year: 2021, count: 2 }]);
    // Still there, untouched.
    expect((await server.call(collegeApi.queryCollegeInfo, { token: admin, params: { collegeCode: zmPending } })).json.data.approveType).toBe(1);
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

describe.each(DIALECTS)('房源上报 data scope on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user only 新郑市 reports, latest figures, room lines and exports, and refuses a 中牟县 one (404)', async () => {
    const { flatsReportApi } = await import('@hrbd/contract');
    const admin = await server.login();
    const month = nowText().slice(0, 7);
    const xz = await rentSetup(server, admin, { capacity: 2 });
    const zm = await rentSetup(server, admin, { capacity: 2, place: ZHONGMOU });
    const filed = async (bizCode: string, remark: string) => (await server.call(flatsReportApi.add, { token: admin, body: { bizCode, reportMonth: month, remark } })).json.data.reportCode;
    const xzReport = await filed(xz.bizCode, '新郑上报');
    const zmReport = await filed(zm.bizCode, '中牟上报');
    const rent = perm.oddjobMarket.rent;
    const { token } = await userWithCodes(server, admin, 'rentreportscope', '新郑上报员', [rent.report.list, rent.report.add, rent.report.remove, rent.report.export, rent.house.list], '410184');
    const listed = (await server.call(flatsReportApi.list, { token, body: { pageNum: 1, pageSize: 100 } })).json.data.records;
    expect(listed.map((r) => r.reportCode)).toContain(xzReport);
    expect(listed.map((r) => r.reportCode)).not.toContain(zmReport);
    const latest = (await server.call(flatsReportApi.latestV2, { token, query: {} })).json.data;
    expect(latest.map((r) => r.bizCode)).toContain(xz.bizCode);
    expect(latest.map((r) => r.bizCode)).not.toContain(zm.bizCode);
    const file = await server.call(flatsReportApi.export, { token, body: {} });
    const remarks = recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0])).map((r) => r.备注);
    expect(remarks).toContain('新郑上报');
    expect(remarks).not.toContain('中牟上报');
    expect((await server.call(flatsReportApi.detail, { token, query: { reportCode: zmReport } })).status).toBe(404);
    expect((await server.call(flatsReportApi.del, { token, query: { reportCode: zmReport } })).status).toBe(404);
    expect((await server.call(houseApi.list, { token, body: { pageNum: 1, pageSize: 10, reportCode: zmReport } })).status).toBe(404);
    expect((await server.call(flatsReportApi.add, { token, body: { bizCode: zm.bizCode, reportMonth: month } })).status).toBe(404);
    expect((await server.call(flatsReportApi.detail, { token: admin, query: { reportCode: zmReport } })).status).toBe(200);
  });
});

describe.each(DIALECTS)('商户管理 data scope on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user only 新郑市 stores’ comments, trades, withdrawals and report rows', async () => {
    const { billTradeApi, billWithdrawalApi, storeCommentApi } = await import('@hrbd/contract');
    const { passedStore, tradeAt } = await import('../test/shop-fixtures.js');
    const { addComment } = await import('./shop/store-comment/store-comment.service.js');
    const { applyWithdrawal } = await import('./shop/bill-withdrawal/bill-withdrawal.service.js');
    const admin = await server.login();
    const storeName = `范围商户${Date.now()}`;
    const here = await passedStore(server, admin, { storeName: `${storeName}新郑` });
    const there = await passedStore(server, admin, { storeName: `${storeName}中牟` }, ZHONGMOU);
    for (const storeCode of [here, there]) {
      await tradeAt(server, storeCode, { card: 5_000, redPacket: 1_000 });
      await addComment(server.deps.db, { storeCode, star: 5, content: '好', photoKeys: [], userName: '王芳', phone: '13700001111' });
      await applyWithdrawal(server.deps, { storeCode, amount: 2_000 });
    }
    const shop = perm.oddjobMarket.shop;
    const { token } = await userWithCodes(server, admin, 'shopscopexz', '新郑商户专员', [shop.comment.list, shop.bill.list, shop.withdrawal.list], '410184');
    const comments = (await server.call(storeCommentApi.queryCommentPC, { token, query: { storeName } })).json.data;
    expect(comments.records.map((c: { storeName: string }) => c.storeName)).toEqual([`${storeName}新郑`]);
    const trades = (await server.call(billTradeApi.billList, { token, query: { storeName } })).json.data;
    expect(trades.sums).toMatchObject({ count: 1, amount: 6_000 });
    const withdrawals = (await server.call(billWithdrawalApi.billList, { token, query: { storeName } })).json.data;
    expect(withdrawals.total).toBe(1);
    expect(withdrawals.counts.reduce((sum: number, c: { num: number }) => sum + c.num, 0)).toBe(1);
    const report = (await server.call(billWithdrawalApi.billReport, { token, query: { storeName } })).json.data;
    expect(report.records.map((r: { storeName: string }) => r.storeName)).toEqual([`${storeName}新郑`]);
    expect(report.totals.tradeAmount).toBe(6_000);
    expect((await server.call(billWithdrawalApi.remainingTimes, { token, query: { storeCode: there } })).status).toBe(404);
  });
});

describe.each(DIALECTS)('数据权限 of 红包补贴用户 on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('a 新郑市 user lists, counts, sums, exports and acts on 新郑市 people only', async () => {
    const admin = await server.login();
    const [xz] = await addRedPkgUsers(server, admin, 1, { name: '新郑补贴人', countyCode: '410184' });
    const [zm] = await addRedPkgUsers(server, admin, 1, { name: '中牟补贴人', countyCode: ZHONGMOU.countyCode });
    const red = perm.oddjobMarket.redpkg;
    const { token } = await userWithCodes(server, admin, 'redscopexz', '新郑补贴专员', [red.list, red.add, red.edit, red.remove, red.submit, red.review, red.export], '410184');
    const list = (await server.call(redPkgUserApi.queryRedPkgUserList, { token, query: { pageNum: 1, pageSize: 100 } })).json.data;
    expect(list.records.map((r) => r.userCode)).toEqual([xz]);
    expect((await server.call(redPkgUserApi.queryCheckTypeCount, { token, body: {} })).json.data.reduce((n, c) => n + c.num, 0)).toBe(1);
    expect((await server.call(redPkgUserApi.queryCheckMoney, { token, body: {} })).json.data.reduce((n, c) => n + c.amount, 0)).toBe(10_000);
    expect((await server.call(redPkgUserApi.queryRedPkgStatisCount, { token, body: {} })).json.data.map((r) => r.countyCode)).toEqual(['410184']);
    const file = await server.call(redPkgUserApi.exportRedPkgUsers, { token, query: {} });
    expect(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]).flat()).not.toContain('中牟补贴人');
    expect((await server.call(redPkgUserApi.subCheRedPkgUsers, { token, body: { userCodes: [zm] } })).status).toBe(404);
    expect((await server.call(redPkgUserApi.removeRedPkgUser, { token, body: { userCodes: [zm] } })).status).toBe(404);
    expect((await server.call(redPkgUserApi.addRedPkgUser, { token, body: redPkgPerson({ countyCode: ZHONGMOU.countyCode }) })).status).toBe(400);
  });
});

describe.each(DIALECTS)('数据权限 of the 数据大屏 (by the company’s county) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user the companies, jobs and applications of 新郑市 only', async () => {
    const admin = await server.login();
    const [xz] = await publishJobs(server, admin, ['新郑大屏岗位'], 81);
    const [zm] = await publishJobs(server, admin, ['中牟大屏岗位'], 82, ZHONGMOU);
    await addApplicants(server.deps.db, [
      { usrName: '新郑投递', gender: 1, birthDate: '1990-01-01', job: xz, applyTime: nowText() },
      { usrName: '中牟投递', gender: 2, birthDate: '1991-01-01', job: zm, applyTime: nowText(), place: ['410000', '410100', '410122'] },
      { usrName: '中牟投递二', gender: 2, birthDate: '1992-01-01', job: zm, applyTime: nowText(), place: ['410000', '410100', '410122'] },
    ]);
    const { token } = await userWithCodes(server, admin, 'scope_bigscreen', '新郑大屏', [perm.recruit.bigscreen.list], '410184');
    const recruiting = (await server.call(bigscreenCompanyApi.queryCmpyRecruit, { token, query: {} })).json.data;
    expect(recruiting.records.map((c) => c.countyName)).toEqual(['新郑市']);
    const newest = (await server.call(bigscreenCompanyApi.getCmpyList, { token, query: {} })).json.data;
    expect(newest.records.every((c) => c.countyCode === '410184')).toBe(true);
    const summary = (await server.call(bigscreenPeopleApi.getSummary, { token, query: {} })).json.data;
    expect(summary.applyCount.value).toBe(1);
    expect((await server.call(bigscreenPeopleApi.getSummary, { token: admin, query: {} })).json.data.applyCount.value).toBe(3);
  });
});

describe.each(DIALECTS)('数据权限 of 合同管理 (by the company’s county) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  it('shows a 新郑市 user only 新郑市 companies’ models, signings and figures, and refuses a 中牟县 model (404)', async () => {
    const xz = await passedCompany(server, admin, 561);
    const zm = await passedCompany(server, admin, 562, { ...ZHONGMOU });
    const xzModel = await enabledPdfModel(server, admin, xz.cmpyCode, '新郑范围劳动合同');
    const zmModel = await enabledPdfModel(server, admin, zm.cmpyCode, '中牟范围劳动合同');
    const [zmSign] = await startTestSignings(server, zmModel, 2);
    await startTestSignings(server, xzModel, 1);
    await signTestContract(server, zmSign);
    const c = perm.oddjobMarket.contract;
    const { token } = await userWithCodes(server, admin, 'contractscopexz', '新郑合同专员', [c.model.list, c.model.add, c.model.review, c.model.enable, c.model.export, c.sign.list, c.sign.export, c.company.list], XINZHENG_CODE);

    const models = (await server.call(contractModelApi.page, { token, body: { pageSize: 100 } })).json.data.records;
    expect(models.map((m) => m.modelCode)).toContain(xzModel);
    expect(models.map((m) => m.modelCode)).not.toContain(zmModel);
    const stats = (await server.call(contractModelApi.statistics, { token, body: { modelName: '范围劳动合同' } })).json.data;
    expect(stats.byState.reduce((sum, s) => sum + s.count, 0)).toBe(1);
    const modelFile = await server.call(contractModelApi.export, { token, body: {} });
    expect(rowsOf((await readWorkbook(modelFile.raw.rawPayload)).worksheets[0]).flat()).not.toContain('中牟范围劳动合同');

    const signs = (await server.call(onlineSignApi.page, { token, body: { pageSize: 100 } })).json.data;
    expect(signs.records.every((r) => r.partyA !== zm.cmpyName)).toBe(true);
    expect(signs.counts.reduce((sum, s) => sum + s.count, 0)).toBe(signs.total);
    expect((await server.call(onlineSignApi.page, { token, body: { signCode: zmSign, verify: true } })).status).toBe(404);
    const signFile = await server.call(onlineSignApi.export, { token, body: {} });
    expect(rowsOf((await readWorkbook(signFile.raw.rawPayload)).worksheets[0]).flat()).not.toContain(zm.cmpyName);
    const companies = (await server.call(companyContractApi.page, { token, body: { pageSize: 100 } })).json.data.records;
    expect(companies.map((r) => r.cmpyCode)).toContain(xz.cmpyCode);
    expect(companies.map((r) => r.cmpyCode)).not.toContain(zm.cmpyCode);

    expect((await server.call(contractModelApi.isEnable, { token, body: { modelCode: zmModel, isEnable: 0 } })).status).toBe(404);
    expect((await server.call(contractModelApi.approve, { token, body: { modelCodes: [zmModel], approveState: 1 } })).status).toBe(404);
    const outside = await server.call(contractModelApi.add, { token, body: { modelName: '越权模板', modelType: 1, cmpyCode: zm.cmpyCode, content: '<p>x</p>' } });
    expect(outside.status).toBe(404);
    // Untouched: still enabled.
    expect((await server.call(contractModelApi.page, { token: admin, body: { modelName: '中牟范围劳动合同' } })).json.data.records[0].isEnable).toBe(1);
  });
});

describe.each(DIALECTS)('数据权限 of 电子卡充值 (by the company’s county) on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('shows a 新郑市 user only 新郑市 companies’ applications, in lists and counts; one outside is 404 to detail, review and recharge', async () => {
    const admin = await server.login();
    const xz = await rechargeCompany(server, admin);
    const zm = await rechargeCompany(server, admin, ZHONGMOU);
    const mine = await submittedRecharge(server, xz.cmpyCode, 2);
    const theirs = await submittedRecharge(server, zm.cmpyCode, 2);
    const card = perm.oddjobMarket.card;
    const { token } = await userWithCodes(server, admin, 'cardscopexz', '新郑充值专员', [card.list, card.review, card.recharge], '410184');

    const list = (await server.call(rechargeApi.queryRechargeApplyList, { token, query: { pageSize: 100 } })).json.data;
    expect(list.records.map((r) => r.id)).toContain(mine.id);
    expect(list.records.every((r) => r.countyName === '新郑市')).toBe(true);
    const counts = (await server.call(rechargeApi.queryRechargeApplyStatus, { token, query: {} })).json.data;
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(list.total);
    const recharge = (await server.call(rechargeApi.queryRechargeStatus, { token, query: { cmpyName: zm.cmpyName } })).json.data;
    expect(recharge.every((c) => c.count === 0)).toBe(true);

    expect((await server.call(rechargeApi.queryRechargeApplyInfo, { token, query: { id: theirs.id } })).status).toBe(404);
    expect((await server.call(rechargeApi.rejectRecharge, { token, body: { ids: [theirs.id], remark: '越权' } })).status).toBe(404);
    expect(
      (await server.call(rechargeApi.rechargeApply, { token, params: { id: theirs.id }, body: { requestNo: `SCOPE-${dialect}-0001`, result: 2, failReason: '越权' } })).status,
    ).toBe(404);
    expect((await server.call(rechargeApi.queryRechargeApplyInfo, { token: admin, query: { id: theirs.id } })).json.data.stage).toBe(0);
  });
});
