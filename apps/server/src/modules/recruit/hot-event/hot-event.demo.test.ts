import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import type { DialectName } from '../../../db/dialect.js';
import { runSeeds } from '../../../db/seed/index.js';
import { seedSystemDemo } from '../../../db/seed/system-demo.js';
import { freshDatabase, type FreshDatabase } from '../../../test/fresh-database.js';
import { DIALECTS } from '../../../test/harness.js';
import { seedHotEventDemo } from './hot-event.demo.js';

const NOW = Date.parse('2025-06-18T15:30:00+08:00');
const SEEDING_DAY = '2025-06-18 00:00:00';

async function seeded(dialect: DialectName): Promise<FreshDatabase & { counts: { events: number; values: number } }> {
  const fresh = await freshDatabase(dialect);
  try {
    await runSeeds(fresh.db, { adminPassword: 'Test@123456', seedDemo: false });
    await fresh.db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
    const counts = await fresh.db.transaction().execute((trx) => seedHotEventDemo(trx, { now: NOW }));
    return { ...fresh, counts };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}

describe.each(DIALECTS)('hot event demo seed on %s', (dialect) => {
  let first: Awaited<ReturnType<typeof seeded>> | undefined;
  let second: Awaited<ReturnType<typeof seeded>> | undefined;
  beforeAll(async () => {
    first = await seeded(dialect);
    second = await seeded(dialect);
  }, 120_000);
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });
  const db = (): Db => {
    if (!first) throw new Error('seeding failed');
    return first.db;
  };

  it('writes the same events and data into two fresh databases', async () => {
    if (!first || !second) throw new Error('seeding failed');
    expect(second.counts).toEqual(first.counts);
    const events = (d: Db) => d.selectFrom('recruitHotEvent').selectAll().orderBy('id').execute();
    expect(await events(second.db)).toEqual(await events(first.db));
    const values = (d: Db) => d.selectFrom('recruitHotEventValue').selectAll().orderBy('id').execute();
    expect(await values(second.db)).toEqual(await values(first.db));
  });

  it('gives about nine 郑州 events and a few hundred items in both handle states, each inside its event’s period', async () => {
    const { counts } = first ?? { counts: { events: 0, values: 0 } };
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
  });
});
