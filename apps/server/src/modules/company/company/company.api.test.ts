import { ADDRESS_TYPES, addressApi, COMPANY_MACHINE, companyApi, messageApi, perm, type CompanyCounts } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { companyForm, creditCodeFor, uploadLicense, userWithCodes, withWrongCheckChar } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('companies and their review on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** An operator who enters companies; the admin reviews them. */
  let operator: { id: number; token: string };
  let license: string;
  let serial = 0;

  beforeAll(async () => {
    admin = await server.login();
    operator = await userWithCodes(server, admin, 'cmpyclerk', '录入员', [
      perm.recruit.company.approval.add,
      perm.recruit.company.approval.edit,
      perm.recruit.company.approval.list,
    ]);
    license = await uploadLicense(server, operator.token);
  });

  async function counts(query: Record<string, unknown> = {}): Promise<CompanyCounts> {
    const res = await server.call(companyApi.cmpyCount, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    return companyApi.cmpyCount.response.parse(res.json.data);
  }

  async function submit(overrides: Parameters<typeof companyForm>[2] = {}) {
    serial += 1;
    const res = await server.call(companyApi.submit, { token: operator.token, body: companyForm(serial, license, overrides) });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('提交成功');
    return { ...companyApi.submit.response.parse(res.json.data), n: serial };
  }

  async function info(cmpyCode: string) {
    const res = await server.call(companyApi.info, { token: admin, query: { cmpyCode } });
    expect(res.status, res.json.msg).toBe(200);
    return companyApi.info.response.parse(res.json.data);
  }

  const approve = (cmpyCode: string, approveType: 1 | 2, rejectDesc?: string) =>
    server.call(companyApi.approve, { token: admin, body: { cmpyCode, approveType, ...(rejectDesc !== undefined && { rejectDesc }) } });

  /** A company brought to `state` through the API: 0 submitted, 1 passed, 2 rejected. */
  async function companyIn(state: number) {
    const company = await submit();
    if (state === 1) expect((await approve(company.cmpyCode, 1)).status).toBe(200);
    if (state === 2) expect((await approve(company.cmpyCode, 2, '营业执照不清晰')).status).toBe(200);
    return company;
  }

  async function operatorMessages() {
    const res = await server.call(messageApi.queryPageMsg, { token: operator.token, query: { pageSize: 100 } });
    expect(res.status).toBe(200);
    return messageApi.queryPageMsg.response.parse(res.json.data).records;
  }

  it('submits a company for review with its names, license and address history', async () => {
    const before = await counts();
    const { cmpyCode, approveType } = await submit();
    expect(approveType).toBe(0);
    const detail = await info(cmpyCode);
    expect(detail).toMatchObject({
      cmpyCode,
      creditCode: creditCodeFor(serial),
      industryCode: '34',
      industryName: '通用设备制造业',
      provinceName: '河南省',
      cityName: '郑州市',
      countyName: '新郑市',
      approveType: 0,
      rejectDesc: '',
      source: '2',
      submitterName: '录入员',
      approverName: '',
      approveTime: null,
      licenseKey: license,
    });
    expect(detail.licenseUrl).toContain(license);
    expect(await counts()).toEqual({ ...before, subCount: before.subCount + 1, checkCount: before.checkCount + 1 });

    const history = await server.call(addressApi.queryCmpyHistoryAddr, { token: admin, query: { cmpyCode, type: ADDRESS_TYPES.company } });
    expect(addressApi.queryCmpyHistoryAddr.response.parse(history.json.data).records[0]).toMatchObject({ countyName: '新郑市', address: '龙湖镇中华北路88号' });
  });

  it('refuses bad input with a Chinese 400 naming the field', async () => {
    const cases: Array<[Parameters<typeof companyForm>[2], string]> = [
      [{ creditCode: withWrongCheckChar(creditCodeFor(900)) }, '统一社会信用代码校验位不正确，请核对'],
      [{ creditCode: '91410184ABC' }, '统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）'],
      [{ countyCode: '410199' }, '所在区县编码“410199”不存在'],
      [{ cityCode: '410200' }, '所在区县“新郑市”不属于开封市'],
      [{ provinceCode: '420000' }, '所在城市“郑州市”不属于湖北省'],
      [{ industryCode: 'ZZ' }, '所属行业“ZZ”不存在'],
      [{ licenseKey: 'image/202501/00000000000000000000000000000000.png' }, '营业执照图片不存在，请重新上传'],
      [{ licenseKey: '' }, '请上传营业执照'],
      [{ contactPhone: '12345' }, '联系人手机号格式不正确'],
      [{ gcj02Lng: 10 }, '经度不在中国境内'],
      [{ cmpyScale: 9 }, '企业规模取值应为 1、2、3、4、5 之一'],
      [{ address: ' ' }, '请输入详细地址'],
    ];
    for (const [overrides, msg] of cases) {
      const res = await server.call(companyApi.submit, { token: operator.token, body: companyForm(900, license, overrides) });
      expect(res.status, msg).toBe(400);
      expect(res.json.msg).toBe(msg);
    }
    const lowercase = await server.call(companyApi.submit, { token: operator.token, body: companyForm(901, license, { creditCode: creditCodeFor(901).toLowerCase() }) });
    expect(lowercase.status, lowercase.json.msg).toBe(200);
    expect((await info(lowercase.json.data.cmpyCode)).creditCode).toBe(creditCodeFor(901));
  });

  it('refuses a second company with the same credit code (409)', async () => {
    const first = await submit();
    const again = await server.call(companyApi.submit, { token: operator.token, body: companyForm(first.n, license, { cmpyName: '另一家公司' }) });
    expect(again.status).toBe(409);
    expect(again.json.msg).toContain(`统一社会信用代码“${creditCodeFor(first.n)}”已被企业`);
  });

  describe('the review state machine', () => {
    const decisions = [
      ['approve', 1],
      ['reject', 2],
    ] as const;
    for (const from of COMPANY_MACHINE.values) {
      for (const [action, approveType] of decisions) {
        const to = COMPANY_MACHINE.next(action, from);
        it(`${COMPANY_MACHINE.label(from)} → ${COMPANY_MACHINE.actions[action]}: ${to === null ? '409' : COMPANY_MACHINE.label(to)}`, async () => {
          const { cmpyCode } = await companyIn(from);
          const before = await counts();
          const res = await approve(cmpyCode, approveType, '材料不全');
          if (to === null) {
            expect(res.status).toBe(409);
            expect(res.json.msg).toBe(COMPANY_MACHINE.refusal(action, from));
            expect(res.json.msg).toContain(`“${COMPANY_MACHINE.label(from)}”`);
            expect(await counts()).toEqual(before);
            return;
          }
          expect(res.status, res.json.msg).toBe(200);
          expect(companyApi.approve.response.parse(res.json.data)).toEqual({ cmpyCode, approveType: to });
          expect((await info(cmpyCode)).approveType).toBe(to);
          const after = await counts();
          expect(after.checkCount).toBe(before.checkCount - 1);
          expect(after.passCount).toBe(before.passCount + (to === 1 ? 1 : 0));
          expect(after.rejectCount).toBe(before.rejectCount + (to === 2 ? 1 : 0));
          expect(after.subCount).toBe(before.subCount);
        });
      }
    }

    it('tells the submitter of a pass, and of a rejection with its reason', async () => {
      const passed = await submit();
      const rejected = await submit();
      expect((await approve(passed.cmpyCode, 1)).status).toBe(200);
      expect((await approve(rejected.cmpyCode, 2, '营业执照照片不清晰')).status).toBe(200);
      const messages = await operatorMessages();
      const name = (n: number) => companyForm(n, license).cmpyName;
      expect(messages.find((m) => m.content.includes(name(passed.n)))).toMatchObject({ title: '企业审核通过', msgType: 1, readFlag: 0 });
      const rejection = messages.find((m) => m.content.includes(name(rejected.n)));
      expect(rejection?.title).toBe('企业审核驳回');
      expect(rejection?.content).toContain('驳回原因：营业执照照片不清晰');
      const detail = await info(rejected.cmpyCode);
      expect(detail).toMatchObject({ approveType: 2, rejectDesc: '营业执照照片不清晰', approverName: '系统管理员' });
      expect(detail.approveTime).not.toBeNull();
    });

    it('requires a reason to reject (400)', async () => {
      const { cmpyCode } = await submit();
      for (const rejectDesc of [undefined, '']) {
        const res = await approve(cmpyCode, 2, rejectDesc);
        expect(res.status).toBe(400);
        expect(res.json.msg).toBe('驳回时请填写驳回原因');
      }
      expect((await info(cmpyCode)).approveType).toBe(0);
    });

    it('answers 404 for a company that does not exist', async () => {
      const res = await approve('f'.repeat(32), 1);
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe('企业不存在');
    });
  });

  describe('update', () => {
    const update = (cmpyCode: string, n: number, overrides: Parameters<typeof companyForm>[2] = {}) =>
      server.call(companyApi.update, { token: operator.token, body: { cmpyCode, ...companyForm(n, license, overrides) } });

    it('resubmits a rejected company for review (已驳回 → 待审核), clearing the old decision', async () => {
      const { cmpyCode, n } = await companyIn(2);
      const before = await counts();
      const res = await update(cmpyCode, n, { cmpyName: '新郑市更正后机械制造有限公司' });
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.msg).toBe('修改成功，已提交审核');
      expect(companyApi.update.response.parse(res.json.data)).toEqual({ cmpyCode, approveType: 0 });
      expect(await info(cmpyCode)).toMatchObject({ approveType: 0, rejectDesc: '', approverName: '', approveTime: null, cmpyName: '新郑市更正后机械制造有限公司' });
      expect(await counts()).toEqual({ ...before, checkCount: before.checkCount + 1, rejectCount: before.rejectCount - 1 });
      // And it can be decided again.
      expect((await approve(cmpyCode, 1)).status).toBe(200);
    });

    it('edits a pending company in place', async () => {
      const { cmpyCode, n } = await submit();
      const res = await update(cmpyCode, n, { legalPerson: '赵志强', cmpyScale: 3 });
      expect(res.status, res.json.msg).toBe(200);
      expect(await info(cmpyCode)).toMatchObject({ approveType: 0, legalPerson: '赵志强', cmpyScale: 3 });
    });

    it('lets a passed company change scale, address and contact only (409 naming what it may not change)', async () => {
      const { cmpyCode, n } = await companyIn(1);
      const contact = await update(cmpyCode, n, { contactPerson: '孙丽', contactPhone: '13937100001', cmpyScale: 4, countyCode: '410182', address: '荥阳市索河路1号', gcj02Lng: 113.38, gcj02Lat: 34.79 });
      expect(contact.status, contact.json.msg).toBe(200);
      expect(contact.json.msg).toBe('修改成功');
      expect(await info(cmpyCode)).toMatchObject({ approveType: 1, contactPerson: '孙丽', cmpyScale: 4, countyName: '荥阳市' });

      const renamed = await update(cmpyCode, n, { countyCode: '410182', gcj02Lng: 113.38, gcj02Lat: 34.79, cmpyName: '改名有限公司', legalPerson: '钱某' });
      expect(renamed.status).toBe(409);
      expect(renamed.json.msg).toBe('企业已通过审核，企业名称、法定代表人不能修改；可修改企业规模、地址和联系人信息');
      expect((await info(cmpyCode)).cmpyName).toBe(companyForm(n, license).cmpyName);
    });

    it('keeps a license-less imported company editable once passed, but asks a pending one for its license', async () => {
      const passed = await companyIn(1);
      const pending = await submit();
      const db = server.deps.db;
      await db.updateTable('cmpyInfo').set({ licenseKey: '' }).where('cmpyCode', 'in', [passed.cmpyCode, pending.cmpyCode]).execute();
      const contact = await update(passed.cmpyCode, passed.n, { licenseKey: '', contactPerson: '周敏' });
      expect(contact.status, contact.json.msg).toBe(200);
      const noLicense = await update(pending.cmpyCode, pending.n, { licenseKey: '' });
      expect(noLicense.status).toBe(400);
      expect(noLicense.json.msg).toBe('请上传营业执照');
      expect((await info(passed.cmpyCode)).licenseUrl).toBeNull();
    });

    it('checks the same references as a submission', async () => {
      const { cmpyCode, n } = await submit();
      const res = await update(cmpyCode, n, { countyCode: '410199' });
      expect(res.status).toBe(400);
      expect(res.json.msg).toBe('所在区县编码“410199”不存在');
      const missing = await server.call(companyApi.update, { token: operator.token, body: { cmpyCode: 'e'.repeat(32), ...companyForm(n, license) } });
      expect(missing.status).toBe(404);
    });
  });

  describe('lists and counts', () => {
    it('pages the approval queue by tab and filters, totals agreeing with the counts', async () => {
      const all = await counts();
      for (const [approveType, key] of [[0, 'checkCount'], [1, 'passCount'], [2, 'rejectCount']] as const) {
        const res = await server.call(companyApi.pagelist, { token: admin, query: { approveType, pageSize: 100 } });
        const page = companyApi.pagelist.response.parse(res.json.data);
        expect(page.total).toBe(all[key]);
        expect(page.records.every((r) => r.approveType === approveType)).toBe(true);
      }
      const byName = await server.call(companyApi.pagelist, { token: admin, query: { cmpyName: '更正后' } });
      expect(companyApi.pagelist.response.parse(byName.json.data).records.map((r) => r.cmpyName)).toEqual(['新郑市更正后机械制造有限公司']);
      const filteredCounts = await counts({ cmpyName: '更正后' });
      expect(filteredCounts.subCount).toBe(1);
      const none = await server.call(companyApi.pagelist, { token: admin, query: { countyCode: '410102' } });
      expect(none.json.data.total).toBe(0);
      // Newest submissions first.
      const page = companyApi.pagelist.response.parse((await server.call(companyApi.pagelist, { token: admin, query: { pageSize: 100 } })).json.data);
      const times = page.records.map((r) => r.submitTime);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('offers passed companies to pick, lists by source, and pages the register', async () => {
      const passed = await companyIn(1);
      const pending = await submit();
      const name = (n: number) => companyForm(n, license).cmpyName;

      const picker = companyApi.list.response.parse((await server.call(companyApi.list, { token: admin, query: { cmpyName: '测试' } })).json.data);
      expect(picker.map((c) => c.cmpyCode)).toContain(passed.cmpyCode);
      expect(picker.map((c) => c.cmpyCode)).not.toContain(pending.cmpyCode);

      const platform = companyApi.getCmpylist.response.parse((await server.call(companyApi.getCmpylist, { token: admin, query: { source: 2 } })).json.data);
      expect(platform.map((c) => c.cmpyCode)).toEqual(expect.arrayContaining([passed.cmpyCode, pending.cmpyCode]));
      expect(platform.every((c) => c.source === '2')).toBe(true);
      const fromCompanies = await server.call(companyApi.getCmpylist, { token: admin, query: { source: '1' } });
      expect(fromCompanies.json.data).toEqual([]);
      const badSource = await server.call(companyApi.getCmpylist, { token: admin, query: { source: '3' } });
      expect(badSource.status).toBe(400);
      expect(badSource.json.msg).toBe('来源取值应为 1、2 之一');

      const register = companyApi.yjList.response.parse((await server.call(companyApi.yjList, { token: admin, query: { cmpyName: name(passed.n) } })).json.data);
      expect(register).toMatchObject({ total: 1, records: [{ cmpyCode: passed.cmpyCode, industryName: '通用设备制造业', countyName: '新郑市' }] });
      const allRegister = await server.call(companyApi.yjList, { token: admin, query: {} });
      expect(allRegister.json.data.total).toBe((await counts()).passCount);
    });
  });
});
