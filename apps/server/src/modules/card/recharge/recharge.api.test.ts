import { perm, rechargeApi, XLSX_MEDIA_TYPE } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { rechargeCompany, rechargeForm, rechargeLines, submittedRecharge, uploadReceipt } from '../../../test/card-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { balanceDifferences, balanceOf } from '../ledger/ledger.service.js';
import { submitRecharge } from './recharge.service.js';

/** 转账时间 to the second, a minute ago (Asia/Shanghai). */
const paidAt = () => new Date(Date.now() + 8 * 3600_000 - 60_000).toISOString().slice(0, 19).replace('T', ' ');
let requests = 0;
const requestNo = () => `REQ-${Date.now()}-${++requests}`;

describe.each(DIALECTS)('电子卡充值 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cmpyCode: string;
  let cmpyName: string;
  let receipt: string;

  beforeAll(async () => {
    admin = await server.login();
    ({ cmpyCode, cmpyName } = await rechargeCompany(server, admin));
    receipt = await uploadReceipt(server, admin);
  });

  const info = async (id: number, token = admin, query: Record<string, unknown> = {}) => {
    const res = await server.call(rechargeApi.queryRechargeApplyInfo, { token, query: { id, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return rechargeApi.queryRechargeApplyInfo.response.parse(res.json.data);
  };
  const stageCounts = async (query: Record<string, unknown> = { cmpyName }) => {
    const [audit, charge] = await Promise.all([
      server.call(rechargeApi.queryRechargeApplyStatus, { token: admin, query }),
      server.call(rechargeApi.queryRechargeStatus, { token: admin, query }),
    ]);
    return {
      audit: Object.fromEntries(rechargeApi.queryRechargeApplyStatus.response.parse(audit.json.data).map((c) => [c.label, [c.count, c.money]])),
      charge: Object.fromEntries(rechargeApi.queryRechargeStatus.response.parse(charge.json.data).map((c) => [c.label, [c.count, c.money]])),
    };
  };
  const check = (ids: number[], remark = '') => server.call(rechargeApi.checkRechargeApplyInfo, { token: admin, body: { ids, remark } });
  const reject = (ids: number[], remark: string) => server.call(rechargeApi.rejectRecharge, { token: admin, body: { ids, remark } });
  const recharge = (id: number, body: Record<string, unknown>, token = admin) =>
    server.call(rechargeApi.rechargeApply, { token, params: { id }, body: { requestNo: requestNo(), result: 1, payTime: paidAt(), receiptKey: receipt, ...body } });

  it('takes a company\'s application only with totals equal to its lines and each person once', async () => {
    const lines = rechargeLines(3, 15_000);
    await expect(submitRecharge(server.deps.db, rechargeForm(cmpyCode, lines, { rechargeTotalMoney: 44_999 }))).rejects.toMatchObject({
      status: 400,
      message: '充值总金额应与充值人员金额合计一致（450.00 元）',
    });
    await expect(submitRecharge(server.deps.db, rechargeForm(cmpyCode, lines, { rechargeTotalPeople: 4 }))).rejects.toMatchObject({ status: 400, message: '充值总人数应与充值人员一致（3 人）' });
    const twice = [...lines, { ...lines[0], name: '重复' }];
    await expect(submitRecharge(server.deps.db, rechargeForm(cmpyCode, twice))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('第 4 行身份证号与第 1 行重复') });
    await expect(submitRecharge(server.deps.db, rechargeForm(cmpyCode, [{ ...lines[0], idCard: '410184199001011234' }]))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('身份证号') });
    await expect(submitRecharge(server.deps.db, rechargeForm(cmpyCode, [{ ...lines[0], mobile: '1234' }]))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('手机号') });
    await expect(submitRecharge(server.deps.db, rechargeForm('NO-SUCH-COMPANY', lines))).rejects.toMatchObject({ status: 404 });

    const { id } = await submitRecharge(server.deps.db, rechargeForm(cmpyCode, lines));
    const shown = await info(id);
    expect(shown).toMatchObject({ cmpyName, stage: 0, statues: 0, rechargeStatues: 0, rechargeTotalPeople: 3, rechargeTotalMoney: 45_000, linesTotal: 45_000, creditedTotal: 0, countyName: '新郑市' });
    expect(shown.lines.total).toBe(3);
    expect(shown.operations.map((o) => o.actionName)).toEqual(['提交申请']);
  });

  it('approves and rejects in batches, all or none, with the counts following', async () => {
    const [a, b, c] = [await submittedRecharge(server, cmpyCode), await submittedRecharge(server, cmpyCode), await submittedRecharge(server, cmpyCode)];
    const before = await stageCounts();

    const rejectedNoReason = await reject([a.id], ' ');
    expect(rejectedNoReason.status).toBe(400);
    expect(rejectedNoReason.json.msg).toContain('驳回原因');

    const checked = await check([a.id, b.id], '材料齐全');
    expect(checked.status, checked.json.msg).toBe(200);
    expect(checked.json.msg).toBe('操作成功');
    expect(checked.json.data.map((r) => [r.statues, r.rechargeStatues])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    const detail = await info(a.id);
    expect(detail.checkTime).not.toBeNull();
    expect(detail.reviewerName).toBeTruthy();
    expect(detail.latestRevieEmployCode).toBeTruthy();

    // One that cannot move stops the whole batch: c stays 待审核.
    const mixed = await reject([c.id, a.id], '人员信息有误');
    expect(mixed.status).toBe(409);
    expect(mixed.json.msg).toBe(`以下充值申请当前状态不允许驳回：${cmpyName}（${a.applyCode}）（待充值）`);
    expect((await info(c.id)).stage).toBe(0);
    const missing = await check([c.id, 999_999_999]);
    expect(missing.status).toBe(404);
    expect((await info(c.id)).stage).toBe(0);

    const rejected = await reject([c.id], '人员信息有误');
    expect(rejected.status, rejected.json.msg).toBe(200);
    expect(await info(c.id)).toMatchObject({ stage: 4, statues: 2, rechargeStatues: 0, remark: '人员信息有误' });
    expect((await check([c.id])).status).toBe(409);

    const after = await stageCounts();
    expect(after.audit['待审核'][0]).toBe(before.audit['待审核'][0] - 3);
    expect(after.audit['已通过'][0]).toBe(before.audit['已通过'][0] + 2);
    expect(after.audit['已通过'][1]).toBe(before.audit['已通过'][1] + 120_000);
    expect(after.audit['已驳回'][0]).toBe(before.audit['已驳回'][0] + 1);
    expect(after.charge['待充值'][0]).toBe(before.charge['待充值'][0] + 2);

    const tab = await server.call(rechargeApi.queryRechargeApplyList, { token: admin, query: { cmpyName, stage: 4 } });
    expect(tab.json.data.records.map((r) => r.id)).toContain(c.id);
    expect(tab.json.data.records.every((r) => r.stage === 4)).toBe(true);
  });

  it('recharges by the company\'s transfer: credits every line once, a repeat answers the first result, nothing twice', async () => {
    const app = await submittedRecharge(server, cmpyCode, 4, 25_000);
    // Not yet approved: the machine refuses.
    const early = await recharge(app.id, { voucherNo: 'HD-EARLY', payMoney: '1000.00' });
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('充值申请当前为“待审核”状态，不能充值');
    await check([app.id]);

    const wrongAmount = await recharge(app.id, { voucherNo: `HD-${app.id}`, payMoney: '999.99' });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.json.msg).toBe('转账金额应与充值总金额一致（1000.00 元）');
    const noVoucher = await recharge(app.id, { voucherNo: '', payMoney: '1000.00' });
    expect(noVoucher.status).toBe(400);
    expect(noVoucher.json.msg).toContain('转账凭证号');
    const noReceipt = await recharge(app.id, { voucherNo: `HD-${app.id}`, payMoney: '1000.00', receiptKey: 'upload/2026/no-such.png' });
    expect(noReceipt.status).toBe(400);
    expect(noReceipt.json.msg).toBe('转账回单图片不存在，请重新上传');

    // The transfer did not arrive: 充值失败 with the reason, nothing credited.
    const failed = await recharge(app.id, { result: 2, failReason: '未查询到企业转账' });
    expect(failed.status, failed.json.msg).toBe(200);
    expect(failed.json.data).toMatchObject({ stage: 3, statues: 1, rechargeStatues: 2, credited: 0 });
    expect(await balanceOf(server.deps.db, app.lines[0].idCard)).toBe(0);

    const future = await recharge(app.id, { voucherNo: `HD-${app.id}`, payMoney: '1000.00', payTime: '2999-01-01 09:00:00' });
    expect(future.json).toMatchObject({ code: 400, msg: '转账时间不能晚于当前时间' });

    const no = requestNo();
    const paidTime = paidAt();
    const ok = await recharge(app.id, { requestNo: no, voucherNo: `HD-${app.id}`, payMoney: '1000.00', payTime: paidTime });
    expect(ok.status, ok.json.msg).toBe(200);
    // 转账时间 kept to the second, not the day at 00:00:00.
    expect((await info(app.id)).operations.find((o) => o.voucherNo === `HD-${app.id}`)?.payTime).toBe(paidTime);
    expect(ok.json.msg).toBe('充值成功');
    expect(ok.json.data).toMatchObject({ stage: 2, statues: 1, rechargeStatues: 1, credited: 4, creditedMoney: 100_000 });
    for (const line of app.lines) expect(await balanceOf(server.deps.db, line.idCard)).toBe(25_000);

    // The same request again (a double click): the first result, nothing credited twice.
    const again = await recharge(app.id, { requestNo: no, voucherNo: `HD-${app.id}`, payMoney: '1000.00' });
    expect(again.status, again.json.msg).toBe(200);
    expect(again.json.data).toMatchObject({ stage: 2, rechargeStatues: 1, credited: 4, creditedMoney: 100_000 });
    // A new request for a recharged application: 409.
    const twice = await recharge(app.id, { voucherNo: `HD-${app.id}-2`, payMoney: '1000.00' });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('充值申请当前为“充值成功”状态，不能充值');
    for (const line of app.lines) expect(await balanceOf(server.deps.db, line.idCard)).toBe(25_000);

    const detail = await info(app.id);
    expect(detail).toMatchObject({ stage: 2, creditedTotal: 100_000, creditedPeople: 4, linesTotal: 100_000 });
    expect(detail.rechargeTime).not.toBeNull();
    expect(detail.lines.records.every((l) => l.entry?.kind === 'recharge' && l.entry.amount === 25_000 && l.entry.balanceAfter === 25_000)).toBe(true);
    expect(detail.operations.map((o) => [o.actionName, o.fromStage, o.toStage])).toEqual([
      ['充值', 3, 2],
      ['登记充值失败', 1, 3],
      ['审核通过', 0, 1],
      ['提交申请', 0, 0],
    ]);
    expect(detail.operations[0]).toMatchObject({ voucherNo: `HD-${app.id}`, payAmount: 100_000 });
    expect(detail.operations[0].receiptUrl).toContain('/files/');
    expect(detail.operations[1].remark).toBe('未查询到企业转账');

    // The voucher registers once across applications.
    const other = await submittedRecharge(server, cmpyCode, 1, 10_000);
    await check([other.id]);
    const reused = await recharge(other.id, { voucherNo: `HD-${app.id}`, payMoney: '100.00' });
    expect(reused.status).toBe(409);
    expect(reused.json.msg).toBe('凭证号已使用');
    expect((await info(other.id)).stage).toBe(1);
    expect(await balanceDifferences(server.deps.db)).toEqual([]);
  });

  it('credits a person in two applications twice (two sources), and finds lines by name or ID number', async () => {
    const first = await submittedRecharge(server, cmpyCode, 2, 10_000);
    const lines = [{ ...first.lines[0], amount: 5_000 }];
    const { id: secondId } = await submitRecharge(server.deps.db, rechargeForm(cmpyCode, lines));
    await check([first.id, secondId]);
    expect((await recharge(first.id, { voucherNo: `HD-A-${first.id}`, payMoney: '200.00' })).status).toBe(200);
    expect((await recharge(secondId, { voucherNo: `HD-B-${secondId}`, payMoney: '50.00' })).status).toBe(200);
    expect(await balanceOf(server.deps.db, first.lines[0].idCard)).toBe(15_000);
    const found = await info(first.id, admin, { lineKeyword: first.lines[1].name });
    expect(found.lines.records.map((l) => l.name)).toEqual([first.lines[1].name]);
    expect((await info(first.id, admin, { lineKeyword: first.lines[0].idCard })).lines.total).toBe(1);
  });

  it('exports the list under its filters and tab (read back by exceljs), inside the caller\'s county, by its own code', async () => {
    const exporting = await rechargeCompany(server, admin);
    const first = await submittedRecharge(server, exporting.cmpyCode, 2, 12_345);
    const second = await submittedRecharge(server, exporting.cmpyCode, 1);
    expect((await check([second.id])).status).toBe(200);
    const far = await rechargeCompany(server, admin, ZHONGMOU);
    await submittedRecharge(server, far.cmpyCode, 1);
    const exported = async (token: string, query: Record<string, unknown>) => {
      const res = await server.call(rechargeApi.queryRechargeApplyList, { token, query, headers: { accept: XLSX_MEDIA_TYPE } });
      expect(res.status, res.json?.msg).toBe(200);
      return recordsOf(rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]));
    };

    const waiting = await exported(admin, { cmpyName: exporting.cmpyName, stage: 0 });
    expect(waiting).toEqual([
      expect.objectContaining({ 申请编号: first.applyCode, 企业名称: exporting.cmpyName, 充值状态: '待审核', 充值人数: '2', '充值总金额（元）': '246.90', 所属区县: '新郑市' }),
    ]);
    expect((await exported(admin, { cmpyName: exporting.cmpyName })).map((r) => r['充值状态']).sort()).toEqual(['待充值', '待审核']);

    const card = perm.oddjobMarket.card;
    const xinzheng = await userWithCodes(server, admin, `card_ex_${dialect}`, '新郑充值导出员', [card.list, card.export], '410184');
    expect(await exported(xinzheng.token, { cmpyName: far.cmpyName })).toEqual([]);
    const reader = await userWithCodes(server, admin, `card_rx_${dialect}`, '充值只读员', [card.list]);
    expect((await server.call(rechargeApi.queryRechargeApplyList, { token: reader.token, query: {}, headers: { accept: XLSX_MEDIA_TYPE } })).status).toBe(403);
  });

  it('keeps each county to its own applications and masks ID numbers without 查看完整证件号和手机号', async () => {
    const mine = await submittedRecharge(server, cmpyCode, 1);
    const far = await rechargeCompany(server, admin, ZHONGMOU);
    const theirs = await submittedRecharge(server, far.cmpyCode, 1);
    const card = perm.oddjobMarket.card;
    const xinzheng = await userWithCodes(server, admin, `card_xz_${dialect}`, '新郑充值审核员', [card.list, card.review, card.recharge], '410184');

    const list = await server.call(rechargeApi.queryRechargeApplyList, { token: xinzheng.token, query: { pageSize: 100 } });
    const ids = list.json.data.records.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const counts = await server.call(rechargeApi.queryRechargeApplyStatus, { token: xinzheng.token, query: { cmpyName: far.cmpyName } });
    expect(counts.json.data.every((c) => c.count === 0)).toBe(true);
    expect((await server.call(rechargeApi.queryRechargeApplyInfo, { token: xinzheng.token, query: { id: theirs.id } })).status).toBe(404);
    expect((await server.call(rechargeApi.checkRechargeApplyInfo, { token: xinzheng.token, body: { ids: [theirs.id] } })).status).toBe(404);
    expect((await info(theirs.id)).stage).toBe(0);

    const masked = await info(mine.id, xinzheng.token);
    expect(masked.sensitiveShown).toBe(false);
    expect(masked.lines.records[0].idCard).toMatch(/\*/);
    expect(masked.lines.records[0].mobile).toMatch(/\*/);
    const whole = await info(mine.id);
    expect(whole.lines.records[0].idCard).toBe(mine.lines[0].idCard);

    const reader = await userWithCodes(server, admin, `card_ro_${dialect}`, '充值查询员', [card.list]);
    expect((await server.call(rechargeApi.checkRechargeApplyInfo, { token: reader.token, body: { ids: [mine.id] } })).status).toBe(403);
    expect((await recharge(mine.id, { voucherNo: 'HD-RO', payMoney: '200.00' }, reader.token)).status).toBe(403);
  });
});
