import {
  auditLogApi,
  companyApi,
  exportHeaders,
  jobApi,
  perm,
  userApi,
  XLSX_MEDIA_TYPE,
  type Endpoint,
  type PermissionCode,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../test/apply-fixtures.js';
import { DIALECTS, withTestServer, type CallInput } from '../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../test/recruit-fixtures.js';
import { readWorkbook, rowsOf } from '../test/xlsx.js';

/**
 * Lists exported through their own endpoint (Accept: xlsx): the same filters
 * as the list, the list's column titles as the header, its 导出 code, the data
 * scope and a row in the operation log.
 */
interface ExportCase {
  endpoint: Endpoint;
  listCode: PermissionCode;
  /** The list's request for `filter` (a GET list takes a query, a POST list a body). */
  input: (filter: Record<string, unknown>) => Pick<CallInput<Endpoint>, 'query' | 'body'>;
  /** A filter that leaves some rows out. */
  filter: Record<string, unknown>;
  /** The header and the record field that name a row in both. */
  header: string;
  field: string;
}

const asQuery = (filter: Record<string, unknown>) => ({ query: { pageNum: 1, pageSize: 100, ...filter } });
const asBody = (filter: Record<string, unknown>) => ({ body: { pageNum: 1, pageSize: 100, ...filter } });

const CASES: Record<string, ExportCase> = {
  企业审核: { endpoint: companyApi.pagelist, listCode: perm.recruit.company.approval.list, input: asQuery, filter: { cmpyName: '2' }, header: '企业名称', field: 'cmpyName' },
  岗位列表: { endpoint: jobApi.queryJobInfoList, listCode: perm.recruit.job.list.list, input: asBody, filter: { jobName: '车工' }, header: '岗位名称', field: 'jobName' },
  用户管理: { endpoint: userApi.list, listCode: perm.system.user.list, input: asBody, filter: { userName: 'export' }, header: '用户名', field: 'userName' },
  // Filtered away from the export calls themselves: each is logged as it begins.
  操作日志: { endpoint: auditLogApi.operLogPage, listCode: perm.system.operlog.list, input: asBody, filter: { path: '/pclogin/role/' }, header: '接口地址', field: 'path' },
  登录日志: { endpoint: auditLogApi.loginLogPage, listCode: perm.system.loginlog.list, input: asBody, filter: { userName: 'export' }, header: '用户名', field: 'userName' },
};

describe.each(DIALECTS)('list exports on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
    await publishJobs(server, admin, ['新郑数控车工', '新郑仓库管理员'], 1);
    await publishJobs(server, admin, ['中牟车工'], 2, ZHONGMOU);
    // Someone for the user and login-log filters to find (the role it is given is logged too).
    await userWithCodes(server, admin, 'exportclerk', '导出员', [perm.system.user.list]);
  });

  const exportOf = async (c: ExportCase, token: string, filter: Record<string, unknown>) => {
    const res = await server.call(c.endpoint, { ...c.input(filter), token, headers: { accept: XLSX_MEDIA_TYPE } });
    return { res, rows: res.status === 200 ? rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]) : [] };
  };
  const listOf = async (c: ExportCase, token: string, filter: Record<string, unknown>) => {
    const res = await server.call(c.endpoint, { ...c.input(filter), token });
    expect(res.status, res.json.msg).toBe(200);
    return (res.json.data as { records: Array<Record<string, unknown>>; total: number });
  };

  describe.each(Object.keys(CASES).map((name, i) => [name, i] as const))('%s', (name, i) => {
    const c = CASES[name];

    it('writes the rows the list shows under the same filter, headed by the list’s labels, and logs who took them', async () => {
      const whole = await listOf(c, admin, {});
      const listed = await listOf(c, admin, c.filter);
      // The filter matters here: it keeps some rows and leaves others out.
      expect(listed.total).toBeGreaterThan(0);
      expect(listed.total).toBeLessThan(whole.total);
      const { res, rows } = await exportOf(c, admin, c.filter);
      expect(res.status, res.json?.msg).toBe(200);
      expect(res.raw.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
      expect(decodeURIComponent(String(res.raw.headers['content-disposition']).split("UTF-8''")[1])).toMatch(new RegExp(`^${name}_\\d{14}\\.xlsx$`));
      expect(rows[0]).toEqual(exportHeaders(c.endpoint.export!.labels));
      const column = rows[0].indexOf(c.header);
      // Every row of the filtered list, in the list's order, and no other: paging does not cut an export.
      expect(rows.slice(1).map((row) => row[column])).toEqual(listed.records.map((r) => String(r[c.field])));
      const logged = await server.deps.db
        .selectFrom('sysOperationLog')
        .select(['summary', 'result', 'userName'])
        .where('path', '=', c.endpoint.path)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(logged).toEqual({ summary: `导出${name}`, result: 1, userName: 'admin' });
    });

    it('needs the 导出 code: the right to look at the list is not enough', async () => {
      const looker = await userWithCodes(server, admin, `looker${i}`, `${name}查询员`, [c.listCode]);
      expect((await exportOf(c, looker.token, {})).res.status).toBe(403);
      expect((await server.call(c.endpoint, { ...c.input({}), token: looker.token })).status).toBe(200);
    });

    it('refuses a filter the list refuses, before the first byte', async () => {
      const { res } = await exportOf(c, admin, { pageNum: 1, beginTime: '2025-02-30' });
      expect(res.status).toBe(400);
      expect(res.json.msg).toMatch(/不是有效的日期|格式|不存在|不能/);
    });
  });

  it('exports only the rows of the caller’s region (企业审核, 岗位列表)', async () => {
    const codes = [perm.recruit.company.approval.list, perm.recruit.company.approval.export, perm.recruit.job.list.list, perm.recruit.job.list.export];
    const xinzheng = await userWithCodes(server, admin, 'exportxinzheng', '新郑导出员', codes, '410184');
    for (const c of [CASES.企业审核, CASES.岗位列表]) {
      const listed = await listOf(c, xinzheng.token, {});
      const { res, rows } = await exportOf(c, xinzheng.token, {});
      expect(res.status).toBe(200);
      const names = rows.slice(1).map((row) => row[rows[0].indexOf(c.header)]);
      expect(names).toEqual(listed.records.map((r) => String(r[c.field])));
      expect(names.length).toBeGreaterThan(0);
      // Nothing of 中牟县 (its county column, its address, its job's name) in a 新郑市 user's file; the 超级管理员's has it.
      expect(rows.slice(1).flat().filter((cell) => cell.includes('中牟'))).toEqual([]);
      const whole = await exportOf(c, admin, {});
      expect(whole.rows.slice(1).flat().some((cell) => cell.includes('中牟'))).toBe(true);
    }
  });
});
