import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportLimits } from '../../config.js';
import type { DbOrTrx } from '../../db/database.js';
import { dialectOf, type DialectName } from '../../db/dialect/index.js';
import { AppError, badRequest } from '../errors.js';
import { readSharedStrings, readSheetRows } from './sheet-xml.js';
import { EntryTooLarge, openZip, type ZipFile } from './zip-reader.js';

/**
 * Rows an import checks against the database and puts in together, for
 * `db`'s dialect. Small enough that a batch's rows die young: at 2,000 they
 * outlived the scavenges of their batch and were promoted, and the red-packet
 * import of 100,000 rows peaked ~35 MB higher; on SQLite 500 still peaked
 * 246–250 MB (263.7 in an earlier run), 200 peaked 218–221 (three runs each,
 * bench/results/redpkg.md). On PostgreSQL each batch costs a lookup and an
 * insert, a round trip each, so its batches stay at 500 (peak 212–230 MB).
 */
export const IMPORT_BATCH: Readonly<Record<DialectName, number>> = { sqlite: 200, postgres: 500 };

export const importBatchOf = (db: DbOrTrx): number => IMPORT_BATCH[dialectOf(db)];

/** Thrown by `onRow` (a database write, a refusal): passed on as it is, never read as a bad file. */
class RowHandlerError extends Error {
  constructor(readonly inner: unknown) {
    super('row handler failed');
  }
}

async function entryText(zip: ZipFile, name: string): Promise<string> {
  if (!zip.has(name)) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of zip.open(name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** xl/… from a relationship's target (relative to xl/, or absolute). */
const partOf = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The workbook's worksheets in tab order (workbook.xml and its relationships;
 * chart sheets left out) and its shared strings' part; a file without those
 * parts falls back to the sheet parts in the archive's order.
 */
async function workbookParts(zip: ZipFile): Promise<{ sheets: string[]; sharedStrings: string | undefined }> {
  const rels = new Map<string, { type: string; target: string }>();
  for (const [tag] of (await entryText(zip, 'xl/_rels/workbook.xml.rels')).matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    const id = /\sId="([^"]*)"/.exec(tag)?.[1];
    const target = /\sTarget="([^"]*)"/.exec(tag)?.[1];
    if (id && target) rels.set(id, { type: /\sType="([^"]*)"/.exec(tag)?.[1] ?? '', target });
  }
  const tabs = [...(await entryText(zip, 'xl/workbook.xml')).matchAll(/<(?:\w+:)?sheet\s[^>]*?\s[\w.-]+:id="([^"]*)"/g)].map((m) => rels.get(m[1]));
  const sheets = tabs.flatMap((r) => (r && r.type.endsWith('/worksheet') && zip.has(partOf(r.target)) ? [partOf(r.target)] : []));
  const stringsRel = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const sharedStrings = stringsRel && zip.has(partOf(stringsRel.target)) ? partOf(stringsRel.target) : zip.has('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : undefined;
  return { sheets: sheets.length > 0 ? sheets : zip.names.filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)), sharedStrings };
}

/**
 * Reads an uploaded workbook: the upload is stored in a temporary file as it
 * streams in (zip's directory is at its end), then each worksheet (tab order;
 * the first alone when `firstSheetOnly`) is read as it inflates, scanned for
 * its rows (`sheet-xml.ts`) without a document in memory, and each row's
 * cells by column (index 1 is A) are handed to `onRow` with the sheet's
 * position, from 0. `onRow` may wait: reading waits with it, so memory stays
 * flat. What it throws is passed on as it is; a file that is not xlsx, holds
 * more rows than `limits.rows` or a part inflating past `limits.inflatedMb`
 * is refused (400). The temporary file is removed either way.
 */
async function readWorkbookRows(
  stream: Readable,
  limits: ImportLimits,
  firstSheetOnly: boolean,
  onRow: (sheet: number, values: string[]) => void | Promise<void>,
): Promise<void> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'hrbd-import-'));
  let rows = 0;
  try {
    const file = path.join(dir, 'upload.xlsx');
    await pipeline(stream, fs.createWriteStream(file));
    const zip = await openZip(file, limits.inflatedMb * 2 ** 20);
    const parts = await workbookParts(zip);
    if (parts.sheets.length === 0) throw badRequest('导入文件没有内容，请使用导入模板');
    const shared = parts.sharedStrings ? await readSharedStrings(zip.open(parts.sharedStrings)) : [];
    for (const [sheet, part] of (firstSheetOnly ? parts.sheets.slice(0, 1) : parts.sheets).entries()) {
      await readSheetRows(zip.open(part), shared, async (values) => {
        if (++rows > limits.rows) throw badRequest(`导入文件行数超过 ${limits.rows} 行，请拆分后导入`);
        try {
          await onRow(sheet, values);
        } catch (error) {
          throw new RowHandlerError(error);
        }
      });
    }
  } catch (error) {
    stream.resume();
    if (error instanceof RowHandlerError) throw error.inner;
    if (error instanceof AppError) throw error;
    if (error instanceof EntryTooLarge) throw badRequest(`导入文件解压后超过 ${limits.inflatedMb} MB，请拆分后导入`);
    throw badRequest('导入文件不是有效的 xlsx 文件，请使用导入模板');
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Reads an uploaded import sheet (`readWorkbookRows`, first worksheet): the
 * first row must name every column of `headers` (in any order; others are
 * ignored), then each non-empty row's cells in `headers` order are handed to
 * `onRow`. A file that is not xlsx or lacks a column is refused (400) before
 * `onRow` sees a row of it.
 */
export async function readXlsxRows(stream: Readable, headers: readonly string[], limits: ImportLimits, onRow: (cells: string[]) => void | Promise<void>): Promise<void> {
  let columns: number[] | null = null;
  await readWorkbookRows(stream, limits, true, async (_, values) => {
    if (columns === null) {
      const found = Array.from(values, (v) => v ?? '');
      columns = headers.map((h) => found.indexOf(h));
      const missing = headers.filter((_h, i) => columns![i] < 0);
      if (missing.length > 0) throw badRequest(`导入文件缺少列：${missing.join('、')}，请使用导入模板`);
      return;
    }
    const cells = columns.map((c) => (c > 0 ? (values[c] ?? '') : ''));
    if (cells.every((c) => c === '')) return;
    await onRow(cells);
  });
  if (columns === null) throw badRequest('导入文件没有内容，请使用导入模板');
}

/**
 * Every row of every worksheet, in tab order, for an import whose workbook has
 * several sheets (月报导入): `onRow` gets the sheet's position (from 0) and the
 * row's cells as text by column (index 1 is A; absent cells are holes).
 */
export function readXlsxSheets(stream: Readable, limits: ImportLimits, onRow: (sheet: number, values: string[]) => void | Promise<void>): Promise<void> {
  return readWorkbookRows(stream, limits, false, onRow);
}
