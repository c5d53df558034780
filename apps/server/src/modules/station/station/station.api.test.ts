import { applyInfoApi, fileApi, jobApi, perm, stationApi, STATION_LABELS, exportHeaders } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { jobForm, uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';
import { runningStation, stationForm } from '../../../test/station-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

describe.each(DIALECTS)('recruiting stations on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let jobs: PublishedJob[];

  beforeAll(async () => {
    admin = await server.login();
    jobs = await publishJobs(server, admin, ['物流分拣员', '仓库管理员', '快递员'], 41);
  });

  const add = async (body: ReturnType<typeof stationForm>) => {
    const res = await server.call(stationApi.addStation, { token: admin, body });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    return res.json.data.stationNo;
  };
  const info = async (stationNo: string) => {
    const res = await server.call(stationApi.getStationInfo, { token: admin, query: { stationNo } });
    expect(res.status, res.json.msg).toBe(200);
    return stationApi.getStationInfo.response.parse(res.json.data);
  };
  const counts = async (query: Record<string, unknown> = {}) => {
    const res = await server.call(stationApi.countNumByApproveState, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    return Object.fromEntries(res.json.data.map((c) => [c.label, c.count]));
  };

  it('registers a station for review, counts it, and refuses a second of the same name in the county', async () => {
    const form = stationForm(1, { stationName: '龙湖镇唯一驿站' });
    const before = await counts({ stationName: '唯一驿站' });
    expect(before).toEqual({ 运营中: 0, 待审核: 0, 已驳回: 0 });
    const stationNo = await add(form);
    expect(await counts({ stationName: '唯一驿站' })).toEqual({ 运营中: 0, 待审核: 1, 已驳回: 0 });
    const detail = await info(stationNo);
    expect(detail.approveState).toBe(0);
    expect(detail.countyName).toBe('新郑市');
    expect(detail.serviceItems).toEqual([1, 2, 4]);
    expect(detail.operations.map((o) => o.actionName)).toEqual(['新增']);

    const twice = await server.call(stationApi.addStation, { token: admin, body: stationForm(2, { stationName: '龙湖镇唯一驿站' }) });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('该区县已存在名为“龙湖镇唯一驿站”的驿站');
    // Another county may use the name.
    const elsewhere = await server.call(stationApi.addStation, {
      token: admin,
      body: stationForm(3, { stationName: '龙湖镇唯一驿站', provinceCode: '410000', cityCode: '410100', countyCode: '410122', address: '城关镇青年路1号' }),
    });
    expect(elsewhere.status, elsewhere.json.msg).toBe(200);
  });

  it('names the field of a bad form (400) and checks the 负责人 mobile on blur and on save', async () => {
    const bad = await server.call(stationApi.addStation, { token: admin, body: { ...stationForm(4), creditCode: '91410184000000000X' } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('统一社会信用代码');
    const phone = await server.call(stationApi.addStation, { token: admin, body: { ...stationForm(4), servicePhone: '12345' } });
    expect(phone.status).toBe(400);
    expect(phone.json.msg).toContain('服务电话');

    const form = stationForm(5);
    const stationNo = await add(form);
    const shape = await server.call(stationApi.validatedPhone, { token: admin, query: { phone: '1380000' } });
    expect(shape.json.data).toEqual({ valid: false, reason: '负责人手机号格式不正确' });
    const taken = await server.call(stationApi.validatedPhone, { token: admin, query: { phone: form.leaderPhone } });
    expect(taken.json.data).toEqual({ valid: false, reason: `该手机号已是驿站“${form.stationName}”的负责人` });
    const own = await server.call(stationApi.validatedPhone, { token: admin, query: { phone: form.leaderPhone, stationNo } });
    expect(own.json.data).toEqual({ valid: true, reason: '' });
    const refused = await server.call(stationApi.addStation, { token: admin, body: stationForm(6, { leaderPhone: form.leaderPhone }) });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(`该手机号已是驿站“${form.stationName}”的负责人`);
  });

  it('reviews by the machine: pass to 运营中 with locked identity, reject with a reason, resubmit clears the decision', async () => {
    const form = stationForm(7);
    const stationNo = await add(form);
    const noReason = await server.call(stationApi.checkStation, { token: admin, body: { stationNo, approveState: 3 } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toContain('驳回原因');
    const rejected = await server.call(stationApi.checkStation, { token: admin, body: { stationNo, approveState: 3, rejectDesc: '场地照片不清晰' } });
    expect(rejected.json.data).toEqual({ stationNo, approveState: 3 });
    expect((await info(stationNo)).rejectDesc).toBe('场地照片不清晰');
    const again = await server.call(stationApi.checkStation, { token: admin, body: { stationNo, approveState: 1 } });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('驿站当前为“已驳回”状态，不能审核通过');

    const resubmitted = await server.call(stationApi.editStation, { token: admin, body: { ...form, stationNo, floorArea: 150 } });
    expect(resubmitted.json.data).toEqual({ stationNo, approveState: 0 });
    const reread = await info(stationNo);
    expect(reread.rejectDesc).toBe('');
    expect(reread.reviewerName).toBe('');
    expect(reread.floorArea).toBe(150);

    expect((await server.call(stationApi.checkStation, { token: admin, body: { stationNo, approveState: 1 } })).json.data.approveState).toBe(1);
    const renamed = await server.call(stationApi.editStation, { token: admin, body: { ...form, stationNo, stationName: '改名驿站', address: '新地址1号' } });
    expect(renamed.status).toBe(409);
    expect(renamed.json.msg).toBe('驿站运营中，不能修改驿站名称、驿站地址');
    const hours = await server.call(stationApi.editStation, { token: admin, body: { ...form, stationNo, openHours: '每天 8:00-20:00', serviceItems: [1, 5] } });
    expect(hours.json.data).toEqual({ stationNo, approveState: 1 });
    const detail = await info(stationNo);
    expect(detail.openHours).toBe('每天 8:00-20:00');
    expect(detail.operations.map((o) => `${o.actionName}:${o.fromState ?? ''}→${o.toState}`)).toEqual(['编辑:1→1', '审核通过:0→1', '重新提交:3→0', '审核驳回:0→3', '新增:→0']);
  });

  it('puts a job on one board only, and recruit’s 加入驿站 flag names the station', async () => {
    const stationNo = await runningStation(server, admin, 8);
    const pending = await add(stationForm(9));
    const [job] = jobs;
    expect((await server.call(applyInfoApi.getShowJoinStationFlag, { token: admin, query: { jobCode: job.jobCode } })).json.data).toEqual({ showFlag: true, reason: '' });

    const toPending = await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: job.jobCode, stationNo: pending } });
    expect(toPending.status).toBe(409);
    expect(toPending.json.msg).toContain('当前为“待审核”状态');

    const joined = await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: job.jobCode, stationNo } });
    expect(joined.status, joined.json.msg).toBe(200);
    const stationName = joined.json.data.stationName;
    expect((await server.call(applyInfoApi.getShowJoinStationFlag, { token: admin, query: { jobCode: job.jobCode } })).json.data).toEqual({
      showFlag: false,
      reason: `岗位已加入驿站“${stationName}”`,
    });
    const twice = await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: job.jobCode, stationNo } });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe(`岗位已加入驿站“${stationName}”`);

    const detail = await info(stationNo);
    expect(detail.board.map((j) => j.jobCode)).toEqual([job.jobCode]);
    expect(detail.jobCount).toBe(1);

    // A job in review cannot join; an ended job stays linked but leaves the board.
    const cmpyCode = (await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('jobCode', '=', job.jobCode).executeTakeFirstOrThrow()).cmpyCode;
    const review = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(cmpyCode, { jobName: '质检员' }) });
    const inReview = await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: review.json.data.jobCode, stationNo } });
    expect(inReview.status).toBe(409);
    expect(inReview.json.msg).toContain('上线后才能加入驿站');
    const unknown = await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: 'nope', stationNo } });
    expect(unknown.status).toBe(404);
    expect((await server.call(jobApi.endJobInfo, { token: admin, params: { id: job.jobCode } })).status).toBe(200);
    expect((await info(stationNo)).board).toEqual([]);
  });

  it('deletes 待审核 and 已驳回 stations, and a running one without live activities; its jobs leave the board', async () => {
    const pending = await add(stationForm(10));
    const gone = await server.call(stationApi.deleteStationByStationNo, { token: admin, query: { stationNo: pending } });
    expect(gone.status, gone.json.msg).toBe(200);
    expect(gone.json.msg).toBe('删除成功');
    expect((await server.call(stationApi.getStationInfo, { token: admin, query: { stationNo: pending } })).status).toBe(404);

    const running = await runningStation(server, admin, 11);
    expect((await server.call(stationApi.jobjoinStation, { token: admin, query: { jobCode: jobs[1].jobCode, stationNo: running } })).status).toBe(200);
    expect((await server.call(stationApi.deleteStationByStationNo, { token: admin, query: { stationNo: running } })).status).toBe(200);
    expect((await server.call(applyInfoApi.getShowJoinStationFlag, { token: admin, query: { jobCode: jobs[1].jobCode } })).json.data.showFlag).toBe(true);
  });

  it('lists by tab and filters, offers running stations to pickers, and exports the filtered list', async () => {
    const running = await runningStation(server, admin, 12);
    const list = await server.call(stationApi.getBDStationList, { token: admin, query: { approveState: 1, stationName: '测试社区驿站12' } });
    expect(list.status, list.json.msg).toBe(200);
    expect(list.json.data.records.map((r) => r.stationNo)).toEqual([running]);
    const picker = await server.call(stationApi.getActivitiStationList, { token: admin, query: { stationName: '测试社区驿站12' } });
    expect(picker.json.data.map((s) => s.stationNo)).toEqual([running]);
    expect((await server.call(stationApi.getActivitiStationList, { token: admin, query: { stationName: '测试社区驿站9' } })).json.data).toEqual([]);

    const exporter = await userWithCodes(server, admin, 'station_exporter', '驿站导出员', [perm.recruit.station.manage.list, perm.recruit.station.manage.export]);
    const res = await server.call(stationApi.export, { token: exporter.token, body: { stationName: '测试社区驿站' } });
    expect(res.status).toBe(200);
    const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual(exportHeaders(STATION_LABELS));
    const records = recordsOf(rows);
    const total = (await server.call(stationApi.getBDStationList, { token: admin, query: { stationName: '测试社区驿站', pageSize: 100 } })).json.data.total;
    expect(records).toHaveLength(total);
    expect(records.find((r) => r['驿站编号'] === running)?.['审核状态']).toBe('运营中');
    // The list's code alone does not export.
    const reader = await userWithCodes(server, admin, 'station_reader', '驿站查询员', [perm.recruit.station.manage.list]);
    expect((await server.call(stationApi.export, { token: reader.token, body: {} })).status).toBe(403);
  });

  it('shows a station’s saved photos to whoever may open the station list (the form reads them through batchQueryUrl), not to others', async () => {
    const photo = await uploadLicense(server, admin);
    const elsewhere = await uploadLicense(server, admin);
    await add(stationForm(31, { stationName: '照片驿站', photoKeys: [photo] }));
    const urls = async (token: string) => (await server.call(fileApi.batchQueryUrl, { token, query: { objectKeys: `${photo},${elsewhere}` } })).json.data;

    const viewer = await userWithCodes(server, admin, 'station_photo_viewer', '驿站查看员', [perm.recruit.station.manage.list]);
    const seen = await urls(viewer.token);
    expect(seen.files.map((f) => f.objectKey)).toEqual([photo]);
    expect(seen.missing).toEqual([elsewhere]);
    const picture = await server.app.inject({ method: 'GET', url: seen.files[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    // The activity list's code does not open stations' photos.
    const outsider = await userWithCodes(server, admin, 'station_photo_outsider', '活动查看员', [perm.recruit.station.activity.list]);
    expect((await urls(outsider.token)).missing).toEqual([photo, elsewhere]);
  });
});
