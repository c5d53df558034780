import { Readable } from 'node:stream';
import { companyContractApi, exportHeaders, onlineSignApi, perm, scheduleApi, SIGN_LABELS } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { enabledPdfModel, signTestContract, startTestSignings } from '../../../test/contract-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { passedCompany, userWithCodes, type PassedCompany } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { formatTime, nowText } from '../../../platform/time.js';
import { refuseSigning } from './online-sign.service.js';
import { WHOLE_SCOPE } from '../../../platform/data-scope.js';

const inDays = (days: number) => formatTime(Date.now() + days * 86_400_000);

describe.each(DIALECTS)('online signings on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let company: PassedCompany;
  let modelCode: string;

  beforeAll(async () => {
    admin = await server.login();
    company = await passedCompany(server, admin, 552);
    modelCode = await enabledPdfModel(server, admin, company.cmpyCode, '签约测试劳动合同');
  });

  const page = async (body: Record<string, unknown>) => {
    const res = await server.call(onlineSignApi.page, { token: admin, body: { pageSize: 100, partyA: company.cmpyName, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return onlineSignApi.page.response.parse(res.json.data);
  };
  const counts = async () => Object.fromEntries((await page({})).counts.map((c) => [c.label, c.count]));
  const verify = async (signCode: string) => {
    const res = await page({ signCode, verify: true });
    return res.records[0].verification;
  };

  it('signs only with the signed PDF stored and hashed; 校验 recomputes the digest and catches a changed file', async () => {
    const before = await counts();
    const [a, b] = await startTestSignings(server, modelCode, 2);
    expect((await counts())['待签署']).toBe(before['待签署'] + 2);

    const signed = await signTestContract(server, a);
    expect(signed.signState).toBe(1);
    const [row] = (await page({ signCode: a })).records;
    expect(row).toMatchObject({ signState: 1, partyA: company.cmpyName, pdfSha256: signed.pdfSha256, esignProvider: 'local' });
    expect(row.partyB).toMatch(/^测\*+$/);
    expect(row.partyBIdCard).toBe('410184********1234');
    expect(row.partyBMobile).toMatch(/^139\*{4}\d{4}$/);
    expect(row.verification).toBeNull();
    expect(await verify(a)).toMatchObject({ passed: true, storedSha256: signed.pdfSha256, actualSha256: signed.pdfSha256, reason: '' });

    // The stored file altered behind the record's back: 校验 says so.
    const key = (await server.deps.db.selectFrom('contractSign').select('pdfKey').where('signCode', '=', a).executeTakeFirstOrThrow()).pdfKey;
    await server.deps.storage.put(key, Readable.from([Buffer.from('%PDF-1.4\n% altered\n')]));
    const altered = await verify(a);
    expect(altered?.passed).toBe(false);
    expect(altered?.reason).toBe('签署文件已被篡改（摘要不一致）');
    await server.deps.storage.delete(key);
    expect((await verify(a))?.reason).toBe('签署文件已丢失');

    // Not a PDF: refused, nothing moves.
    await expect(signTestContract(server, b, Buffer.from('plain text'))).rejects.toThrow('合同文件应为 PDF');
    expect((await page({ signCode: b })).records[0].signState).toBe(0);
    expect((await verify(b))?.reason).toBe('签约当前为“待签署”状态，没有签署文件');

    // Signed once: a second signature is the machine's 409.
    await expect(signTestContract(server, a)).rejects.toThrow('签约当前为“已签署”状态，不能签署');
    const refused = await refuseSigning(server.deps, b, '薪资不符', WHOLE_SCOPE);
    expect(refused.signState).toBe(2);
    await expect(signTestContract(server, b)).rejects.toThrow('签约当前为“已拒签”状态，不能签署');

    const noCode = await server.call(onlineSignApi.page, { token: admin, body: { verify: true } });
    expect(noCode.status).toBe(400);
    expect(noCode.json.msg).toContain('校验时请指定签约编号');
  });

  it('expires overdue 待签署 signings by the scheduled task, leaving the rest', async () => {
    const [overdue] = await startTestSignings(server, modelCode, 1, { deadline: inDays(-1) });
    const [open] = await startTestSignings(server, modelCode, 1, { deadline: inDays(3) });
    const [signedLate] = await startTestSignings(server, modelCode, 1, { deadline: inDays(-1) });
    await signTestContract(server, signedLate);
    const run = await server.call(scheduleApi.run, { token: admin, body: { taskCode: 'contract.sign.expire' } });
    expect(run.status, run.json.msg).toBe(200);
    const states = async (signCode: string) => (await page({ signCode })).records[0].signState;
    expect(await states(overdue)).toBe(3);
    expect(await states(open)).toBe(0);
    expect(await states(signedLate)).toBe(1);
  });

  it('exports the filtered signings masked, and counts per company with contracts ending within 30 days', async () => {
    const other = await passedCompany(server, admin, 553);
    const otherModel = await enabledPdfModel(server, admin, other.cmpyCode, '企业合同测试协议');
    const [soon, later, pending] = await startTestSignings(server, otherModel, 3, { startDate: '2025-01-01', endDate: nowText().slice(0, 10) });
    await signTestContract(server, soon);
    await server.deps.db.updateTable('contractSign').set({ endDate: '2099-12-31' }).where('signCode', '=', later).execute();
    await signTestContract(server, later);

    const res = await server.call(companyContractApi.page, { token: admin, body: { cmpyName: other.cmpyName } });
    expect(res.status, res.json.msg).toBe(200);
    const [row] = companyContractApi.page.response.parse(res.json.data).records;
    expect(row).toMatchObject({ cmpyName: other.cmpyName, modelCount: 1, enabledModelCount: 1, pendingCount: 1, signedCount: 2, refusedCount: 0, expiredCount: 0, endingSoonCount: 1, countyName: '新郑市' });
    expect(row.endingSoon.map((e) => e.signCode)).toEqual([soon]);
    expect(pending).toBeTruthy();
    const onlySoon = await server.call(companyContractApi.page, { token: admin, body: { cmpyName: company.cmpyName, endingSoon: true } });
    expect(onlySoon.json.data.total).toBe(0);

    const exporter = await userWithCodes(server, admin, 'sign_exporter', '签约导出员', [perm.oddjobMarket.contract.sign.list, perm.oddjobMarket.contract.sign.export]);
    const file = await server.call(onlineSignApi.export, { token: exporter.token, body: { partyA: other.cmpyName } });
    expect(file.status).toBe(200);
    const rows = rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual(exportHeaders(SIGN_LABELS));
    const records = recordsOf(rows);
    expect(records).toHaveLength(3);
    expect(records.map((r) => r['签约状态']).sort()).toEqual(['已签署', '已签署', '待签署']);
    expect(records.every((r) => r['乙方身份证号'] === '410184********1234')).toBe(true);
    expect((await server.call(onlineSignApi.export, { token: (await userWithCodes(server, admin, 'sign_reader', '签约查询员', [perm.oddjobMarket.contract.sign.list])).token, body: {} })).status).toBe(403);
  });
});
