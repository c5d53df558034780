import { courseApi, perm, trainApplyApi } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { idCardFor } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer, type TestServer } from '../../../test/harness.js';
import { passedCompany, uploadLicense, userWithCodes, XINZHENG, ZHONGMOU, type Place } from '../../../test/recruit-fixtures.js';
import { courseForm } from '../../../test/train-fixtures.js';
import { recountedTrainApplyCounts } from '../migrations/0069-train-apply-county-counts.js';
import { recountedTrainApplyDayCounts } from '../migrations/0080-train-apply-day-counts.js';
import { orderOnline, payOnline, writeApplications } from './train-apply.service.js';

/** A course added by the administrator and passed, in `place` (an organisation's when `cmpyCode` is given). */
async function addPassedCourse(server: TestServer, admin: string, place: Place, cmpyCode?: string): Promise<string> {
  const cover = await uploadLicense(server, admin);
  const nature = cmpyCode ? { courseNature: 2, cmpyCode } : {};
  const added = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { ...place, ...nature, price: 50_000 }) });
  expect(added.status, added.json.msg).toBe(200);
  const passed = await server.call(courseApi.updateBDCourseState, { token: admin, body: { courseCodes: [added.json.data.courseCode], approveType: 5 } });
  expect(passed.status, passed.json.msg).toBe(200);
  return added.json.data.courseCode;
}

/**
 * A region-scoped user's 报名管理 totals come from the per-county counters
 * (migration 0069): they must say what counting the applications says, for
 * each scope, after every kind of write — and the counters must equal a
 * recount of the table.
 */
describe.each(DIALECTS)('per-county application counters on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** 新郑市, and 郑州市 (both counties: a course in one run by an organisation of the other counts once). */
  const users: Array<{ prefix: string; token: string }> = [];
  let seq = 0;
  const courses: Record<'xz' | 'zm' | 'zmByXzOrg' | 'zmByZmOrg', string> = { xz: '', zm: '', zmByXzOrg: '', zmByZmOrg: '' };
  let xzOrg = '';

  const addCourse = (place: Place, cmpyCode?: string) => addPassedCourse(server, admin, place, cmpyCode);

  const write = (courseCode: string, n: number) =>
    writeApplications(
      server.deps.db,
      Array.from({ length: n }, () => {
        seq += 1;
        return { courseCode, usrName: `计数学员${seq}`, usrPhe: `1370371${String(seq).padStart(4, '0')}`, idCard: idCardFor('410184', '1991-05-20', seq), applyTime: formatTime(Date.now() - seq * 60_000) };
      }),
    );

  /** count(*) of the applications in the region `prefix` (a county code, or a city's first four digits), per state. */
  async function counted(prefix: string): Promise<Record<number, number>> {
    const rows = await server.deps.db
      .selectFrom('trainApply as a')
      .innerJoin('trainCourse as c', 'c.courseCode', 'a.courseCode')
      .leftJoin('cmpyInfo as o', 'o.cmpyCode', 'c.cmpyCode')
      .where((eb) => eb.or([eb('c.countyCode', 'like', `${prefix}%`), eb('o.countyCode', 'like', `${prefix}%`)]))
      .select((eb) => ['a.applyState', eb.fn.countAll<number | string>().as('n')])
      .groupBy('a.applyState')
      .execute();
    return Object.fromEntries(rows.map((r) => [Number(r.applyState), Number(r.n)]));
  }

  /** The codes of the applications in the region `prefix`, newest first (at most 100). */
  async function newestIn(prefix: string): Promise<string[]> {
    const rows = await server.deps.db
      .selectFrom('trainApply as a')
      .innerJoin('trainCourse as c', 'c.courseCode', 'a.courseCode')
      .leftJoin('cmpyInfo as o', 'o.cmpyCode', 'c.cmpyCode')
      .where((eb) => eb.or([eb('c.countyCode', 'like', `${prefix}%`), eb('o.countyCode', 'like', `${prefix}%`)]))
      .select('a.applyCode')
      .orderBy('a.applyTime', 'desc')
      .orderBy('a.id', 'desc')
      .limit(100)
      .execute();
    return rows.map((r) => r.applyCode);
  }

  async function expectInStep(): Promise<void> {
    for (const { prefix, token } of users) {
      const plain = await counted(prefix);
      const byState = await server.call(trainApplyApi.countByApplyState, { token, query: {} });
      expect(byState.status, byState.json.msg).toBe(200);
      expect(Object.fromEntries(byState.json.data.map((c) => [c.applyState, c.count])), prefix).toEqual({ 0: plain[0] ?? 0, 1: plain[1] ?? 0, 2: plain[2] ?? 0 });
      const all = await server.call(trainApplyApi.getApplyBDList, { token, query: { pageSize: 10 } });
      expect(all.json.data.total, prefix).toBe((plain[0] ?? 0) + (plain[1] ?? 0) + (plain[2] ?? 0));
      const paid = await server.call(trainApplyApi.getApplyBDList, { token, query: { pageSize: 10, applyState: 2 } });
      expect(paid.json.data.total, prefix).toBe(plain[2] ?? 0);
      // The page itself (read by walking the time index for a region this large): the region's applications, newest first.
      const page = await server.call(trainApplyApi.getApplyBDList, { token, query: { pageSize: 100 } });
      expect(page.json.data.records.map((r) => r.applyCode), prefix).toEqual(await newestIn(prefix));
    }
    // The stored counters against a recount of every application (rows fallen to 0 stay, at 0).
    const stored = await server.deps.db.selectFrom('trainApplyCount').selectAll().where('n', '<>', 0).execute();
    const key = (r: { county: string; cmpyCounty: string; applyState: number; n: number | string }) => `${r.county}|${r.cmpyCounty}|${r.applyState}|${Number(r.n)}`;
    const { rows: recounted } = await recountedTrainApplyCounts(server.deps.db as unknown as Kysely<unknown>);
    expect(stored.map(key).sort()).toEqual(recounted.map(key).sort());
  }

  beforeAll(async () => {
    admin = await server.login();
    xzOrg = (await passedCompany(server, admin, 951)).cmpyCode;
    const zmOrg = (await passedCompany(server, admin, 952, { ...ZHONGMOU })).cmpyCode;
    courses.xz = await addCourse(XINZHENG);
    courses.zm = await addCourse(ZHONGMOU);
    courses.zmByXzOrg = await addCourse(ZHONGMOU, xzOrg);
    courses.zmByZmOrg = await addCourse(ZHONGMOU, zmOrg);
    const codes = [perm.train.apply.list];
    users.push({ prefix: XINZHENG.countyCode, token: (await userWithCodes(server, admin, 'count_xz', '新郑计数', codes, XINZHENG.countyCode)).token });
    users.push({ prefix: ZHONGMOU.countyCode, token: (await userWithCodes(server, admin, 'count_zm', '中牟计数', codes, ZHONGMOU.countyCode)).token });
    users.push({ prefix: '4101', token: (await userWithCodes(server, admin, 'count_zz', '郑州计数', codes, '410100')).token });
  });

  it('answers a county user from the counters as a count(*) does, after inserts, state moves, moves of county and deletes', async () => {
    await expectInStep();
    const xz = await write(courses.xz, 4);
    await write(courses.zm, 3);
    const byOrg = await write(courses.zmByXzOrg, 5);
    await write(courses.zmByZmOrg, 2);
    await expectInStep();
    // 新郑市 sees its own course and the 中牟县 course of its organisation.
    expect((await counted(XINZHENG.countyCode))[0]).toBe(9);

    // State moves: ordered (0 → 1), paid (1 → 2).
    const order = await orderOnline(server.deps, xz[0]);
    await payOnline(server.deps, order, { channel: 'wechat', voucherNo: '4200001111', paidAmount: 50_000, payTime: formatTime(Date.now()), receiptKey: '' });
    await orderOnline(server.deps, byOrg[0]);
    await orderOnline(server.deps, byOrg[1]);
    await expectInStep();
    expect((await counted(XINZHENG.countyCode))[1]).toBe(2);

    // A course moving county takes its applications along; so does an organisation.
    await server.deps.db.updateTable('trainCourse').set({ countyCode: XINZHENG.countyCode }).where('courseCode', '=', courses.zm).execute();
    await expectInStep();
    await server.deps.db.updateTable('cmpyInfo').set({ countyCode: ZHONGMOU.countyCode }).where('cmpyCode', '=', xzOrg).execute();
    await expectInStep();
    // A write that moves nothing counted changes nothing.
    await server.deps.db.updateTable('trainApply').set({ remark: '已电话确认' }).where('courseCode', '=', courses.zmByXzOrg).execute();
    await server.deps.db.updateTable('trainCourse').set({ courseName: '电工上岗证培训（二期）' }).execute();
    await expectInStep();

    // Deletes (orders first: they refer to their application).
    const gone = [xz[0], byOrg[0], byOrg[2]];
    await server.deps.db.deleteFrom('trainOrder').where('applyCode', 'in', gone).execute();
    await server.deps.db.deleteFrom('trainApply').where('applyCode', 'in', gone).execute();
    await expectInStep();
    expect(Object.values(await counted(XINZHENG.countyCode)).reduce((a, b) => a + b, 0)).toBe(4 - 1 + 3);
  });
});

/**
 * 报名管理 over a range of whole days (近30天报名) is answered from the day
 * counters (migration 0080): the list's total and the tab counts must be what
 * counting the applications says, at the edges of the days too, after every
 * kind of write — and the counters must equal a recount of the table.
 */
describe.each(DIALECTS)('per-day application counters on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let courseCode = '';
  let seq = 0;
  /** The first and last second of each day, and a time inside, around 2025-03-10 … 2025-03-12. */
  const TIMES = ['2025-03-09 23:59:59', '2025-03-10 00:00:00', '2025-03-10 12:30:00', '2025-03-11 09:00:00', '2025-03-12 23:59:59', '2025-03-13 00:00:00'];
  /** Ranges as the filter sends them: whole days both ends, one end open, and one end inside a day (counted, not from the counters). */
  const RANGES: Array<{ beginTime?: string; endTime?: string }> = [
    { beginTime: '2025-03-10', endTime: '2025-03-12' },
    { beginTime: '2025-03-10' },
    { endTime: '2025-03-11' },
    { beginTime: '2025-03-10 00:00:00', endTime: '2025-03-12 23:59:59' },
    { beginTime: '2025-03-10 12:00:00', endTime: '2025-03-12' },
  ];

  const write = (applyTimes: readonly string[]) =>
    writeApplications(
      server.deps.db,
      applyTimes.map((applyTime) => {
        seq += 1;
        return { courseCode, usrName: `日计数学员${seq}`, usrPhe: `1390371${String(seq).padStart(4, '0')}`, idCard: idCardFor('410102', '1993-08-16', seq), applyTime };
      }),
    );

  /** count(*) of the applications in the range, per state. */
  async function counted(range: { beginTime?: string; endTime?: string }): Promise<Record<number, number>> {
    let q = server.deps.db.selectFrom('trainApply').select((eb) => ['applyState', eb.fn.countAll<number | string>().as('n')]);
    if (range.beginTime) q = q.where('applyTime', '>=', range.beginTime.length === 10 ? `${range.beginTime} 00:00:00` : range.beginTime);
    if (range.endTime) q = q.where('applyTime', '<=', range.endTime.length === 10 ? `${range.endTime} 23:59:59` : range.endTime);
    const rows = await q.groupBy('applyState').execute();
    return Object.fromEntries(rows.map((r) => [Number(r.applyState), Number(r.n)]));
  }

  async function expectInStep(): Promise<void> {
    for (const range of RANGES) {
      const plain = await counted(range);
      const label = JSON.stringify(range);
      const byState = await server.call(trainApplyApi.countByApplyState, { token: admin, query: range });
      expect(byState.status, byState.json.msg).toBe(200);
      expect(Object.fromEntries(byState.json.data.map((c) => [c.applyState, c.count])), label).toEqual({ 0: plain[0] ?? 0, 1: plain[1] ?? 0, 2: plain[2] ?? 0 });
      const all = await server.call(trainApplyApi.getApplyBDList, { token: admin, query: { ...range, pageSize: 10 } });
      expect(all.json.data.total, label).toBe((plain[0] ?? 0) + (plain[1] ?? 0) + (plain[2] ?? 0));
      const ordered = await server.call(trainApplyApi.getApplyBDList, { token: admin, query: { ...range, pageSize: 10, applyState: 1 } });
      expect(ordered.json.data.total, label).toBe(plain[1] ?? 0);
    }
    const stored = await server.deps.db.selectFrom('trainApplyDayCount').selectAll().where('n', '<>', 0).execute();
    const key = (r: { day: string; applyState: number; n: number | string }) => `${r.day}|${r.applyState}|${Number(r.n)}`;
    const { rows: recounted } = await recountedTrainApplyDayCounts(server.deps.db as unknown as Kysely<unknown>);
    expect(stored.map(key).sort()).toEqual(recounted.map(key).sort());
  }

  beforeAll(async () => {
    admin = await server.login();
    courseCode = await addPassedCourse(server, admin, XINZHENG);
  });

  it('answers a range of whole days from the counters as count(*) does, after inserts, state moves and deletes', async () => {
    await expectInStep();
    const written = await write([...TIMES, ...TIMES.slice(1, 5)]);
    await expectInStep();
    expect(Object.values(await counted(RANGES[0])).reduce((a, b) => a + b, 0)).toBe(8);

    // State moves: ordered (0 → 1) on the first and last day of the range, then one paid (1 → 2).
    const order = await orderOnline(server.deps, written[1]);
    await orderOnline(server.deps, written[4]);
    await payOnline(server.deps, order, { channel: 'wechat', voucherNo: '4200002222', paidAmount: 50_000, payTime: '2025-03-12 10:00:00', receiptKey: '' });
    await expectInStep();
    expect(await counted(RANGES[0])).toEqual({ 0: 6, 1: 1, 2: 1 });

    // An application moved to another day moves its count; a write that moves nothing counted changes nothing.
    await server.deps.db.updateTable('trainApply').set({ applyTime: '2025-03-13 08:00:00' }).where('applyCode', '=', written[2]).execute();
    await server.deps.db.updateTable('trainApply').set({ remark: '已电话确认' }).where('courseCode', '=', courseCode).execute();
    await expectInStep();

    // Deletes (orders first: they refer to their application).
    const gone = [written[1], written[3]];
    await server.deps.db.deleteFrom('trainOrder').where('applyCode', 'in', gone).execute();
    await server.deps.db.deleteFrom('trainApply').where('applyCode', 'in', gone).execute();
    await expectInStep();
    expect(Object.values(await counted(RANGES[0])).reduce((a, b) => a + b, 0)).toBe(5);
  });
});
