import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { DICT_LISTS, type DictType } from '@hrbd/contract';

/**
 * Streamed xlsx downloads: rows go from the database to the client in
 * batches, through exceljs's streaming writer, so memory stays flat however
 * many rows an export has (bench/results/applications.md measures 100,000).
 */

/** A dictionary's wording by key (学历, 性别 …) as exports write it: the contract's lists the database is seeded from. */
export function dictLabels(type: DictType): (value: number) => string {
  const labels = new Map((DICT_LISTS.find((list) => list.type === type)?.items ?? []).map((item) => [item.dataKey, item.dataValue]));
  return (value) => labels.get(String(value)) ?? String(value);
}

/** The time stamp in an export's file name: 20250618153000. */
export const fileStamp = (now: string) => now.replace(/\D/g, '');

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = string | number | null;

export interface XlsxColumn<R> {
  /** The Chinese header of the column. */
  header: string;
  /** Width in characters; Chinese characters count double. */
  width?: number;
  value: (row: R) => CellValue;
}

export interface XlsxSheet<R> {
  name: string;
  columns: ReadonlyArray<XlsxColumn<R>>;
  /** The rows in batches: each batch is read from the database while the previous one is written. */
  batches: () => AsyncIterable<readonly R[]>;
}

/** A sheet of any row type: each sheet's columns and batches agree with each other, which is all that matters. */
export interface AnySheet {
  name: string;
  columns: ReadonlyArray<XlsxColumn<never>>;
  batches: () => AsyncIterable<readonly unknown[]>;
}

export const sheet = <R>(definition: XlsxSheet<R>): AnySheet => definition as unknown as AnySheet;

/**
 * `Content-Disposition` for a download named in Chinese: an ASCII fallback
 * and the real name as RFC 5987 `filename*=UTF-8''…` (which the console reads).
 */
export function attachmentHeader(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}

/** Resolves when the client has taken what was sent, or has gone away. */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Sends a workbook of `sheets` as the reply. Sheets are written one after
 * another (the zip holds one open entry at a time); between batches the
 * writer waits for the client to take what was sent, so a slow download
 * holds back the database reads instead of filling memory.
 *
 * Everything that can be refused must be refused before this is called: once
 * the first byte is sent the status is 200, and a failure can only cut the
 * download short (and is logged).
 */
export async function sendXlsx(reply: FastifyReply, fileName: string, asciiFallback: string, sheets: readonly AnySheet[]): Promise<void> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(fileName, asciiFallback)).header('cache-control', 'no-store');
  reply.send(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  try {
    for (const definition of sheets) {
      const worksheet = workbook.addWorksheet(definition.name);
      worksheet.columns = definition.columns.map((column, i) => ({ header: column.header, key: `c${i}`, width: column.width ?? 14 }));
      for await (const batch of definition.batches()) {
        if (out.destroyed) return;
        for (const row of batch) worksheet.addRow(definition.columns.map((column) => column.value(row as never))).commit();
        if (out.writableNeedDrain) await drained(out);
      }
      worksheet.commit();
    }
    await workbook.commit();
  } catch (error) {
    reply.log.error({ err: error }, 'xlsx export failed after it began');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
