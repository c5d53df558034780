import { billTradeApi, storeCommentApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { checkingStore, passedStore, tradeAt } from '../../../test/shop-fixtures.js';
import { addComment } from '../store-comment/store-comment.service.js';

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
