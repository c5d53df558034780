import { campusFairApi, GRADUATE_JOB_LABEL, jobApi, perm, provideNeedApi, XLSX_MEDIA_TYPE, type Input } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime, nowText } from '../../../platform/time.js';
import { addApplicants, publishJobs, type PublishedJob } from '../../../test/apply-fixtures.js';
import { addStudents, appliedCollege, passCollege, studentOf } from '../../../test/college-fixtures.js';
import { DIALECTS, toQueryString, withTestServer } from '../../../test/harness.js';
import { jobForm, userWithCodes, XINZHENG } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

type FairBody = Input<NonNullable<typeof campusFairApi.saveJobFairYj.body>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => formatTime(Date.now() + ms);
const THIS_YEAR = Number(nowText().slice(0, 4));

describe.each(DIALECTS)('校园招聘会 and 供需信息 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let clerk: string;
  let college: string;
  let pendingCollege: string;
  let jobs: PublishedJob[];
  let company: string;
  let serial = 0;

  beforeAll(async () => {
    admin = await server.login();
    clerk = (await userWithCodes(server, admin, 'campusclerk', '校园招聘专员', [
      perm.school.jobfair.code, perm.school.jobfair.list, perm.school.jobfair.add, perm.school.jobfair.edit, perm.school.jobfair.remove, perm.school.jobfair.export,
      perm.school.provideNeed.code, perm.school.provideNeed.list,
    ])).token;
    college = await appliedCollege(server.deps.db, 801, { collegeName: '招聘会测试学院' });
    await passCollege(server.deps.db, college);
    pendingCollege = await appliedCollege(server.deps.db, 802);
    jobs = await publishJobs(server, admin, ['软件测试工程师', '机械设计助理'], 31);
    company = (await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('id', '=', jobs[0].id).executeTakeFirstOrThrow()).cmpyCode;
  });

  function fairForm(overrides: Partial<FairBody> = {}): FairBody {
    serial += 1;
    return {
      collegeCode: college,
      fairName: `招聘会测试学院校园招聘会${serial}`,
      fairType: 2,
      boothCount: 80,
      organizer: '招聘会测试学院',
      contactPerson: '张老师',
      contactPhone: '13837100002',
      ...XINZHENG,
      startTime: at(3 * DAY),
      endTime: at(3 * DAY + 7 * HOUR),
      description: '<p>面向应届毕业生。</p><script>alert(1)</script>',
      cmpyCodes: [company],
      jobCodes: [jobs[0].jobCode],
      ...overrides,
    };
  }
  const add = async (body: FairBody) => {
    const res = await server.call(campusFairApi.saveJobFairYj, { token: clerk, body });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    return res.json.data.fairCode;
  };
  const detail = async (fairCode: string) => {
    const res = await server.call(campusFairApi.queryJobFair, { token: clerk, body: { fairCode } });
    expect(res.status, res.json.msg).toBe(200);
    return campusFairApi.queryJobFair.response.parse(res.json.data);
  };
  const shift = (fairCode: string, startTime: string, endTime: string) => server.deps.db.updateTable('collegeJobFair').set({ startTime, endTime }).where('fairCode', '=', fairCode).execute();
  const formOf = async (fairCode: string, changes: Partial<FairBody> = {}) => {
    const f = await detail(fairCode);
    return {
      fairCode, collegeCode: f.collegeCode, fairName: f.fairName, fairType: f.fairType as 1 | 2, boothCount: f.boothCount, organizer: f.organizer, undertaker: f.undertaker,
      contactPerson: f.contactPerson, contactPhone: f.contactPhone, provinceCode: f.provinceCode, cityCode: f.cityCode, countyCode: f.countyCode,
      address: f.address, gcj02Lng: f.gcj02Lng ?? undefined, gcj02Lat: f.gcj02Lat ?? undefined, startTime: f.startTime, endTime: f.endTime, description: f.description,
      cmpyCodes: f.participants.map((p) => p.cmpyCode), jobCodes: f.participants.flatMap((p) => p.jobs.map((j) => j.jobCode)), ...changes,
    };
  };

  it('adds a fair of a passed college with its companies and jobs, lists it 待开始, and answers its detail', async () => {
    const fairCode = await add(fairForm());
    const list = await server.call(campusFairApi.queryJobFairList, { token: clerk, body: { collegeCode: college, status: 0, pageNum: 1, pageSize: 50 } });
    const page = campusFairApi.queryJobFairList.response.parse(list.json.data);
    expect(page.records.find((f) => f.fairCode === fairCode)).toMatchObject({ collegeName: '招聘会测试学院', status: 0, cmpyCount: 1, jobCount: 1, boothCount: 80, countyName: '新郑市' });
    const fair = await detail(fairCode);
    expect(fair.description).not.toContain('script');
    expect(fair.participants).toEqual([{ cmpyCode: company, cmpyName: expect.any(String), jobs: [expect.objectContaining({ jobCode: jobs[0].jobCode })] }]);
    expect(fair.lockedFields).toEqual([]);
  });

  it('refuses a college not passed (409), a reversed time (400), a job of another company (400)', async () => {
    const pending = await server.call(campusFairApi.saveJobFairYj, { token: clerk, body: fairForm({ collegeCode: pendingCollege }) });
    expect(pending.status).toBe(409);
    expect(pending.json.msg).toContain('审核通过后才能举办招聘会');
    const reversed = await server.call(campusFairApi.saveJobFairYj, { token: clerk, body: fairForm({ startTime: at(5 * DAY), endTime: at(4 * DAY) }) });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toContain('结束时间须晚于开始时间');
    const stray = await server.call(campusFairApi.saveJobFairYj, { token: clerk, body: fairForm({ cmpyCodes: [] }) });
    expect(stray.status).toBe(400);
    expect(stray.json.msg).toContain('所属企业未列入参会企业');
  });

  it('locks the fields a started fair keeps (409 naming them) and refuses removing a fair that began (409)', async () => {
    const fairCode = await add(fairForm());
    const early = await server.call(campusFairApi.removeJobFairYj, { token: clerk, body: { fairCode: (await add(fairForm())) } });
    expect(early.status).toBe(200);
    expect(early.json.msg).toBe('删除成功');
    await shift(fairCode, at(-2 * HOUR), at(5 * HOUR));
    const moved = await server.call(campusFairApi.editJobFairYj, { token: clerk, body: await formOf(fairCode, { startTime: at(-1 * HOUR) }) });
    expect(moved.status).toBe(409);
    expect(moved.json.msg).toMatch(/已开始，不能修改开始时间/);
    const renamed = await server.call(campusFairApi.editJobFairYj, { token: clerk, body: await formOf(fairCode, { fairName: `改名后的招聘会${serial}` }) });
    expect(renamed.status, renamed.json.msg).toBe(200);
    expect(renamed.json.msg).toBe('修改成功');
    const removed = await server.call(campusFairApi.removeJobFairYj, { token: clerk, body: { fairCode } });
    expect(removed.status).toBe(409);
    expect(removed.json.msg).toContain('只能删除待开始的招聘会');
    await shift(fairCode, at(-3 * DAY), at(-2 * DAY));
    const ended = await server.call(campusFairApi.editJobFairYj, { token: clerk, body: await formOf(fairCode, { cmpyCodes: [], jobCodes: [] }) });
    expect(ended.status).toBe(409);
    expect(ended.json.msg).toContain('已结束，不能修改参会企业及岗位');
    expect((await detail(fairCode)).lockedFields).toContain('participants');
    expect((await server.call(campusFairApi.removeJobFairYj, { token: clerk, body: { fairCode: 'x'.repeat(32) } })).status).toBe(404);
  });

  it('shows the applications the fair’s jobs received while it ran, masked', async () => {
    const fairCode = await add(fairForm());
    await shift(fairCode, at(-2 * DAY), at(2 * DAY));
    await addApplicants(server.deps.db, [
      { usrName: '赵一', gender: 1, birthDate: '1999-01-01', job: jobs[1], applyTime: at(-1 * DAY) },
      { usrName: '钱二', gender: 2, birthDate: '1999-02-02', job: jobs[1], applyTime: at(-5 * DAY) },
    ]);
    await server.call(campusFairApi.editJobFairYj, { token: clerk, body: await formOf(fairCode) });
    const fair = await detail(fairCode);
    // Only the application sent while the fair ran, to one of its jobs.
    expect(fair.applications.total).toBe(0);
    const withJob = await add(fairForm({ jobCodes: [jobs[0].jobCode, jobs[1].jobCode] }));
    await shift(withJob, at(-2 * DAY), at(2 * DAY));
    const taking = await detail(withJob);
    expect(taking.applications.records.map((a) => a.usrName)).toEqual(['赵一']);
    for (const a of taking.applications.records) expect(a.idCard).toMatch(/\*{8}/);
  });

  it('exports the list (sheet 招聘会) and who took part (sheet 参会企业及岗位)', async () => {
    const fairCode = await add(fairForm({ jobCodes: jobs.map((j) => j.jobCode) }));
    const raw = await server.app.inject({ method: 'GET', url: `${campusFairApi.exportsJobFair.path}${toQueryString({ collegeCode: college })}`, headers: { authorization: clerk, accept: XLSX_MEDIA_TYPE } });
    expect(raw.statusCode, raw.body.slice(0, 200)).toBe(200);
    const book = await readWorkbook(raw.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['招聘会', '参会企业及岗位']);
    const fairs = recordsOf(rowsOf(book.worksheets[0]));
    const name = (await detail(fairCode)).fairName;
    expect(fairs.find((f) => f['招聘会名称'] === name)).toMatchObject({ 状态: '待开始', 举办院校: '招聘会测试学院', 举办形式: '线下', 参会岗位: '2' });
    const taking = recordsOf(rowsOf(book.worksheets[1])).filter((r) => r['招聘会名称'] === name);
    expect(taking.map((r) => r['岗位名称']).sort()).toEqual(jobs.map((j) => j.jobName).sort());
  });

  it('lists demand: recruiting jobs at a campus fair not yet ended or labelled 应届毕业生', async () => {
    const fresh = await publishJobs(server, admin, ['应届生管培生'], 32);
    const label = await server.deps.db.selectFrom('recruitJobLabel').select('labelCode').where('labelName', '=', GRADUATE_JOB_LABEL).executeTakeFirstOrThrow();
    const labelled = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm((await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('id', '=', fresh[0].id).executeTakeFirstOrThrow()).cmpyCode, { jobName: '储备干部（应届）', labelCodes: [label.labelCode] }) });
    expect(labelled.status, labelled.json.msg).toBe(200);
    await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode: labelled.json.data.jobCode, approveType: 2 } });
    await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: labelled.json.data.jobCode, onlineType: 1 } });
    const res = await server.call(provideNeedApi.queryNeedAnnoList, { token: clerk, body: { pageNum: 1, pageSize: 100 } });
    expect(res.status, res.json.msg).toBe(200);
    const need = provideNeedApi.queryNeedAnnoList.response.parse(res.json.data);
    const names = need.records.map((r) => r.jobName);
    expect(names).toContain('储备干部（应届）');
    expect(names).toContain(jobs[0].jobName);
    expect(names).not.toContain('应届生管培生');
    expect(need.records.find((r) => r.jobName === '储备干部（应届）')?.forGraduates).toBe(true);
    expect(need.records.find((r) => r.jobName === jobs[0].jobName)?.fairs.length).toBeGreaterThan(0);
  });

  it('lists supply per college × 专业 × 毕业年份, graduates = 已就业 + 待就业', async () => {
    await addStudents(server.deps.db, [
      studentOf(college, 1, { graduateYear: THIS_YEAR, enrolYear: THIS_YEAR - 3, jobStatus: 1, employer: '某公司', industryCode: 'I', specialtyCode: '510203' }),
      studentOf(college, 2, { graduateYear: THIS_YEAR, enrolYear: THIS_YEAR - 3, specialtyCode: '510203' }),
      studentOf(college, 3, { graduateYear: THIS_YEAR, enrolYear: THIS_YEAR - 3, specialtyCode: '510203', education: 7 }),
      studentOf(college, 4, { graduateYear: THIS_YEAR + 1, enrolYear: THIS_YEAR - 2, schoolStatus: 1, specialtyCode: '510203' }),
    ]);
    const res = await server.call(provideNeedApi.queryProvideList, { token: clerk, body: { collegeCode: college, pageNum: 1, pageSize: 50 } });
    expect(res.status, res.json.msg).toBe(200);
    const supply = provideNeedApi.queryProvideList.response.parse(res.json.data);
    expect(supply.records).toEqual([expect.objectContaining({ specialtyName: '软件技术', categoryName: '电子与信息大类', graduateYear: THIS_YEAR, graduates: 3, employed: 1, unemployed: 2, employRate: 33.33 })]);
    const dazhuan = await server.call(provideNeedApi.queryProvideList, { token: clerk, body: { collegeCode: college, education: 8, categoryCode: '51', pageNum: 1, pageSize: 50 } });
    expect(provideNeedApi.queryProvideList.response.parse(dazhuan.json.data).records[0]).toMatchObject({ graduates: 2, employed: 1, unemployed: 1 });
  });
});
