import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT as SEEDING } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';
import { totalsDifferences } from './community.service.js';
import { bedsInUseDifferences } from './occupancy.service.js';

const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';

describe.each(DIALECTS)('rent demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('houses thousands in 郑州 counties, 新郑市 the most, with totals equal to the ledger and quits in every state', async () => {
    const communities = await db().selectFrom('rentCommunity').selectAll().execute();
    expect(communities).toHaveLength(24);
    const xinzheng = communities.filter((c) => c.districtCode === '410184').length;
    expect(xinzheng).toBeGreaterThanOrEqual(8);
    expect(communities.every((c) => c.districtCode.startsWith('4101'))).toBe(true);
    expect(await totalsDifferences(db())).toEqual([]);
    expect(await bedsInUseDifferences(db())).toEqual([]);
    const rooms = await db().selectFrom('rentHouse').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(rooms.n)).toBeGreaterThan(2500);
    const open = await db().selectFrom('rentOccupancy').select((eb) => eb.fn.countAll<number>().as('n')).where('quitDate', 'is', null).executeTakeFirstOrThrow();
    expect(Number(open.n)).toBeGreaterThan(3000);
    const states = await db().selectFrom('rentQuitApply').select('applyState').distinct().execute();
    expect(states.map((s) => s.applyState).sort()).toEqual([0, 1, 2, 3, 4]);
    const occupancies = await db().selectFrom('rentOccupancy').select(['createTime', 'checkInDate', 'quitDate']).execute();
    for (const o of occupancies) {
      expect(o.createTime < SEEDING && inOfficeHours(o.createTime)).toBe(true);
      if (o.quitDate) expect(o.quitDate >= o.checkInDate && o.quitDate < SEEDING.slice(0, 10)).toBe(true);
    }
    // Something for 退租申请's 待确认 today and for the Monday notice: quits asked for today, leases ending within 30 days.
    const dueToday = await db().selectFrom('rentQuitApply').select(['quitDate', 'applyTime']).where('applyState', '=', 0).where('quitDate', '=', SEEDING.slice(0, 10)).execute();
    expect(dueToday.length).toBeGreaterThan(0);
    expect(dueToday.every((q) => q.applyTime < SEEDING && inOfficeHours(q.applyTime))).toBe(true);
    const leasesDue = await db()
      .selectFrom('rentOccupancy')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('quitDate', 'is', null)
      .where('leaseEndDate', '>=', SEEDING.slice(0, 10))
      .where('leaseEndDate', '<=', '2026-12-23')
      .executeTakeFirstOrThrow();
    expect(Number(leasesDue.n)).toBeGreaterThan(20);
    const over = await db().selectFrom('rentHouse').select('id').whereRef('occupied', '>', 'capacity').execute();
    expect(over).toEqual([]);
  });
});
