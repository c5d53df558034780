import {
  ageOn,
  APPLY_ACTION_BY_TARGET,
  APPLY_LABELS,
  APPLY_MACHINE,
  APPLY_STATE_TABS,
  applyInfoApi,
  exportHeaders,
  healthApi,
  jobApi,
  maskIdCard,
  maskMobile,
  perm,
  VIEW_SENSITIVE_PERMISSION,
  type ApplyAction,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { addApplicants, publishJobs, type Applicant, type ApplicantSpec, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { dayFromNow, userWithCodes } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

const today = () => nowText().slice(0, 10);
const INTERVIEW = {
  interviewTime: `${dayFromNow(3)} 09:30:00`,
  interviewPlace: '新郑市龙湖镇中华北路88号三楼会议室',
  contactPerson: '李芳',
  contactPhone: '0371-62345678',
};

describe.each(DIALECTS)('applications (投递) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let jobA: PublishedJob;
  let jobB: PublishedJob;
  /** Jobs whose applications the flow tests create and move; the list tests read A and B only. */
  let jobFlow: PublishedJob;
  let offlineJob: PublishedJob;
  let base: Applicant[];
  /** Holds the list, handling and export rights, not viewSensitive. */
  let clerk: { id: number; token: string };
  /** The same rights plus viewSensitive. */
  let officer: { id: number; token: string };

  beforeAll(async () => {
    admin = await server.login();
    [jobA, jobB, jobFlow, offlineJob] = await publishJobs(server, admin, ['数控车工', '仓库管理员', '焊工', '叉车司机']);
    expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: offlineJob.jobCode, onlineType: 0 } })).status).toBe(200);
    const specs: ApplicantSpec[] = [
      { usrName: '张伟', gender: 1, birthDate: '1990-05-01', job: jobA, applyTime: '2025-03-01 10:00:00', state: 0 },
      { usrName: '李娜', gender: 2, birthDate: '1995-08-15', job: jobA, applyTime: '2025-03-02 10:00:00', state: 3 },
      { usrName: '王芳', gender: 2, birthDate: '2000-01-20', job: jobB, applyTime: '2025-03-03 10:00:00', state: 5 },
      { usrName: '刘洋', gender: 1, birthDate: '1985-12-12', job: jobB, applyTime: '2025-03-04 10:00:00', state: 4 },
      { usrName: '陈静', gender: 2, birthDate: '1998-07-07', job: jobA, applyTime: '2025-03-05 10:00:00', state: 6 },
      { usrName: '赵磊', gender: 1, birthDate: '2002-02-02', job: jobB, applyTime: '2025-03-06 10:00:00', state: 0 },
    ];
    base = await addApplicants(server.deps.db, specs);
    const rights = [perm.recruit.resume.list.list, perm.recruit.resume.list.handle, perm.recruit.resume.list.remark, perm.recruit.resume.list.export, perm.recruit.resume.health.list];
    clerk = await userWithCodes(server, admin, 'resumeclerk', '简历专员', rights);
    officer = await userWithCodes(server, admin, 'resumeofficer', '简历主管', [...rights, VIEW_SENSITIVE_PERMISSION]);
  });

  const inJobs = (...jobs: PublishedJob[]) => base.filter((a) => jobs.some((j) => j.jobCode === a.job.jobCode));

  async function page(query: Record<string, unknown>, token = admin) {
    const res = await server.call(applyInfoApi.queryPageJobApplyInfo, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return applyInfoApi.queryPageJobApplyInfo.response.parse(res.json.data);
  }

  async function counts(query: Record<string, unknown> = {}): Promise<Map<number, number>> {
    const res = await server.call(applyInfoApi.queryStateCount, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    const items = applyInfoApi.queryStateCount.response.parse(res.json.data);
    expect(items.map((i) => i.resumeState)).toEqual([...APPLY_STATE_TABS]);
    expect(items.map((i) => i.label)).toEqual(['新简历', '初筛通过', '已邀请面试', '已录用', '不合适']);
    return new Map(items.map((i) => [i.resumeState, i.count]));
  }

  async function stateOf(applyCode: string): Promise<number> {
    const row = await server.deps.db.selectFrom('recruitJobApply').select('state').where('applyCode', '=', applyCode).executeTakeFirstOrThrow();
    return row.state;
  }

  async function operationCount(applyCode: string): Promise<number> {
    const rows = await server.deps.db
      .selectFrom('recruitApplyOperation as o')
      .innerJoin('recruitJobApply as a', 'a.id', 'o.applyId')
      .select('o.id')
      .where('a.applyCode', '=', applyCode)
      .execute();
    return rows.length;
  }

  let flowSerial = 0;
  /** Fresh applications to the flow job, in the given states. */
  async function fresh(states: number[], names?: string[]): Promise<Applicant[]> {
    return addApplicants(
      server.deps.db,
      states.map((state, i) => {
        flowSerial += 1;
        return {
          usrName: names?.[i] ?? `求职者${flowSerial}`,
          gender: (flowSerial % 2 === 0 ? 2 : 1) as 1 | 2,
          birthDate: '1996-04-04',
          job: jobFlow,
          applyTime: `2025-04-01 ${String(8 + (flowSerial % 10)).padStart(2, '0')}:00:${String(flowSerial % 60).padStart(2, '0')}`,
          state,
        };
      }),
    );
  }

  /** Performs one action of the table on one application through its own endpoint. */
  function perform(action: ApplyAction, applyCode: string) {
    switch (action) {
      case 'throughFirst':
        return server.call(applyInfoApi.batchThroughFirst, { token: admin, query: { applyCodes: applyCode } });
      case 'inviteInterview':
        return server.call(applyInfoApi.inviteInterview, { token: admin, query: { applyCode, ...INTERVIEW, note: '请携带身份证' } });
      case 'employ':
        return server.call(applyInfoApi.batchEmployment, { token: admin, query: { applyCodes: applyCode } });
      case 'outOfPlace':
        return server.call(applyInfoApi.batchOutOfPlace, { token: admin, query: { applyCodes: applyCode, note: '经验不符' } });
    }
  }

  describe('list', () => {
    it('answers the GET query and the form POST alike, newest first, 10 to a page by default', async () => {
      const viaGet = await page({ jobCode: jobA.jobCode });
      const viaForm = await server.call(applyInfoApi.queryPageJobApplyInfoByForm, { token: admin, body: { jobCode: jobA.jobCode } });
      expect(viaForm.status, viaForm.json.msg).toBe(200);
      expect(viaForm.json.data).toEqual(viaGet);
      expect(viaGet.total).toBe(3);
      expect(viaGet.records.map((r) => r.usrName)).toEqual(['陈静', '李娜', '张伟']);
      const first = viaGet.records[2];
      expect(first).toMatchObject({
        applyCode: base[0].applyCode,
        resumeCode: base[0].resumeCode,
        usrCode: base[0].usrCode,
        usrGender: 1,
        age: ageOn('1990-05-01', today()),
        idCard: base[0].idCard,
        mobile: base[0].mobile,
        jobCode: jobA.jobCode,
        jobName: '数控车工',
        state: 0,
        applyTime: '2025-03-01 10:00:00',
      });
      const all = await page({});
      expect(all.records.length).toBeLessThanOrEqual(10);
      expect(all.total).toBeGreaterThanOrEqual(6);
    });

    it('filters by tab, job code and name, age range, application time and gender', async () => {
      const names = async (query: Record<string, unknown>) => (await page({ pageSize: 100, ...query })).records.map((r) => r.usrName).sort();
      expect(await names({ state: 0, jobCode: jobB.jobCode })).toEqual(['赵磊']);
      expect(await names({ jobName: '仓库' })).toEqual(['刘洋', '王芳', '赵磊']);
      const ageOf = (a: Applicant) => ageOn(a.birthDate, today());
      const [lo, hi] = [ageOf(base[2]), ageOf(base[1])];
      const expected = inJobs(jobA, jobB)
        .filter((a) => ageOf(a) >= lo && ageOf(a) <= hi)
        .map((a) => a.usrName)
        .sort();
      expect(await names({ jobName: '', startUsrAge: lo, endUsrAge: hi, startTime: '2025-03-01', endTime: '2025-03-06' })).toEqual(expected);
      expect(await names({ startTime: '2025-03-02', endTime: '2025-03-04 10:00:00' })).toEqual(['刘洋', '李娜', '王芳']);
      expect(await names({ startTime: '2025-03-01', endTime: '2025-03-06', usrGender: 2 })).toEqual(['李娜', '王芳', '陈静']);
      expect((await page({ jobCode: 'no-such-job' })).total).toBe(0);
    });

    it('pages through a filtered list', async () => {
      const first = await page({ startTime: '2025-03-01', endTime: '2025-03-06', pageNum: 1, pageSize: 4 });
      const second = await page({ startTime: '2025-03-01', endTime: '2025-03-06', pageNum: 2, pageSize: 4 });
      expect(first.total).toBe(6);
      expect(first.records.map((r) => r.usrName)).toEqual(['赵磊', '陈静', '刘洋', '王芳']);
      expect(second.records.map((r) => r.usrName)).toEqual(['李娜', '张伟']);
    });

    it('refuses a wrong tab, a reversed age range or a reversed time range, naming the field', async () => {
      const bad = async (query: Record<string, unknown>) => {
        const res = await server.call(applyInfoApi.queryPageJobApplyInfo, { token: admin, query });
        expect(res.status).toBe(400);
        return res.json.msg;
      };
      expect(await bad({ state: 1 })).toContain('投递状态');
      expect(await bad({ startUsrAge: 40, endUsrAge: 30 })).toBe('最大年龄不能小于最小年龄');
      expect(await bad({ startTime: '2025-03-05', endTime: '2025-03-01' })).toBe('投递结束时间不能早于投递开始时间');
    });
  });

  describe('counts', () => {
    it('counts per tab for one job, for filters, and for everything (the trigger-kept counters agree with the rows)', async () => {
      expect([...(await counts({ jobCode: jobA.jobCode })).entries()]).toEqual([
        [0, 1],
        [3, 1],
        [5, 0],
        [4, 0],
        [6, 1],
      ]);
      const viaForm = await server.call(applyInfoApi.queryStateCountByForm, { token: admin, body: { jobCode: jobB.jobCode, usrGender: 1 } });
      expect(viaForm.status, viaForm.json.msg).toBe(200);
      expect(viaForm.json.data.map((i) => i.count)).toEqual([1, 0, 0, 1, 0]);
      const all = await counts();
      const rows = await server.deps.db
        .selectFrom('recruitJobApply')
        .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
        .groupBy('state')
        .execute();
      for (const state of APPLY_STATE_TABS) expect(all.get(state)).toBe(Number(rows.find((r) => r.state === state)?.n ?? 0));
      const listed = await page({ state: 0 });
      expect(listed.total).toBe(all.get(0));
    });
  });

  describe('the applicant flow', () => {
    const cases = APPLY_STATE_TABS.flatMap((from) => (Object.keys(APPLY_MACHINE.actions) as ApplyAction[]).map((action) => [from, action] as const));

    it.each(cases)('from %s, %s moves where the table says, or is refused with 409 naming the state', async (from, action) => {
      const [applicant] = await fresh([from]);
      const to = APPLY_MACHINE.next(action, from);
      const before = await operationCount(applicant.applyCode);
      const res = await perform(action, applicant.applyCode);
      if (to === null) {
        expect(res.status).toBe(409);
        expect(res.json.code).toBe(409);
        const refusal = action === 'inviteInterview' ? APPLY_MACHINE.refusal(action, from) : `以下投递记录当前状态不允许${APPLY_MACHINE.actions[action]}：${applicant.usrName}（${APPLY_MACHINE.label(from)}）`;
        expect(res.json.msg).toBe(refusal);
        expect(await stateOf(applicant.applyCode)).toBe(from);
        expect(await operationCount(applicant.applyCode)).toBe(before);
      } else {
        expect(res.status, res.json.msg).toBe(200);
        expect(res.json.msg).toBe('操作成功');
        expect(res.json.data).toEqual({ applyCodes: [applicant.applyCode], state: to });
        expect(await stateOf(applicant.applyCode)).toBe(to);
        expect(await operationCount(applicant.applyCode)).toBe(before + 1);
      }
    });

    it.each(APPLY_STATE_TABS.flatMap((from) => Object.keys(APPLY_ACTION_BY_TARGET).map((target) => [from, Number(target)] as const)))(
      'updateState from %s to %s follows the same table, refusing with the machine’s sentence',
      async (from, target) => {
        const [applicant] = await fresh([from]);
        const action = APPLY_ACTION_BY_TARGET[target];
        const query = { applyCode: applicant.applyCode, state: target, note: '电话沟通后更新', ...(target === 5 ? INTERVIEW : {}) };
        const res = await server.call(applyInfoApi.updateState, { token: admin, query });
        if (APPLY_MACHINE.can(action, from)) {
          expect(res.status, res.json.msg).toBe(200);
          expect(res.json.msg).toBe('操作成功');
          expect(await stateOf(applicant.applyCode)).toBe(target);
        } else {
          expect(res.status).toBe(409);
          expect(res.json.msg).toBe(APPLY_MACHINE.refusal(action, from));
          expect(await stateOf(applicant.applyCode)).toBe(from);
        }
      },
    );

    it('walks one applicant 新简历 → 初筛通过 → 已邀请面试 → 已录用 with the counts following, and records who did what', async () => {
      const [applicant] = await fresh([0], ['周杰']);
      const scope = { jobCode: jobFlow.jobCode };
      const c0 = await counts(scope);
      const everything0 = await counts();
      expect((await server.call(applyInfoApi.updateState, { token: officer.token, query: { applyCode: applicant.applyCode, state: 3 } })).status).toBe(200);
      const c1 = await counts(scope);
      expect(c1.get(0)).toBe((c0.get(0) ?? 0) - 1);
      expect(c1.get(3)).toBe((c0.get(3) ?? 0) + 1);
      const invited = await server.call(applyInfoApi.inviteInterview, { token: officer.token, query: { applyCode: applicant.applyCode, ...INTERVIEW, note: '请携带身份证' } });
      expect(invited.status, invited.json.msg).toBe(200);
      // Rescheduled: a second invitation keeps the state and adds an interview record.
      const again = await server.call(applyInfoApi.inviteInterview, {
        token: officer.token,
        query: { applyCode: applicant.applyCode, ...INTERVIEW, interviewTime: `${dayFromNow(5)} 14:00:00` },
      });
      expect(again.status, again.json.msg).toBe(200);
      // 录用 waits for the latest interview to begin.
      const early = await server.call(applyInfoApi.batchEmployment, { token: officer.token, query: { applyCodes: applicant.applyCode, note: '试用期三个月' } });
      expect(early.status).toBe(409);
      expect(early.json.msg).toBe(`以下投递记录的面试尚未开始，不能录用：周杰（${dayFromNow(5)} 14:00:00）`);
      expect(await stateOf(applicant.applyCode)).toBe(5);
      const single = await server.call(applyInfoApi.updateState, { token: officer.token, query: { applyCode: applicant.applyCode, state: 4 } });
      expect(single.status).toBe(409);
      expect(single.json.msg).toBe(`面试时间（${dayFromNow(5)} 14:00:00）尚未开始，不能录用`);
      // The interviews took place: their times are now behind us.
      await server.deps.db
        .updateTable('recruitApplyAudition')
        .set({ interviewTime: '2025-04-02 10:00:00' })
        .where('applyId', '=', (await server.deps.db.selectFrom('recruitJobApply').select('id').where('applyCode', '=', applicant.applyCode).executeTakeFirstOrThrow()).id)
        .execute();
      expect((await server.call(applyInfoApi.batchEmployment, { token: officer.token, query: { applyCodes: applicant.applyCode, note: '试用期三个月' } })).status).toBe(200);
      const c2 = await counts(scope);
      expect(c2.get(4)).toBe((c0.get(4) ?? 0) + 1);
      expect(c2.get(0)).toBe((c0.get(0) ?? 0) - 1);
      const everything2 = await counts();
      expect(everything2.get(4)).toBe((everything0.get(4) ?? 0) + 1);
      expect(everything2.get(0)).toBe((everything0.get(0) ?? 0) - 1);

      const detail = await server.call(applyInfoApi.queryJobApplyInfo, { token: officer.token, query: { applyCode: applicant.applyCode } });
      expect(detail.status, detail.json.msg).toBe(200);
      const data = applyInfoApi.queryJobApplyInfo.response.parse(detail.json.data);
      expect(data.applyInfo).toMatchObject({ applyCode: applicant.applyCode, state: 4, jobName: '焊工', actions: [] });
      expect(data.operationRecordList.map((o) => [o.actionLabel, o.fromStateLabel, o.toStateLabel, o.operatorName])).toEqual([
        ['录用', '已邀请面试', '已录用', '简历主管'],
        ['邀请面试', '已邀请面试', '已邀请面试', '简历主管'],
        ['邀请面试', '初筛通过', '已邀请面试', '简历主管'],
        ['初筛通过', '新简历', '初筛通过', '简历主管'],
      ]);
      expect(data.operationRecordList[0].note).toBe('试用期三个月');
      expect(data.auditionInfoList).toHaveLength(2);
      expect(data.auditionInfoList[1]).toMatchObject({ ...INTERVIEW, interviewTime: '2025-04-02 10:00:00', note: '请携带身份证', inviterName: '简历主管', jobName: '焊工' });
      expect(data.resumeVO).toMatchObject({ usrName: '周杰', resumeCode: applicant.resumeCode, provinceName: '河南省', cityName: '郑州市', countyName: '新郑市' });
      expect(data.workList).toEqual([{ cmpyName: '郑州宇通客车股份有限公司', jobName: '装配工', beginDate: '2021-03-01', endDate: null, content: '负责底盘装配' }]);
      expect(data.educationList).toHaveLength(1);
      expect(data.trainList).toHaveLength(1);
    });

    it('moves a batch all or nothing: one that cannot move stops them all, and the refusal names each one', async () => {
      const group = await fresh([0, 0, 4, 6], ['孙丽', '马超', '胡军', '郭敏']);
      const res = await server.call(applyInfoApi.batchThroughFirst, { token: admin, query: { applyCodes: group.map((a) => a.applyCode) } });
      expect(res.status).toBe(409);
      expect(res.json.msg).toBe('以下投递记录当前状态不允许初筛通过：胡军（已录用）、郭敏（不合适）');
      for (const [i, a] of group.entries()) {
        expect(await stateOf(a.applyCode)).toBe([0, 0, 4, 6][i]);
        expect(await operationCount(a.applyCode)).toBe(0);
      }
      const movable = group.slice(0, 2).map((a) => a.applyCode);
      const ok = await server.call(applyInfoApi.batchThroughFirst, { token: admin, query: { applyCodes: movable.join(',') } });
      expect(ok.status, ok.json.msg).toBe(200);
      expect(ok.json.data).toEqual({ applyCodes: movable, state: 3 });
      for (const code of movable) expect(await stateOf(code)).toBe(3);

      const invite = await server.call(applyInfoApi.batchInviteInterview, { token: admin, body: { applyCodes: [...movable, group[3].applyCode], ...INTERVIEW } });
      expect(invite.status).toBe(409);
      expect(invite.json.msg).toBe('以下投递记录当前状态不允许邀请面试：郭敏（不合适）');
      const invited = await server.call(applyInfoApi.batchInviteInterview, { token: admin, body: { applyCodes: movable, ...INTERVIEW } });
      expect(invited.status, invited.json.msg).toBe(200);
      const auditions = await server.deps.db
        .selectFrom('recruitApplyAudition as d')
        .innerJoin('recruitJobApply as a', 'a.id', 'd.applyId')
        .select('a.applyCode')
        .where('a.applyCode', 'in', movable)
        .execute();
      expect(auditions).toHaveLength(2);

      const rejected = await server.call(applyInfoApi.batchOutOfPlace, { token: admin, query: { applyCodes: movable } });
      expect(rejected.status, rejected.json.msg).toBe(200);
      for (const code of movable) expect(await stateOf(code)).toBe(6);
    });

    it('refuses a batch naming applications that do not exist, and changes nothing', async () => {
      const [applicant] = await fresh([0]);
      const res = await server.call(applyInfoApi.batchOutOfPlace, { token: admin, query: { applyCodes: [applicant.applyCode, 'no-such-apply'] } });
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe('以下投递记录不存在：no-such-apply');
      expect(await stateOf(applicant.applyCode)).toBe(0);
      const single = await server.call(applyInfoApi.updateState, { token: admin, query: { applyCode: 'no-such-apply', state: 3 } });
      expect(single.status).toBe(404);
      expect(single.json.msg).toBe('投递记录不存在');
    });

    it('lets one of two racing moves land and refuses the other', async () => {
      const [applicant] = await fresh([0]);
      // The same move twice at once: after the first, the second is no longer allowed.
      const results = await Promise.all([perform('throughFirst', applicant.applyCode), perform('throughFirst', applicant.applyCode)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await operationCount(applicant.applyCode)).toBe(1);
    });

    it('asks an invitation for its details and a time still ahead', async () => {
      const [applicant] = await fresh([3]);
      const missing = await server.call(applyInfoApi.updateState, { token: admin, query: { applyCode: applicant.applyCode, state: 5 } });
      expect(missing.status).toBe(400);
      expect(missing.json.msg).toContain('邀请面试请填写面试时间');
      const past = await server.call(applyInfoApi.inviteInterview, { token: admin, query: { applyCode: applicant.applyCode, ...INTERVIEW, interviewTime: '2020-01-01 09:00:00' } });
      expect(past.status).toBe(400);
      expect(past.json.msg).toBe('面试时间须晚于当前时间');
      const phone = await server.call(applyInfoApi.inviteInterview, { token: admin, query: { applyCode: applicant.applyCode, ...INTERVIEW, contactPhone: '12345' } });
      expect(phone.status).toBe(400);
      expect(phone.json.msg).toContain('联系电话');
      expect(await stateOf(applicant.applyCode)).toBe(3);
    });

    it('keeps a remark in any state, answering 备注成功, recorded without a move', async () => {
      const [applicant] = await fresh([4]);
      const res = await server.call(applyInfoApi.updateRemark, { token: clerk.token, body: { applyCode: applicant.applyCode, remark: '已电话通知入职时间' } });
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.msg).toBe('备注成功');
      const detail = applyInfoApi.queryJobApplyInfo.response.parse(
        (await server.call(applyInfoApi.queryJobApplyInfo, { token: admin, query: { applyCode: applicant.applyCode } })).json.data,
      );
      expect(detail.applyInfo.remark).toBe('已电话通知入职时间');
      expect(detail.operationRecordList[0]).toMatchObject({ action: 'remark', actionLabel: '修改备注', fromState: 4, toState: 4, note: '已电话通知入职时间', operatorName: '简历专员' });
      expect((await server.call(applyInfoApi.updateRemark, { token: admin, body: { applyCode: 'nope', remark: 'x' } })).status).toBe(404);
    });
  });

  describe('details', () => {
    it('gives a resume with every application of it', async () => {
      const res = await server.call(applyInfoApi.queryResumeDetail, { token: admin, query: { resumeCode: base[2].resumeCode } });
      expect(res.status, res.json.msg).toBe(200);
      const data = applyInfoApi.queryResumeDetail.response.parse(res.json.data);
      expect(data.resumeVO).toMatchObject({ usrName: '王芳', usrGender: 2, birthDate: '2000-01-20', idCard: base[2].idCard, expectJob: '数控车工' });
      expect(data.applyList.map((a) => a.applyCode)).toEqual([base[2].applyCode]);
      expect((await server.call(applyInfoApi.queryResumeDetail, { token: admin, query: { resumeCode: 'nope' } })).json.msg).toBe('简历不存在');
      expect((await server.call(applyInfoApi.queryJobApplyInfo, { token: admin, query: { applyCode: 'nope' } })).status).toBe(404);
    });
  });

  describe('masking', () => {
    it('hides ID numbers and mobiles from a role without viewSensitive, in lists and details, and shows them whole to one with it', async () => {
      const target = base[0];
      const masked = (await page({ jobCode: jobA.jobCode }, clerk.token)).records.find((r) => r.applyCode === target.applyCode);
      expect(masked?.idCard).toBe(maskIdCard(target.idCard));
      expect(masked?.idCard).toMatch(/^41\d{4}\*{8}[\dX]{4}$/);
      expect(masked?.mobile).toBe(maskMobile(target.mobile));
      expect(masked?.mobile).toMatch(/^138\*{4}\d{4}$/);
      const whole = (await page({ jobCode: jobA.jobCode }, officer.token)).records.find((r) => r.applyCode === target.applyCode);
      expect(whole?.idCard).toBe(target.idCard);
      expect(whole?.mobile).toBe(target.mobile);

      const detail = async (token: string) => applyInfoApi.queryJobApplyInfo.response.parse((await server.call(applyInfoApi.queryJobApplyInfo, { token, query: { applyCode: target.applyCode } })).json.data);
      expect((await detail(clerk.token)).resumeVO.idCard).toBe(maskIdCard(target.idCard));
      expect((await detail(clerk.token)).applyInfo.mobile).toBe(maskMobile(target.mobile));
      expect((await detail(officer.token)).resumeVO.idCard).toBe(target.idCard);
    });
  });

  describe('exports', () => {
    it('dataExport streams the filtered list as xlsx with Chinese headers and a UTF-8 file name, masked for a role without viewSensitive', async () => {
      const query = { jobCode: jobA.jobCode };
      const res = await server.call(applyInfoApi.dataExport, { token: clerk.token, query });
      expect(res.status).toBe(200);
      expect(res.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const disposition = String(res.raw.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="applications-\d{14}\.xlsx"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^投递记录_\d{14}\.xlsx$/);
      const sheet = (await readWorkbook(res.raw.rawPayload)).worksheets[0];
      expect(sheet.name).toBe('投递记录');
      const rows = rowsOf(sheet);
      // The list's columns first, in the list's order, then what only the detail shows.
      expect(rows[0]).toEqual(['姓名', '投递状态', '投递时间', '岗位名称', '企业名称', '身份证号', '手机号', '备注', '投递编号', '性别', '年龄', '学历', '民族', '就业状态', '岗位编号']);
      expect(rows[0]).toEqual(exportHeaders(APPLY_LABELS));
      const listed = await page({ ...query, pageSize: 100 });
      expect(rows).toHaveLength(listed.total + 1);
      const records = recordsOf(rows);
      expect(records.map((r) => r['投递编号'])).toEqual(listed.records.map((r) => r.applyCode));
      expect(records.find((r) => r['姓名'] === '张伟')).toEqual({
        投递编号: base[0].applyCode,
        姓名: '张伟',
        性别: '男',
        年龄: String(ageOn('1990-05-01', today())),
        身份证号: maskIdCard(base[0].idCard),
        手机号: maskMobile(base[0].mobile),
        学历: '大专',
        民族: '汉族',
        就业状态: '未就业',
        岗位编号: jobA.jobCode,
        岗位名称: '数控车工',
        企业名称: '新郑市测试1号机械制造有限公司',
        投递状态: '新简历',
        投递时间: '2025-03-01 10:00:00',
        备注: '',
      });
      const whole = recordsOf(rowsOf((await readWorkbook((await server.call(applyInfoApi.dataExport, { token: officer.token, query })).raw.rawPayload)).worksheets[0]));
      const unmasked = whole.find((r) => r['姓名'] === '张伟');
      expect([unmasked?.['身份证号'], unmasked?.['手机号']]).toEqual([base[0].idCard, base[0].mobile]);
    });

    it('writes exports longer than one batch in list order', async () => {
      // More than the 1,000-row batch, so the keyset paging between batches is exercised.
      const many = await addApplicants(
        server.deps.db,
        Array.from({ length: 1205 }, (_, i) => ({
          usrName: `批量${i}`,
          gender: (i % 2 === 0 ? 1 : 2) as 1 | 2,
          birthDate: '1993-09-09',
          job: offlineJob,
          // Runs of equal times, so the id breaks ties across a batch boundary.
          applyTime: `2025-02-${String(1 + Math.floor(i / 100)).padStart(2, '0')} 08:00:00`,
        })),
      );
      const res = await server.call(applyInfoApi.dataExport, { token: admin, query: { jobCode: offlineJob.jobCode } });
      expect(res.status).toBe(200);
      const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]).slice(1);
      expect(rows).toHaveLength(many.length);
      expect(new Set(rows.map((r) => r[0])).size).toBe(many.length);
      const times = rows.map((r) => r[13]);
      expect([...times].sort().reverse()).toEqual(times);
    }, 120_000); // 1,205 applications written through the fixtures first: slow on a loaded PostgreSQL

    it('exportJobApplyInfos writes the chosen applications with their latest interview and operation', async () => {
      const [invited] = await fresh([3], ['吴刚']);
      expect((await perform('inviteInterview', invited.applyCode)).status).toBe(200);
      const res = await server.call(applyInfoApi.exportJobApplyInfos, { token: admin, query: { applyCodes: [invited.applyCode, base[0].applyCode] } });
      expect(res.status).toBe(200);
      const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]);
      expect(rows[0]).toEqual([
        '投递编号', '姓名', '性别', '年龄', '身份证号', '手机号', '学历', '岗位名称', '企业名称', '投递状态', '投递时间',
        '面试时间', '面试地点', '面试联系人', '联系电话', '最近操作', '操作人', '操作时间', '备注',
      ]);
      expect(rows).toHaveLength(3);
      const row = rows.find((r) => r[0] === invited.applyCode);
      expect(row?.slice(9, 17)).toEqual(['已邀请面试', invited.applyTime, INTERVIEW.interviewTime, INTERVIEW.interviewPlace, INTERVIEW.contactPerson, INTERVIEW.contactPhone, '邀请面试', '系统管理员']);
      expect(rows.find((r) => r[0] === base[0].applyCode)?.slice(11, 17)).toEqual(['', '', '', '', '', '']);
    });

    it('resumeDetailExport writes 基本信息 and each history on sheets of their own', async () => {
      const res = await server.call(applyInfoApi.resumeDetailExport, { token: admin, body: { jobCode: jobB.jobCode } });
      expect(res.status).toBe(200);
      const workbook = await readWorkbook(res.raw.rawPayload);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(['基本信息', '工作经历', '教育经历', '培训经历']);
      const basics = rowsOf(workbook.worksheets[0]);
      expect(basics).toHaveLength(4);
      expect(basics[0].slice(0, 8)).toEqual(['投递编号', '岗位名称', '企业名称', '投递状态', '投递时间', '简历编号', '姓名', '性别']);
      const wang = basics.find((r) => r[6] === '王芳');
      expect(wang?.slice(16, 20)).toEqual(['河南省郑州市新郑市龙湖镇祥和路6号', '数控车工', '5000-7000 元/月', '3']);
      const works = rowsOf(workbook.worksheets[1]);
      expect(works[0]).toEqual(['简历编号', '姓名', '工作单位', '岗位', '起止时间', '工作内容']);
      expect(works).toHaveLength(4);
      expect(works.find((r) => r[1] === '王芳')?.slice(2)).toEqual(['郑州宇通客车股份有限公司', '装配工', '2021-03-01 至 至今', '负责底盘装配']);
      expect(rowsOf(workbook.worksheets[3]).find((r) => r[1] === '刘洋')?.[4]).toBe('车工（四级）');
    });

    it('refuses an export before it begins, with the envelope', async () => {
      const res = await server.call(applyInfoApi.dataExport, { token: admin, query: { startUsrAge: 50, endUsrAge: 20 } });
      expect(res.status).toBe(400);
      expect(res.json.msg).toBe('最大年龄不能小于最小年龄');
    });

    it('downloadResume answers a PDF with the applicant’s Chinese name in an embedded CJK font, masked as the caller may see it', async () => {
      const target = base[2];
      const res = await server.call(applyInfoApi.downloadResume, { token: clerk.token, query: { resumeCode: target.resumeCode } });
      expect(res.status, res.raw.body.slice(0, 200)).toBe(200);
      expect(res.raw.headers['content-type']).toBe('application/pdf');
      expect(decodeURIComponent(String(res.raw.headers['content-disposition']).split("UTF-8''")[1])).toBe('简历_王芳.pdf');
      const pdf = readPdf(res.raw.rawPayload);
      expect(pdf.embedded).toBe(true);
      expect(pdf.fonts.some((f) => /NotoSansCJK/.test(f))).toBe(true);
      expect(pdf.text).toContain('王芳');
      expect(pdf.text).toContain('个人简历');
      expect(pdf.text).toContain('郑州宇通客车股份有限公司');
      expect(pdf.text).toContain(maskIdCard(target.idCard));
      expect(pdf.text).not.toContain(target.idCard);
      const whole = readPdf((await server.call(applyInfoApi.downloadResume, { token: officer.token, query: { resumeCode: target.resumeCode } })).raw.rawPayload);
      expect(whole.text).toContain(target.idCard);
      expect((await server.call(applyInfoApi.downloadResume, { token: admin, query: { resumeCode: 'nope' } })).json.msg).toBe('简历不存在');
    });
  });

  describe('加入驿站', () => {
    it('shows for a job recruiting now and says why not for one offline', async () => {
      const online = await server.call(applyInfoApi.getShowJoinStationFlag, { token: admin, query: { jobCode: jobA.jobCode } });
      expect(online.status, online.json.msg).toBe(200);
      expect(online.json.data).toEqual({ showFlag: true, reason: '' });
      const offline = await server.call(applyInfoApi.getShowJoinStationFlag, { token: admin, query: { jobCode: offlineJob.jobCode } });
      expect(offline.json.data).toEqual({ showFlag: false, reason: '岗位当前为“已下线”状态，上线后才能加入驿站' });
      expect((await server.call(applyInfoApi.getShowJoinStationFlag, { token: admin, query: { jobCode: 'nope' } })).status).toBe(404);
    });
  });

  describe('health proofs', () => {
    it('lists a job seeker’s proofs newest first', async () => {
      const seeker = await server.deps.db.selectFrom('recruitJobSeeker').select('id').where('usrCode', '=', base[1].usrCode).executeTakeFirstOrThrow();
      await server.deps.db
        .insertInto('recruitHealthProve')
        .values([
          { proveCode: `hp1-${dialect}`, seekerId: Number(seeker.id), proveType: 1, result: '阴性', normal: 1, institution: '新郑市人民医院', checkTime: '2022-11-01 08:30:00', validUntil: '2022-11-03 08:30:00', remark: '', createTime: '2022-11-01 12:00:00' },
          { proveCode: `hp2-${dialect}`, seekerId: Number(seeker.id), proveType: 2, result: '绿码', normal: 1, institution: '河南省政务服务网', checkTime: '2022-11-05 09:00:00', validUntil: null, remark: '', createTime: '2022-11-05 09:00:00' },
        ])
        .execute();
      const res = await server.call(healthApi.queryHealthProveListUser, { token: clerk.token, query: { userCode: base[1].usrCode } });
      expect(res.status, res.json.msg).toBe(200);
      const list = healthApi.queryHealthProveListUser.response.parse(res.json.data);
      expect(list.map((p) => [p.proveTypeLabel, p.result])).toEqual([
        ['健康码', '绿码'],
        ['核酸检测报告', '阴性'],
      ]);
      expect(list[1]).toMatchObject({ usrCode: base[1].usrCode, institution: '新郑市人民医院', validUntil: '2022-11-03 08:30:00' });
      const unknown = await server.call(healthApi.queryHealthProveListUser, { token: admin, query: { userCode: 'nope' } });
      expect(unknown.status).toBe(404);
      expect(unknown.json.msg).toBe('求职者不存在');
    });
  });
});
