import { paymentApplyApi, redPkgUserApi } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { passedRedPkgUsers } from '../../../test/redpkg-fixtures.js';
import { balanceOf, entriesOf } from '../../card/ledger/ledger.service.js';
import { PAYMENT_SLICES, recountedPaymentSlice } from '../migrations/0090-payment-apply-slices.js';
import { raisePaymentApply } from './payment-apply.service.js';

let serial = 0;
/** A requestNo as the console makes one per pay dialog. */
const requestNo = () => `REQ${Date.now().toString(36)}${(++serial).toString().padStart(4, '0')}`;
/** When the bank paid, to the second, as 登记结果 records it. */
const PAY_TIME = '2026-11-20 15:42:10';

describe.each(DIALECTS)('支付申请审批 (payment-apply) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  const info = async (applyCode: string) => (await server.call(paymentApplyApi.info, { token: admin, query: { applyCode } })).json.data;
  const counts = async (view: 'approval' | 'payment') =>
    (await server.call(paymentApplyApi.countByStatus, { token: admin, body: { view } })).json.data;
  const countOf = async (view: 'approval' | 'payment', applyStatus: number) => (await counts(view)).find((c) => c.applyStatus === applyStatus)?.num ?? 0;
  const approve = (applyCodes: string[], pass: 0 | 1, opinion = '') => server.call(paymentApplyApi.approve, { token: admin, body: { applyCodes, pass, opinion } });
  const send = (applyCode: string, no = requestNo()) => server.call(paymentApplyApi.pay, { token: admin, body: { applyCode, requestNo: no, step: 'send' } });
  const register = (applyCode: string, result: Record<string, unknown>, no = requestNo()) =>
    server.call(paymentApplyApi.pay, { token: admin, body: { applyCode, requestNo: no, step: 'register', ...result } });
  const users = async (payApplyCode: string) =>
    (await server.call(redPkgUserApi.queryRedPkgUserList, { token: admin, query: { pageNum: 1, pageSize: 100, name: '' } })).json.data.records.filter((r) => r.payApplyCode === payApplyCode);

  beforeAll(async () => {
    admin = await server.login();
  });

  it('counts by the view\'s states and labels: 审批 0,1,2,5,3,4 and 支付 1,5,3,4', async () => {
    await passedRedPkgUsers(server, admin, 1);
    expect((await counts('approval')).map((c) => `${c.applyStatus}${c.label}`)).toEqual(['0审批中', '1审批通过', '2审批不通过', '5待支付', '3支付成功', '4支付失败']);
    expect((await counts('payment')).map((c) => `${c.applyStatus}${c.label}`)).toEqual(['1待支付', '5支付中', '3成功', '4失败']);
    const page = await server.call(paymentApplyApi.page, { token: admin, body: { view: 'payment', pageNum: 1, pageSize: 10 } });
    expect(page.json.data.records.every((r) => [1, 3, 4, 5].includes(r.applyStatus))).toBe(true);
    const wrongTab = await server.call(paymentApplyApi.page, { token: admin, body: { view: 'payment', applyStatus: 0, pageNum: 1, pageSize: 10 } });
    expect(wrongTab.json).toMatchObject({ code: 400, msg: '支付视图没有该申请状态' });
    const list = await server.call(paymentApplyApi.page, { token: admin, body: { view: 'approval', applyStatus: 0, pageNum: 1, pageSize: 10 } });
    paymentApplyApi.page.response.parse(list.json.data);
    expect(list.json.data.records[0]).toMatchObject({ sourceName: '红包补贴发放', payeeAccount: expect.stringMatching(/^\*+FUND$/) });
  });

  it('approves in a batch all or nothing; 不通过 needs an opinion and sends the red packets back to 审核不通过', async () => {
    const first = await passedRedPkgUsers(server, admin, 2);
    const second = await passedRedPkgUsers(server, admin, 1);
    const approved = await approve([first.payApplyCode], 1, '同意');
    expect(approved.json).toMatchObject({ code: 200, msg: '操作成功', data: { applyStatus: 1 } });

    const mixed = await approve([first.payApplyCode, second.payApplyCode], 1);
    expect(mixed.json).toMatchObject({ code: 409, msg: '以下支付申请当前状态不允许审批通过：红包补贴发放（2人）（审批通过）' });
    expect((await info(second.payApplyCode)).applyStatus).toBe(0);

    expect((await approve([second.payApplyCode], 0)).json).toMatchObject({ code: 400, msg: expect.stringContaining('请输入不通过原因') });
    const refused = await approve([second.payApplyCode], 0, '名单需复核');
    expect(refused.status, refused.json.msg).toBe(200);
    expect((await info(second.payApplyCode)).applyStatus).toBe(2);
    const [user] = (await server.call(redPkgUserApi.queryRedPkgUserList, { token: admin, query: { pageNum: 1, pageSize: 10, checkType: 3 } })).json.data.records.filter((r) =>
      second.userCodes.includes(r.userCode),
    );
    expect(user).toMatchObject({ checkType: 3, grantState: 0, payApplyCode: '', reason: expect.stringContaining('支付申请审批不通过') });
  });

  it('pays in two steps: 发起 → 支付中, 登记结果 → 支付成功 crediting each person once (已发放); a requestNo answers its first result', async () => {
    const { userCodes, payApplyCode } = await passedRedPkgUsers(server, admin, 2, { amount: '66.60' });
    expect((await send(payApplyCode)).json).toMatchObject({ code: 409, msg: '支付申请当前为“审批中”状态，不能发起支付' });
    await approve([payApplyCode], 1);
    const payingBefore = await countOf('payment', 5);

    const no = requestNo();
    const sent = await send(payApplyCode, no);
    expect(sent.json).toMatchObject({ code: 200, data: { applyStatus: 5, outcome: 'sent' } });
    expect(await countOf('payment', 5)).toBe(payingBefore + 1);
    const repeat = await send(payApplyCode, no);
    // The link is signed again for each answer (its expiry may move on): the rest is the first answer.
    expect({ ...repeat.json.data, instructionUrl: '' }).toEqual({ ...sent.json.data, instructionUrl: '' });
    expect((await info(payApplyCode)).payments).toHaveLength(1);
    expect((await send(payApplyCode)).json).toMatchObject({ code: 409, msg: '支付申请当前为“待支付”状态，不能发起支付' });

    const wrongAmount = await register(payApplyCode, { ok: true, voucherNo: 'PZ-A-0001', amount: '133.00', payTime: PAY_TIME });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.json.msg).toContain('133.20');
    expect((await register(payApplyCode, { ok: true, amount: '133.20', payTime: PAY_TIME })).json).toMatchObject({ code: 400, msg: expect.stringContaining('请输入凭证号') });
    expect((await register(payApplyCode, { ok: true, voucherNo: 'PZ-A-0001', amount: '133.20', payTime: '2026-11-20' })).json).toMatchObject({ code: 400, msg: expect.stringContaining('支付时间') });
    expect((await register(payApplyCode, { ok: true, voucherNo: 'PZ-A-0001', amount: '133.20', payTime: '2999-01-01 09:00:00' })).json).toMatchObject({ code: 400, msg: '支付时间不能晚于当前时间' });

    const paidNo = requestNo();
    const paid = await register(payApplyCode, { ok: true, voucherNo: 'PZ-A-0001', amount: '133.20', payTime: PAY_TIME }, paidNo);
    expect(paid.json).toMatchObject({ code: 200, msg: '支付成功', data: { applyStatus: 3, outcome: 'paid' } });
    const lines = await users(payApplyCode);
    expect(lines.map((u) => u.grantState)).toEqual([2, 2]);
    expect(lines.every((u) => u.grantTime !== '')).toBe(true);
    for (const u of lines) expect(await balanceOf(server.deps.db, u.idCard)).toBe(6660);
    expect(await entriesOf(server.deps.db, { sourceType: 'redpkg', sourceCode: payApplyCode })).toHaveLength(userCodes.length);

    // The same registration again: the first answer, nobody credited twice.
    expect((await register(payApplyCode, { ok: true, voucherNo: 'PZ-A-0001', amount: '133.20', payTime: PAY_TIME }, paidNo)).json.data).toEqual(paid.json.data);
    expect(await balanceOf(server.deps.db, lines[0].idCard)).toBe(6660);
    expect((await register(payApplyCode, { ok: false, reason: '退票' })).json).toMatchObject({ code: 409, msg: '支付申请当前为“支付成功”状态，不能登记支付结果' });

    const detail = await info(payApplyCode);
    expect(detail).toMatchObject({ applyStatus: 3, voucherNo: 'PZ-A-0001', payTime: PAY_TIME });
    expect(detail.payments.at(-1)).toMatchObject({ step: 'register', payDate: '2026-11-20', payTime: PAY_TIME });
    expect(detail.operations.map((o) => `${o.actionName}:${o.fromStatus}→${o.toStatus}${o.voucherNo && `:${o.voucherNo}`}`)).toEqual([
      '提交申请:null→0',
      '审批通过:0→1',
      '发起支付:1→5',
      '登记支付结果:5→3:PZ-A-0001',
    ]);
    paymentApplyApi.info.response.parse(detail);
  });

  it('a failure waits in 失败 until paid again; a voucher pays once (409) and a requestNo belongs to one application', async () => {
    const a = await passedRedPkgUsers(server, admin, 1, { amount: '10' });
    const b = await passedRedPkgUsers(server, admin, 1, { amount: '20' });
    await approve([a.payApplyCode, b.payApplyCode], 1);
    await send(a.payApplyCode);
    expect((await register(a.payApplyCode, { ok: false, reason: '' })).json).toMatchObject({ code: 400, msg: expect.stringContaining('请输入失败原因') });
    const failed = await register(a.payApplyCode, { ok: false, reason: '收款账户状态异常' });
    expect(failed.json).toMatchObject({ code: 200, msg: '支付失败', data: { applyStatus: 4, reason: '收款账户状态异常' } });
    expect((await info(a.payApplyCode)).failReason).toBe('收款账户状态异常');
    expect((await users(a.payApplyCode))[0].grantState).toBe(1);

    expect((await send(a.payApplyCode)).json.data.applyStatus).toBe(5);
    expect((await register(a.payApplyCode, { ok: true, voucherNo: 'PZ-B-0001', amount: '10', payTime: PAY_TIME })).json.data.applyStatus).toBe(3);

    const bNo = requestNo();
    await send(b.payApplyCode, bNo);
    const reused = await register(b.payApplyCode, { ok: true, voucherNo: 'PZ-B-0001', amount: '20', payTime: PAY_TIME });
    expect(reused.json).toMatchObject({ code: 409, msg: '凭证号已使用' });
    expect((await info(b.payApplyCode)).applyStatus).toBe(5);
    expect((await send(a.payApplyCode, bNo)).json).toMatchObject({ code: 409, msg: '请求号已用于其他支付申请' });
  });

  it('发起 keeps the 转账指令 PDF it printed: its answer, a repeat and the detail sign a link to it; 登记结果 prints none', async () => {
    const { payApplyCode } = await passedRedPkgUsers(server, admin, 1, { amount: '12.34' });
    await approve([payApplyCode], 1);
    const no = requestNo();
    const sent = (await send(payApplyCode, no)).json.data;
    expect(sent.instructionUrl).toMatch(/^\/files\/document\/\d{6}\/[0-9a-f]{32}\.pdf\?expires=\d+&sig=/);
    const pdf = await server.app.inject({ method: 'GET', url: sent.instructionUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = readPdf(pdf.rawPayload);
    for (const shown of ['转账指令', no, '¥12.34', '红包补贴发放']) expect(text).toContain(shown);

    // The same document each time it is asked for: the repeat and the detail name the kept file.
    const fileOf = (url: string) => url.split('?')[0];
    expect(fileOf((await send(payApplyCode, no)).json.data.instructionUrl)).toBe(fileOf(sent.instructionUrl));
    const [sendRecord] = (await info(payApplyCode)).payments;
    expect(sendRecord).toMatchObject({ step: 'send', requestNo: no });
    expect(fileOf(sendRecord.instructionUrl)).toBe(fileOf(sent.instructionUrl));

    const paid = await register(payApplyCode, { ok: true, voucherNo: `PZ-I-${no}`, amount: '12.34', payTime: PAY_TIME });
    expect(paid.json.data).toMatchObject({ applyStatus: 3, instructionUrl: '' });
    expect((await info(payApplyCode)).payments.map((p) => p.instructionUrl === '')).toEqual([false, true]);
    // Delivered only so: no route of its own outside the catalogue.
    expect((await server.app.inject({ method: 'GET', url: `/consume/payment-apply/transferInstruction?applyCode=${payApplyCode}`, headers: { authorization: admin } })).statusCode).toBe(404);
  });

  it('answers a source, whole days and a payee from the kept counts as counting does; a bare 申请时间止 takes its whole day', async () => {
    const payee = `切片收款方${Date.now()}`;
    const db = server.deps.db;
    let serialOfSource = 0;
    const raise = (applyTime: string, sourceType = 'redpkg') =>
      db.transaction().execute((trx) =>
        raisePaymentApply(
          trx,
          { sourceType, sourceCode: `${payee}-${++serialOfSource}`, purpose: '切片测试', payeeName: payee, payeeAccount: '6217000000000000001', payeeBank: '中国银行郑州分行', amount: 10_000, lineCount: 1 },
          { userId: 0, realName: '测试' },
          applyTime,
        ),
      );
    const codes = [await raise('2025-03-01 09:00:00'), await raise('2025-03-02 23:30:00'), await raise('2025-03-03 00:00:00', 'manual'), await raise('2025-03-05 15:00:00')];
    expect((await approve([codes[0]], 1)).status).toBe(200);

    type Filter = { purpose?: string; payeeName?: string; sourceType?: string; applyFrom?: string; applyTo?: string };
    /** What counting the applications says, per state (the oracle). */
    const counted = async (f: Filter) => {
      let q = db.selectFrom('paymentApply').select((eb) => ['applyStatus', eb.fn.countAll<number>().as('n')]);
      if (f.purpose) q = q.where('purpose', 'like', `%${f.purpose}%`);
      if (f.payeeName) q = q.where('payeeName', 'like', `%${f.payeeName}%`);
      if (f.sourceType) q = q.where('sourceType', '=', f.sourceType);
      if (f.applyFrom) q = q.where('applyTime', '>=', `${f.applyFrom.slice(0, 10)} 00:00:00`);
      if (f.applyTo) q = q.where('applyTime', '<=', `${f.applyTo.slice(0, 10)} 23:59:59`);
      return new Map((await q.groupBy('applyStatus').execute()).map((r) => [Number(r.applyStatus), Number(r.n)]));
    };
    const filters: Filter[] = [
      { sourceType: 'redpkg' },
      { sourceType: 'manual' },
      { applyFrom: '2025-03-01', applyTo: '2025-03-02' },
      { applyFrom: '2025-03-02 00:00:00', applyTo: '2025-03-05 23:59:59', sourceType: 'redpkg' },
      { applyFrom: '2025-03-03' },
      { payeeName: payee },
      { payeeName: payee.slice(2) },
      { payeeName: payee, sourceType: 'manual' },
      { payeeName: payee, purpose: '切片' },
      { payeeName: '无此收款方' },
      { payeeName: '无此收款方', sourceType: 'redpkg' },
    ];
    const expectInStep = async () => {
      for (const filter of filters) {
        const plain = await counted(filter);
        for (const view of ['approval', 'payment'] as const) {
          const tabs = (await server.call(paymentApplyApi.countByStatus, { token: admin, body: { view, ...filter } })).json.data;
          expect(tabs.map((t) => [t.applyStatus, t.num]), JSON.stringify(filter)).toEqual(tabs.map((t) => [t.applyStatus, plain.get(t.applyStatus) ?? 0]));
          const page = await server.call(paymentApplyApi.page, { token: admin, body: { view, ...filter, pageNum: 1, pageSize: 10 } });
          expect(page.json.data.total, JSON.stringify(filter)).toBe(tabs.reduce((sum, t) => sum + t.num, 0));
          const tab = await server.call(paymentApplyApi.page, { token: admin, body: { view, ...filter, applyStatus: 1, pageNum: 1, pageSize: 10 } });
          expect(tab.json.data.total, JSON.stringify(filter)).toBe(plain.get(1) ?? 0);
        }
      }
      for (const slice of PAYMENT_SLICES) {
        const kept = await db.selectFrom(slice.counter === 'payment_apply_day_count' ? 'paymentApplyDayCount' : 'paymentApplyPayeeCount').selectAll().where('n', '<>', 0).execute();
        const { rows } = await recountedPaymentSlice(db as unknown as Kysely<unknown>, slice);
        expect(kept.map((r) => Object.values(r).join('|')).sort(), slice.counter).toEqual(rows.map((r) => Object.values(r).map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)).join('|')).sort());
      }
    };

    await expectInStep();
    // A payee holding under WALK_SHARE of the applications (once another's 1,000 are in) is read by payee; the other's page walks the time index.
    const busyPayee = `繁忙收款方${Date.now()}`;
    const busyRows = Array.from({ length: 1_000 }, (_, i) => ({
      applyCode: `busy${process.pid}${String(i).padStart(5, '0')}`.padEnd(32, '0'),
      purpose: '切片测试',
      sourceType: 'manual',
      sourceCode: `${busyPayee}-${i}`,
      payeeName: busyPayee,
      payeeAccount: '6217000000000000002',
      payeeBank: '中国银行郑州分行',
      amount: 100,
      lineCount: 1,
      applyStatus: 0,
      applicantId: null,
      applicantName: '测试',
      applyTime: `2025-02-${String(1 + (i % 28)).padStart(2, '0')} 09:${String(Math.floor(i / 28)).padStart(2, '0')}:00`,
      updateTime: '2025-02-28 18:00:00',
    }));
    await db.insertInto('paymentApply').values(busyRows).execute();
    const codesOf = async (body: Record<string, unknown>) =>
      (await server.call(paymentApplyApi.page, { token: admin, body: { view: 'approval', pageNum: 1, pageSize: 3, ...body } })).json.data.records.map((r) => r.applyCode);
    expect(await codesOf({ payeeName: payee })).toEqual([codes[3], codes[2], codes[1]]);
    expect(await codesOf({ payeeName: payee.slice(2), sourceType: 'redpkg' })).toEqual([codes[3], codes[1], codes[0]]);
    expect(await codesOf({ payeeName: '无此收款方' })).toEqual([]);
    expect(await codesOf({ payeeName: busyPayee })).toEqual([...busyRows].sort((a, b) => b.applyTime.localeCompare(a.applyTime)).slice(0, 3).map((r) => r.applyCode));
    await expectInStep();
    await db.deleteFrom('paymentApply').where('payeeName', '=', busyPayee).execute();
    // The application at 23:30 on the 2nd is in a range ending on the bare date 2025-03-02.
    const ranged = await server.call(paymentApplyApi.page, { token: admin, body: { view: 'approval', payeeName: payee, applyFrom: '2025-03-01', applyTo: '2025-03-02', pageNum: 1, pageSize: 10 } });
    expect(ranged.json.data.records.map((r) => r.applyCode).sort()).toEqual([codes[0], codes[1]].sort());
    // An application re-dated, another given another payee: the counts follow.
    await db.updateTable('paymentApply').set({ applyTime: '2025-03-04 10:00:00' }).where('applyCode', '=', codes[1]).execute();
    await db.updateTable('paymentApply').set({ payeeName: `${payee}新` }).where('applyCode', '=', codes[3]).execute();
    await expectInStep();
    expect((await counted({ applyFrom: '2025-03-04', applyTo: '2025-03-04', payeeName: payee })).get(0)).toBe(1);
  });
});
