import { paymentApplyApi, perm, RED_PKG_IMPORT_HEADERS, redPkgUserApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { addRedPkgUsers, importRedPkg, redPkgIdCard, redPkgPerson, redPkgSheet } from '../../../test/redpkg-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

describe.each(DIALECTS)('红包补贴用户 (user-red-pkg23) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  const counts = async (filter: Record<string, unknown> = {}) =>
    Object.fromEntries((await server.call(redPkgUserApi.queryCheckTypeCount, { token: admin, body: filter })).json.data.map((c) => [c.label, c.num]));
  const money = async (filter: Record<string, unknown> = {}) =>
    Object.fromEntries((await server.call(redPkgUserApi.queryCheckMoney, { token: admin, body: filter })).json.data.map((c) => [c.checkType, c.amount]));
  const stateOf = async (userCode: string) => {
    const row = await server.deps.db.selectFrom('redpkgUser').select(['checkType', 'grantState', 'reason', 'payApplyCode']).where('userCode', '=', userCode).executeTakeFirstOrThrow();
    return { checkType: Number(row.checkType), grantState: Number(row.grantState), reason: row.reason, payApplyCode: row.payApplyCode };
  };

  beforeAll(async () => {
    admin = await server.login();
  });

  it('adds a person in cents as 待提交, refusing bad fields by name and a second record of the same person this year', async () => {
    const person = redPkgPerson({ amount: '1999.99' });
    const added = await server.call(redPkgUserApi.addRedPkgUser, { token: admin, body: person });
    expect(added.status, added.json.msg).toBe(200);
    expect(added.json.msg).toBe('新增成功');
    const list = await server.call(redPkgUserApi.queryRedPkgUserList, { token: admin, query: { pageNum: 1, pageSize: 10, idCard: person.idCard } });
    expect(list.json.data.records).toEqual([
      expect.objectContaining({ name: '王建国', amount: 199_999, checkType: 0, grantState: 0, countyName: '新郑市', categoryName: '就业困难人员', batchCode: '' }),
    ]);
    redPkgUserApi.queryRedPkgUserList.response.parse(list.json.data);

    const refused = async (body: Record<string, unknown>) => (await server.call(redPkgUserApi.addRedPkgUser, { token: admin, body: redPkgPerson(body) })).json;
    expect(await refused({ amount: '0' })).toMatchObject({ code: 400, msg: expect.stringContaining('补贴金额') });
    expect((await refused({ amount: '2000.01' })).msg).toContain('0.01 至 2000.00');
    expect((await refused({ amount: '1.234' })).msg).toContain('补贴金额');
    expect((await refused({ mobile: '1234' })).msg).toContain('手机号');
    expect((await refused({ idCard: '410184199001011234' })).msg).toContain('身份证号');
    expect(await refused({ category: '99' })).toMatchObject({ code: 400, msg: '补贴类别不存在或已停用' });
    expect(await refused({ countyCode: '999999' })).toMatchObject({ code: 400, msg: '所属区县不存在' });
    expect(await refused({ idCard: person.idCard })).toMatchObject({ code: 409, msg: expect.stringContaining('每人每年限一次') });
  });

  it('moves 待提交 → 待审核 → 审核通过/审核不通过 by the machine, edits only in 0/3 (a 3 edited returns to 0), all or nothing', async () => {
    const [a, b, c] = await addRedPkgUsers(server, admin, 3);
    const before = await counts();

    const sub = await server.call(redPkgUserApi.subCheRedPkgUsers, { token: admin, body: { userCodes: [a, b] } });
    expect(sub.status, sub.json.msg).toBe(200);
    expect(await counts()).toMatchObject({ 待提交: before['待提交'] - 2, 待审核: before['待审核'] + 2 });

    // A batch with one row that cannot move changes nothing.
    const mixed = await server.call(redPkgUserApi.subCheRedPkgUsers, { token: admin, body: { userCodes: [a, c] } });
    expect(mixed.json).toMatchObject({ code: 409, msg: '以下红包补贴用户当前状态不允许提交审核：王建国（待审核）' });
    expect((await stateOf(c)).checkType).toBe(0);

    const edit = await server.call(redPkgUserApi.editRedPkgUser, { token: admin, body: { userCode: a, ...redPkgPerson() } });
    expect(edit.json).toMatchObject({ code: 409, msg: '红包补贴用户当前为“待审核”状态，不能编辑' });
    const remove = await server.call(redPkgUserApi.removeRedPkgUser, { token: admin, body: { userCodes: [a] } });
    expect(remove.json).toMatchObject({ code: 409, msg: '以下红包补贴用户当前状态不允许删除：王建国（待审核）' });

    const noReason = await server.call(redPkgUserApi.checkRedPkgUsers, { token: admin, body: { userCodes: [b], pass: 0, reason: '' } });
    expect(noReason.json).toMatchObject({ code: 400, msg: expect.stringContaining('请输入不通过原因') });
    const rejected = await server.call(redPkgUserApi.checkRedPkgUsers, { token: admin, body: { userCodes: [b], pass: 0, reason: '身份信息与户籍不符' } });
    expect(rejected.status, rejected.json.msg).toBe(200);
    expect(await stateOf(b)).toMatchObject({ checkType: 3, reason: '身份信息与户籍不符', payApplyCode: '' });

    const again = await server.call(redPkgUserApi.checkRedPkgUsers, { token: admin, body: { userCodes: [b], pass: 1, reason: '' } });
    expect(again.json).toMatchObject({ code: 409, msg: expect.stringContaining('审核不通过') });

    const fixed = await server.call(redPkgUserApi.editRedPkgUser, { token: admin, body: { userCode: b, ...redPkgPerson({ name: '李秀英', amount: '88.8' }) } });
    expect(fixed.status, fixed.json.msg).toBe(200);
    expect(await stateOf(b)).toMatchObject({ checkType: 0, reason: '' });

    const removed = await server.call(redPkgUserApi.removeRedPkgUser, { token: admin, body: { userCodes: [b, c] } });
    expect(removed.json).toMatchObject({ code: 200, msg: '删除成功', data: { removed: 2 } });
    const missing = await server.call(redPkgUserApi.subCheRedPkgUsers, { token: admin, body: { userCodes: [b] } });
    expect(missing.status).toBe(404);
  });

  it('a pass raises one 支付申请 of the lines\' sum; sums per checkType and the submit dialog\'s figures follow', async () => {
    const userCodes = await addRedPkgUsers(server, admin, 3, { amount: '150.50' });
    const before = await money();
    const toSubmit = await server.call(redPkgUserApi.querySubCheckMoney, { token: admin, body: { userCodes } });
    expect(toSubmit.json.data).toEqual({ num: 3, amount: 45_150 });
    await server.call(redPkgUserApi.subCheRedPkgUsers, { token: admin, body: { userCodes } });
    expect((await server.call(redPkgUserApi.querySubCheckMoney, { token: admin, body: { userCodes } })).json.data).toEqual({ num: 0, amount: 0 });
    expect(await money()).toMatchObject({ 0: before[0] - 45_150, 1: before[1] + 45_150 });

    const checked = await server.call(redPkgUserApi.checkRedPkgUsers, { token: admin, body: { userCodes, pass: 1, reason: '' } });
    expect(checked.status, checked.json.msg).toBe(200);
    const { payApplyCode } = checked.json.data;
    expect(payApplyCode).not.toBe('');
    for (const code of userCodes) expect(await stateOf(code)).toMatchObject({ checkType: 2, grantState: 1, payApplyCode });
    expect(await money()).toMatchObject({ 1: before[1], 2: before[2] + 45_150 });

    const apply = await server.call(paymentApplyApi.info, { token: admin, query: { applyCode: payApplyCode } });
    expect(apply.json.data).toMatchObject({ amount: 45_150, lineCount: 3, applyStatus: 0, sourceName: '红包补贴发放', purpose: '红包补贴发放（3人）' });
    expect(apply.json.data.operations).toEqual([expect.objectContaining({ actionName: '提交申请', toStatus: 0, operatorName: '系统管理员' })]);
  });

  it('imports good rows as 待提交 and returns refused ones with 错误原因; the template has the same columns', async () => {
    const known = redPkgPerson();
    await server.call(redPkgUserApi.addRedPkgUser, { token: admin, body: known });
    const good = [redPkgIdCard(), redPkgIdCard('410122'), redPkgIdCard()];
    const twice = redPkgIdCard();
    const sheet = await redPkgSheet([
      ['张伟', good[0], '13800000001', '新郑市', '就业困难人员', '200'],
      ['李娜', good[1], '13800000002', '410122', '2', '0.01'],
      ['', redPkgIdCard(), '13800000003', '新郑市', '高校毕业生', '10'],
      ['王芳', '41018419900101123X', '13800000004', '新郑市', '高校毕业生', '10'],
      ['刘洋', redPkgIdCard(), '1380000', '新郑市', '高校毕业生', '10'],
      ['陈静', redPkgIdCard(), '13800000006', '火星区', '高校毕业生', '10'],
      ['杨磊', redPkgIdCard(), '13800000007', '新郑市', '宇航员', '10'],
      ['赵敏', redPkgIdCard(), '13800000008', '新郑市', '高校毕业生', '2000.01'],
      ['孙强', twice, '13800000009', '新郑市', '退役军人', '50'],
      ['孙强', twice, '13800000010', '新郑市', '退役军人', '50'],
      ['周婷', known.idCard, '13800000011', '新郑市', '退役军人', '50'],
      ['吴刚', good[2], '13800000012', '410184', '退役军人', '1,000'],
    ]);
    const res = await importRedPkg(server, admin, sheet);
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('导入完成：成功 3 条，失败 9 条');
    expect(res.json.data).toMatchObject({ total: 12, succeeded: 3, failed: 9 });
    const { batchCode } = res.json.data;
    expect(batchCode).toMatch(/^HB\d{14}[0-9A-F]{4}$/);
    const inBatch = await server.call(redPkgUserApi.queryRedPkgUserList, { token: admin, query: { pageNum: 1, pageSize: 10, batchCode } });
    expect(inBatch.json.data.records.map((r) => `${r.name}/${r.countyName}/${r.categoryName}/${r.amount}/${r.checkType}`).sort()).toEqual([
      '孙强/新郑市/退役军人/5000/0',
      '张伟/新郑市/就业困难人员/20000/0',
      '李娜/中牟县/高校毕业生/1/0',
    ]);

    const file = await server.call(redPkgUserApi.exportRedPkgUserError, { token: admin, query: { batchCode } });
    expect(file.status).toBe(200);
    const rows = rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual([...RED_PKG_IMPORT_HEADERS, '错误原因']);
    const reasons = Object.fromEntries(rows.slice(1).map((r) => [r[0] || '(空)', r[6]]));
    expect(reasons).toMatchObject({
      '(空)': '姓名不能为空',
      刘洋: '手机号格式不正确',
      陈静: '所属区县“火星区”不存在',
      杨磊: '补贴类别“宇航员”不存在或已停用',
      赵敏: '补贴金额应在 0.01 至 2000.00 元之间',
      孙强: '表格中该身份证号重复',
      周婷: expect.stringContaining('已登记红包补贴'),
      吴刚: '请输入正确的金额（最多保留两位小数）',
    });
    expect(reasons['王芳']).toContain('身份证号');

    const other = await userWithCodes(server, admin, 'redpkgimp', '另一导入员', [perm.oddjobMarket.redpkg.list, perm.oddjobMarket.redpkg.import]);
    expect((await server.call(redPkgUserApi.exportRedPkgUserError, { token: other.token, query: { batchCode } })).status).toBe(404);

    const template = await server.call(redPkgUserApi.exportRedPkgUserError, { token: admin, query: {} });
    expect(rowsOf((await readWorkbook(template.raw.rawPayload)).worksheets[0])).toEqual([[...RED_PKG_IMPORT_HEADERS]]);
  });

  it('refuses a file that is not xlsx or lacks a column (400) with nothing put in', async () => {
    const before = await counts();
    const wrongHeader = await importRedPkg(server, admin, await redPkgSheet([['张伟', redPkgIdCard(), '13800000001', '新郑市', '高校毕业生', '10']], ['姓名', '身份证', '手机号']));
    expect(wrongHeader.json).toMatchObject({ code: 400, msg: expect.stringContaining('导入文件缺少列：身份证号') });
    const text = await importRedPkg(server, admin, Buffer.from('姓名,身份证号\n张伟,1'), 'users.csv', 'text/csv');
    expect(text.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('exports the filtered rows, read back by exceljs; counts by county and category follow', async () => {
    await addRedPkgUsers(server, admin, 2, { countyCode: '410122', category: '3', amount: '30' });
    const statis = await server.call(redPkgUserApi.queryRedPkgStatisCount, { token: admin, body: { countyCode: '410122', category: '3' } });
    expect(statis.json.data).toEqual([{ countyCode: '410122', countyName: '中牟县', category: '3', categoryName: '退役军人', num: 2, amount: 6000 }]);

    const file = await server.call(redPkgUserApi.exportRedPkgUsers, { token: admin, query: { countyCode: '410122', category: '3' } });
    expect(file.status, String(file.json.msg)).toBe(200);
    const records = recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]));
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ 姓名: '王建国', 所属区县: '中牟县', 补贴类别: '退役军人', 审核状态: '待提交', 发放状态: '未发放', 补贴金额: '30.00' });
  });

  it('masks ID numbers and mobiles in the list and export without viewSensitive; an edit leaving them out keeps the stored ones', async () => {
    const person = redPkgPerson({ mobile: '13912345678', countyCode: '410184', category: '4' });
    const [code] = await addRedPkgUsers(server, admin, 1, person);
    const R = perm.oddjobMarket.redpkg;
    const clerk = await userWithCodes(server, admin, 'redpkgmask', '红包录入员', [R.list, R.edit, R.export]);
    const whole = await userWithCodes(server, admin, 'redpkgwhole', '红包主管', [R.list, R.export, R.viewSensitive]);
    const listed = async (token: string) =>
      (await server.call(redPkgUserApi.queryRedPkgUserList, { token, query: { pageNum: 1, pageSize: 10, name: person.name, category: '4' } })).json.data.records.find((r) => r.userCode === code);
    const exported = async (token: string) => {
      const file = await server.call(redPkgUserApi.exportRedPkgUsers, { token, query: { category: '4' } });
      expect(file.status, String(file.json?.msg)).toBe(200);
      return recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0])).find((r) => r['补贴用户编号'] === code);
    };
    const masked = { idCard: `${person.idCard.slice(0, 6)}********${person.idCard.slice(-4)}`, mobile: '139****5678' };

    expect(await listed(clerk.token)).toMatchObject(masked);
    expect(await exported(clerk.token)).toMatchObject({ 身份证号: masked.idCard, 手机号: masked.mobile });
    expect(await listed(whole.token)).toMatchObject({ idCard: person.idCard, mobile: '13912345678' });
    expect(await exported(whole.token)).toMatchObject({ 身份证号: person.idCard, 手机号: '13912345678' });

    // The clerk edits the amount without seeing the numbers: they stay as stored.
    const { idCard: _idCard, mobile: _mobile, ...rest } = person;
    const edit = await server.call(redPkgUserApi.editRedPkgUser, { token: clerk.token, body: { userCode: code, ...rest, amount: '66.60' } });
    expect(edit.status, edit.json.msg).toBe(200);
    const row = await server.deps.db.selectFrom('redpkgUser').select(['idCard', 'mobile', 'amount']).where('userCode', '=', code).executeTakeFirstOrThrow();
    expect({ ...row, amount: Number(row.amount) }).toEqual({ idCard: person.idCard, mobile: '13912345678', amount: 6660 });
  });

  it('keeps a 新郑市 user to 新郑市 rows in lists, counts, sums and exports; a 中牟县 row is 404 to them', async () => {
    const [zhongmou] = await addRedPkgUsers(server, admin, 1, { countyCode: '410122', category: '5' });
    const local = await userWithCodes(
      server,
      admin,
      'redpkgxz',
      '新郑市审核员',
      [perm.oddjobMarket.redpkg.list, perm.oddjobMarket.redpkg.edit, perm.oddjobMarket.redpkg.export, perm.oddjobMarket.redpkg.add],
      '410184',
    );
    const list = await server.call(redPkgUserApi.queryRedPkgUserList, { token: local.token, query: { pageNum: 1, pageSize: 100 } });
    expect(list.json.data.total).toBeGreaterThan(0);
    expect(new Set(list.json.data.records.map((r) => r.countyCode))).toEqual(new Set(['410184']));
    const statis = await server.call(redPkgUserApi.queryRedPkgStatisCount, { token: local.token, body: {} });
    expect(new Set(statis.json.data.map((r) => r.countyCode))).toEqual(new Set(['410184']));
    const total = (await server.call(redPkgUserApi.queryCheckTypeCount, { token: local.token, body: {} })).json.data.reduce((s, c) => s + c.num, 0);
    expect(total).toBe(list.json.data.total);
    const file = await server.call(redPkgUserApi.exportRedPkgUsers, { token: local.token, query: {} });
    expect(recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0])).every((r) => r['所属区县'] === '新郑市')).toBe(true);
    const edit = await server.call(redPkgUserApi.editRedPkgUser, { token: local.token, body: { userCode: zhongmou, ...redPkgPerson() } });
    expect(edit.status).toBe(404);
    const outside = await server.call(redPkgUserApi.addRedPkgUser, { token: local.token, body: redPkgPerson({ countyCode: '410122' }) });
    expect(outside.json).toMatchObject({ code: 400, msg: '所属区县不在您的数据权限范围内' });
  });
});
