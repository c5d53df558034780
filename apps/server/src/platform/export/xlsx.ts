import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { DICT_LISTS, XLSX_MEDIA_TYPE, type DictType } from '@hrbd/contract';
import { ZipWriter } from './zip-writer.js';

/**
 * Streamed xlsx downloads: rows go from the database to the client in
 * batches, written as sheet XML (inline strings) into a zip made on the fly,
 * so memory stays flat however many rows an export has
 * (bench/results/applications.md measures 100,000). We write the format
 * ourselves because exceljs's streaming writer left ~95 MB of short-lived
 * buffers per 100,000 rows, which put the export over its 256 MB budget.
 */

/** A dictionary's wording by key (学历, 性别 …) as exports write it: the contract's lists the database is seeded from. */
export function dictLabels(type: DictType): (value: number) => string {
  const labels = new Map((DICT_LISTS.find((list) => list.type === type)?.items ?? []).map((item) => [item.dataKey, item.dataValue]));
  return (value) => labels.get(String(value)) ?? String(value);
}

/** The time stamp in an export's file name: 20250618153000. */
export const fileStamp = (now: string) => now.replace(/\D/g, '');

export const XLSX_TYPE = XLSX_MEDIA_TYPE;

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

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel refuses longer cells ("repairs" the file), so longer text is cut there. */
const CELL_TEXT_MAX = 32_767;

/** The parts around the sheets: content types, relationships, the workbook and two styles (normal, bold header). */
function packageParts(sheetNames: readonly string[]): [string, string][] {
  const sheets = sheetNames.map((_, i) => i + 1);
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
        '</Types>',
    ],
    ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        sheetNames.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        sheets.map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
        '<fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="常规" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    ],
  ];
}

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates) are dropped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Anything escapeXml might change: markup characters, what NOT_XML drops, and
 * any surrogate (a pair is kept, but only the slow path tells a pair from a
 * lone one). Most cells have none of these and are passed through as they are.
 */
// eslint-disable-next-line no-control-regex
const MAY_CHANGE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

function escapeXml(text: string): string {
  if (!MAY_CHANGE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** Text starting or ending with white space keeps it only under xml:space="preserve". */
const EDGE_SPACE = /^\s|\s$/;
/** A printable ASCII character other than the space: certainly not white space (the common case, checked without a regex). */
const plainAscii = (code: number) => code > 32 && code < 127;
const hasEdgeSpace = (text: string) => !(plainAscii(text.charCodeAt(0)) && plainAscii(text.charCodeAt(text.length - 1))) && EDGE_SPACE.test(text);

/** A, B … Z, AA, AB …: the column part of a cell reference. */
function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const bytesOf = (text: string) => Buffer.from(text, 'utf8');
const ROW_OPEN = bytesOf('<row r="');
const ROW_OPENED = bytesOf('">');
const ROW_CLOSE = bytesOf('</row>');
const QUOTE = bytesOf('"');
const NUMBER_OPEN = bytesOf('><v>');
const NUMBER_CLOSE = bytesOf('</v></c>');
const TEXT_OPEN = bytesOf(' t="inlineStr"><is><t>');
const TEXT_OPEN_PRESERVE = bytesOf(' t="inlineStr"><is><t xml:space="preserve">');
const TEXT_CLOSE = bytesOf('</t></is></c>');
const HEADER_STYLE = bytesOf(' s="1"');
const NO_STYLE = new Uint8Array(0);

/**
 * One cell (nothing for an empty one), written into the zip's stage as it
 * goes: `open` is `<c r="A` with the column's letters. Building each row as
 * strings first made ~8 KB of short-lived strings a row, whose collections
 * kept a batch's rows alive long enough to be promoted (peak RSS).
 */
function putCell(zip: ZipWriter, open: Uint8Array, rowNumber: number, value: CellValue, style: Uint8Array): void {
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  if (!isNumber && (value === null || value === '')) return;
  zip.putBytes(open);
  zip.putInt(rowNumber);
  zip.putBytes(QUOTE);
  zip.putBytes(style);
  if (isNumber) {
    zip.putBytes(NUMBER_OPEN);
    zip.putText(String(value));
    zip.putBytes(NUMBER_CLOSE);
    return;
  }
  const text = escapeXml(String(value).slice(0, CELL_TEXT_MAX));
  zip.putBytes(hasEdgeSpace(text) ? TEXT_OPEN_PRESERVE : TEXT_OPEN);
  zip.putText(text);
  zip.putBytes(TEXT_CLOSE);
}

/** The row writer of a sheet's cells `values`, its per-column bytes made once: each row is one pass over the columns. */
function rowWriter(values: ReadonlyArray<(row: unknown) => CellValue>, style = NO_STYLE): (zip: ZipWriter, rowNumber: number, row: unknown) => void {
  const opens = values.map((_, i) => bytesOf(`<c r="${columnLetters(i)}`));
  const count = values.length;
  return (zip, rowNumber, row) => {
    zip.putBytes(ROW_OPEN);
    zip.putInt(rowNumber);
    zip.putBytes(ROW_OPENED);
    for (let i = 0; i < count; i++) putCell(zip, opens[i], rowNumber, values[i](row), style);
    zip.putBytes(ROW_CLOSE);
  };
}

/** The worksheet up to its header row: widths, the header frozen on top. */
function sheetHead(columns: ReadonlyArray<XlsxColumn<never>>): string {
  const widths = columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width ?? 14}" customWidth="1"/>`).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData>`
  );
}

/** The header row, in bold. */
function putHeader(zip: ZipWriter, columns: ReadonlyArray<XlsxColumn<never>>): void {
  rowWriter(
    columns.map((column) => () => column.header),
    HEADER_STYLE,
  )(zip, 1, null);
}

/**
 * Sends a workbook of `sheets` as the reply: a zip written as it goes, each
 * row written as sheet XML straight into the zip's stage (UTF-8 bytes, no
 * strings in between), each full stage deflated onto the response. The writer
 * waits for the deflater and the client to take what was sent, so a slow
 * download holds back the database reads instead of filling memory, and the
 * memory in use is one batch and the deflater's window, however many rows.
 *
 * Everything that can be refused must be refused before this is called: once
 * the first byte is sent the status is 200, and a failure can only cut the
 * download short (and is logged).
 */
export async function sendXlsx(reply: FastifyReply, fileName: string, asciiFallback: string, sheets: readonly AnySheet[]): Promise<void> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(fileName, asciiFallback)).header('cache-control', 'no-store');
  reply.send(out);
  const zip = new ZipWriter(out);
  try {
    for (const [name, text] of packageParts(sheets.map((s) => s.name))) await zip.add(name, text);
    for (const [i, definition] of sheets.entries()) {
      const writeRow = rowWriter(definition.columns.map((column) => column.value as (row: unknown) => CellValue));
      zip.begin(`xl/worksheets/sheet${i + 1}.xml`);
      await zip.write(sheetHead(definition.columns));
      putHeader(zip, definition.columns);
      let rowNumber = 1;
      const batches = definition.batches()[Symbol.asyncIterator]();
      let next = batches.next();
      for (;;) {
        const { value: batch, done } = await next;
        if (done) break;
        // The next batch is read while this one is written (a PostgreSQL round trip overlaps the XML).
        next = batches.next();
        next.catch(() => undefined); // a failure is met when it is awaited, not as an unhandled rejection meanwhile
        if (out.destroyed) {
          zip.abort();
          await next.catch(() => undefined);
          await batches.return?.(undefined);
          return;
        }
        for (const row of batch) {
          writeRow(zip, ++rowNumber, row);
          if (zip.full) await zip.flush();
        }
      }
      await zip.write('</sheetData></worksheet>');
      await zip.end();
    }
    await zip.finish();
  } catch (error) {
    zip.abort();
    reply.log.error({ err: error }, 'xlsx export failed after it began');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
