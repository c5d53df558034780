import { companyApi, jobApi, jobFairApi, maskIdCard, maskMobile, perm, type Input } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { addApplicants, publishJobs, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { companyForm, jobForm, uploadLicense, userWithCodes, XINZHENG } from '../../../test/recruit-fixtures.js';

type FairBody = Input<NonNullable<typeof jobFairApi.add.body>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A moment `ms` from now as the wire writes it. */
const at = (ms: number) => formatTime(Date.now() + ms);

describe.each(DIALECTS)('job fairs on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** Holds the three job-fair codes and nothing else: sees ID numbers and mobiles masked. */
  let clerk: string;
  /** Company 1 (two online jobs) and company 2 (two online jobs), both passed. */
  let jobsA: PublishedJob[];
  let jobsB: PublishedJob[];
  let companyA: string;
  let companyB: string;
  let pendingCompany: string;
  let jobInReview: string;
  let serial = 0;

  const cmpyOf = async (jobCode: string) =>
    (await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('jobCode', '=', jobCode).executeTakeFirstOrThrow()).cmpyCode;

  beforeAll(async () => {
    admin = await server.login();
    clerk = (await userWithCodes(server, admin, 'fairclerk', '招聘会专员', [perm.recruit.jobfair.list, perm.recruit.jobfair.add, perm.recruit.jobfair.edit])).token;
    jobsA = await publishJobs(server, admin, ['数控车工', '装配工'], 1);
    jobsB = await publishJobs(server, admin, ['仓库管理员', '叉车司机'], 2);
    companyA = await cmpyOf(jobsA[0].jobCode);
    companyB = await cmpyOf(jobsB[0].jobCode);
    const license = await uploadLicense(server, admin);
    const pending = await server.call(companyApi.submit, { token: admin, body: companyForm(3, license) });
    expect(pending.status, pending.json.msg).toBe(200);
    pendingCompany = pending.json.data.cmpyCode;
    const review = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(companyA, { jobName: '质检员' }) });
    expect(review.status, review.json.msg).toBe(200);
    jobInReview = review.json.data.jobCode;
  });

  /** An on-site fair in 新郑市 from three days ahead, with company A and its first job unless told otherwise. */
  function fairForm(overrides: Partial<FairBody> = {}): FairBody {
    serial += 1;
    return {
      fairName: `新郑市测试专场招聘会${serial}`,
      fairType: 2,
      organizer: '新郑市人力资源和社会保障局',
      undertaker: '新郑市公共就业服务中心',
      contactPerson: '王建华',
      contactPhone: '0371-62691234',
      ...XINZHENG,
      startTime: at(3 * DAY),
      endTime: at(3 * DAY + 7 * HOUR),
      description: '<p>组织辖区企业集中招聘。</p><script>alert(1)</script>',
      cmpyCodes: [companyA],
      jobCodes: [jobsA[0].jobCode],
      ...overrides,
    };
  }

  async function add(body: FairBody, token = clerk): Promise<string> {
    const res = await server.call(jobFairApi.add, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    return jobFairApi.add.response.parse(res.json.data).fairCode;
  }

  async function info(fairCode: string, token = clerk) {
    const res = await server.call(jobFairApi.info, { token, query: { fairCode } });
    expect(res.status, res.json.msg).toBe(200);
    return jobFairApi.info.response.parse(res.json.data);
  }

  async function list(query: Record<string, unknown> = {}) {
    const res = await server.call(jobFairApi.list, { token: clerk, query: { pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return jobFairApi.list.response.parse(res.json.data);
  }

  /** What an edit sends: the fair as it is now, with `changes`. */
  async function formOf(fairCode: string, changes: Partial<FairBody> = {}) {
    const fair = await info(fairCode);
    return {
      fairCode,
      fairName: fair.fairName,
      fairType: fair.fairType as 1 | 2,
      organizer: fair.organizer,
      undertaker: fair.undertaker,
      contactPerson: fair.contactPerson,
      contactPhone: fair.contactPhone,
      provinceCode: fair.provinceCode,
      cityCode: fair.cityCode,
      countyCode: fair.countyCode,
      address: fair.address,
      gcj02Lng: fair.gcj02Lng ?? undefined,
      gcj02Lat: fair.gcj02Lat ?? undefined,
      startTime: fair.startTime,
      endTime: fair.endTime,
      description: fair.description,
      cmpyCodes: fair.participants.map((p) => p.cmpyCode),
      jobCodes: fair.participants.flatMap((p) => p.jobs.map((j) => j.jobCode)),
      ...changes,
    };
  }

  const edit = (body: Awaited<ReturnType<typeof formOf>>) => server.call(jobFairApi.edit, { token: clerk, body });

  /** Moves a fair's times, as the passing of days would. */
  async function shiftTimes(fairCode: string, startTime: string, endTime: string) {
    await server.deps.db.updateTable('recruitJobFair').set({ startTime, endTime }).where('fairCode', '=', fairCode).execute();
  }

  it('adds an on-site fair with its companies and jobs, lists it as 待开始 with its counts and shows who takes part', async () => {
    const body = fairForm({ cmpyCodes: [companyA, companyB], jobCodes: [jobsA[0].jobCode, jobsA[1].jobCode, jobsB[0].jobCode] });
    const fairCode = await add(body);

    const page = await list({ fairName: body.fairName });
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      fairCode,
      fairName: body.fairName,
      fairType: 2,
      status: 0,
      cmpyCount: 2,
      jobCount: 3,
      countyName: '新郑市',
      address: XINZHENG.address,
    });
    expect((await list({ fairName: body.fairName, status: 0 })).total).toBe(1);
    expect((await list({ fairName: body.fairName, status: 1 })).total).toBe(0);
    expect((await list({ fairName: body.fairName, fairType: 1 })).total).toBe(0);
    expect((await list({ fairName: body.fairName, beginDate: at(10 * DAY).slice(0, 10) })).total).toBe(0);
    expect((await list({ fairName: body.fairName, beginDate: at(0).slice(0, 10), endDate: at(5 * DAY).slice(0, 10) })).total).toBe(1);

    const fair = await info(fairCode);
    expect(fair).toMatchObject({ status: 0, resumeCount: 0, lockedFields: [], creatorName: '招聘会专员', gcj02Lng: XINZHENG.gcj02Lng });
    // Stored through the rich-text allow-list.
    expect(fair.description).toBe('<p>组织辖区企业集中招聘。</p>');
    expect(fair.participants.map((p) => [p.cmpyCode, p.jobs.map((j) => j.jobName)])).toEqual([
      [companyA, ['数控车工', '装配工']],
      [companyB, ['仓库管理员']],
    ]);

    const companies = await server.call(jobFairApi.getCmpyList, { token: clerk, query: { fairCode } });
    expect(companies.status, companies.json.msg).toBe(200);
    const companyPage = jobFairApi.getCmpyList.response.parse(companies.json.data);
    expect(companyPage.total).toBe(2);
    expect(companyPage.records.map((c) => [c.cmpyCode, c.jobCount, c.headcount])).toEqual([
      [companyA, 2, 10],
      [companyB, 1, 5],
    ]);
    expect(companyPage.records[0].industryName).not.toBe('');

    const jobs = await server.call(jobFairApi.getJobList, { token: clerk, query: { fairCode, cmpyCode: companyB } });
    expect(jobs.status, jobs.json.msg).toBe(200);
    const jobPage = jobFairApi.getJobList.response.parse(jobs.json.data);
    expect(jobPage.records.map((j) => [j.jobName, j.cmpyCode, j.approveType, j.countyName])).toEqual([['仓库管理员', companyB, 3, '新郑市']]);
  });

  it('refuses a venue point or a work place far from the chosen county (80, 40 for 新郑市), and takes one just beside it', async () => {
    const fairs = await server.deps.db.selectFrom('recruitJobFair').select('id').execute();
    const far = await server.call(jobFairApi.add, { token: clerk, body: fairForm({ gcj02Lng: 80, gcj02Lat: 40 }) });
    expect(far).toMatchObject({ status: 400, json: { code: 400, msg: '所选位置（经度80，纬度40）不在郑州市新郑市范围内，请在地图上重新选择', data: null } });
    // 金水区, 40 km north of 新郑市: a point in the wrong county is refused too.
    const neighbour = await server.call(jobFairApi.add, { token: clerk, body: fairForm({ gcj02Lng: 113.66, gcj02Lat: 34.8 }) });
    expect(neighbour.status).toBe(400);
    expect(await server.deps.db.selectFrom('recruitJobFair').select('id').execute()).toHaveLength(fairs.length);
    // 2 km beyond the outline's southern edge (34.274): within the few kilometres a border venue may be off.
    const beside = await server.call(jobFairApi.add, { token: clerk, body: fairForm({ gcj02Lng: 113.7, gcj02Lat: 34.256 }) });
    expect(beside.status, beside.json.msg).toBe(200);

    const job = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(companyA, { jobName: '远方岗位', gcj02Lng: 80, gcj02Lat: 40 }) });
    expect(job).toMatchObject({ status: 400, json: { msg: '所选位置（经度80，纬度40）不在郑州市新郑市范围内，请在地图上重新选择' } });
  });

  it('keeps no venue for an online fair, and needs one for an on-site fair', async () => {
    const online = await add(fairForm({ fairType: 1, startTime: at(DAY), endTime: at(30 * DAY), address: '会被忽略的地址' }));
    expect(await info(online)).toMatchObject({ fairType: 1, address: '', gcj02Lng: null, gcj02Lat: null, countyName: '新郑市' });

    const res = await server.call(jobFairApi.add, { token: clerk, body: fairForm({ address: undefined, gcj02Lng: undefined, gcj02Lat: undefined }) });
    expect(res.status).toBe(400);
    expect(res.json.msg).toContain('线下招聘会请输入详细地址');
    expect(res.json.msg).toContain('线下招聘会请选择坐标位置');
  });

  it('refuses a form it cannot keep, naming the field, and writes nothing', async () => {
    const before = (await list()).total;
    const cases: Array<[Partial<FairBody>, number, string]> = [
      [{ endTime: at(2 * DAY) }, 400, '结束时间须晚于开始时间'],
      [{ startTime: at(-3 * DAY), endTime: at(-DAY) }, 400, '结束时间须晚于当前时间'],
      [{ startTime: at(DAY), endTime: at(400 * DAY) }, 400, '招聘会举办时长不能超过366天'],
      [{ contactPhone: '12345' }, 400, '联系电话应为手机号或带区号的固定电话'],
      [{ fairName: ' ' }, 400, '请输入招聘会名称'],
      [{ countyCode: '410202' }, 400, '所在区县“龙亭区”不属于郑州市'],
      [{ description: '<script>alert(1)</script>' }, 400, '请输入招聘会简介'],
      [{ cmpyCodes: [companyA, 'no-such-company'] }, 400, '参会企业不存在：no-such-company'],
      [{ jobCodes: [jobsB[0].jobCode] }, 400, '以下岗位所属企业未列入参会企业：仓库管理员'],
      [{ jobCodes: ['no-such-job'] }, 400, '参会岗位不存在：no-such-job'],
      [{ cmpyCodes: [companyA, pendingCompany] }, 409, '当前为“待审核”状态，审核通过后才能参加招聘会'],
      [{ jobCodes: [jobInReview] }, 409, '岗位“质检员”当前为“审核中”状态，不能参加招聘会'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await server.call(jobFairApi.add, { token: clerk, body: fairForm(overrides) });
      expect(res.status, `${JSON.stringify(overrides)} → ${res.json.msg}`).toBe(status);
      expect(res.json.msg).toContain(message);
    }
    expect((await list()).total).toBe(before);

    const taken = fairForm();
    await add(taken);
    const again = await server.call(jobFairApi.add, { token: clerk, body: { ...fairForm(), fairName: taken.fairName } });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(`招聘会名称“${taken.fairName}”已存在`);
  });

  it('answers 404 for a fair that does not exist', async () => {
    for (const endpoint of [jobFairApi.info, jobFairApi.getCmpyList, jobFairApi.getJobList, jobFairApi.getResumeList]) {
      const res = await server.call(endpoint, { token: clerk, query: { fairCode: 'no-such-fair' } });
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe('招聘会不存在');
    }
    const res = await server.call(jobFairApi.edit, { token: clerk, body: { ...fairForm(), fairCode: 'no-such-fair' } });
    expect(res.status).toBe(404);
  });

  it('edits a coming fair whole: a company leaves with its jobs, another joins', async () => {
    const fairCode = await add(fairForm({ cmpyCodes: [companyA, companyB], jobCodes: [jobsA[0].jobCode, jobsB[0].jobCode] }));
    // A job stays only with its company.
    const stray = await edit(await formOf(fairCode, { cmpyCodes: [companyA] }));
    expect(stray.status).toBe(400);
    expect(stray.json.msg).toBe('以下岗位所属企业未列入参会企业：仓库管理员');

    const res = await edit(
      await formOf(fairCode, { fairType: 1, startTime: at(5 * DAY), endTime: at(20 * DAY), cmpyCodes: [companyA], jobCodes: [jobsA[1].jobCode, jobsA[0].jobCode] }),
    );
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    const fair = await info(fairCode);
    expect(fair).toMatchObject({ fairType: 1, address: '', cmpyCount: 1, jobCount: 2 });
    expect(fair.participants[0].jobs.map((j) => j.jobName)).toEqual(['装配工', '数控车工']);
  });

  it('keeps a job that has since stopped recruiting, but lets no such job join', async () => {
    const job = (await publishJobs(server, admin, ['包装工'], 4))[0];
    const cmpyCode = await cmpyOf(job.jobCode);
    const fairCode = await add(fairForm({ cmpyCodes: [cmpyCode], jobCodes: [job.jobCode] }));
    const ended = await server.call(jobApi.endJobInfo, { token: admin, params: { id: job.jobCode } });
    expect(ended.status, ended.json.msg).toBe(200);

    const kept = await edit(await formOf(fairCode, { contactPerson: '李红霞' }));
    expect(kept.status, kept.json.msg).toBe(200);
    expect((await info(fairCode)).participants[0].jobs.map((j) => j.jobCode)).toEqual([job.jobCode]);

    const joining = await server.call(jobFairApi.add, { token: clerk, body: fairForm({ cmpyCodes: [cmpyCode], jobCodes: [job.jobCode] }) });
    expect(joining.status).toBe(409);
    expect(joining.json.msg).toMatch(/^岗位“包装工”的招聘已于 .+ 结束，早于招聘会开始时间$/);
  });

  it('keeps how and when a running fair began', async () => {
    const fairCode = await add(fairForm({ startTime: at(-2 * HOUR), endTime: at(2 * DAY) }));
    expect(await info(fairCode)).toMatchObject({ status: 1, lockedFields: ['fairType', 'startTime'] });
    expect((await list({ fairName: (await info(fairCode)).fairName, status: 1 })).total).toBe(1);

    const moved = await edit(await formOf(fairCode, { startTime: at(HOUR) }));
    expect(moved.status).toBe(409);
    expect(moved.json.msg).toMatch(/^招聘会“.+”已开始，不能修改开始时间$/);
    const online = await edit(await formOf(fairCode, { fairType: 1 }));
    expect(online.status).toBe(409);
    expect(online.json.msg).toContain('不能修改举办形式');
    const early = await edit(await formOf(fairCode, { endTime: at(-HOUR) }));
    expect(early.status).toBe(400);
    expect(early.json.msg).toBe('结束时间须晚于当前时间');

    const extended = await edit(await formOf(fairCode, { endTime: at(5 * DAY), cmpyCodes: [companyA, companyB], jobCodes: [jobsA[0].jobCode, jobsB[1].jobCode] }));
    expect(extended.status, extended.json.msg).toBe(200);
    expect(await info(fairCode)).toMatchObject({ status: 1, cmpyCount: 2, jobCount: 2 });
  });

  describe('an ended fair', () => {
    let fairCode: string;
    const START = '2025-03-01 09:00:00';
    const END = '2025-03-02 16:00:00';

    beforeAll(async () => {
      fairCode = await add(
        fairForm({ cmpyCodes: [companyA, companyB], jobCodes: [jobsA[0].jobCode, jobsA[1].jobCode, jobsB[0].jobCode] }),
      );
      await shiftTimes(fairCode, START, END);
      const applicant = (usrName: string, job: PublishedJob, applyTime: string, state = 0) => ({
        usrName,
        gender: 1 as const,
        birthDate: '1995-06-01',
        job,
        applyTime,
        state,
      });
      await addApplicants(server.deps.db, [
        applicant('张伟', jobsA[0], '2025-03-01 10:15:00'),
        applicant('李娜', jobsA[1], '2025-03-02 11:00:00', 3),
        applicant('王磊', jobsB[0], '2025-03-02 15:59:00'),
        // Before the fair, and to a job not at it: not the fair's resumes.
        applicant('赵敏', jobsA[0], '2025-02-27 09:00:00'),
        applicant('刘洋', jobsB[1], '2025-03-01 10:00:00'),
      ]);
    });

    it('is listed as 已结束 and keeps its time, place and who took part, while its name can be corrected', async () => {
      const before = await info(fairCode);
      expect(before).toMatchObject({ status: 2, lockedFields: ['fairType', 'startTime', 'endTime', 'place', 'participants'] });
      expect((await list({ fairName: before.fairName, status: 2 })).total).toBe(1);

      const later = await edit(await formOf(fairCode, { endTime: '2025-03-03 16:00:00' }));
      expect(later.status).toBe(409);
      expect(later.json.msg).toBe(`招聘会“${before.fairName}”已结束，不能修改结束时间`);
      const fewer = await edit(await formOf(fairCode, { cmpyCodes: [companyA], jobCodes: [jobsA[0].jobCode, jobsA[1].jobCode], countyCode: '410182' }));
      expect(fewer.status).toBe(409);
      expect(fewer.json.msg).toBe(`招聘会“${before.fairName}”已结束，不能修改举办地点、参会企业及岗位`);

      const renamed = await edit(await formOf(fairCode, { fairName: `${before.fairName}（更正）`, organizer: '新郑市就业创业服务中心' }));
      expect(renamed.status, renamed.json.msg).toBe(200);
      const after = await info(fairCode);
      expect(after).toMatchObject({ fairName: `${before.fairName}（更正）`, organizer: '新郑市就业创业服务中心', startTime: START, endTime: END });
      expect(after.participants).toEqual(before.participants);
    });

    it('lists the applications its jobs received while it ran, masked for a role without the right to see them whole', async () => {
      expect((await info(fairCode)).resumeCount).toBe(3);
      const res = await server.call(jobFairApi.getResumeList, { token: clerk, query: { fairCode } });
      expect(res.status, res.json.msg).toBe(200);
      const page = jobFairApi.getResumeList.response.parse(res.json.data);
      expect(page.total).toBe(3);
      expect(page.records.map((r) => [r.usrName, r.jobName])).toEqual([
        ['王磊', '仓库管理员'],
        ['李娜', '装配工'],
        ['张伟', '数控车工'],
      ]);
      const row = await server.deps.db
        .selectFrom('recruitJobSeeker')
        .select(['idCard', 'mobile'])
        .where('usrName', '=', '王磊')
        .executeTakeFirstOrThrow();
      expect(page.records[0].idCard).toBe(maskIdCard(row.idCard));
      expect(page.records[0].mobile).toBe(maskMobile(row.mobile));
      expect(page.records[0].mobile).toMatch(/^138\*{4}\d{4}$/);

      const whole = jobFairApi.getResumeList.response.parse((await server.call(jobFairApi.getResumeList, { token: admin, query: { fairCode } })).json.data);
      expect(whole.records[0].mobile).toBe(row.mobile);

      const screened = await server.call(jobFairApi.getResumeList, { token: clerk, query: { fairCode, state: 3 } });
      expect(screened.json.data.records.map((r) => r.usrName)).toEqual(['李娜']);
      const ofCompany = await server.call(jobFairApi.getResumeList, { token: clerk, query: { fairCode, cmpyCode: companyA } });
      expect(ofCompany.json.data.total).toBe(2);
      const ofJob = await server.call(jobFairApi.getResumeList, { token: clerk, query: { fairCode, jobCode: jobsB[0].jobCode } });
      expect(ofJob.json.data.records.map((r) => r.usrName)).toEqual(['王磊']);
    });

    it('counts each company’s and job’s resumes during the fair', async () => {
      const companies = jobFairApi.getCmpyList.response.parse((await server.call(jobFairApi.getCmpyList, { token: clerk, query: { fairCode } })).json.data);
      expect(companies.records.map((c) => [c.cmpyCode, c.jobCount, c.resumeCount])).toEqual([
        [companyA, 2, 2],
        [companyB, 1, 1],
      ]);
      const jobs = jobFairApi.getJobList.response.parse((await server.call(jobFairApi.getJobList, { token: clerk, query: { fairCode, jobName: '装配' } })).json.data);
      expect(jobs.records.map((j) => [j.jobName, j.resumeCount])).toEqual([['装配工', 1]]);
    });
  });
});
