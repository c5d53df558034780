import { billTradeApi, perm, storeCommentApi } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { checkingStore, passedStore, tradeAt } from '../../../test/shop-fixtures.js';
import { recountedTradeTotals, TRADE_TOTALS } from '../migrations/0089-shop-trade-slices.js';
import { addComment } from '../store-comment/store-comment.service.js';
import { recordTrades } from './bill-trade.service.js';

describe.each(DIALECTS)('账单管理 and 评价管理 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  it('lists trades with sums split into e-card, red packet and other, filtered by how they were paid', async () => {
    const storeName = `账单${Date.now()}`;
    const store = await passedStore(server, admin, { storeName });
    await tradeAt(server, store, { card: 1_000, redPacket: 500 });
    await tradeAt(server, store, { other: 2_000 });
    await tradeAt(server, store, { redPacket: 300, other: 200 });
    const res = await server.call(billTradeApi.billList, { token: admin, query: { storeName } });
    expect(res.status, res.json.msg).toBe(200);
    const data = billTradeApi.billList.response.parse(res.json.data);
    expect(data.total).toBe(3);
    expect(data.sums).toEqual({ count: 3, amount: 4_000, cardAmount: 1_000, redPacketAmount: 800, otherAmount: 2_200 });
    expect(data.sums.amount).toBe(data.sums.cardAmount + data.sums.redPacketAmount + data.sums.otherAmount);
    expect(data.records[0].payerPhone).toBe('138****5678');
    const redOnly = await server.call(billTradeApi.billList, { token: admin, query: { storeName, payType: 2 } });
    expect(redOnly.json.data.sums).toMatchObject({ count: 2, amount: 2_000, redPacketAmount: 800 });
  });

  it('answers a region, a store name and whole days from the kept totals as summing the trades does, after refunds and moved trades', async () => {
    const prefix = `切片${Date.now()}`;
    const near = await passedStore(server, admin, { storeName: `${prefix}新郑店` });
    const far = await passedStore(server, admin, { storeName: `${prefix}中牟店` }, ZHONGMOU);
    const county = await userWithCodes(server, admin, `billslice${process.pid}`, '新郑账单查询员', [perm.oddjobMarket.shop.bill.list], '410184');
    const trades = [
      await tradeAt(server, near, { card: 1_000, redPacket: 500 }, '2025-06-01 09:00:00'),
      await tradeAt(server, near, { other: 2_000 }, '2025-06-02 23:59:59'),
      await tradeAt(server, far, { redPacket: 300, other: 200 }, '2025-06-03 00:00:00'),
      await tradeAt(server, far, { card: 700 }, '2025-06-05 14:30:00'),
    ];
    const db = server.deps.db;
    /** What summing the trades says (the repository's fallback, written out here as the oracle). */
    const summed = async (q: { storeName?: string; countyCode?: string; status?: number; from?: string; to?: string }) => {
      let sums = db
        .selectFrom('shopTrade as t')
        .innerJoin('shopStore as s', 's.id', 't.storeId')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('t.amount').as('amount'), eb.fn.sum<number | null>('t.redPacketAmount').as('redPacketAmount')]);
      if (q.storeName) sums = sums.where('s.storeName', 'like', `%${q.storeName}%`);
      if (q.countyCode) sums = sums.where('s.countyCode', '=', q.countyCode);
      if (q.status) sums = sums.where('t.status', '=', q.status);
      if (q.from) sums = sums.where('t.tradeTime', '>=', q.from);
      if (q.to) sums = sums.where('t.tradeTime', '<=', q.to);
      const row = await sums.executeTakeFirstOrThrow();
      return { count: Number(row.count), amount: Number(row.amount ?? 0), redPacketAmount: Number(row.redPacketAmount ?? 0) };
    };
    const listed = async (token: string, query: Record<string, unknown>) => {
      const res = await server.call(billTradeApi.billList, { token, query: { pageNum: 1, pageSize: 10, ...query } });
      expect(res.status, res.json.msg).toBe(200);
      const { total, sums } = billTradeApi.billList.response.parse(res.json.data);
      expect(sums.count).toBe(total);
      return { count: sums.count, amount: sums.amount, redPacketAmount: sums.redPacketAmount };
    };
    const expectInStep = async () => {
      expect(await listed(admin, { storeName: prefix })).toEqual(await summed({ storeName: prefix }));
      expect(await listed(admin, { storeName: prefix, status: 2 })).toEqual(await summed({ storeName: prefix, status: 2 }));
      expect(await listed(county.token, {})).toEqual(await summed({ countyCode: '410184' }));
      expect(await listed(county.token, { storeName: prefix })).toEqual(await summed({ storeName: prefix, countyCode: '410184' }));
      for (const [beginTime, endTime] of [['2025-06-01', '2025-06-02'], ['2025-06-02', '2025-06-05'], ['2025-06-03 00:00:00', '2025-06-30 23:59:59']]) {
        expect(await listed(admin, { beginTime, endTime })).toEqual(await summed({ from: `${beginTime.slice(0, 10)} 00:00:00`, to: `${endTime.slice(0, 10)} 23:59:59` }));
      }
      const tables = { shop_trade_total: 'shopTradeTotal', shop_trade_day_total: 'shopTradeDayTotal', shop_trade_store_total: 'shopTradeStoreTotal' } as const;
      const line = (r: Record<string, unknown>) => Object.values(r).map((v) => (typeof v === 'string' && !/^\d+$/.test(v) ? v : Number(v))).join('|');
      for (const totals of TRADE_TOTALS) {
        const kept = await db.selectFrom(tables[totals.counter]).selectAll().where('n', '<>', 0).execute();
        const { rows } = await recountedTradeTotals(db as unknown as Kysely<unknown>, totals);
        expect(kept.map(line).sort(), totals.counter).toEqual(rows.map(line).sort());
      }
    };

    await expectInStep();
    expect(await listed(admin, { storeName: prefix })).toEqual({ count: 4, amount: 4_700, redPacketAmount: 800 });
    // Pages newest first, both ways a page is read: these stores' few trades by store, once a busy store's
    // 1,000 make them under WALK_SHARE; the busy store's own page walks the time index.
    const busyName = `${prefix}繁忙店`;
    const busy = await passedStore(server, admin, { storeName: busyName });
    const busyId = Number((await db.selectFrom('shopStore').select('id').where('storeCode', '=', busy).executeTakeFirstOrThrow()).id);
    const busyTrades = Array.from({ length: 1_000 }, (_, i) => ({
      tradeCode: `JYBUSY${process.pid}${String(i).padStart(5, '0')}`,
      storeId: busyId,
      status: 1,
      amount: 100,
      cardAmount: 100,
      redPacketAmount: 0,
      otherAmount: 0,
      payerName: '王芳',
      payerPhone: '13700001111',
      tradeTime: `2025-05-${String(1 + (i % 28)).padStart(2, '0')} 10:${String(Math.floor(i / 28)).padStart(2, '0')}:00`,
    }));
    await recordTrades(db, busyTrades);
    const codes = async (token: string, query: Record<string, unknown>) =>
      (await server.call(billTradeApi.billList, { token, query: { pageNum: 1, pageSize: 3, ...query } })).json.data.records.map((r) => r.tradeCode);
    const ours = trades.map((t) => t.tradeCode);
    expect(await codes(admin, { storeName: `${prefix}新郑店` })).toEqual([ours[1], ours[0]]);
    expect(await codes(admin, { storeCode: far })).toEqual([ours[3], ours[2]]);
    expect(await codes(county.token, { storeName: `${prefix}中牟店` })).toEqual([]);
    const newestBusy = [...busyTrades].sort((a, b) => b.tradeTime.localeCompare(a.tradeTime)).slice(0, 3);
    expect(await codes(admin, { storeName: busyName })).toEqual(newestBusy.map((t) => t.tradeCode));
    await db.deleteFrom('shopTrade').where('storeId', '=', busyId).execute();
    expect(await listed(admin, { beginTime: '2025-06-02', endTime: '2025-06-03', storeName: prefix })).toMatchObject({ count: 2, amount: 2_500 });
    // A refund (已完成 → 已退款) and a trade booked on another day move the totals they were in.
    await db.updateTable('shopTrade').set({ status: 2 }).where('tradeCode', '=', trades[0].tradeCode).execute();
    await db.updateTable('shopTrade').set({ tradeTime: '2025-06-04 10:00:00' }).where('tradeCode', '=', trades[2].tradeCode).execute();
    await expectInStep();
    expect(await listed(admin, { storeName: prefix, status: 2 })).toEqual({ count: 1, amount: 1_500, redPacketAmount: 500 });
    // A store moved to another county takes its trades with it for the county's user.
    await db.updateTable('shopStore').set({ countyCode: '410184' }).where('storeCode', '=', far).execute();
    await expectInStep();
    expect(await listed(county.token, { storeName: prefix })).toMatchObject({ count: 4, amount: 4_700 });
  });

  it('refuses trades and comments for a store not yet certified', async () => {
    const store = await checkingStore(server);
    await expect(tradeAt(server, store, { card: 100 })).rejects.toMatchObject({ status: 409 });
    await expect(addComment(server.deps.db, { storeCode: store, star: 5, content: '', photoKeys: [], userName: '王芳', phone: '13700001111' })).rejects.toMatchObject({ status: 409 });
  });

  it('lists comments with the masked phone, the average and the count per star', async () => {
    const storeName = `评价${Date.now()}`;
    const store = await passedStore(server, admin, { storeName });
    for (const star of [5, 5, 4, 2]) await addComment(server.deps.db, { storeCode: store, star, content: `${star}星评价`, photoKeys: [], userName: '王芳', phone: '13700001111' });
    await expect(addComment(server.deps.db, { storeCode: store, star: 6, content: '', photoKeys: [], userName: '王芳', phone: '13700001111' })).rejects.toMatchObject({ status: 400 });
    const res = await server.call(storeCommentApi.queryCommentPC, { token: admin, query: { storeName } });
    expect(res.status, res.json.msg).toBe(200);
    const data = storeCommentApi.queryCommentPC.response.parse(res.json.data);
    expect(data.total).toBe(4);
    expect(data.average).toBe(4);
    expect(data.stars).toEqual([
      { star: 5, count: 2 },
      { star: 4, count: 1 },
      { star: 3, count: 0 },
      { star: 2, count: 1 },
      { star: 1, count: 0 },
    ]);
    expect(data.records[0].phone).toBe('137****1111');
    const low = await server.call(storeCommentApi.queryCommentPC, { token: admin, query: { storeName, star: 2 } });
    expect(low.json.data).toMatchObject({ total: 1, average: 2 });
  });
});
