import { createHash } from 'node:crypto';
import { contractModelApi, contractModelPdfApi, exportHeaders, MODEL_LABELS, perm } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPdf, uploadPdf } from '../../../test/contract-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { passedCompany, userWithCodes, type PassedCompany } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

describe.each(DIALECTS)('contract models on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let company: PassedCompany;

  beforeAll(async () => {
    admin = await server.login();
    company = await passedCompany(server, admin, 551);
  });

  const addText = async (modelName: string, content = '<p>甲方：{{甲方名称}}，乙方：{{乙方姓名}}</p>') => {
    const res = await server.call(contractModelApi.add, { token: admin, body: { modelName, modelType: 1, cmpyCode: company.cmpyCode, content } });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    return res.json.data;
  };
  const page = async (body: Record<string, unknown>) => {
    const res = await server.call(contractModelApi.page, { token: admin, body: { pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return contractModelApi.page.response.parse(res.json.data);
  };
  const byState = async (modelName: string) => {
    const res = await server.call(contractModelApi.statistics, { token: admin, body: { modelName } });
    expect(res.status, res.json.msg).toBe(200);
    return Object.fromEntries(contractModelApi.statistics.response.parse(res.json.data).byState.map((s) => [s.label, s.count]));
  };

  it('adds rich text cleaned by the allow-list, refuses unknown placeholders, and versions a name per company', async () => {
    const first = await addText('全日制劳动合同-甲', '<p onclick="x()">甲方：{{甲方名称}}</p><script>alert(1)</script>');
    expect(first).toMatchObject({ version: 1, approveState: 0 });
    const [row] = (await page({ modelName: '全日制劳动合同-甲' })).records;
    expect(row.content).toBe('<p>甲方：{{甲方名称}}</p>');
    expect(row.cmpyName).toBe(company.cmpyName);
    expect(row.countyName).toBe('新郑市');

    const second = await addText('全日制劳动合同-甲');
    expect(second.version).toBe(2);

    const unknown = await server.call(contractModelApi.add, { token: admin, body: { modelName: '错字模板', modelType: 1, cmpyCode: company.cmpyCode, content: '<p>{{乙方名字}}</p>' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toBe('合同正文含未知占位符：{{乙方名字}}');
    const empty = await server.call(contractModelApi.add, { token: admin, body: { modelName: '空模板', modelType: 1, cmpyCode: company.cmpyCode, content: '<script>x</script>' } });
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe('请输入合同正文');
    const badType = await server.call(contractModelApi.add, { token: admin, body: { modelName: '类型错', modelType: 9, cmpyCode: company.cmpyCode, content: '<p>a</p>' } });
    expect(badType.status).toBe(400);
    expect(badType.json.msg).toContain('合同类型');
    const noCompany = await server.call(contractModelApi.add, { token: admin, body: { modelName: '无企业', modelType: 1, cmpyCode: 'NOPE', content: '<p>a</p>' } });
    expect(noCompany.status).toBe(404);
  });

  it('registers a PDF model with its SHA-256 (yunji/add) and refuses what is not a stored PDF', async () => {
    const pdf = contractPdf('劳务协议 PDF');
    const pdfKey = await uploadPdf(server, admin, pdf);
    const res = await server.call(contractModelPdfApi.add, { token: admin, body: { modelName: '劳务协议PDF', modelType: 2, cmpyCode: company.cmpyCode, pdfKey } });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data.pdfSha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(res.json.data.pdfSize).toBe(pdf.length);
    const [row] = (await page({ modelName: '劳务协议PDF' })).records;
    expect(row).toMatchObject({ sourceType: 2, esignProvider: 'local', pdfSha256: res.json.data.pdfSha256 });
    const download = await server.app.inject({ method: 'GET', url: row.pdfUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await server.call(contractModelPdfApi.add, { token: admin, body: { modelName: '缺文件', modelType: 2, cmpyCode: company.cmpyCode, pdfKey: 'document/202601/0123456789abcdef0123456789abcdef.pdf' } });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('合同 PDF 不存在，请重新上传');
    const picture = await server.call(contractModelPdfApi.add, { token: admin, body: { modelName: '图片', modelType: 2, cmpyCode: company.cmpyCode, pdfKey: 'image/202601/0123456789abcdef0123456789abcdef.png' } });
    expect(picture.status).toBe(400);
    expect(picture.json.msg).toBe('合同 PDF：合同文件应为 PDF');
  });

  it('reviews in all-or-nothing batches and enables only passed models (409 by the machine)', async () => {
    const a = await addText('审核批量-甲');
    const b = await addText('审核批量-乙');
    expect(await byState('审核批量')).toEqual({ 待审核: 2, 已通过: 0, 已驳回: 0 });

    const early = await server.call(contractModelApi.isEnable, { token: admin, body: { modelCode: a.modelCode, isEnable: 1 } });
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('合同模板当前为“待审核”状态，不能启用');

    const noReason = await server.call(contractModelApi.approve, { token: admin, body: { modelCodes: [a.modelCode], approveState: 2 } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toContain('驳回原因');

    const passA = await server.call(contractModelApi.approve, { token: admin, body: { modelCodes: [a.modelCode], approveState: 1 } });
    expect(passA.status, passA.json.msg).toBe(200);
    // a is no longer 待审核: the batch with b is refused whole, b stays 待审核.
    const both = await server.call(contractModelApi.approve, { token: admin, body: { modelCodes: [b.modelCode, a.modelCode], approveState: 2, rejectDesc: '条款缺失' } });
    expect(both.status).toBe(409);
    expect(both.json.msg).toBe('以下合同模板当前状态不允许审核驳回：审核批量-甲（V1）（已通过）');
    expect(await byState('审核批量')).toEqual({ 待审核: 1, 已通过: 1, 已驳回: 0 });
    const ghost = await server.call(contractModelApi.approve, { token: admin, body: { modelCodes: [b.modelCode, 'HTNOPE'], approveState: 1 } });
    expect(ghost.status).toBe(404);

    const rejectB = await server.call(contractModelApi.approve, { token: admin, body: { modelCodes: [b.modelCode], approveState: 2, rejectDesc: '条款缺失' } });
    expect(rejectB.status).toBe(200);
    expect((await page({ modelName: '审核批量-乙' })).records[0]).toMatchObject({ approveState: 2, rejectDesc: '条款缺失', reviewerName: '系统管理员' });
    const enableRejected = await server.call(contractModelApi.isEnable, { token: admin, body: { modelCode: b.modelCode, isEnable: 1 } });
    expect(enableRejected.status).toBe(409);
    expect(enableRejected.json.msg).toBe('合同模板当前为“已驳回”状态，不能启用');

    const enable = await server.call(contractModelApi.isEnable, { token: admin, body: { modelCode: a.modelCode, isEnable: 1 } });
    expect(enable.status).toBe(200);
    const twice = await server.call(contractModelApi.isEnable, { token: admin, body: { modelCode: a.modelCode, isEnable: 1 } });
    expect(twice.status).toBe(409);
    expect((await page({ modelName: '审核批量', isEnable: 1 })).records.map((r) => r.modelCode)).toEqual([a.modelCode]);
    const stats = contractModelApi.statistics.response.parse((await server.call(contractModelApi.statistics, { token: admin, body: { modelName: '审核批量' } })).json.data);
    expect(stats.enabled).toBe(1);
    expect(stats.byType.find((t) => t.label === '劳动合同')?.count).toBe(2);
    expect(stats.signingsByMonth).toHaveLength(12);
    expect(await byState('审核批量')).toEqual({ 待审核: 0, 已通过: 1, 已驳回: 1 });
  });

  it('exports the filtered list with the list headers, only to holders of 导出', async () => {
    await addText('导出模板-甲');
    const exporter = await userWithCodes(server, admin, 'contract_exporter', '合同导出员', [perm.oddjobMarket.contract.model.list, perm.oddjobMarket.contract.model.export]);
    const res = await server.call(contractModelApi.export, { token: exporter.token, body: { modelName: '导出模板' } });
    expect(res.status).toBe(200);
    const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual(exportHeaders(MODEL_LABELS));
    expect(recordsOf(rows).map((r) => [r['模板名称'], r['审核状态'], r['版本'], r['启用状态']])).toEqual([['导出模板-甲', '待审核', 'V1', '未启用']]);
    const reader = await userWithCodes(server, admin, 'contract_reader', '合同查询员', [perm.oddjobMarket.contract.model.list]);
    expect((await server.call(contractModelApi.export, { token: reader.token, body: {} })).status).toBe(403);
    expect((await server.call(contractModelApi.isEnable, { token: reader.token, body: { modelCode: 'x', isEnable: 1 } })).status).toBe(403);
  });
});
