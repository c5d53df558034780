import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { LocalObjectStore } from '../../platform/storage/local-store.js';
import { formatTime } from '../../platform/time.js';
import { seedTwice } from '../../test/seed-twice.js';
import { seedRecruitDemo } from '../recruit/recruit.demo.js';
import { seedSystemDemo } from '../system/system.demo.js';
import { seedContractDemo } from './contract.demo.js';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOW_TEXT = formatTime(NOW);
const dirs: string[] = [];

async function seed(db: Db) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-demo-'));
  dirs.push(dir);
  const storage = new LocalObjectStore(dir);
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
  const counts = await db.transaction().execute((trx) => seedContractDemo(trx, storage, { now: NOW }));
  return { counts, storage };
}

// Determinism is a property of the seed, not of the dialect: SQLite only (house rule).
describe('contract demo seed on sqlite', () => {
  const seeded = seedTwice('sqlite', seed, 300_000);
  const db = (): Db => seeded()[0].db;
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes the same models, signings and signed PDFs into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(second.counts.counts).toEqual(first.counts.counts);
    expect(first.counts.counts).toMatchObject({ models: 40, signings: 5000 });
    const read = (d: Db) =>
      Promise.all([
        d.selectFrom('contractModel').select(['modelCode', 'modelName', 'version', 'approveState', 'isEnable', 'pdfKey', 'pdfSha256', 'createTime']).orderBy('id').execute(),
        d.selectFrom('contractSign').select(['signCode', 'signState', 'createTime', 'deadline', 'signTime', 'pdfKey', 'pdfSha256']).orderBy('id').execute(),
      ]);
    expect(await read(second.db)).toEqual(await read(first.db));
  });

  it('holds every review and signing state, in flow order and in the past, each signed contract with its stored PDF', async () => {
    const models = await db().selectFrom('contractModel').selectAll().execute();
    expect(new Set(models.map((m) => m.approveState))).toEqual(new Set([0, 1, 2]));
    expect(new Set(models.map((m) => m.sourceType))).toEqual(new Set([1, 2]));
    expect(models.some((m) => m.version === 2)).toBe(true);
    for (const m of models) if (m.isEnable === 1) expect(m.approveState).toBe(1);

    const signings = await db().selectFrom('contractSign').selectAll().execute();
    expect(new Set(signings.map((s) => s.signState))).toEqual(new Set([0, 1, 2, 3]));
    for (const s of signings) {
      expect(s.createTime <= NOW_TEXT).toBe(true);
      if (s.signState === 0) expect(s.deadline > NOW_TEXT).toBe(true);
      if (s.signState === 3) expect(s.deadline <= NOW_TEXT).toBe(true);
      if (s.signState === 1) expect(s.signTime > s.createTime && s.signTime <= s.deadline).toBe(true);
    }
    // Sent in working hours.
    expect(signings.filter((s) => s.createTime.slice(11, 13) < '09' || s.createTime.slice(11, 13) > '18')).toEqual([]);
    // Signed PDFs are real files whose digest is the one kept.
    const storage = seeded()[0].counts.storage;
    const signed = signings.filter((s) => s.signState === 1).slice(0, 5);
    for (const s of signed) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(s.pdfKey)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(s.pdfSha256);
    }
    // Some signed contracts end within 30 days (企业合同's renewals).
    const until = formatTime(NOW + 30 * 86_400_000).slice(0, 10);
    expect(signings.filter((s) => s.signState === 1 && s.endDate >= NOW_TEXT.slice(0, 10) && s.endDate <= until).length).toBeGreaterThan(0);
  });
});
