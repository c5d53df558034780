import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../platform/time.js';
import { DEMO_NOW, DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase, demoFiles } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

describe.each(DIALECTS)('contract demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('holds 40 models and 5,000 signings', async () => {
    const models = await db().selectFrom('contractModel').select('id').execute();
    const signings = await db().selectFrom('contractSign').select('id').execute();
    expect([models.length, signings.length]).toEqual([40, 5000]);
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
      expect(s.createTime <= DEMO_NOW_TEXT).toBe(true);
      if (s.signState === 0) expect(s.deadline > DEMO_NOW_TEXT).toBe(true);
      if (s.signState === 3) expect(s.deadline <= DEMO_NOW_TEXT).toBe(true);
      if (s.signState === 1) expect(s.signTime > s.createTime && s.signTime <= s.deadline).toBe(true);
    }
    // Sent in working hours.
    expect(signings.filter((s) => s.createTime.slice(11, 13) < '09' || s.createTime.slice(11, 13) > '18')).toEqual([]);
    // Signed PDFs are real files whose digest is the one kept.
    const storage = await demoFiles(dialect);
    const signed = signings.filter((s) => s.signState === 1).slice(0, 5);
    for (const s of signed) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(s.pdfKey)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(s.pdfSha256);
    }
    // Some signed contracts end within 30 days (企业合同's renewals).
    const until = formatTime(DEMO_NOW + 30 * 86_400_000).slice(0, 10);
    expect(signings.filter((s) => s.signState === 1 && s.endDate >= DEMO_NOW_TEXT.slice(0, 10) && s.endDate <= until).length).toBeGreaterThan(0);
  });
});
