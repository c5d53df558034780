import { billWithdrawalApi, perm, XLSX_MEDIA_TYPE } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { uploadLicense, userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { passedStore, tradeAt } from '../../../test/shop-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { balanceOf, applyWithdrawal } from './bill-withdrawal.service.js';

let requestSerial = 0;
const requestNo = () => `REQ${process.pid}x${++requestSerial}x${Date.now()}`;

describe.each(DIALECTS)('提现管理 on %s', (dialect) => {
  const server = withTestServer(dialect, { env: { WITHDRAW_TIMES_PER_MONTH: '3' } });
  let admin: string;
  let receiptKey: string;

  beforeAll(async () => {
    admin = await server.login();
    receiptKey = await uploadLicense(server, admin);
  });

  const apply = (storeCode: string, amount: number) => applyWithdrawal(server.deps, { storeCode, amount });
  const list = async (query: Record<string, unknown>) => {
    const res = await server.call(billWithdrawalApi.billList, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    return billWithdrawalApi.billList.response.parse(res.json.data);
  };
  const countsOf = async (storeName: string) => Object.fromEntries((await list({ storeName })).counts.map((c) => [c.label, c.num]));
  const approve = (withdrawalCodes: string[], approveType: number, rejectDesc = '') =>
    server.call(billWithdrawalApi.approve, { token: admin, body: { withdrawalCodes, approveType, rejectDesc } });
  const pay = (body: Record<string, unknown>) => server.call(billWithdrawalApi.toPayStore, { token: admin, body: { requestNo: requestNo(), ...body } });
  const storeIdOf = async (storeCode: string) =>
    Number((await server.deps.db.selectFrom('shopStore').select('id').where('storeCode', '=', storeCode).executeTakeFirstOrThrow()).id);

  it('freezes what is applied for, refuses more than the balance and beyond the month’s allowance, and gives a rejection back', async () => {
    const storeName = `提现余额${Date.now()}`;
    const store = await passedStore(server, admin, { storeName });
    await tradeAt(server, store, { card: 30_000, redPacket: 5_000, other: 5_000 });
    const id = await storeIdOf(store);
    const first = await apply(store, 25_000);
    expect(await balanceOf(server.deps.db, id)).toEqual({ tradeAmount: 40_000, frozenAmount: 25_000, paidAmount: 0, available: 15_000 });
    await expect(apply(store, 15_001)).rejects.toMatchObject({ status: 400, message: '提现金额超过可提现余额（150.00 元）' });

    const rejected = await approve([first.withdrawalCode], 2, '收款账户已注销');
    expect(rejected.status, rejected.json.msg).toBe(200);
    expect((await balanceOf(server.deps.db, id)).available).toBe(40_000);

    // A rejected application gives its allowance back: 3 a month here (WITHDRAW_TIMES_PER_MONTH).
    const times = async () => (await server.call(billWithdrawalApi.remainingTimes, { token: admin, query: { storeCode: store } })).json.data;
    expect(await times()).toEqual({ month: nowText().slice(0, 7), limit: 3, used: 0, remaining: 3 });
    for (let i = 0; i < 3; i++) await apply(store, 1_000);
    expect(await times()).toMatchObject({ used: 3, remaining: 0 });
    await expect(apply(store, 1_000)).rejects.toMatchObject({ status: 409, message: '本月提现次数已用完（每月 3 次）' });
    expect(await countsOf(storeName)).toEqual({ 待审核: 3, 待打款: 0, 打款中: 0, 打款失败: 0, 已打款: 0, 已驳回: 1 });
  });

  it('pays by voucher in two steps: 发起 prints the instruction, 登记结果 pays; a repeat answers the first result; a voucher pays once', async () => {
    const storeName = `提现打款${Date.now()}`;
    const store = await passedStore(server, admin, { storeName });
    await tradeAt(server, store, { card: 50_000 });
    const a = (await apply(store, 12_345)).withdrawalCode;
    const b = (await apply(store, 10_000)).withdrawalCode;

    // Not yet approved: 打款 is refused by the machine.
    const early = await pay({ withdrawalCode: a, step: 1 });
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('提现申请当前为“待审核”状态，不能打款');
    expect((await approve([a, b], 1)).json.data).toEqual({ count: 2, status: 1 });

    const sendNo = requestNo();
    const sent = await pay({ withdrawalCode: a, step: 1, requestNo: sendNo });
    expect(sent.status, sent.json.msg).toBe(200);
    expect(sent.json.data).toMatchObject({ withdrawalCode: a, status: 3 });
    const pdf = await server.app.inject({ method: 'GET', url: sent.json.data.instructionUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = readPdf(pdf.rawPayload);
    for (const shown of ['转账指令', sendNo, '¥123.45', '商户提现']) expect(text).toContain(shown);
    // The same request again: the same answer, nothing sent twice.
    const again = await pay({ withdrawalCode: a, step: 1, requestNo: sendNo });
    expect(again.json.data.status).toBe(3);
    expect(await server.deps.db.selectFrom('shopWithdrawalPay').select('id').where('requestNo', '=', sendNo).execute()).toHaveLength(1);
    // A new 发起 of a withdrawal already 打款中 is refused.
    expect((await pay({ withdrawalCode: a, step: 1 })).status).toBe(409);

    const voucherNo = `PZ${Date.now()}`;
    // 打款时间 to the second, kept as sent (no longer the day at 00:00:00).
    const payTime = nowText();
    const wrongAmount = await pay({ withdrawalCode: a, step: 2, success: true, voucherNo, amount: '123.40', payTime, receiptKey });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.json.msg).toBe('打款金额应与应付金额一致（123.45 元）');
    const noVoucher = await pay({ withdrawalCode: a, step: 2, success: true, amount: '123.45', payTime, receiptKey });
    expect(noVoucher.status).toBe(400);
    expect(noVoucher.json.msg).toContain('凭证号');
    const dateOnly = await pay({ withdrawalCode: a, step: 2, success: true, voucherNo, amount: '123.45', payTime: payTime.slice(0, 10), receiptKey });
    expect(dateOnly.json).toMatchObject({ code: 400, msg: expect.stringContaining('打款时间') });
    const future = await pay({ withdrawalCode: a, step: 2, success: true, voucherNo, amount: '123.45', payTime: '2999-01-01 09:00:00', receiptKey });
    expect(future.json).toMatchObject({ code: 400, msg: '打款时间不能晚于当前时间' });

    const paid = await pay({ withdrawalCode: a, step: 2, success: true, voucherNo, amount: '123.45', payTime, receiptKey });
    expect(paid.status, paid.json.msg).toBe(200);
    expect(paid.json.data.status).toBe(4);

    // b: 发起, then the same voucher → 409, nothing moves.
    expect((await pay({ withdrawalCode: b, step: 1 })).json.data.status).toBe(3);
    const reused = await pay({ withdrawalCode: b, step: 2, success: true, voucherNo, amount: '100.00', payTime, receiptKey });
    expect(reused.status).toBe(409);
    expect(reused.json.msg).toBe('凭证号已使用');

    const page = await list({ storeName });
    expect(Object.fromEntries(page.counts.map((c) => [c.label, c.num]))).toEqual({ 待审核: 0, 待打款: 0, 打款中: 1, 打款失败: 0, 已打款: 1, 已驳回: 0 });
    const paidRow = page.records.find((r) => r.withdrawalCode === a);
    expect(paidRow).toMatchObject({ status: 4, voucherNo, payTime });
    expect(paidRow?.timeline.map((s) => `${s.actionName}:${s.fromState ?? '-'}→${s.toState}:${s.voucherNo}`)).toEqual([
      '申请提现:-→0:',
      '审核通过:0→1:',
      '打款:1→3:',
      `登记打款成功:3→4:${voucherNo}`,
    ]);
    expect((await balanceOf(server.deps.db, await storeIdOf(store))).paidAmount).toBe(12_345);
  });

  it('fails a payout with the bank’s reason, pays it again or rejects it, and never moves a final one', async () => {
    const store = await passedStore(server, admin);
    await tradeAt(server, store, { card: 20_000 });
    const w = (await apply(store, 8_000)).withdrawalCode;
    await approve([w], 1);
    await pay({ withdrawalCode: w, step: 1 });
    const noReason = await pay({ withdrawalCode: w, step: 2, success: false });
    expect(noReason.status).toBe(400);
    const failed = await pay({ withdrawalCode: w, step: 2, success: false, failReason: '收款账号户名不符' });
    expect(failed.json.data).toMatchObject({ status: 5, failReason: '收款账号户名不符' });
    // Frozen still: a failed payout is paid again or rejected.
    expect((await balanceOf(server.deps.db, await storeIdOf(store))).available).toBe(12_000);
    expect((await pay({ withdrawalCode: w, step: 1 })).json.data.status).toBe(3);
    expect((await pay({ withdrawalCode: w, step: 2, success: false, failReason: '银行系统维护' })).json.data.status).toBe(5);
    const reject = await approve([w], 2, '商户更换结算账户后重新申请');
    expect(reject.json.data).toEqual({ count: 1, status: 2 });
    expect((await balanceOf(server.deps.db, await storeIdOf(store))).available).toBe(20_000);
    const final = await pay({ withdrawalCode: w, step: 1 });
    expect(final.status).toBe(409);
    expect(final.json.msg).toBe('提现申请当前为“已驳回”状态，不能打款');
  });

  it('approves a batch all or nothing, keeps a county user to their county, and guards 打款 by its own code', async () => {
    const storeName = `提现区县${Date.now()}`;
    const here = await passedStore(server, admin, { storeName: `${storeName}新郑` });
    const there = await passedStore(server, admin, { storeName: `${storeName}中牟` }, ZHONGMOU);
    for (const s of [here, there]) await tradeAt(server, s, { card: 10_000 });
    const w1 = (await apply(here, 1_000)).withdrawalCode;
    const w2 = (await apply(there, 1_000)).withdrawalCode;
    const w3 = (await apply(here, 2_000)).withdrawalCode;
    expect((await approve([w3], 1)).status).toBe(200);
    const mixed = await approve([w1, w3], 1);
    expect(mixed.status).toBe(409);
    expect(mixed.json.msg).toBe(`以下提现申请当前状态不允许审核通过：${storeName}新郑 20.00 元（待打款）`);
    expect(await countsOf(storeName)).toMatchObject({ 待审核: 2, 待打款: 1 });

    const county = await userWithCodes(server, admin, `txscope${process.pid}`, '新郑提现审核员', [perm.oddjobMarket.shop.withdrawal.list, perm.oddjobMarket.shop.withdrawal.review], '410184');
    const seen = await server.call(billWithdrawalApi.billList, { token: county.token, query: { storeName } });
    expect(seen.json.data.records.map((r: { withdrawalCode: string }) => r.withdrawalCode).sort()).toEqual([w1, w3].sort());
    expect(seen.json.data.counts.find((c: { status: number }) => c.status === 0)?.num).toBe(1);
    expect((await server.call(billWithdrawalApi.approve, { token: county.token, body: { withdrawalCodes: [w2], approveType: 1 } })).status).toBe(404);
    const noPay = await server.call(billWithdrawalApi.toPayStore, { token: county.token, body: { withdrawalCode: w3, step: 1, requestNo: requestNo() } });
    expect(noPay.status).toBe(403);
  });

  it('exports the tab under the filters (read back by exceljs), in yuan, the account masked without 查看完整账号, in the caller\'s county, by its own code', async () => {
    const storeName = `提现导出${Date.now()}`;
    const here = await passedStore(server, admin, { storeName: `${storeName}新郑`, accountNo: '6217000012345678901' });
    const there = await passedStore(server, admin, { storeName: `${storeName}中牟` }, ZHONGMOU);
    for (const s of [here, there]) await tradeAt(server, s, { card: 10_000 });
    const w1 = (await apply(here, 1_234)).withdrawalCode;
    const w2 = (await apply(here, 2_000)).withdrawalCode;
    await apply(there, 1_000);
    expect((await approve([w2], 1)).status).toBe(200);
    const exported = async (token: string, query: Record<string, unknown>) => {
      const res = await server.call(billWithdrawalApi.billList, { token, query, headers: { accept: XLSX_MEDIA_TYPE } });
      expect(res.status, res.json?.msg).toBe(200);
      return recordsOf(rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]));
    };

    const waiting = await exported(admin, { storeName, status: 0 });
    expect(waiting.map((r) => r['商户名称']).sort()).toEqual([`${storeName}中牟`, `${storeName}新郑`]);
    expect(waiting.find((r) => r['提现单号'] === w1)).toMatchObject({ 提现状态: '待审核', 提现金额: '12.34', 收款账号: '6217000012345678901', 所在区县: '新郑市' });
    expect(await exported(admin, { storeName })).toHaveLength(3);

    const W = perm.oddjobMarket.shop.withdrawal;
    const county = await userWithCodes(server, admin, `txexport${process.pid}`, '新郑提现导出员', [W.list, W.export], '410184');
    const mine = await exported(county.token, { storeName });
    expect(mine.map((r) => r['提现单号']).sort()).toEqual([w1, w2].sort());
    expect(mine.find((r) => r['提现单号'] === w1)?.['收款账号']).toBe('6217 **** **** 8901');
    const lister = await userWithCodes(server, admin, `txlist${process.pid}`, '提现查询员', [W.list]);
    expect((await server.call(billWithdrawalApi.billList, { token: lister.token, query: { storeName }, headers: { accept: XLSX_MEDIA_TYPE } })).status).toBe(403);
  });

  it('reports each store’s month: trades, the red-packet part, withdrawn, paid and the month-end balance; totals are the rows’ sums', async () => {
    const storeName = `月报${Date.now()}`;
    const store = await passedStore(server, admin, { storeName });
    await tradeAt(server, store, { card: 10_000, redPacket: 4_000 }, '2026-01-10 10:00:00');
    await tradeAt(server, store, { other: 6_000 }, '2026-02-03 15:00:00');
    await applyWithdrawal(server.deps, { storeCode: store, amount: 5_000 }, '2026-02-05 09:30:00');
    const res = await server.call(billWithdrawalApi.billReport, { token: admin, query: { storeName, beginMonth: '2026-01', endMonth: '2026-02' } });
    expect(res.status, res.json.msg).toBe(200);
    const data = billWithdrawalApi.billReport.response.parse(res.json.data);
    expect(data.records.map((r) => [r.month, r.tradeAmount, r.redPacketAmount, r.withdrawnAmount, r.paidAmount, r.balance])).toEqual([
      ['2026-02', 6_000, 0, 5_000, 0, 15_000],
      ['2026-01', 14_000, 4_000, 0, 0, 14_000],
    ]);
    expect(data.totals).toEqual({ tradeAmount: 20_000, redPacketAmount: 4_000, withdrawnAmount: 5_000, paidAmount: 0, balance: 29_000 });
    const onlyFeb = await server.call(billWithdrawalApi.billReport, { token: admin, query: { storeName, beginMonth: '2026-02', endMonth: '2026-02' } });
    expect(onlyFeb.json.data.records[0].balance).toBe(15_000);
    const backwards = await server.call(billWithdrawalApi.billReport, { token: admin, query: { beginMonth: '2026-03', endMonth: '2026-02' } });
    expect(backwards.status).toBe(400);
  });
});
