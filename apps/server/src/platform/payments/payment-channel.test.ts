import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { readPdf } from '../../test/pdf-text.js';
import { offlineChannel, paymentChannelFor, type PayoutOrder } from './payment-channel.js';
import { yuanInWords } from './transfer-instruction.document.js';
import { transferInstructionPdf } from './transfer-instruction.js';

describe('PaymentChannel', () => {
  it('is offline registration unless PAYMENT_CHANNEL says otherwise, and refuses an unknown channel at start', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.paymentChannel).toBe('offline');
    expect(paymentChannelFor(config)).toBe(offlineChannel);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_CHANNEL: 'wechat' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_CHANNEL: 'wechat' })).toThrow(/PAYMENT_CHANNEL 取值应为 offline/);
  });

  it('registers an offline payment only for exactly what the order owes', () => {
    const payment = { voucherNo: 'ZZ-0018', amount: 128_000, payTime: '2026-11-20 10:30:00', receiptKey: 'upload/r.png' };
    expect(offlineChannel.registerOffline({ orderCode: 'O1', owed: 128_000 }, payment)).toEqual({
      channel: 'offline',
      voucherNo: 'ZZ-0018',
      paidAmount: 128_000,
      payTime: '2026-11-20 10:30:00',
      receiptKey: 'upload/r.png',
    });
    expect(() => offlineChannel.registerOffline({ orderCode: 'O1', owed: 100_000 }, payment)).toThrow('缴费金额应与订单金额一致（1000.00 元）');
  });

  const order: PayoutOrder = { orderCode: 'TX202611200001', amount: 356_050, payeeName: '郑州市金水区惠民超市', payeeAccount: '6222021702041234567', payeeBank: '中国工商银行郑州金水支行', purpose: '商户提现' };

  it('sends an offline payout to a person at the bank: its result is not known until registered', async () => {
    await expect(offlineChannel.sendPayout(order)).resolves.toEqual({ status: 'sent' });
  });

  it('registers a payout as paid only for exactly the amount owed, and a failure with the bank\'s reason', () => {
    const payment = { voucherNo: 'HD-20261121-77', amount: 356_050, payTime: '2026-11-21 09:40:00', receiptKey: 'upload/hd.png' };
    expect(offlineChannel.registerPayoutResult(order, { ok: true, payment })).toEqual({
      status: 'paid',
      receipt: { channel: 'offline', voucherNo: 'HD-20261121-77', paidAmount: 356_050, payTime: '2026-11-21 09:40:00', receiptKey: 'upload/hd.png' },
    });
    expect(() => offlineChannel.registerPayoutResult(order, { ok: true, payment: { ...payment, amount: 356_000 } })).toThrow(
      expect.objectContaining({ status: 400, message: '打款金额应与应付金额一致（3560.50 元）' }),
    );
    expect(offlineChannel.registerPayoutResult(order, { ok: false, reason: ' 收款账户已销户 ' })).toEqual({ status: 'failed', reason: '收款账户已销户' });
    expect(() => offlineChannel.registerPayoutResult(order, { ok: false, reason: '  ' })).toThrow(expect.objectContaining({ status: 400, message: '请填写打款失败原因' }));
  });

  it('writes amounts in words as a bank does', () => {
    expect(yuanInWords(356_050)).toBe('叁仟伍佰陆拾元伍角');
    expect(yuanInWords(100_000_000)).toBe('壹佰万元整');
    expect(yuanInWords(1_000_507)).toBe('壹万零伍元零柒分');
    expect(yuanInWords(10_001_000)).toBe('壹拾万零壹拾元整');
    expect(yuanInWords(5)).toBe('伍分');
    expect(yuanInWords(0)).toBe('零元整');
  });

  it('prints a transfer instruction naming the payee, the account and the amount in figures and words', async () => {
    // The console's request numbers are base 36: "fi" prints as one ligature glyph and must still read (and be found) as fi.
    const bytes = await transferInstructionPdf(loadConfig({ NODE_ENV: 'test' }), { ...order, requestNo: 'REQmwyg2yfi0029', requestedAt: '2026-11-20 15:02:11', operatorName: '李静' });
    const pdf = readPdf(Buffer.from(bytes));
    expect(pdf.embedded).toBe(true);
    for (const text of ['转账指令', '郑州市金水区惠民超市', '6222021702041234567', '中国工商银行郑州金水支行', '¥3560.50', '叁仟伍佰陆拾元伍角', '商户提现', '李静', 'REQmwyg2yfi0029']) {
      expect(pdf.text).toContain(text);
    }
  });
});
