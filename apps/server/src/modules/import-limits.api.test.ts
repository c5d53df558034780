import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMonths, RED_PKG_IMPORT_HEADERS, REPORT_SHEETS, shanghaiMonth } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { IMPORT_BATCH } from '../platform/uploads/xlsx-rows.js';
import { importReport, insuredRow } from '../test/bigscreen-fixtures.js';
import { DIALECTS, withTestServer } from '../test/harness.js';
import { importRedPkg, redPkgIdCard } from '../test/redpkg-fixtures.js';
import { classForm, classSetup, importSheet, savedClass, studentIdCard, studentSheet } from '../test/train-fixtures.js';
import { paddedWorkbook } from '../test/xlsx.js';

/**
 * What an xlsx import reads of one file is bounded (IMPORT_MAX_INFLATED_MB,
 * IMPORT_MAX_ROWS): a small file inflating past the first (a zip bomb) or
 * holding more rows than the second is refused with 400 naming the bound,
 * nothing of it written and its temporary file gone. Both readers: 红包补贴用户
 * and 学员导入 (one sheet, rows loaded by IMPORT_BATCH as they are read, in one
 * transaction) and 月报导入 (three sheets read whole before anything is written).
 */
const MAX_ROWS = 2100;
const TOO_LARGE = '导入文件解压后超过 1 MB，请拆分后导入';
const TOO_MANY = `导入文件行数超过 ${MAX_ROWS} 行，请拆分后导入`;

describe.each(DIALECTS)('xlsx import limits on %s', (dialect) => {
  /** Whole batches of a file one row too long, put in before its last row is read and refused. */
  const LOADED_BEFORE_REFUSAL = Math.floor(MAX_ROWS / IMPORT_BATCH[dialect]) * IMPORT_BATCH[dialect];
  const server = withTestServer(dialect, { env: { IMPORT_MAX_INFLATED_MB: '1', IMPORT_MAX_ROWS: String(MAX_ROWS) } });
  let admin: string;
  // The imports' temporary files go here (os.tmpdir() reads TMPDIR), so a left-over one is seen.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-limits-'));
  const tmpBefore = process.env.TMPDIR;
  const leftOver = () => fs.readdirSync(tmp);

  beforeAll(async () => {
    admin = await server.login();
    process.env.TMPDIR = tmp;
  });
  afterAll(() => {
    if (tmpBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpBefore;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const count = async (db: Db, table: 'redpkgUser' | 'redpkgImportBatch' | 'bigscreenReportImport' | 'bigscreenReportInsured' | 'trainStudent' | 'trainImportError') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('红包补贴用户 (readXlsxRows)', () => {
    let serial = 0;
    const people = (n: number) =>
      Array.from({ length: n }, () => {
        serial++;
        return [`导入${serial}`, redPkgIdCard(), `138${String(serial).padStart(8, '0')}`, '新郑市', '高校毕业生', '10'];
      });
    const sheet = (n: number, padding = 0) => paddedWorkbook([{ name: '红包补贴用户', rows: [[...RED_PKG_IMPORT_HEADERS], ...people(n)] }], padding);
    const stored = async () => [await count(server.deps.db, 'redpkgUser'), await count(server.deps.db, 'redpkgImportBatch')];

    it('imports a file of exactly the most rows allowed', async () => {
      const res = await importRedPkg(server, admin, await sheet(MAX_ROWS - 1));
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.data).toMatchObject({ total: MAX_ROWS - 1, succeeded: MAX_ROWS - 1, failed: 0 });
      expect(leftOver()).toEqual([]);
    });

    it(`refuses a file of one row more, after ${LOADED_BEFORE_REFUSAL} rows went in, leaving nothing`, async () => {
      const before = await stored();
      const res = await importRedPkg(server, admin, await sheet(MAX_ROWS));
      expect(res.json).toMatchObject({ code: 400, msg: TOO_MANY, success: false });
      expect(await stored()).toEqual(before);
      expect(leftOver()).toEqual([]);
    });

    it('refuses a sheet inflating past 1 MB (a few KB on disk), leaving nothing', async () => {
      const before = await stored();
      const bomb = await sheet(2050, 2 ** 20);
      expect(bomb.length).toBeLessThan(200 * 1024);
      const res = await importRedPkg(server, admin, bomb);
      expect(res.json).toMatchObject({ code: 400, msg: TOO_LARGE, success: false });
      expect(await stored()).toEqual(before);
      expect(leftOver()).toEqual([]);
    });
  });

  describe('学员导入 (readXlsxRows)', () => {
    // Three classes of the largest size: the rows fill them in turn, so every row of the file goes in.
    const classCodes: string[] = [];
    beforeAll(async () => {
      const setup = await classSetup(server, admin, 961);
      for (let i = 0; i < 3; i++) classCodes.push(await savedClass(server, admin, classForm(setup, [[24 * 60, 24 * 60 + 60]], { className: `导入上限测试${i + 1}班`, capacity: 1000 })));
    });
    let serial = 0;
    const students = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        serial++;
        return [`学员${serial}`, studentIdCard(serial), `139${String(serial).padStart(8, '0')}`, '高中', '未就业', classCodes[Math.floor(i / 1000)]];
      });
    const stored = async () => [await count(server.deps.db, 'trainStudent'), await count(server.deps.db, 'trainImportError')];

    it(`refuses a file of one row more than allowed, after ${LOADED_BEFORE_REFUSAL} rows were checked and put in, leaving nothing`, async () => {
      const before = await stored();
      const res = await importSheet(server, admin, await studentSheet(students(MAX_ROWS)));
      expect(res.json).toMatchObject({ code: 400, msg: TOO_MANY, success: false });
      expect(await stored()).toEqual(before);
      expect(leftOver()).toEqual([]);
    });

    it('imports the same students once the file is within the bound', async () => {
      const before = await stored();
      serial = 0;
      const res = await importSheet(server, admin, await studentSheet(students(MAX_ROWS - 1)));
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.data).toMatchObject({ total: MAX_ROWS - 1, success: MAX_ROWS - 1, failed: 0 });
      expect(await stored()).toEqual([before[0] + MAX_ROWS - 1, before[1]]);
    });
  });

  describe('月报导入 (readXlsxSheets)', () => {
    const month = addMonths(shanghaiMonth(), -6);
    const report = (insured: ReadonlyArray<ReadonlyArray<string | number>>, padding = 0) =>
      paddedWorkbook(
        [
          { name: REPORT_SHEETS.insured.name, rows: [[...REPORT_SHEETS.insured.headers], ...insured] },
          { name: REPORT_SHEETS.education.name, rows: [[...REPORT_SHEETS.education.headers], [month, '410184', '新郑市', '本科', 1000]] },
          { name: REPORT_SHEETS.flow.name, rows: [[...REPORT_SHEETS.flow.headers], [month, '410184', '新郑市', 30, 20]] },
        ],
        padding,
      );
    const good = [insuredRow(month, '410184', '新郑市', 1000)];
    const stored = async () => [await count(server.deps.db, 'bigscreenReportImport'), await count(server.deps.db, 'bigscreenReportInsured')];

    it('imports a month under both bounds', async () => {
      const res = await importReport(server, admin, await report(good));
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.data).toMatchObject({ total: 3, importedMonths: [month], refusedMonths: [] });
      expect(leftOver()).toEqual([]);
    });

    it('refuses a workbook of more rows than allowed, leaving nothing', async () => {
      const before = await stored();
      const res = await importReport(server, admin, await report(Array.from({ length: MAX_ROWS }, () => good[0])));
      expect(res.json).toMatchObject({ code: 400, msg: TOO_MANY, success: false });
      expect(await stored()).toEqual(before);
      expect(leftOver()).toEqual([]);
    });

    it('refuses a sheet inflating past 1 MB (a few KB on disk), leaving nothing', async () => {
      const before = await stored();
      const bomb = await report([insuredRow(addMonths(month, -1), '410184', '新郑市', 1000)], 2 * 2 ** 20);
      expect(bomb.length).toBeLessThan(64 * 1024);
      const res = await importReport(server, admin, bomb);
      expect(res.json).toMatchObject({ code: 400, msg: TOO_LARGE, success: false });
      expect(await stored()).toEqual(before);
      expect(leftOver()).toEqual([]);
    });
  });
});
