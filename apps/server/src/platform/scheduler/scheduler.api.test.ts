/**
 * The scheduler on both databases, driven by a clock of the test's own
 * (`tick(date)`) and by 立即执行: one run per due time across two server
 * instances on one database, failures recorded without stopping later runs,
 * 暂停/启用, and a shutdown that waits for a run under way.
 */
import { perm, SCHEDULE_RESULT, SCHEDULE_TRIGGER, scheduleApi, userApi } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../app.js';
import { currentSchema } from '../../db/dialect/index.js';
import { userWithCodes } from '../../test/recruit-fixtures.js';
import { DIALECTS, withTestServer } from '../../test/harness.js';
import type { AppTask } from '../context.js';

/** What the test tasks did, counted across both instances. */
const calls = { counted: 0, flaky: 0, slow: 0 };
let slowFinished = false;

const TASKS: AppTask[] = [
  {
    code: 'test.counted',
    name: '计数任务',
    description: '每次执行计数加一',
    cron: '*/5 * * * *',
    run: async () => {
      calls.counted++;
      // Long enough that the other instance's claim lands while this run is still going.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 3;
    },
  },
  {
    code: 'test.flaky',
    name: '首次失败任务',
    description: '第一次执行抛出异常，之后成功',
    cron: '0 * * * *',
    run: async () => {
      calls.flaky++;
      if (calls.flaky === 1) throw new Error('模拟的故障：数据库连接中断');
      return 1;
    },
  },
  {
    code: 'test.slow',
    name: '慢任务',
    description: '执行 300 毫秒',
    cron: '0 3 * * *',
    run: async () => {
      calls.slow++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      slowFinished = true;
      return 0;
    },
  },
];

/** Asia/Shanghai wall time as a Date. */
const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

describe.each(DIALECTS)('scheduler on %s', (dialect) => {
  const first = withTestServer(dialect, { tasks: TASKS });
  let second: Server;
  let admin: string;

  const runsOf = (taskCode: string) =>
    first.deps.db.selectFrom('sysScheduleRun').selectAll().where('taskCode', '=', taskCode).orderBy('id').execute();

  beforeAll(async () => {
    Object.assign(calls, { counted: 0, flaky: 0, slow: 0 });
    // A second instance of the server on the same database (same SQLite file or PostgreSQL schema).
    const pgSchema = dialect === 'postgres' ? await currentSchema(first.deps.db) : undefined;
    second = await createServer({
      config: first.deps.config,
      database: pgSchema ? { pgSchema, poolSize: 2 } : {},
      logger: false,
      tasks: TASKS,
    });
    admin = await first.login();
    // Each test below enables the tasks it drives; a tick runs every enabled task that is due.
    await first.deps.scheduler.setEnabled('test.flaky', 0, '测试');
    await first.deps.scheduler.setEnabled('test.slow', 0, '测试');
  });
  afterAll(async () => {
    if (!secondClosed) await second?.app.close();
  });
  let secondClosed = false;

  it('runs a task once per due time with two instances ticking at the same moment', async () => {
    const before = calls.counted;
    const now = at('2031-03-01 10:05:20');
    await Promise.all([first.deps.scheduler.tick(now), second.deps.scheduler.tick(now)]);
    // The same moment again on both: the due time is taken.
    await Promise.all([first.deps.scheduler.tick(now), second.deps.scheduler.tick(now)]);
    expect(calls.counted - before).toBe(1);
    const runs = (await runsOf('test.counted')).filter((r) => r.dueTime === '2031-03-01 10:05:00');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ result: SCHEDULE_RESULT.SUCCESS, rowsChanged: 3, trigger: SCHEDULE_TRIGGER.SCHEDULE, errorMsg: '' });
    expect([first.deps.scheduler.instance, second.deps.scheduler.instance]).toContain(runs[0].instance);
    expect(runs[0].endTime).not.toBeNull();

    // The next due time runs again, once.
    await Promise.all([first.deps.scheduler.tick(at('2031-03-01 10:10:01')), second.deps.scheduler.tick(at('2031-03-01 10:10:01'))]);
    expect(calls.counted - before).toBe(2);
  });

  it('records a failing run with its error, and the next run still runs', async () => {
    await first.deps.scheduler.setEnabled('test.counted', 0, '测试');
    await first.deps.scheduler.setEnabled('test.flaky', 1, '测试');
    await first.deps.scheduler.tick(at('2031-03-02 08:00:05'));
    await first.deps.scheduler.tick(at('2031-03-02 09:00:05'));
    await first.deps.scheduler.setEnabled('test.flaky', 0, '测试');
    await first.deps.scheduler.setEnabled('test.counted', 1, '测试');
    const runs = await runsOf('test.flaky');
    expect(runs.map((r) => [r.dueTime, r.result])).toEqual([
      ['2031-03-02 08:00:00', SCHEDULE_RESULT.FAILED],
      ['2031-03-02 09:00:00', SCHEDULE_RESULT.SUCCESS],
    ]);
    expect(runs[0].errorMsg).toBe('模拟的故障：数据库连接中断');
    expect(runs[0].endTime).not.toBeNull();

    // The screen shows the last run and the history with the failure in it.
    const failed = await first.call(scheduleApi.runPage, { token: admin, body: { pageNum: 1, pageSize: 10, taskCode: 'test.flaky', result: 2 } });
    expect(failed.status).toBe(200);
    expect(failed.json.data.records).toHaveLength(1);
    expect(failed.json.data.records[0]).toMatchObject({ taskName: '首次失败任务', errorMsg: '模拟的故障：数据库连接中断' });
  });

  it('lists every task with its schedule, state, last run and next run', async () => {
    const res = await first.call(scheduleApi.list, { token: admin, body: { pageNum: 1, pageSize: 10 } });
    expect(res.status).toBe(200);
    const tasks = scheduleApi.list.response.parse(res.json.data);
    expect(tasks.total).toBe(3);
    const flaky = tasks.records.find((t) => t.taskCode === 'test.flaky');
    // Paused: no next run.
    expect(flaky).toMatchObject({ taskName: '首次失败任务', cron: '0 * * * *', enabled: 0, nextRunTime: null });
    expect(flaky?.lastRun).toMatchObject({ dueTime: '2031-03-02 09:00:00', result: SCHEDULE_RESULT.SUCCESS });
    const counted = tasks.records.find((t) => t.taskCode === 'test.counted');
    expect(counted).toMatchObject({ taskName: '计数任务', cron: '*/5 * * * *', enabled: 1 });
    expect(counted?.nextRunTime).toMatch(/:\d[05]:00$/);
  });

  it('立即执行 runs at once and records who asked; 暂停 stops scheduled runs on every instance until 启用', async () => {
    const before = calls.counted;
    const ran = await first.call(scheduleApi.run, { token: admin, body: { taskCode: 'test.counted' } });
    expect(ran.status, ran.json.msg).toBe(200);
    expect(ran.json.msg).toBe('执行成功，变更 3 条数据');
    expect(ran.json.data).toMatchObject({ trigger: SCHEDULE_TRIGGER.MANUAL, result: SCHEDULE_RESULT.SUCCESS, rowsChanged: 3, operatorName: '系统管理员' });
    expect(calls.counted - before).toBe(1);

    const paused = await first.call(scheduleApi.enable, { token: admin, body: { taskCode: 'test.counted', enabled: 0 } });
    expect(paused.status, paused.json.msg).toBe(200);
    const again = await first.call(scheduleApi.enable, { token: admin, body: { taskCode: 'test.counted', enabled: 0 } });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('定时任务“计数任务”当前为“已暂停”状态，不能暂停');
    const listed = await first.call(scheduleApi.list, { token: admin, body: { pageNum: 1, pageSize: 10 } });
    expect(listed.json.data.records.find((t) => t.taskCode === 'test.counted')).toMatchObject({ enabled: 0, nextRunTime: null });

    // Paused on the first instance, skipped by the second too.
    await second.deps.scheduler.tick(at('2031-03-03 10:05:10'));
    expect(calls.counted - before).toBe(1);
    // 立即执行 still works while paused.
    expect((await first.call(scheduleApi.run, { token: admin, body: { taskCode: 'test.counted' } })).status).toBe(200);
    expect(calls.counted - before).toBe(2);

    expect((await first.call(scheduleApi.enable, { token: admin, body: { taskCode: 'test.counted', enabled: 1 } })).status).toBe(200);
    await second.deps.scheduler.tick(at('2031-03-03 10:10:10'));
    expect(calls.counted - before).toBe(3);

    const log = await first.deps.db
      .selectFrom('sysOperationLog')
      .select(['path', 'targetCode', 'result'])
      .where('path', 'in', [scheduleApi.run.path, scheduleApi.enable.path])
      .orderBy('id')
      .execute();
    expect(log.map((l) => [l.path, l.targetCode, l.result])).toEqual([
      [scheduleApi.run.path, 'test.counted', 1],
      [scheduleApi.enable.path, 'test.counted', 1],
      [scheduleApi.enable.path, 'test.counted', 0],
      [scheduleApi.run.path, 'test.counted', 1],
      [scheduleApi.enable.path, 'test.counted', 1],
    ]);
  });

  it('answers 404 for a task that does not exist and 400 naming a wrong field', async () => {
    const missing = await first.call(scheduleApi.run, { token: admin, body: { taskCode: 'no.such.task' } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('定时任务不存在');
    const wrong = await first.call(scheduleApi.enable, { token: admin, body: { taskCode: 'test.counted', enabled: 5 } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.msg).toContain('任务状态');
  });

  it('lets a user see the screen with 查询 alone, and refuses 立即执行 and 暂停 without their codes', async () => {
    const viewer = await userWithCodes(first, admin, 'scheduleviewer', '任务查看员', [perm.system.schedule.code, perm.system.schedule.list]);
    expect((await first.call(scheduleApi.list, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    expect((await first.call(scheduleApi.runPage, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    const run = await first.call(scheduleApi.run, { token: viewer.token, body: { taskCode: 'test.counted' } });
    expect(run.status).toBe(403);
    const pause = await first.call(scheduleApi.enable, { token: viewer.token, body: { taskCode: 'test.counted', enabled: 0 } });
    expect(pause.status).toBe(403);
    expect((await first.call(scheduleApi.list, { body: { pageNum: 1, pageSize: 10 } })).status).toBe(401);
    const info = await first.call(userApi.info, { token: viewer.token });
    expect(info.json.data.permissions).toEqual(expect.arrayContaining([perm.system.schedule.list]));
  });

  it('waits for a run under way when the server closes', async () => {
    slowFinished = false;
    // Closed at once, while 立即执行 still reads whether a run is under way: the close waits for the run it leads to.
    const running = second.deps.scheduler.runNow('test.slow', '测试');
    await second.app.close();
    secondClosed = true;
    expect(slowFinished).toBe(true);
    const finished = await running;
    const [run] = (await runsOf('test.slow')).filter((r) => r.id === finished.id);
    expect(run).toMatchObject({ result: SCHEDULE_RESULT.SUCCESS, trigger: SCHEDULE_TRIGGER.MANUAL, instance: second.deps.scheduler.instance });
    // Once stopped, it starts nothing.
    const before = calls.slow;
    await second.deps.scheduler.tick(at('2031-03-05 03:00:01'));
    expect(calls.slow).toBe(before);
  });
});
