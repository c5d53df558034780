import { REPORT_SHEETS, type ReportSheet } from '@hrbd/contract';
import ExcelJS from 'exceljs';

/** Rows of a filled-in template, per sheet, each in the sheet's column order. */
export type ReportRows = Partial<Record<ReportSheet, ReadonlyArray<ReadonlyArray<string | number>>>>;

/**
 * A filled-in 月报导入 workbook, as a person would save one from the template:
 * what the demo seed loads through the import, and what the tests send.
 */
export async function reportWorkbook(rows: ReportRows): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const name of Object.keys(REPORT_SHEETS) as ReportSheet[]) {
    const sheet = workbook.addWorksheet(REPORT_SHEETS[name].name);
    sheet.addRow([...REPORT_SHEETS[name].headers]);
    for (const row of rows[name] ?? []) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
