import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { offlineChannel, paymentChannelFor } from './payment-channel.js';

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
});
