import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { ZipWriter } from '../platform/export/zip-writer.js';

/** Reads a downloaded workbook back, as a person opening the file would see it. */
export async function readWorkbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as arrays of cell text, the header first; empty trailing cells read as ''. */
export function rowsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  const width = rows[0]?.length ?? 0;
  return rows.map((row) => Array.from({ length: Math.max(width, row.length) }, (_, i) => row[i] ?? ''));
}

/** A sheet's data rows as records keyed by the header row, for tests that look cells up by column title. */
export function recordsOf(rows: readonly string[][]): Array<Record<string, string>> {
  const [header = [], ...data] = rows;
  return data.map((row) => Object.fromEntries(header.map((title, i) => [title, row[i] ?? ''])));
}

/** A, B … Z: the column of a cell reference (the sheets written here are narrower than 27 columns). */
const columnOf = (index: number) => String.fromCharCode(65 + index);
const escapeXml = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

/**
 * A workbook written by hand (inline strings, numbers as numbers) whose last
 * sheet ends with `padding` bytes of white space after its rows: a few KB on
 * disk that inflate past `padding`, a zip bomb's shape. With no padding it is
 * an ordinary workbook of the same rows.
 */
export async function paddedWorkbook(sheets: ReadonlyArray<{ name: string; rows: ReadonlyArray<ReadonlyArray<string | number>> }>, padding = 0): Promise<Buffer> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zip = new ZipWriter(out);
  await zip.add('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
  await zip.add('xl/workbook.xml', `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheets.map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`);
  await zip.add(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
  );
  for (const [i, sheet] of sheets.entries()) {
    zip.begin(`xl/worksheets/sheet${i + 1}.xml`);
    await zip.write(`<worksheet xmlns="${main}"><sheetData>`);
    for (const [r, row] of sheet.rows.entries()) {
      const cells = row.map((value, c) =>
        typeof value === 'number' ? `<c r="${columnOf(c)}${r + 1}"><v>${value}</v></c>` : `<c r="${columnOf(c)}${r + 1}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
      );
      await zip.write(`<row r="${r + 1}">${cells.join('')}</row>`);
    }
    if (i === sheets.length - 1) for (let left = padding; left > 0; left -= 2 ** 16) await zip.write(' '.repeat(Math.min(left, 2 ** 16)));
    await zip.write('</sheetData></worksheet>');
    await zip.end();
  }
  await zip.finish();
  return Buffer.concat(chunks);
}
