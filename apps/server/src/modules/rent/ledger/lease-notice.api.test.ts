import { houseApi, MESSAGE_TYPES, messageApi, perm, quitApi, type MessageRecord } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { dayFromToday, rentSetup, tenantForm } from '../../../test/rent-fixtures.js';
import { ledgerTasks } from './ledger.tasks.js';
import { addDays } from './occupancy.service.js';
import { applyQuit } from './quit.service.js';

const noticeTask = ledgerTasks.find((t) => t.code === 'rent.tenant.leaseNotice');
if (!noticeTask) throw new Error('rent.tenant.leaseNotice is not a ledger task');

/** The first Monday after today (Asia/Shanghai). */
function nextMonday(): string {
  for (let days = 1; ; days++) {
    const day = dayFromToday(days);
    // Noon in Shanghai is the same day in UTC.
    if (new Date(`${day}T12:00:00+08:00`).getUTCDay() === 1) return day;
  }
}

describe.each(DIALECTS)('rent Monday notice of leases due (租约到期提醒) on %s', (dialect) => {
  // Only this task: the clock below must not move other tasks' records.
  const server = withTestServer(dialect, { tasks: [noticeTask] });
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  const messages = async (token: string): Promise<MessageRecord[]> => {
    const res = await server.call(messageApi.queryPageMsg, { token, query: { pageNum: 1, pageSize: 50, msgType: MESSAGE_TYPES.SYSTEM } });
    expect(res.status, res.json.msg).toBe(200);
    return messageApi.queryPageMsg.response.parse(res.json.data).records.filter((m) => m.title.startsWith('租约到期提醒'));
  };

  it('sends each 租户管理 user on Monday 08:30 one 系统通知 of the leases in their scope ending within 30 days, once a week', async () => {
    const xz = await rentSetup(server, admin, { capacity: 4 });
    const zm = await rentSetup(server, admin, { capacity: 2, place: ZHONGMOU });
    const due = tenantForm(xz.cmpyCode, { leaseEndDate: dayFromToday(12) });
    const expired = tenantForm(xz.cmpyCode, { checkInDate: dayFromToday(-20), leaseEndDate: dayFromToday(-2) });
    const far = tenantForm(xz.cmpyCode, { leaseEndDate: dayFromToday(200) });
    const leaving = tenantForm(xz.cmpyCode, { leaseEndDate: dayFromToday(15) });
    const housed = await server.call(houseApi.distribute, { token: admin, body: { houseCode: xz.houseCodes[0], tenants: [due, expired, far, leaving] } });
    expect(housed.status, housed.json.msg).toBe(200);
    // One who has left is no lease to renew.
    const { applyCode } = await applyQuit(server.deps.db, { tenantCode: housed.json.data.tenantCodes[3], quitDate: dayFromToday(0), reason: '离职' });
    expect((await server.call(quitApi.confirm, { token: admin, query: { applyCode, result: 1 } })).json.data.applyState).toBe(3);
    const zmDue = tenantForm(zm.cmpyCode, { leaseEndDate: dayFromToday(20) });
    expect((await server.call(houseApi.distribute, { token: admin, body: { houseCode: zm.houseCodes[0], tenants: [zmDue] } })).status).toBe(200);

    const tenantScreen = [perm.oddjobMarket.rent.tenant.code, perm.oddjobMarket.rent.tenant.list];
    const xzUser = await userWithCodes(server, admin, `leasexz${dialect}`, '新郑住房专员', tenantScreen, '410184');
    const zmUser = await userWithCodes(server, admin, `leasezm${dialect}`, '中牟住房专员', tenantScreen, ZHONGMOU.countyCode);
    const cityUser = await userWithCodes(server, admin, `leasecity${dialect}`, '郑州住房专员', tenantScreen, '410100');
    const quitOnly = await userWithCodes(server, admin, `leasequit${dialect}`, '退租审核员', [perm.oddjobMarket.rent.quit.code, perm.oddjobMarket.rent.quit.list]);

    const monday = nextMonday();
    await server.deps.scheduler.tick(new Date(parseTime(`${monday} 08:30:00`) + 30_000));

    const title = `租约到期提醒（${monday}）`;
    const head = (n: number) => `截至 ${monday}，以下 ${n} 位在住租户的租约将在 30 天内（${addDays(monday, 30)} 前）到期或已到期，请及时联系续租或办理退租：`;
    const line = (i: number, t: { name: string; leaseEndDate: unknown }, place: string, late = false) => `${i}. ${t.name}，${place}1号楼1单元0101室，租约到期日 ${String(t.leaseEndDate)}${late ? '（已到期）' : ''}`;
    const tail = '可在“租户管理”中按“即将到期”筛选查看。';
    const [xzName, zmName] = await Promise.all([xz, zm].map(async (s) => (await server.deps.db.selectFrom('rentCommunity').select('villageName').where('bizCode', '=', s.bizCode).executeTakeFirstOrThrow()).villageName));

    const [xzMessage] = await messages(xzUser.token);
    expect(xzMessage).toMatchObject({ title, msgType: MESSAGE_TYPES.SYSTEM, readFlag: 0 });
    expect(xzMessage.createTime.slice(0, 16)).toBe(`${monday} 08:30`);
    // Earliest end first; the 200-day lease and the tenant who left are not listed.
    expect(xzMessage.content).toBe([head(2), line(1, expired, xzName, true), line(2, due, xzName), tail].join('\n'));
    expect((await messages(zmUser.token)).map((m) => m.content)).toEqual([[head(1), line(1, zmDue, zmName), tail].join('\n')]);
    const [cityMessage] = await messages(cityUser.token);
    expect(cityMessage.content.split('\n').slice(1, -1)).toEqual([line(1, expired, xzName, true), line(2, due, xzName), line(3, zmDue, zmName)]);
    // The 超级管理员 holds every screen and sees every region.
    expect((await messages(admin)).map((m) => m.content)).toEqual([cityMessage.content]);
    expect(await messages(quitOnly.token)).toEqual([]);

    // The same week again, by the clock or late on Tuesday: nothing twice.
    await server.deps.scheduler.tick(new Date(parseTime(`${monday} 08:30:00`) + 90_000));
    expect(await noticeTask.run(server.deps, `${addDays(monday, 1)} 10:00:00`)).toBe(0);
    expect(await messages(xzUser.token)).toHaveLength(1);
    // The next Monday is a new week's notice.
    expect(await noticeTask.run(server.deps, `${addDays(monday, 7)} 08:30:00`)).toBe(4);
    expect((await messages(zmUser.token)).map((m) => m.title)).toEqual([`租约到期提醒（${addDays(monday, 7)}）`, title]);
  });
});
