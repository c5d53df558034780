import { APPLY_MACHINE, APPLY_STATE_TABS, isValidIdCard, birthDateOfIdCard, genderOfIdCard } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../platform/time.js';
import { DIALECTS } from '../../test/harness.js';
import { freshDatabase, type FreshDatabase } from '../../test/fresh-database.js';
import type { Db } from '../database.js';
import type { DialectName } from '../dialect.js';
import { runSeeds } from './index.js';
import { seedRecruitDemo } from './recruit-demo.js';
import { seedResumeDemo, type ResumeDemoCounts } from './resume-demo.js';
import { seedSystemDemo } from './system-demo.js';

const NOW = Date.parse('2025-06-18T15:30:00+08:00');
const END = formatTime(Date.parse('2025-06-18T00:00:00+08:00'));

interface Seeded extends FreshDatabase {
  ms: number;
  counts: ResumeDemoCounts;
}

async function seededDatabase(dialect: DialectName): Promise<Seeded> {
  const fresh = await freshDatabase(dialect);
  try {
    await runSeeds(fresh.db, { adminPassword: 'Test@123456', seedDemo: false });
    await fresh.db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
    await fresh.db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
    const started = performance.now();
    const counts = await fresh.db.transaction().execute((trx) => seedResumeDemo(trx, { now: NOW }));
    return { ...fresh, counts, ms: performance.now() - started };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}

describe.each(DIALECTS)('job seeker and application demo seed on %s', (dialect) => {
  let first: Seeded | undefined;
  let second: Seeded | undefined;
  beforeAll(async () => {
    first = await seededDatabase(dialect);
    second = await seededDatabase(dialect);
  }, 120_000);
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });
  const db = (): Db => {
    if (!first) throw new Error('seeding failed');
    return first.db;
  };

  it('writes the same people and applications into two fresh databases, quickly', async () => {
    if (!first || !second) throw new Error('seeding failed');
    expect(second.counts).toEqual(first.counts);
    const sample = (d: Db) => d.selectFrom('recruitJobApply').selectAll().orderBy('id').limit(500).execute();
    expect(await sample(second.db)).toEqual(await sample(first.db));
    const people = (d: Db) => d.selectFrom('recruitJobSeeker').select(['usrCode', 'idCard', 'mobile', 'usrName']).orderBy('id').limit(500).execute();
    expect(await people(second.db)).toEqual(await people(first.db));
    // Generous for a loaded machine; about 1 s alone.
    if (dialect === 'sqlite') expect(first.ms).toBeLessThan(5000);
  });

  it('has tens of thousands of applications in every state, with counters in step', async () => {
    expect(first?.counts.applications).toBeGreaterThanOrEqual(30_000);
    const rows = await db()
      .selectFrom('recruitJobApply')
      .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(APPLY_STATE_TABS));
    const counters = await db().selectFrom('sysRowCount').select(['bucket', 'n']).where('tableName', '=', 'recruit_job_apply').execute();
    for (const row of rows) expect(counters.find((c) => c.bucket === row.state)?.n).toBe(Number(row.n));
    const late = await db().selectFrom('recruitJobApply').select('id').where('applyTime', '>=', END).execute();
    expect(late).toEqual([]);
  });

  it('gives people valid, unique ID numbers from 河南 that agree with their birth date and gender', async () => {
    const people = await db().selectFrom('recruitJobSeeker').select(['idCard', 'birthDate', 'usrGender', 'mobile', 'cityCode']).execute();
    expect(people.length).toBe(first?.counts.seekers);
    expect(people.every((p) => isValidIdCard(p.idCard, '2025-06-18'))).toBe(true);
    expect(people.every((p) => p.idCard.startsWith('41'))).toBe(true);
    expect(people.every((p) => birthDateOfIdCard(p.idCard) === p.birthDate && genderOfIdCard(p.idCard) === p.usrGender)).toBe(true);
    expect(people.every((p) => p.cityCode === '410100')).toBe(true);
    expect(new Set(people.map((p) => p.mobile)).size).toBe(people.length);
    const applies = await db().selectFrom('recruitJobApply as a').innerJoin('recruitResume as r', 'r.id', 'a.resumeId').innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId').select(['a.usrGender', 'a.usrBirthDate', 's.usrGender as g', 's.birthDate as b']).limit(2000).execute();
    expect(applies.every((a) => a.usrGender === a.g && a.usrBirthDate === a.b)).toBe(true);
  });

  it('records the moves that brought each application to its state, along the table', async () => {
    const ops = await db().selectFrom('recruitApplyOperation').select(['applyId', 'action', 'fromState', 'toState', 'createTime']).orderBy('applyId').orderBy('createTime').orderBy('id').execute();
    const apps = new Map((await db().selectFrom('recruitJobApply').select(['id', 'state', 'applyTime']).execute()).map((a) => [Number(a.id), a]));
    const last = new Map<number, number>();
    for (const op of ops) {
      expect(APPLY_MACHINE.next(op.action as 'throughFirst', op.fromState)).toBe(op.toState);
      expect(op.fromState).toBe(last.get(Number(op.applyId)) ?? 0);
      expect(op.createTime > (apps.get(Number(op.applyId))?.applyTime ?? '')).toBe(true);
      last.set(Number(op.applyId), op.toState);
    }
    for (const [id, app] of apps) expect(last.get(id) ?? 0).toBe(app.state);
    const auditions = await db().selectFrom('recruitApplyAudition').select('applyId').execute();
    expect(auditions.length).toBeGreaterThan(1000);
    const histories = await db().selectFrom('recruitResumeWork').select('id').execute();
    expect(histories.length).toBeGreaterThan(5000);
    const proofs = await db().selectFrom('recruitHealthProve').select(['checkTime']).execute();
    expect(proofs.length).toBeGreaterThan(3000);
    expect(proofs.every((p) => p.checkTime.startsWith('2022-'))).toBe(true);
  });
});
