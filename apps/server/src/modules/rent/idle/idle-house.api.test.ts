import { idleHouseApi, perm, rentHomeApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, XINZHENG, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { idleHouseForm } from '../../../test/rent-fixtures.js';

describe.each(DIALECTS)('rent idle houses (闲置房屋) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  const add = async (body: Record<string, unknown>, token = admin) => server.call(idleHouseApi.add, { token, body: body as never });
  const info = async (houseCode: string, token = admin) => server.call(idleHouseApi.info, { token, query: { houseCode } });
  const list = async (body: Record<string, unknown>, token = admin) => {
    const res = await server.call(idleHouseApi.list, { token, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return idleHouseApi.list.response.parse(res.json.data);
  };

  it('registers a house with rent in cents and area in hundredths, and refuses the same owner at the same address', async () => {
    const form = idleHouseForm({ expectedRent: '1850.50', area: 92.35, villageName: '新郑市龙湖锦艺城' });
    const saved = await add(form);
    expect(saved.status, saved.json.msg).toBe(200);
    expect(saved.json.msg).toBe('新增成功');
    const shown = idleHouseApi.info.response.parse((await info(saved.json.data.houseCode)).json.data);
    expect(shown).toMatchObject({ villageName: '新郑市龙湖锦艺城', expectedRent: 185_050, area: 92.35, districtName: '新郑市', cityName: '郑州市', status: 0, idCard: form.idCard });

    const twice = await add({ ...form, villageName: '另一个名字' });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('该房主在此地址已登记闲置房屋（新郑市龙湖锦艺城），请勿重复登记');
    // Another owner at that address, or the owner elsewhere, is another house.
    expect((await add(idleHouseForm({ address: form.address }))).status).toBe(200);
    expect((await add({ ...form, address: `${form.address}东` })).status).toBe(200);
  });

  it('names the field of every bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ idCard: '410184197806210000' }, '房主身份证号'],
      [{ mobile: '1234567' }, '联系电话'],
      [{ expectedRent: '12.345' }, '期望租金'],
      [{ area: 0.5 }, '面积'],
      [{ floor: 20, totalFloors: 18 }, '所在楼层不能高于总楼层'],
      [{ decoration: 7 }, '装修情况'],
      [{ status: 5 }, '出租状态'],
      [{ availableFrom: '2026-02-30' }, '可入住日期'],
      [{ photos: Array.from({ length: 10 }, (_, i) => `rent/2026/photo${i}.jpg`) }, '房屋照片'],
    ];
    for (const [override, field] of cases) {
      const res = await add(idleHouseForm(override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.json.msg).toContain(field);
    }
    const county = await add(idleHouseForm({ countyCode: '410202' }));
    expect(county.status).toBe(400);
    expect(county.json.msg).toContain('不属于郑州市');
  });

  it('edits status and fields, counts tabs under the filters, and refuses deleting a let house', async () => {
    const village = `郑新花园${dialect}`;
    const codes: string[] = [];
    for (const status of [0, 0, 1, 2]) {
      const res = await add(idleHouseForm({ villageName: village, status }));
      expect(res.status, res.json.msg).toBe(200);
      codes.push(res.json.data.houseCode);
    }
    const all = await list({ villageName: village });
    expect(all.page.total).toBe(4);
    expect(all.count).toEqual([{ status: 0, count: 2 }, { status: 1, count: 1 }, { status: 2, count: 1 }]);
    // The tab narrows the page, never the counts.
    const toLet = await list({ villageName: village, status: 0 });
    expect(toLet.page.total).toBe(2);
    expect(toLet.count).toEqual(all.count);
    // The 超级管理员 sees the owner's numbers whole (masking: the next test).
    expect(toLet.page.records[0].idCard).toMatch(/^\d{17}[\dX]$/);

    const first = idleHouseApi.info.response.parse((await info(codes[0])).json.data);
    const edited = await server.call(idleHouseApi.edit, {
      token: admin,
      body: { ...idleHouseForm(), ...first, expectedRent: '2000', photos: [], status: 1, houseCode: codes[0] } as never,
    });
    expect(edited.status, edited.json.msg).toBe(200);
    expect(idleHouseApi.info.response.parse((await info(codes[0])).json.data)).toMatchObject({ status: 1, expectedRent: 200_000 });
    expect((await list({ villageName: village })).count).toEqual([{ status: 0, count: 1 }, { status: 1, count: 2 }, { status: 2, count: 1 }]);

    const refused = await server.call(idleHouseApi.del, { token: admin, query: { houseCode: codes[0] } });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(`闲置房屋“${village}”当前为“已出租”状态，不能删除`);
    const removed = await server.call(idleHouseApi.del, { token: admin, query: { houseCode: codes[3] } });
    expect(removed.status, removed.json.msg).toBe(200);
    expect(removed.json.msg).toBe('删除成功');
    expect((await info(codes[3])).status).toBe(404);
    expect((await list({ villageName: village })).page.total).toBe(3);
  });

  it('keeps a county user to its county and needs the screen’s codes', async () => {
    const inZhongmou = await add(idleHouseForm({ villageName: `中牟闲置${dialect}` }, ZHONGMOU));
    expect(inZhongmou.status, inZhongmou.json.msg).toBe(200);
    const inXinzheng = await add(idleHouseForm({ villageName: `新郑闲置${dialect}` }, XINZHENG));
    const IDLE = perm.oddjobMarket.rent.idleHouse;
    const clerk = await userWithCodes(server, admin, `idleclerk${dialect}`, '闲置房屋专员', [IDLE.list, IDLE.add, IDLE.edit], '410184');
    const seen = await list({ villageName: '闲置' }, clerk.token);
    expect(seen.page.records.map((r) => r.districtName)).not.toContain('中牟县');
    expect(seen.page.records.map((r) => r.houseCode)).toContain(inXinzheng.json.data.houseCode);
    expect((await info(inZhongmou.json.data.houseCode, clerk.token)).status).toBe(404);
    const outside = await add(idleHouseForm({}, ZHONGMOU), clerk.token);
    expect(outside.status).toBe(400);
    expect(outside.json.msg).toBe('所在区县不在您的数据权限范围内');
    // No 删除 code: 403.
    expect((await server.call(idleHouseApi.del, { token: clerk.token, query: { houseCode: inXinzheng.json.data.houseCode } })).status).toBe(403);
    expect((await server.call(idleHouseApi.list, { token: '', body: { pageNum: 1, pageSize: 10 } })).status).toBe(401);
  });

  it('masks the owner’s ID number and mobile without viewSensitive, and shows them whole to the edit form', async () => {
    const form = idleHouseForm({ villageName: `遮挡闲置${dialect}` });
    const saved = await add(form);
    expect(saved.status, saved.json.msg).toBe(200);
    const houseCode = saved.json.data.houseCode;
    const IDLE = perm.oddjobMarket.rent.idleHouse;
    const reader = await userWithCodes(server, admin, `idlereader${dialect}`, '闲置房屋查询', [IDLE.list]);
    const seer = await userWithCodes(server, admin, `idleseer${dialect}`, '闲置房屋查看完整', [IDLE.list, IDLE.viewSensitive]);
    const editor = await userWithCodes(server, admin, `idleeditor${dialect}`, '闲置房屋编辑', [IDLE.list, IDLE.edit]);
    const listed = async (token: string) => (await list({ villageName: `遮挡闲置${dialect}` }, token)).page.records[0];
    const detail = async (token: string) => idleHouseApi.info.response.parse((await info(houseCode, token)).json.data);
    for (const shown of [await listed(reader.token), await detail(reader.token), await listed(editor.token)]) {
      expect(shown.idCard).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
      expect(shown.mobile).toBe(`${form.mobile.slice(0, 3)}****${form.mobile.slice(7)}`);
    }
    for (const shown of [await listed(seer.token), await detail(seer.token), await detail(editor.token)]) {
      expect(shown).toMatchObject({ idCard: form.idCard, mobile: form.mobile });
    }
  });

  it('counts houses waiting for a tenant in 租赁概览', async () => {
    const summary = async () => rentHomeApi.getCommunitySummary.response.parse((await server.call(rentHomeApi.getCommunitySummary, { token: admin, query: { regionCode: '410122' } })).json.data);
    const before = (await summary()).idleHouses;
    expect((await add(idleHouseForm({ status: 0 }, ZHONGMOU))).status).toBe(200);
    expect((await add(idleHouseForm({ status: 1 }, ZHONGMOU))).status).toBe(200);
    expect((await summary()).idleHouses - before).toBe(1);
  });
});
