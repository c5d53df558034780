import { companyApi, companyStatisticsApi, TREE_TYPES, type DataOf, type Endpoint } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedRecruitDemo } from '../../recruit/recruit.demo.js';
import { nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { companyForm, uploadLicense } from '../../../test/recruit-fixtures.js';
import { trendRange } from './trend.js';

/**
 * The statistics over the demo data set (hundreds of companies over 400 days)
 * plus one company submitted today, each figure checked against a count of
 * the rows made here in plain code.
 */
describe.each(DIALECTS)('company and user statistics on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
    await server.deps.db.transaction().execute((trx) => seedRecruitDemo(trx));
    const license = await uploadLicense(server, admin);
    const res = await server.call(companyApi.submit, { token: admin, body: companyForm(1, license) });
    expect(res.status, res.json.msg).toBe(200);
  });

  const companies = () => server.deps.db.selectFrom('cmpyInfo').selectAll().execute();
  const today = () => nowText().slice(0, 10);

  async function get<E extends Endpoint>(endpoint: E, query: Record<string, unknown> = {}): Promise<DataOf<E>> {
    const res = await server.call(endpoint, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    // The answer satisfies the contract's own schema.
    endpoint.response.parse(res.json.data);
    return res.json.data;
  }

  it('totals equal the rows', async () => {
    const rows = await companies();
    const sections = await industrySections();
    const of = (state: number) => rows.filter((r) => r.approveType === state).length;
    expect(await get(companyStatisticsApi.cmpyTotal)).toEqual({
      total: rows.length,
      checkCount: of(0),
      passCount: of(1),
      rejectCount: of(2),
      todayCount: rows.filter((r) => r.createTime >= `${today()} 00:00:00`).length,
      monthCount: rows.filter((r) => r.createTime >= `${today().slice(0, 7)}-01 00:00:00`).length,
      industryCount: new Set(rows.filter((r) => r.approveType === 1).map((r) => sections.get(r.industryCode))).size,
    });
    expect(rows.length).toBeGreaterThan(300);
    expect((await get(companyStatisticsApi.cmpyTotal)).todayCount).toBeGreaterThanOrEqual(1);
  });

  it('draws the trend by day and by month, every period listed, equal to the rows', async () => {
    const rows = await companies();
    for (const unit of ['day', 'month'] as const) {
      const trend = await get(companyStatisticsApi.cmpyTrend, { unit });
      const length = unit === 'day' ? 10 : 7;
      expect(trend).toHaveLength(unit === 'day' ? 30 : 12);
      expect(trend.at(-1)?.date).toBe(today().slice(0, length));
      for (const point of trend) {
        expect(point, point.date).toEqual({
          date: point.date,
          subCount: rows.filter((r) => r.createTime.slice(0, length) === point.date).length,
          passCount: rows.filter((r) => r.approveType === 1 && r.approveTime?.slice(0, length) === point.date).length,
          rejectCount: rows.filter((r) => r.approveType === 2 && r.approveTime?.slice(0, length) === point.date).length,
        });
      }
    }
    // A year of months holds most of the 400 days of history.
    const year = await get(companyStatisticsApi.cmpyTrend, { unit: 'month' });
    expect(year.reduce((sum, p) => sum + p.subCount, 0)).toBeGreaterThan(200);
  });

  it('takes explicit bounds and refuses a reversed or overlong range', async () => {
    const trend = await get(companyStatisticsApi.cmpyTrend, { unit: 'day', beginTime: '2025-02-27', endTime: '2025-03-02 10:00:00' });
    expect(trend.map((p) => p.date)).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    const months = await get(companyStatisticsApi.cmpyTrend, { unit: 'month', beginTime: '2024-11-15', endTime: '2025-02-01' });
    expect(months.map((p) => p.date)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    const reversed = await server.call(companyStatisticsApi.cmpyTrend, { token: admin, query: { beginTime: '2025-03-02', endTime: '2025-03-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toBe('统计开始日期不能晚于结束日期');
    const long = await server.call(companyStatisticsApi.userTrend, { token: admin, query: { beginTime: '2023-01-01', endTime: '2025-01-01' } });
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('按日统计的区间不能超过366天');
    const badUnit = await server.call(companyStatisticsApi.cmpyTrend, { token: admin, query: { unit: 'week' } });
    expect(badUnit.status).toBe(400);
    expect(badUnit.json.msg).toBe('统计粒度取值应为 day、month 之一');
    expect(trendRange('month', undefined, '2025-01-31').periods[0]).toBe('2024-02');
  });

  async function industrySections(): Promise<Map<string, string>> {
    const nodes = await server.deps.db.selectFrom('comTreeData').select(['code', 'parentCode']).where('treeType', '=', TREE_TYPES.industry).execute();
    return new Map(nodes.map((n) => [n.code, n.parentCode || n.code]));
  }

  it('splits companies over industry sections (门类), shares in percent', async () => {
    const rows = await companies();
    const sections = await industrySections();
    for (const approveType of [undefined, 0, 1]) {
      const split = await get(companyStatisticsApi.cmpyIndustry, approveType === undefined ? {} : { approveType });
      const counted = rows.filter((r) => r.approveType === (approveType ?? 1));
      const expected = new Map<string, number>();
      for (const row of counted) {
        const section = sections.get(row.industryCode) ?? row.industryCode;
        expected.set(section, (expected.get(section) ?? 0) + 1);
      }
      expect(new Map(split.map((s) => [s.industryCode, s.count]))).toEqual(expected);
      expect(split.map((s) => s.count)).toEqual([...split.map((s) => s.count)].sort((a, b) => b - a));
      // Exactly 100.00 in hundredths, as the TOP3 shares: the largest remainders take the rounding.
      if (split.length > 0) expect(split.reduce((sum, s) => sum + Math.round(s.rate * 100), 0)).toBe(10_000);
      for (const s of split) expect(Math.abs(s.rate - (s.count / counted.length) * 100)).toBeLessThan(0.01);
    }
    const manufacturing = (await get(companyStatisticsApi.cmpyIndustry)).find((s) => s.industryCode === 'C');
    expect(manufacturing?.industryName).toBe('制造业');
  });

  it('counts platform users and their growth', async () => {
    const users = await server.deps.db.selectFrom('sysUser').select(['status', 'createTime']).execute();
    expect(await get(companyStatisticsApi.userTotal)).toEqual({
      total: users.length,
      enabledCount: users.filter((u) => u.status === 1).length,
      disabledCount: users.filter((u) => u.status === 0).length,
      todayCount: users.filter((u) => u.createTime >= `${today()} 00:00:00`).length,
      monthCount: users.filter((u) => u.createTime >= `${today().slice(0, 7)}-01 00:00:00`).length,
    });
    const trend = await get(companyStatisticsApi.userTrend, { unit: 'month' });
    expect(trend).toHaveLength(12);
    for (const point of trend) {
      expect(point.newCount).toBe(users.filter((u) => u.createTime.slice(0, 7) === point.date).length);
      expect(point.totalCount).toBe(users.filter((u) => u.createTime.slice(0, 7) <= point.date).length);
    }
    expect(trend.at(-1)?.totalCount).toBe(users.length);
  });
});
