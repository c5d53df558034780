import { ACTIVITY_MACHINE, activityApi, fileApi, perm, stationApi, stationCourseApi, type ActivityBalance, type ActivityDetail } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { addApplicants, publishJobs, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { uploadLicense, userWithCodes, XINZHENG, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { studentIdCard } from '../../../test/train-fixtures.js';
import { activityForm, fromNow, onlineCourse, runningStation, sleepPast } from '../../../test/station-fixtures.js';
import { writeApplications } from '../../train/train-apply/train-apply.service.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { recountedActivityCounts } from '../migrations/0071-station-activity-counts.js';
import { advanceActivities } from './activity.service.js';

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('station activities and settlement on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let stationNo: string;
  let jobs: PublishedJob[];
  let cmpyCode: string;
  let courseCode: string;
  let seekerSerial = 0;

  beforeAll(async () => {
    admin = await server.login();
    jobs = await publishJobs(server, admin, ['电商客服', '打包工'], 61);
    cmpyCode = (await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('jobCode', '=', jobs[0].jobCode).executeTakeFirstOrThrow()).cmpyCode;
    stationNo = await runningStation(server, admin, 60);
    for (const job of jobs) expect((await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: job.jobCode, stationNo } })).status).toBe(200);
    courseCode = await onlineCourse(server, admin, cmpyCode);
  });

  const participants = () => [{ cmpyCode, jobCodes: [jobs[0].jobCode], courseCodes: [courseCode] }];
  const add = async (form: Record<string, unknown>) => {
    const res = await server.call(activityApi.addActivity, { token: admin, body: form });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data.status).toBe(1);
    return res.json.data.activityCode;
  };
  const detail = async (activityCode: string) => {
    const res = await server.call(activityApi.queryActivityInfo, { token: admin, query: { activityCode, type: 0 } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data as ActivityDetail;
  };
  const balance = async (activityCode: string) => {
    const res = await server.call(activityApi.queryActivityInfo, { token: admin, query: { activityCode, type: 1 } });
    expect(res.status, res.json.msg).toBe(200);
    return activityApi.queryActivityInfo.response.parse(res.json.data) as ActivityBalance;
  };
  const statusOf = async (activityCode: string) => (await detail(activityCode)).status;
  const counts = async () => {
    const res = await server.call(activityApi.queryStateCount, { token: admin, body: { stationNo } });
    return Object.fromEntries(res.json.data.map((c) => [c.label, c.count]));
  };
  const audit = (activityCode: string, pass: 0 | 1, rejectDesc = '') => server.call(activityApi.auditActivity, { token: admin, query: { activityCode, pass, rejectDesc } });
  const hire = (applyTime: string, state = 4) => {
    seekerSerial += 1;
    return addApplicants(server.deps.db, [{ usrName: `求职者${seekerSerial}`, gender: 1, birthDate: '1995-03-0' + ((seekerSerial % 9) + 1), job: jobs[0], applyTime, state }]);
  };

  it('offers the board’s companies with their jobs, and a company’s online courses', async () => {
    const companies = await server.call(activityApi.getAllCmpyByCode, { token: admin, query: { stationNo } });
    expect(companies.json.data).toEqual([{ cmpyCode, cmpyName: expect.any(String), jobs: expect.arrayContaining([{ jobCode: jobs[0].jobCode, jobName: '电商客服' }]) }]);
    const courses = await server.call(stationCourseApi.getCouseByCmpyCode, { token: admin, query: { cmpyCode } });
    expect(courses.json.data).toEqual([{ courseCode, courseName: '叉车司机培训' }]);
    expect((await server.call(stationCourseApi.getCouseByCmpyCode, { token: admin, query: { cmpyCode: 'nope' } })).status).toBe(404);
  });

  it('refuses a bad form naming the field, a start in the past, and a job that is not on the board', async () => {
    const reversed = await server.call(activityApi.addActivity, { token: admin, body: activityForm(stationNo, participants(), 2 * DAY, DAY) });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toContain('结束时间不能早于开始时间');
    const long = await server.call(activityApi.addActivity, { token: admin, body: activityForm(stationNo, participants(), DAY, 40 * DAY) });
    expect(long.status).toBe(400);
    expect(long.json.msg).toContain('活动时长不能超过31天');
    const money = await server.call(activityApi.addActivity, { token: admin, body: activityForm(stationNo, participants(), DAY, 2 * DAY, { budget: '10.123' }) });
    expect(money.status).toBe(400);
    expect(money.json.msg).toContain('预算金额');
    const past = await server.call(activityApi.addActivity, { token: admin, body: activityForm(stationNo, participants(), -HOUR, DAY) });
    expect(past.status).toBe(400);
    expect(past.json.msg).toBe('开始时间须晚于当前时间');
    const stranger = await server.call(activityApi.addActivity, { token: admin, body: activityForm(stationNo, [{ cmpyCode, jobCodes: ['nope'] }], DAY, 2 * DAY) });
    expect(stranger.status).toBe(409);
  });

  it('moves through review by ACTIVITY_MACHINE, each refusal with the machine’s sentence, and counts follow', async () => {
    const before = await counts();
    const code = await add(activityForm(stationNo, participants(), 3 * DAY, 4 * DAY));
    expect((await counts())['审核中']).toBe(before['审核中'] + 1);
    const stored = await detail(code);
    expect(stored.description).not.toContain('script');
    expect(stored.budget).toBe(1_000_000);
    expect(stored.trainPrice).toBe(20_000);
    expect(stored.participants).toEqual([{ cmpyCode, cmpyName: expect.any(String), jobs: [{ jobCode: jobs[0].jobCode, jobName: '电商客服' }], courses: [{ courseCode, courseName: '叉车司机培训' }] }]);

    const edited = await server.call(activityApi.editActivity, { token: admin, body: { ...activityForm(stationNo, participants(), 3 * DAY, 4 * DAY), activityCode: code, activityName: '改过名的活动' } });
    expect(edited.json.data.status).toBe(1);
    expect((await server.call(activityApi.submitActivity, { token: admin, query: { activityCode: code } })).json.msg).toBe('活动当前为“审核中”状态，不能提交审核');
    const noReason = await audit(code, 0);
    expect(noReason.status).toBe(400);
    expect((await audit(code, 0, '预算偏高')).json.data.status).toBe(2);
    expect((await detail(code)).rejectDesc).toBe('预算偏高');
    expect((await server.call(activityApi.submitActivity, { token: admin, query: { activityCode: code } })).json.data.status).toBe(1);
    expect((await audit(code, 1)).json.data.status).toBe(0);
    const deleting = await server.call(activityApi.deleteActivity, { token: admin, query: { activityCode: code } });
    expect(deleting.status).toBe(409);
    expect(deleting.json.msg).toBe('活动当前为“待开始”状态，不能删除');
    // 修改 from 待开始 sends it back to review.
    const reEdit = await server.call(activityApi.editActivity, { token: admin, body: { ...activityForm(stationNo, participants(), 3 * DAY, 4 * DAY), activityCode: code } });
    expect(reEdit.json.data.status).toBe(1);
    expect((await server.call(activityApi.deleteActivity, { token: admin, query: { activityCode: code } })).json.msg).toBe('删除成功');
    expect((await server.call(activityApi.queryActivityInfo, { token: admin, query: { activityCode: code, type: 0 } })).status).toBe(404);

    // 停止上线 from 待开始 ends it with nothing to settle.
    const stopped = await add(activityForm(stationNo, participants(), 3 * DAY, 4 * DAY));
    await audit(stopped, 1);
    const noStopReason = await server.call(activityApi.stopActivity, { token: admin, query: { activityCode: stopped } });
    expect(noStopReason.status).toBe(400);
    const stop = await server.call(activityApi.stopActivity, { token: admin, query: { activityCode: stopped, reason: '场地临时征用' } });
    expect(stop.json).toMatchObject({ msg: '活动已停止', data: { status: 6 } });
    const late = await server.call(activityApi.submitSettleActivity, { token: admin, query: { activityCode: stopped } });
    expect(late.status).toBe(409);
    expect(late.json.msg).toBe('活动当前为“已结束”状态，不能提交结算');
  });

  it('runs the clock moves in the scheduled task (recorded as 系统), safe to repeat', async () => {
    const code = await add(activityForm(stationNo, participants(), 2 * DAY, 3 * DAY));
    await audit(code, 1);
    const { beginTime, endTime } = await detail(code);
    expect(await advanceActivities(server.deps, formatTime(Date.parse(`${beginTime.replace(' ', 'T')}+08:00`) - SECOND))).toBe(0);
    expect(await advanceActivities(server.deps, beginTime)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(code)).toBe(3);
    expect(await advanceActivities(server.deps, beginTime)).toBe(0);
    await advanceActivities(server.deps, endTime);
    const ended = await detail(code);
    expect(ended.status).toBe(4);
    expect(ended.operations.slice(0, 2).map((o) => `${o.actionName}:${o.operatorName}`)).toEqual(['结束', '开始'].map((a) => `${a}:系统`));
  });

  it('passes straight to 进行中 once started, refuses a pass after the end, and settles hires and trainees in cents', async () => {
    const started = await add(activityForm(stationNo, participants(), 2 * SECOND, 2 * DAY));
    const overForm = activityForm(stationNo, participants(), 1 * SECOND, 2 * SECOND);
    const over = await add(overForm);
    await sleepPast(overForm.endTime);
    const overPass = await audit(over, 1);
    expect(overPass.status).toBe(409);
    expect(overPass.json.msg).toBe('活动结束时间已过，不能审核通过');
    expect((await audit(started, 1)).json.data.status).toBe(3);

    const { beginTime } = await detail(started);
    const inWindow = beginTime;
    await hire(inWindow);
    await hire(inWindow);
    await hire(inWindow, 0);
    // Before the window: not counted.
    await hire(formatTime(Date.parse(`${beginTime.replace(' ', 'T')}+08:00`) - HOUR));
    await writeApplications(server.deps.db, [
      { courseCode, usrName: '学员甲', usrPhe: '13900000001', idCard: studentIdCard(1), applyTime: inWindow, order: { createTime: inWindow, paid: { channel: 'offline', voucherNo: 'V1', paidAmount: 0, payTime: inWindow, receiptKey: '' } } },
      { courseCode, usrName: '学员乙', usrPhe: '13900000002', idCard: studentIdCard(2), applyTime: inWindow },
    ]);
    let b = await balance(started);
    expect(b).toMatchObject({ hires: 2, trainees: 1, hireAmount: 100_000, trainAmount: 20_000, payable: 120_000, capped: false, settledAmount: 0, balance: 1_000_000, sheet: null });
    await hire(fromNow(0));
    expect((await balance(started)).hires).toBe(3);

    const stop = await server.call(activityApi.stopActivity, { token: admin, query: { activityCode: started, reason: '提前完成招聘' } });
    expect(stop.json.data.status).toBe(4);
    const submitted = await server.call(activityApi.submitSettleActivity, { token: admin, query: { activityCode: started } });
    expect(submitted.json).toMatchObject({ msg: '提交成功', data: { status: 5, payable: 170_000 } });
    // Frozen: a later hire inside the window changes nothing.
    await hire(beginTime);
    b = await balance(started);
    expect(b.hires).toBe(3);
    expect(b.sheet?.hireCodes).toHaveLength(3);

    const early = await server.call(activityApi.settleActivity, { token: admin, query: { activityCode: started, amount: '1700' } });
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('结算单尚未同意，不能结算');
    const refuse = await server.call(activityApi.agreeSettleActivity, { token: admin, query: { activityCode: started, agree: 0, reason: '录用名单待核实' } });
    expect(refuse.json.data.status).toBe(4);
    // The next submission recounts.
    const again = await server.call(activityApi.submitSettleActivity, { token: admin, query: { activityCode: started } });
    expect(again.json.data.payable).toBe(220_000);
    expect((await server.call(activityApi.agreeSettleActivity, { token: admin, query: { activityCode: started, agree: 1 } })).json.data.status).toBe(5);
    const twice = await server.call(activityApi.agreeSettleActivity, { token: admin, query: { activityCode: started, agree: 1 } });
    expect(twice.status).toBe(409);

    const receipt = await uploadLicense(server, admin);
    // The bank paid two days ago; it is registered now.
    const payDate = formatTime(Date.now() - 2 * DAY).slice(0, 10);
    const voucher = { activityCode: started, voucherNo: 'ZZ2025001', payDate, payeeAccount: '6222020000000000001', receiptKey: receipt };
    const wrong = await server.call(activityApi.settleActivity, { token: admin, query: { ...voucher, amount: '2000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.msg).toContain('2200.00');
    const noVoucher = await server.call(activityApi.settleActivity, { token: admin, query: { activityCode: started, amount: '2200' } });
    expect(noVoucher.status).toBe(400);
    const tomorrow = formatTime(Date.now() + DAY).slice(0, 10);
    expect((await server.call(activityApi.settleActivity, { token: admin, query: { ...voucher, payDate: tomorrow, amount: '2200.00' } })).json).toMatchObject({ code: 400, msg: '付款日期不能晚于今天' });
    const paid = await server.call(activityApi.settleActivity, { token: admin, query: { ...voucher, amount: '2200.00' } });
    expect(paid.json).toMatchObject({ msg: '结算成功', data: { status: 6, paidAmount: 220_000 } });
    b = await balance(started);
    expect(b).toMatchObject({ status: 6, settledAmount: 220_000, balance: 780_000 });
    expect(b.sheet).toMatchObject({ agreeState: 1, voucherNo: 'ZZ2025001', paidAmount: 220_000 });
    // 付款日期 is the date typed, kept as a date; when it was registered is 结算时间, to the second.
    expect(b.sheet?.payDate).toBe(payDate);
    expect(b.sheet?.settleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(b.sheet?.settleTime.slice(0, 10)).not.toBe(payDate);
    expect(b.sheet).not.toHaveProperty('payTime');
    expect((await detail(started)).operations.map((o) => o.actionName).slice(0, 6)).toEqual(['结算', '同意结算', '提交结算', '不同意结算', '提交结算', '停止上线']);

    // The recruit export: a row per application in the window, 计入结算 from the 结算单.
    const recruits = await server.call(activityApi.exportRecruitInfos, { token: admin, query: { activityCode: started } });
    expect(recruits.status).toBe(200);
    const rows = recordsOf(rowsOf((await readWorkbook(recruits.raw.rawPayload)).worksheets[0]));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r['计入结算'] === '是')).toHaveLength(4);
    const trains = await server.call(activityApi.exportTrainInfos, { token: admin, query: { activityCode: started } });
    const trainRows = recordsOf(rowsOf((await readWorkbook(trains.raw.rawPayload)).worksheets[0]));
    expect(trainRows.map((r) => `${r['学员']}:${r['计入结算']}`).sort()).toEqual(['学员乙:否', '学员甲:是']);
  });

  it('caps the payable at the budget, and settles a zero payable without a voucher', async () => {
    const cappedForm = activityForm(stationNo, participants(), 1 * SECOND, 2 * DAY, { budget: '800', hirePrice: '500', trainPrice: '0' });
    const capped = await add(cappedForm);
    // Its only job is one nobody applies to: nothing to pay.
    const emptyForm = activityForm(stationNo, [{ cmpyCode, jobCodes: [jobs[1].jobCode] }], 1 * SECOND, 2 * DAY);
    const empty = await add(emptyForm);
    await sleepPast(emptyForm.beginTime);
    await audit(capped, 1);
    await audit(empty, 1);
    await hire(fromNow(-100));
    await hire(fromNow(-100));
    const b = await balance(capped);
    expect(b).toMatchObject({ hireAmount: 100_000, payable: 80_000, capped: true });

    // The list tells 结算审核中's two steps apart by the 结算单: awaiting (0), then agreed (1).
    const listed = async () =>
      (await server.call(activityApi.queryPageActivity, { token: admin, body: { stationNo, pageNum: 1, pageSize: 100 } })).json.data.records.find((r) => r.activityCode === empty);
    await server.call(activityApi.stopActivity, { token: admin, query: { activityCode: empty, reason: '无人报名' } });
    expect(await listed()).toMatchObject({ status: 4, settleAgreeState: null });
    expect((await server.call(activityApi.submitSettleActivity, { token: admin, query: { activityCode: empty } })).json.data.payable).toBe(0);
    expect(await listed()).toMatchObject({ status: 5, settleAgreeState: 0 });
    const early = await server.call(activityApi.settleActivity, { token: admin, query: { activityCode: empty, amount: '0' } });
    expect([early.status, early.json.msg]).toEqual([409, '结算单尚未同意，不能结算']);
    await server.call(activityApi.agreeSettleActivity, { token: admin, query: { activityCode: empty, agree: 1 } });
    expect(await listed()).toMatchObject({ status: 5, settleAgreeState: 1 });
    const settled = await server.call(activityApi.settleActivity, { token: admin, query: { activityCode: empty, amount: '0' } });
    expect(settled.json.data).toMatchObject({ status: 6, paidAmount: 0 });
  });

  it('answers tab counts and totals from per-county counters that stay in step with the activities (migration 0071)', async () => {
    // A 中牟县 station's activities: one passed (待开始), one deleted.
    const zmStation = await runningStation(server, admin, 63, ZHONGMOU);
    const kept = await add(activityForm(zmStation, [], 2 * DAY, 3 * DAY));
    const gone = await add(activityForm(zmStation, [], 2 * DAY, 3 * DAY));
    expect((await audit(kept, 1)).status).toBe(200);
    expect((await server.call(activityApi.deleteActivity, { token: admin, query: { activityCode: gone } })).status).toBe(200);

    const db = server.deps.db;
    const key = (r: { county: string; status: number; n: number | string }) => `${r.county}|${r.status}|${Number(r.n)}`;
    const stored = await db.selectFrom('recruitStationActivityCount').selectAll().where('n', '<>', 0).execute();
    const { rows: recounted } = await recountedActivityCounts(db as unknown as Kysely<unknown>);
    expect(stored.map(key).sort()).toEqual(recounted.map(key).sort());

    // Each scope is told what counting its activities through their stations says.
    const codes = [perm.recruit.station.activity.list];
    const xz = await userWithCodes(server, admin, 'activity_count_xz', '新郑活动计数', codes, XINZHENG.countyCode);
    const zm = await userWithCodes(server, admin, 'activity_count_zm', '中牟活动计数', codes, ZHONGMOU.countyCode);
    for (const [token, county] of [[admin, null], [xz.token, XINZHENG.countyCode], [zm.token, ZHONGMOU.countyCode]] as const) {
      let q = db
        .selectFrom('recruitStationActivity as a')
        .innerJoin('recruitStation as s', 's.id', 'a.stationId')
        .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.status');
      if (county) q = q.where('s.countyCode', '=', county);
      const direct = new Map((await q.execute()).map((r) => [Number(r.status), Number(r.n)]));
      const told = (await server.call(activityApi.queryStateCount, { token, body: {} })).json.data;
      expect(Object.fromEntries(told.map((c) => [c.status, c.count]))).toEqual(Object.fromEntries(ACTIVITY_MACHINE.values.map((v) => [v, direct.get(v) ?? 0])));
      for (const status of [undefined, 0]) {
        const listed = (await server.call(activityApi.queryPageActivity, { token, body: { pageNum: 1, pageSize: 10, status } })).json.data.total;
        expect(listed).toBe(status === undefined ? [...direct.values()].reduce((a, b) => a + b, 0) : (direct.get(status) ?? 0));
      }
    }
    const zmCounts = (await server.call(activityApi.queryStateCount, { token: zm.token, body: {} })).json.data;
    expect(zmCounts.filter((c) => c.count > 0).map((c) => [c.label, c.count])).toEqual([['待开始', 1]]);
  });

  it('shows an activity’s saved poster to whoever may open the activity list (the form reads it through batchQueryUrl)', async () => {
    const poster = await uploadLicense(server, admin);
    await add(activityForm(stationNo, participants(), 2 * DAY, 3 * DAY, { posterKey: poster }));
    const reader = await userWithCodes(server, admin, 'activity_poster_reader', '活动查看员', [perm.recruit.station.activity.list]);
    const seen = (await server.call(fileApi.batchQueryUrl, { token: reader.token, query: { objectKeys: poster } })).json.data;
    expect(seen.files.map((f) => f.objectKey)).toEqual([poster]);
    const other = await userWithCodes(server, admin, 'activity_poster_outsider', '驿站查看员', [perm.recruit.station.manage.list]);
    expect((await server.call(fileApi.batchQueryUrl, { token: other.token, query: { objectKeys: poster } })).json.data.missing).toEqual([poster]);
  });
});
