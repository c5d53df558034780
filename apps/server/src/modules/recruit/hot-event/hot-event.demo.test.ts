import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;

describe.each(DIALECTS)('hot event demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives about nine 郑州 events and a few hundred items in both handle states, each inside its event’s period', async () => {
    const events = await db().selectFrom('recruitHotEvent').selectAll().execute();
    expect(events).toHaveLength(9);
    expect(events.every((e) => e.regionCode.startsWith('4101') && e.beginTime < e.endTime)).toBe(true);
    expect(new Set(events.map((e) => e.enabled))).toEqual(new Set([0, 1]));
    // Ended, running and waiting events are all there.
    expect(events.some((e) => e.endTime < SEEDING_DAY)).toBe(true);
    expect(events.some((e) => e.beginTime < SEEDING_DAY && e.endTime > SEEDING_DAY)).toBe(true);
    const waiting = events.filter((e) => e.beginTime > SEEDING_DAY);
    expect(waiting.length).toBeGreaterThan(0);
    // Entered in the past, in working hours, even the events still to come.
    for (const e of events) {
      expect(e.createTime < SEEDING_DAY, e.eventTitle).toBe(true);
      expect(e.createTime <= e.beginTime, e.eventTitle).toBe(true);
      expect(e.createTime.slice(11) >= '08:30:00' && e.createTime.slice(11) <= '18:00:00', e.createTime).toBe(true);
    }

    const items = await db()
      .selectFrom('recruitHotEventValue as v')
      .innerJoin('recruitHotEvent as e', 'e.id', 'v.eventId')
      .select(['v.submitTime', 'v.handleState', 'v.handleTime', 'v.handlerName', 'v.handleNote', 'e.beginTime', 'e.endTime', 'e.id'])
      .execute();
    expect(items.length).toBeGreaterThan(300);
    expect(items.every((v) => v.submitTime >= v.beginTime && v.submitTime <= v.endTime && v.submitTime < SEEDING_DAY)).toBe(true);
    expect(items.some((v) => waiting.some((e) => e.id === v.id))).toBe(false);
    const handled = items.filter((v) => v.handleState === 1);
    const pending = items.filter((v) => v.handleState === 0);
    expect(handled.length).toBeGreaterThan(100);
    expect(pending.length).toBeGreaterThan(30);
    expect(handled.every((v) => v.handleTime !== null && v.handleTime > v.submitTime && v.handlerName !== '' && v.handleNote !== '')).toBe(true);
    expect(pending.every((v) => v.handleTime === null && v.handlerName === '')).toBe(true);
    // Staff handle items in working hours.
    expect(handled.every((v) => (v.handleTime ?? '').slice(11) >= '08:30:00' && (v.handleTime ?? '').slice(11) <= '18:00:00')).toBe(true);
  });
});
