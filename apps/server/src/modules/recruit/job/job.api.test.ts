import { companyApi, JOB_MACHINE, jobApi, jobLabelApi, messageApi, onlineTypeOf, perm, type JobAction } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { companyForm, dayFromNow, jobForm, passedCompany, uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('jobs and their review on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** A publisher who adds and edits jobs; the admin reviews them. */
  let publisher: { id: number; token: string };
  let passedCode: string;
  let pendingCompany: string;
  let labels: string[];

  beforeAll(async () => {
    admin = await server.login();
    publisher = await userWithCodes(server, admin, 'jobclerk', '岗位专员', [perm.recruit.job.list.add, perm.recruit.job.list.edit, perm.recruit.job.list.list]);
    const licenseKey = await uploadLicense(server, admin);
    passedCode = (await passedCompany(server, admin, 1, { licenseKey })).cmpyCode;
    const pending = await server.call(companyApi.submit, { token: admin, body: companyForm(2, licenseKey) });
    expect(pending.status, pending.json.msg).toBe(200);
    pendingCompany = pending.json.data.cmpyCode;
    labels = [];
    for (const [labelName, labelHot] of [['测试福利甲', 1], ['测试福利乙', 0]] as const) {
      const res = await server.call(jobLabelApi.saveJobLabel, { token: admin, body: { labelName, labelHot } });
      expect(res.status, res.json.msg).toBe(200);
      labels.push(res.json.data.labelCode);
    }
  });

  async function save(overrides: Parameters<typeof jobForm>[1] = {}, token = publisher.token) {
    const res = await server.call(jobApi.saveJobInfo, { token, body: jobForm(passedCode, overrides) });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    return jobApi.saveJobInfo.response.parse(res.json.data);
  }

  async function detail(jobCode: string) {
    const res = await server.call(jobApi.queryJobInfoDetail, { token: admin, params: { jobCode } });
    expect(res.status, res.json.msg).toBe(200);
    return jobApi.queryJobInfoDetail.response.parse(res.json.data);
  }

  async function typeCounts(query: Record<string, unknown> = {}): Promise<Map<number, number>> {
    const res = await server.call(jobApi.queryJobInfoType, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    const items = jobApi.queryJobInfoType.response.parse(res.json.data);
    expect(items.map((i) => i.approveType)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(items.map((i) => i.label)).toEqual(['审核中', '已驳回', '已通过', '已上线', '已下线', '强制结束']);
    return new Map(items.map((i) => [i.approveType, i.count]));
  }

  /** Performs one action of the state table through its endpoint. */
  function perform(action: JobAction, jobCode: string) {
    switch (action) {
      case 'pass':
        return server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode, approveType: 2 } });
      case 'reject':
        return server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode, approveType: 1, rejectDesc: '岗位描述过于简单' } });
      case 'edit':
        return server.call(jobApi.editJobInfo, { token: publisher.token, body: { jobCode, ...jobForm(passedCode, { jobName: '数控车工（夜班）' }) } });
      case 'online':
        return server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode, onlineType: 1 } });
      case 'offline':
        return server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode, onlineType: 0 } });
      case 'refresh':
        return server.call(jobApi.refreshJobInfo, { token: admin, params: { id: jobCode } });
      case 'end':
        return server.call(jobApi.endJobInfo, { token: admin, params: { id: jobCode } });
      case 'forcedOffline':
        return server.call(jobApi.forcedOfflineJobInfo, { token: admin, body: { jobCode, forcedDesc: '岗位信息与实际不符' } });
    }
  }

  /** The endpoint each action is served by. */
  const ENDPOINT: Record<JobAction, { response: { parse(data: unknown): unknown } }> = {
    pass: jobApi.checkJobInfo,
    reject: jobApi.checkJobInfo,
    edit: jobApi.editJobInfo,
    online: jobApi.onOrOffLineJobInfo,
    offline: jobApi.onOrOffLineJobInfo,
    refresh: jobApi.refreshJobInfo,
    end: jobApi.endJobInfo,
    forcedOffline: jobApi.forcedOfflineJobInfo,
  };

  /** The success notice of each action (glossary §7.1). */
  const NOTICE: Record<JobAction, string> = {
    pass: '操作成功',
    reject: '操作成功',
    edit: '修改成功',
    online: '上线成功',
    offline: '下线成功',
    refresh: '刷新成功',
    end: '操作成功',
    forcedOffline: '操作成功',
  };

  /** The legal path from a new job to each state. */
  const PATH: Record<number, JobAction[]> = {
    0: [],
    1: ['reject'],
    2: ['pass'],
    3: ['pass', 'online'],
    4: ['pass', 'online', 'offline'],
    5: ['pass', 'forcedOffline'],
  };

  async function jobIn(state: number): Promise<string> {
    const { jobCode } = await save();
    for (const action of PATH[state]) {
      const res = await perform(action, jobCode);
      expect(res.status, `${action}: ${res.json.msg}`).toBe(200);
    }
    expect((await detail(jobCode)).approveType).toBe(state);
    return jobCode;
  }

  it('saves a job for review with names, labels and its work address', async () => {
    const before = await typeCounts();
    const { jobCode, approveType, onlineType } = await save({ labelCodes: [labels[1], labels[0]] });
    expect({ approveType, onlineType }).toEqual({ approveType: 0, onlineType: 0 });
    const job = await detail(jobCode);
    expect(job).toMatchObject({
      jobName: '数控车工',
      jobCategoryCode: '6-18',
      jobCategoryName: '机械制造基础加工人员',
      jobCategoryParentCode: '6',
      jobCategoryParentName: '生产制造及有关人员',
      cmpyCode: passedCode,
      cmpyName: companyForm(1, '').cmpyName,
      salaryMin: 5000,
      salaryMax: 8000,
      education: 7,
      headcount: 5,
      provinceName: '河南省',
      cityName: '郑州市',
      countyName: '新郑市',
      source: '2',
      approveType: 0,
      onlineType: 0,
      creatorName: '岗位专员',
      description: '<p>负责数控车床操作</p>',
      beginTime: `${dayFromNow(0)} 00:00:00`,
      endTime: `${dayFromNow(60)} 23:59:59`,
    });
    expect(job.labels.map((l) => l.labelName)).toEqual(['测试福利乙', '测试福利甲']);
    const after = await typeCounts();
    expect(after.get(0)).toBe((before.get(0) ?? 0) + 1);
  });

  it('refuses bad input with a Chinese 400 naming the field', async () => {
    const cases: Array<[Parameters<typeof jobForm>[1], string]> = [
      [{ salaryMin: 9000, salaryMax: 8000 }, '最高月薪不能低于最低月薪'],
      [{ salaryMin: 5000.5 }, '最低月薪应为整数（元）'],
      [{ countyCode: '410199' }, '所在区县编码“410199”不存在'],
      [{ cityCode: '410200' }, '所在区县“新郑市”不属于开封市'],
      [{ jobCategoryCode: '9-99' }, '岗位类别“9-99”不存在'],
      [{ jobCategoryCode: '6' }, '岗位类别请选择“生产制造及有关人员”下的具体类别'],
      [{ education: 12 }, '学历要求取值应为 1 至 11 之一'],
      [{ headcount: 0 }, '招聘人数不能小于1'],
      [{ labelCodes: ['no-such-label'] }, '岗位标签不存在：no-such-label'],
      [{ beginTime: dayFromNow(10), endTime: dayFromNow(5) }, '结束时间须晚于开始时间'],
      [{ beginTime: dayFromNow(-20), endTime: dayFromNow(-1) }, '结束时间须晚于当前时间'],
      [{ beginTime: '2025/01/01' }, '开始时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss'],
      [{ description: '' }, '请输入岗位描述'],
      [{ description: '<script>alert(1)</script>' }, '请输入岗位描述'],
      [{ description: `<p>${'招'.repeat(1999)}</p><p>聘<img src="/files/image/202501/${'a'.repeat(32)}.png"></p>` }, '岗位描述已超出字数限制（最多 2000 字）'],
      [{ cmpyCode: 'a'.repeat(32) }, '所属企业不存在'],
    ];
    for (const [overrides, msg] of cases) {
      const res = await server.call(jobApi.saveJobInfo, { token: publisher.token, body: jobForm(passedCode, overrides) });
      expect(res.status, msg).toBe(400);
      expect(res.json.msg).toBe(msg);
    }
  });

  it('keeps of the description only what the rich-text allow-list permits', async () => {
    const { jobCode } = await save({
      description: '<p onclick="steal()">负责<strong>焊接</strong><script>alert(1)</script></p><img src="javascript:alert(1)"><a href="https://example.com" target="_blank">详情</a>',
    });
    expect((await detail(jobCode)).description).toBe(
      '<p>负责<strong>焊接</strong></p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">详情</a>',
    );
  });

  it('takes a description of exactly 2,000 characters, counting entities as one and a picture as one', async () => {
    const { jobCode } = await save({ description: `<p>${'招'.repeat(1997)}&amp;</p><p>聘<img src="/files/image/202501/${'a'.repeat(32)}.png"></p>` });
    expect((await detail(jobCode)).description).toContain('&amp;');
  });

  it('signs the description’s pictures afresh each time the job is read (the stored address expires)', async () => {
    const key = `image/202501/${'b'.repeat(32)}.png`;
    const { jobCode } = await save({ description: `<p>车间环境</p><img src="/files/${key}?expires=1&amp;sig=old" data-object-key="${key}" alt="车间">` });
    const { description } = await detail(jobCode);
    expect(description).toContain(`data-object-key="${key}"`);
    expect(description).not.toContain('sig=old');
    const src = /src="([^"]+)"/.exec(description)?.[1].replace(/&amp;/g, '&') ?? '';
    expect(Number(new URL(src, 'http://x').searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('publishes only for a company that passed review (409 naming its state)', async () => {
    const res = await server.call(jobApi.saveJobInfo, { token: publisher.token, body: jobForm(pendingCompany) });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(`企业“${companyForm(2, '').cmpyName}”当前为“待审核”状态，审核通过后才能发布岗位`);
  });

  describe('the state machine: every action from every state', () => {
    for (const from of JOB_MACHINE.values) {
      for (const action of Object.keys(JOB_MACHINE.actions) as JobAction[]) {
        const to = JOB_MACHINE.next(action, from);
        it(`${JOB_MACHINE.label(from)} → ${JOB_MACHINE.actions[action]}: ${to === null ? '409' : JOB_MACHINE.label(to)}`, async () => {
          const jobCode = await jobIn(from);
          const before = await typeCounts();
          const res = await perform(action, jobCode);
          const job = await detail(jobCode);
          if (to === null) {
            expect(res.status).toBe(409);
            expect(res.json.msg).toBe(JOB_MACHINE.refusal(action, from));
            expect(res.json.msg).toContain(`“${JOB_MACHINE.label(from)}”`);
            expect(job.approveType).toBe(from);
            expect(await typeCounts()).toEqual(before);
            return;
          }
          expect(res.status, res.json.msg).toBe(200);
          expect(res.json.msg).toBe(NOTICE[action]);
          expect(ENDPOINT[action].response.parse(res.json.data)).toMatchObject({ jobCode, approveType: to, onlineType: onlineTypeOf(to) });
          expect({ approveType: job.approveType, onlineType: job.onlineType }).toEqual({ approveType: to, onlineType: onlineTypeOf(to) });
          const after = await typeCounts();
          if (to !== from) {
            expect(after.get(from)).toBe((before.get(from) ?? 0) - 1);
            expect(after.get(to)).toBe((before.get(to) ?? 0) + 1);
          } else {
            expect(after).toEqual(before);
          }
        });
      }
    }
  });

  it('keeps what each move records: review, reason, online time, refresh time, end time', async () => {
    const rejected = await jobIn(1);
    expect(await detail(rejected)).toMatchObject({ rejectDesc: '岗位描述过于简单', reviewerName: '系统管理员' });
    // Correcting a rejected job sends it back to review without the old decision.
    expect((await perform('edit', rejected)).status).toBe(200);
    expect(await detail(rejected)).toMatchObject({ approveType: 0, rejectDesc: '', reviewerName: '', reviewTime: null, jobName: '数控车工（夜班）' });

    const online = await jobIn(3);
    const onlineJob = await detail(online);
    expect(onlineJob.onlineTime).not.toBeNull();
    const refreshed = await perform('refresh', online);
    expect(jobApi.refreshJobInfo.response.parse(refreshed.json.data).refreshTime).toMatch(/^\d{4}-\d{2}-\d{2} /);

    const forced = await jobIn(5);
    expect(await detail(forced)).toMatchObject({ forcedDesc: '岗位信息与实际不符' });
  });

  it('ends recruiting now: offline, end time now, and no going online again until edited and reviewed', async () => {
    const jobCode = await jobIn(3);
    const before = nowText();
    const res = await perform('end', jobCode);
    expect(res.status, res.json.msg).toBe(200);
    const job = await detail(jobCode);
    expect(job).toMatchObject({ approveType: 4, onlineType: 0 });
    expect(job.endTime >= before && job.endTime <= nowText()).toBe(true);
    const again = await perform('online', jobCode);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(`岗位招聘已于 ${job.endTime} 结束，请编辑岗位设置新的结束时间，审核通过后再上线`);
    expect((await perform('edit', jobCode)).status).toBe(200);
    expect((await perform('pass', jobCode)).status).toBe(200);
    expect((await perform('online', jobCode)).status).toBe(200);
  });

  it('tells the publisher of a pass, a rejection and a forced offline', async () => {
    const messages = async () => {
      const res = await server.call(messageApi.queryPageMsg, { token: publisher.token, query: { pageSize: 100 } });
      return messageApi.queryPageMsg.response.parse(res.json.data).records;
    };
    const before = (await messages()).length;
    await jobIn(2);
    await jobIn(1);
    await jobIn(5);
    const titles = (await messages()).slice(0, (await messages()).length - before).map((m) => m.title);
    expect(titles).toEqual(['岗位被强制下线', '岗位审核通过', '岗位审核驳回', '岗位审核通过']);
    const rejection = (await messages()).find((m) => m.title === '岗位审核驳回');
    expect(rejection?.content).toContain('驳回原因：岗位描述过于简单');
  });

  it('requires a reason to reject or force offline (400)', async () => {
    const { jobCode } = await save();
    const noReason = await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode, approveType: 1 } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toBe('驳回时请填写驳回原因');
    const noForcedReason = await server.call(jobApi.forcedOfflineJobInfo, { token: admin, body: { jobCode, forcedDesc: ' ' } });
    expect(noForcedReason.status).toBe(400);
    expect(noForcedReason.json.msg).toBe('请填写强制下线原因');
    const missing = await server.call(jobApi.refreshJobInfo, { token: admin, params: { id: 'f'.repeat(32) } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('岗位不存在');
  });

  describe('the list', () => {
    const list = async (body: Record<string, unknown>) => {
      const res = await server.call(jobApi.queryJobInfoList, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } });
      expect(res.status, res.json.msg).toBe(200);
      return jobApi.queryJobInfoList.response.parse(res.json.data);
    };

    it('tabs by approveType with totals equal to the tab counts', async () => {
      const counts = await typeCounts();
      for (const [approveType, count] of counts) {
        const page = await list({ approveType });
        expect(page.total).toBe(count);
        expect(page.records.every((r) => r.approveType === approveType && r.onlineType === onlineTypeOf(approveType))).toBe(true);
      }
      expect((await list({})).total).toBe([...counts.values()].reduce((a, b) => a + b, 0));
    });

    it('filters by name, company, category (a 大类 takes in its 中类), label, county and education, with counts to match', async () => {
      // 荥阳市, with a point in it (a place's point must lie in its county).
      const special = await save({ jobName: '叉车司机', jobCategoryCode: '4-02', labelCodes: [labels[0]], countyCode: '410182', gcj02Lng: 113.38, gcj02Lat: 34.79, education: 3 });
      expect((await list({ jobName: '叉车' })).records.map((r) => r.jobCode)).toEqual([special.jobCode]);
      expect((await list({ jobCategoryCode: '4' })).records.map((r) => r.jobCode)).toEqual([special.jobCode]);
      expect((await list({ jobCategoryCode: '4-02' })).total).toBe(1);
      expect((await list({ labelCode: labels[0], countyCode: '410182' })).records.map((r) => r.jobCode)).toEqual([special.jobCode]);
      expect((await list({ education: 3 })).total).toBe(1);
      expect((await list({ cmpyName: '测试1号' })).total).toBe((await list({})).total);
      expect((await list({ cmpyCode: pendingCompany })).total).toBe(0);
      const filtered = await typeCounts({ jobName: '叉车' });
      expect(filtered.get(0)).toBe(1);
      expect([...filtered.values()].reduce((a, b) => a + b, 0)).toBe(1);
      const record = (await list({ jobCode: special.jobCode })).records[0];
      expect(record).toMatchObject({ jobCategoryName: '交通运输、仓储物流和邮政业服务人员', countyName: '荥阳市', labels: [{ labelCode: labels[0], labelHot: 1 }] });
      // Salary: a job is found when its range meets the asked one (叉车司机 pays 5000–8000).
      const salaried = await save({ jobName: '叉车司机（高薪）', salaryMin: 12000, salaryMax: 15000 });
      const bySalary = async (range: Record<string, number>) => (await list({ jobName: '叉车司机', ...range })).records.map((r) => r.jobCode).sort();
      expect(await bySalary({ beginSalary: 14000 })).toEqual([salaried.jobCode]);
      expect(await bySalary({ beginSalary: 7000, endSalary: 12000 })).toEqual([special.jobCode, salaried.jobCode].sort());
      expect(await bySalary({ endSalary: 4000 })).toEqual([]);
      expect((await typeCounts({ jobName: '叉车司机', beginSalary: 14000 })).get(0)).toBe(1);
    });

    it('lists the most recently refreshed first', async () => {
      const older = await jobIn(3);
      const newer = await jobIn(3);
      const first = async () => (await list({ approveType: 3 })).records[0].jobCode;
      expect(await first()).toBe(newer);
      // Both were made within a second: place them a day apart in the past, then refreshing the older one lifts it.
      const db = server.deps.db;
      await db.updateTable('recruitJobInfo').set({ refreshTime: '2000-01-02 00:00:00' }).where('jobCode', '=', older).execute();
      await db.updateTable('recruitJobInfo').set({ refreshTime: '2000-01-03 00:00:00' }).where('jobCode', '=', newer).execute();
      expect((await list({ approveType: 3 })).records.map((r) => r.jobCode).indexOf(older)).toBeGreaterThan(0);
      expect((await perform('refresh', older)).status).toBe(200);
      expect(await first()).toBe(older);
    });
  });
});
