import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { seedSystemDemo } from '../../system/system.demo.js';
import { DIALECTS } from '../../../test/harness.js';
import { itSeedsAlike, seedTwice } from '../../../test/seed-twice.js';
import { seedHotEventDemo } from './hot-event.demo.js';

const NOW = Date.parse('2025-06-18T15:30:00+08:00');
const SEEDING_DAY = '2025-06-18 00:00:00';

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  return db.transaction().execute((trx) => seedHotEventDemo(trx, { now: NOW }));
}

describe.each(DIALECTS)('hot event demo seed on %s', (dialect) => {
  const seeded = seedTwice(dialect, seed);
  const db = (): Db => seeded()[0].db;

  itSeedsAlike(dialect)('writes the same events and data into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(second.counts).toEqual(first.counts);
    const events = (d: Db) => d.selectFrom('recruitHotEvent').selectAll().orderBy('id').execute();
    expect(await events(second.db)).toEqual(await events(first.db));
    const values = (d: Db) => d.selectFrom('recruitHotEventValue').selectAll().orderBy('id').execute();
    expect(await values(second.db)).toEqual(await values(first.db));
  });

  it('gives about nine 郑州 events and a few hundred items in both handle states, each inside its event’s period', async () => {
    const { counts } = seeded()[0];
    expect(counts.events).toBe(9);
    expect(counts.values).toBeGreaterThan(300);
    const events = await db().selectFrom('recruitHotEvent').selectAll().execute();
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
