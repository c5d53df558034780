import { perm, storeInfoApi, XLSX_MEDIA_TYPE } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { checkingStore, passedStore, storeApplication, tradeAt } from '../../../test/shop-fixtures.js';
import { addComment } from '../store-comment/store-comment.service.js';
import { applyWithdrawal } from '../bill-withdrawal/bill-withdrawal.service.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { registerStore, resubmitStore } from './store-info.service.js';

describe.each(DIALECTS)('商户认证 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  const counts = async (body: Record<string, unknown>) => {
    const res = await server.call(storeInfoApi.queryStoreApproveCount, { token: admin, body });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  };
  const list = async (query: Record<string, unknown>) => {
    const res = await server.call(storeInfoApi.queryStoreInfoApprove, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    return storeInfoApi.queryStoreInfoApprove.response.parse(res.json.data);
  };
  const check = (storeCodes: string[], approveType: number, rejectDesc = '') =>
    server.call(storeInfoApi.checkStoreInfo, { token: admin, body: { storeCodes, approveType, rejectDesc } });

  it('counts stores per tab under the filters, and moves them by a batch review', async () => {
    const storeName = `审核批次${Date.now()}`;
    const a = await checkingStore(server, { storeName: `${storeName}甲` });
    const b = await checkingStore(server, { storeName: `${storeName}乙` });
    const c = await checkingStore(server, { storeName: `${storeName}丙`, category: 1 });
    expect(await counts({ storeName })).toEqual({ checkCount: 3, passCount: 0, rejectCount: 0 });
    expect(await counts({ storeName, category: 1 })).toEqual({ checkCount: 1, passCount: 0, rejectCount: 0 });

    const passed = await check([a, b], 1);
    expect(passed.status, passed.json.msg).toBe(200);
    expect(passed.json.data).toEqual({ count: 2, approveType: 1 });
    const rejected = await check([c], 2, '营业执照照片不清晰');
    expect(rejected.status, rejected.json.msg).toBe(200);
    expect(await counts({ storeName })).toEqual({ checkCount: 0, passCount: 2, rejectCount: 1 });

    const tab = await list({ storeName, approveType: 2 });
    expect(tab.total).toBe(1);
    expect(tab.records[0]).toMatchObject({ storeCode: c, approveType: 2, rejectDesc: '营业执照照片不清晰', countyName: '新郑市', reviewerName: '系统管理员' });
  });

  it('refuses the whole batch when one store cannot move (409), a missing one (404), and a reject without reason (400)', async () => {
    const storeName = `整批${Date.now()}`;
    const a = await checkingStore(server, { storeName: `${storeName}甲` });
    const done = await passedStore(server, admin, { storeName: `${storeName}乙` });
    const mixed = await check([a, done], 1);
    expect(mixed.status).toBe(409);
    expect(mixed.json.msg).toBe(`以下商户当前状态不允许审核通过：${storeName}乙（已认证）`);
    expect(await counts({ storeName })).toEqual({ checkCount: 1, passCount: 1, rejectCount: 0 });

    const missing = await check([a, 'SHNOSUCHSTORE'], 1);
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('以下商户不存在：SHNOSUCHSTORE');

    const noReason = await check([a], 2);
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toContain('驳回原因');
    expect(await counts({ storeName })).toEqual({ checkCount: 1, passCount: 1, rejectCount: 0 });
  });

  it('refuses a second store with the same credit code, and lets a rejected store resubmit to 认证中 only', async () => {
    const form = storeApplication();
    const { storeCode } = await registerStore(server.deps.db, form);
    await expect(registerStore(server.deps.db, storeApplication({ creditCode: form.creditCode }))).rejects.toMatchObject({ message: `统一社会信用代码“${form.creditCode}”已注册商户` });

    await expect(resubmitStore(server.deps.db, storeCode, form)).rejects.toMatchObject({ message: '商户当前为“认证中”状态，不能重新提交' });
    expect((await check([storeCode], 2, '结算账户户名与执照不一致')).status).toBe(200);
    expect(await resubmitStore(server.deps.db, storeCode, { ...form, accountName: '新郑市龙湖镇测试便利店（更正）' })).toEqual({ approveType: 0 });

    const detail = await server.call(storeInfoApi.queryStoreInfoPC, { token: admin, query: { storeCode } });
    expect(detail.status, detail.json.msg).toBe(200);
    const data = storeInfoApi.queryStoreInfoPC.response.parse(detail.json.data);
    expect(data.approveType).toBe(0);
    expect(data.rejectDesc).toBe('');
    expect(data.operations.map((o) => `${o.actionName}:${o.reason}`)).toEqual(['重新提交:', '审核驳回:结算账户户名与执照不一致', '提交认证:']);
  });

  it('details a store with its rating and balance, the account and mobile masked without 查看完整', async () => {
    const storeCode = await passedStore(server, admin, { accountNo: '6217000012345678901', mobile: '13912345678' });
    await tradeAt(server, storeCode, { card: 10_000, redPacket: 2_000 });
    await tradeAt(server, storeCode, { other: 3_000 });
    await applyWithdrawal(server.deps, { storeCode, amount: 4_000 });
    for (const star of [5, 4]) await addComment(server.deps.db, { storeCode, star, content: '服务好', photoKeys: [], userName: '王芳', phone: '13700001111' });

    const whole = await server.call(storeInfoApi.queryStoreInfoPC, { token: admin, query: { storeCode } });
    const data = storeInfoApi.queryStoreInfoPC.response.parse(whole.json.data);
    expect(data.rating).toEqual({ average: 4.5, count: 2 });
    expect(data.balance).toEqual({ tradeAmount: 15_000, frozenAmount: 4_000, paidAmount: 0, available: 11_000 });
    expect(data.accountNo).toBe('6217000012345678901');

    const viewer = await userWithCodes(server, admin, `shopview${process.pid}`, '商户查看员', [perm.oddjobMarket.shop.info.list]);
    const masked = await server.call(storeInfoApi.queryStoreInfoPC, { token: viewer.token, query: { storeCode } });
    expect(masked.json.data.accountNo).toBe('6217 **** **** 8901');
    expect(masked.json.data.mobile).toBe('139****5678');
    const refused = await server.call(storeInfoApi.checkStoreInfo, { token: viewer.token, body: { storeCodes: [storeCode], approveType: 1 } });
    expect(refused.status).toBe(403);
  });

  it('exports the tab under the filters (read back by exceljs), masked without 查看完整, in the caller\'s county, by its own code', async () => {
    const storeName = `导出商户${Date.now()}`;
    const a = await passedStore(server, admin, { storeName: `${storeName}甲`, accountNo: '6217000012345678901', mobile: '13912345678' });
    await checkingStore(server, { storeName: `${storeName}乙` });
    await passedStore(server, admin, { storeName: `${storeName}丙` }, ZHONGMOU);
    const exported = async (token: string, query: Record<string, unknown>) => {
      const res = await server.call(storeInfoApi.queryStoreInfoApprove, { token, query, headers: { accept: XLSX_MEDIA_TYPE } });
      expect(res.status, res.json?.msg).toBe(200);
      return recordsOf(rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]));
    };

    const passed = await exported(admin, { storeName, approveType: 1 });
    expect(passed.map((r) => r['商户名称']).sort()).toEqual([`${storeName}丙`, `${storeName}甲`]);
    expect(passed.find((r) => r['商户编号'] === a)).toMatchObject({ 认证状态: '已认证', 所在区县: '郑州市新郑市', 联系电话: '13912345678', 结算账号: '6217000012345678901' });
    expect(await exported(admin, { storeName })).toHaveLength(3);

    const S = perm.oddjobMarket.shop.info;
    const local = await userWithCodes(server, admin, `shopexport${process.pid}`, '新郑商户导出员', [S.list, S.export], '410184');
    const mine = await exported(local.token, { storeName });
    expect(mine.map((r) => r['商户名称']).sort()).toEqual([`${storeName}乙`, `${storeName}甲`]);
    expect(mine.find((r) => r['商户编号'] === a)).toMatchObject({ 联系电话: '139****5678', 结算账号: '6217 **** **** 8901' });

    const lister = await userWithCodes(server, admin, `shoplist${process.pid}`, '商户查询员', [S.list]);
    expect((await server.call(storeInfoApi.queryStoreInfoApprove, { token: lister.token, query: { storeName }, headers: { accept: XLSX_MEDIA_TYPE } })).status).toBe(403);
  });

  it('keeps a county user to their county: lists, counts, details and reviews', async () => {
    const storeName = `区县${Date.now()}`;
    const inside = await checkingStore(server, { storeName: `${storeName}新郑` });
    const outside = await checkingStore(server, { storeName: `${storeName}中牟` }, ZHONGMOU);
    const user = await userWithCodes(server, admin, `shopscope${process.pid}`, '新郑商户审核员', [perm.oddjobMarket.shop.info.list, perm.oddjobMarket.shop.info.review], '410184');
    const res = await server.call(storeInfoApi.queryStoreApproveCount, { token: user.token, body: { storeName } });
    expect(res.json.data).toEqual({ checkCount: 1, passCount: 0, rejectCount: 0 });
    const page = await server.call(storeInfoApi.queryStoreInfoApprove, { token: user.token, query: { storeName } });
    expect(page.json.data.records.map((r: { storeCode: string }) => r.storeCode)).toEqual([inside]);
    expect((await server.call(storeInfoApi.queryStoreInfoPC, { token: user.token, query: { storeCode: outside } })).status).toBe(404);
    const review = await server.call(storeInfoApi.checkStoreInfo, { token: user.token, body: { storeCodes: [inside, outside], approveType: 1 } });
    expect(review.status).toBe(404);
    expect(await counts({ storeName })).toEqual({ checkCount: 2, passCount: 0, rejectCount: 0 });
    // The region filter narrows like the scope.
    expect(await counts({ storeName, regionCode: '410122' })).toEqual({ checkCount: 1, passCount: 0, rejectCount: 0 });
    expect(await counts({ storeName, regionCode: '410100' })).toEqual({ checkCount: 2, passCount: 0, rejectCount: 0 });
  });
});
