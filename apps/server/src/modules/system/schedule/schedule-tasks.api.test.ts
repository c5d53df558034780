/**
 * The modules' first scheduled tasks, on both databases, run through 立即执行
 * (or the scheduler's clock where the task reads the time itself): what each
 * changes, and what it leaves alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JOB_APPROVE_TYPES, jobApi, MATERIAL_STATE, scheduleApi, TUS_PATH } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { allScheduledTasks } from '../../index.js';
import { publishJobs } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { tusMetadata } from '../../../test/upload-fixtures.js';

const HOUR_MS = 3600_000;
const hoursAgo = (hours: number) => formatTime(Date.now() - hours * HOUR_MS);

describe.each(DIALECTS)('first scheduled tasks on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  const runNow = (taskCode: string) => server.call(scheduleApi.run, { token: admin, body: { taskCode } });

  beforeAll(async () => {
    admin = await server.login();
  });

  it('lists every domain’s tasks by their Chinese names, all enabled, in the order of the domains that bring them', async () => {
    const res = await server.call(scheduleApi.list, { token: admin, body: { pageNum: 1, pageSize: 100 } });
    const listed = res.json.data.records.map((t) => [t.taskName, t.enabled]);
    expect(listed).toEqual(allScheduledTasks.map((task) => [task.name, 1]));
    // system, common, recruit, train, policy: the domains in manifest order.
    expect(listed.slice(0, 7)).toEqual([
      ['清理过期会话', 1],
      ['素材上传超时', 1],
      ['清理过期分片上传', 1],
      ['岗位到期下线', 1],
      ['关闭超时未支付订单', 1],
      ['清理学员导入错误文件', 1],
      ['获取政策资讯', 1],
    ]);
  });

  it('takes a job past its end time offline through the job machine, with its operation record, and leaves a running one online', async () => {
    const [ended, running] = await publishJobs(server, admin, ['数控车工', '焊工']);
    // Time passes: the first job's recruiting ended an hour ago (the form refuses a past end time).
    const endTime = hoursAgo(1);
    await server.deps.db.updateTable('recruitJobInfo').set({ endTime }).where('id', '=', ended.id).execute();

    const res = await runNow('recruit.job.expired');
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('执行成功，变更 1 条数据');

    const detail = async (jobCode: string) => (await server.call(jobApi.queryJobInfoDetail, { token: admin, params: { jobCode } })).json.data;
    expect(await detail(ended.jobCode)).toMatchObject({ approveType: JOB_APPROVE_TYPES.offline, onlineType: 0 });
    expect(await detail(running.jobCode)).toMatchObject({ approveType: JOB_APPROVE_TYPES.online, onlineType: 1 });

    const operations = await server.deps.db.selectFrom('recruitJobOperation').selectAll().where('jobId', '=', ended.id).orderBy('id').execute();
    expect(operations.at(-1)).toMatchObject({
      action: 'offline',
      fromState: JOB_APPROVE_TYPES.online,
      toState: JOB_APPROVE_TYPES.offline,
      operatorId: null,
      operatorName: '系统',
      note: '招聘结束时间已到，系统自动下线',
    });
    // The console's own moves are recorded too: pass and online by the administrator before it.
    expect(operations.slice(0, -1).map((o) => [o.action, o.operatorName])).toEqual([
      ['pass', '系统管理员'],
      ['online', '系统管理员'],
    ]);
    const told = await server.deps.db.selectFrom('sysMessage').select('title').where('title', '=', '岗位已到期下线').execute();
    expect(told).toHaveLength(1);

    // Nothing left to do: a second run changes nothing.
    expect((await runNow('recruit.job.expired')).json.msg).toBe('执行成功，变更 0 条数据');
  });

  it('marks a material left 上传中 for 24 hours 上传失败, and leaves a fresh one uploading', async () => {
    const material = (materialCode: string, updateTime: string) => ({
      materialCode,
      cmpyCode: 'C200',
      materialType: 2,
      materialName: materialCode,
      fileName: `${materialCode}.mp4`,
      fileSize: 1024,
      md5: materialCode.padEnd(32, '0'),
      groupCode: '',
      state: MATERIAL_STATE.UPLOADING,
      objectKey: null,
      uploadId: 'u1',
      failReason: '',
      uploaderId: null,
      createTime: updateTime,
      updateTime,
    });
    // Registered by the uploader (what uploadMaterial leaves): one 25 hours ago, one an hour ago.
    await server.deps.db
      .insertInto('comMaterial')
      .values([material('stalled', hoursAgo(25)), material('fresh', hoursAgo(1))])
      .execute();

    const res = await runNow('common.material.stalled');
    expect(res.json.msg).toBe('执行成功，变更 1 条数据');
    const rows = await server.deps.db.selectFrom('comMaterial').select(['materialCode', 'state', 'failReason', 'uploadId']).orderBy('materialCode').execute();
    expect(rows).toEqual([
      { materialCode: 'fresh', state: MATERIAL_STATE.UPLOADING, failReason: '', uploadId: 'u1' },
      { materialCode: 'stalled', state: MATERIAL_STATE.FAIL, failReason: '上传超时：超过 24 小时未完成，请重新上传', uploadId: null },
    ]);
  });

  it('deletes a session past its expiry and keeps the live one', async () => {
    const adminId = (await server.deps.db.selectFrom('sysUser').select('id').where('userName', '=', 'admin').executeTakeFirstOrThrow()).id;
    await server.deps.db
      .insertInto('sysSession')
      .values({
        sessionId: 'expired-session',
        tokenHash: 'f'.repeat(64),
        userId: adminId,
        ip: '10.0.0.9',
        userAgent: '',
        userSource: 'PC_YJ',
        loginTime: hoursAgo(24 * 8),
        lastActiveTime: hoursAgo(24 * 8),
        expireTime: hoursAgo(24),
        revokedTime: null,
      })
      .execute();
    const before = await server.deps.db.selectFrom('sysSession').select('sessionId').execute();

    const res = await runNow('system.session.expired');
    expect(res.json.msg).toBe('执行成功，变更 1 条数据');
    const after = await server.deps.db.selectFrom('sysSession').select('sessionId').execute();
    expect(after.map((s) => s.sessionId)).not.toContain('expired-session');
    expect(after).toHaveLength(before.length - 1);
    // The caller's live session still works.
    expect((await server.call(scheduleApi.list, { token: admin, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
  });

  it('removes a partial upload once it is past its expiry, not before', async () => {
    const auth = { authorization: admin, 'tus-resumable': '1.0.0' };
    const created = await server.app.inject({
      method: 'POST',
      url: TUS_PATH,
      headers: { ...auth, 'upload-length': '4096', 'upload-metadata': tusMetadata({ filename: 'part.mp4', filetype: 'video/mp4' }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const head = () => server.app.inject({ method: 'HEAD', url: location.startsWith('/') ? location : `${TUS_PATH}/${location}`, headers: auth });
    const uploads = path.join(server.deps.config.dataDir, 'uploads');
    const partials = () => fs.readdirSync(uploads).filter((name) => !name.endsWith('.json'));
    expect(partials()).toHaveLength(1);

    // The scheduler's clock an hour on: the upload is fresh.
    await server.deps.scheduler.tick(new Date(Date.now() + HOUR_MS));
    expect((await head()).statusCode).toBe(200);
    // A day and an hour on: it has expired and is gone, file and metadata.
    await server.deps.scheduler.tick(new Date(Date.now() + 25 * HOUR_MS));
    expect((await head()).statusCode).toBe(404);
    expect(fs.readdirSync(uploads)).toEqual([]);
    const [run] = (await server.call(scheduleApi.runPage, { token: admin, body: { pageNum: 1, pageSize: 1, taskCode: 'common.file.expiredUploads' } })).json.data.records;
    expect(run).toMatchObject({ result: 1, rowsChanged: 1, trigger: 1 });
  });
});
