import ExcelJS from 'exceljs';

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
