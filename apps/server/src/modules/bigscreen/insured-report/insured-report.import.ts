import type { Readable } from 'node:stream';
import {
  EDUCATION_LEVEL_LABELS,
  INSURANCE_TYPES,
  monthOfReportTime,
  REPORT_ERROR_DAYS,
  REPORT_ERROR_HEADER,
  REPORT_GUIDE_SHEET,
  REPORT_SHEETS,
  shanghaiMonth,
  type Page,
  type ReportImportHistoryRow,
  type ReportImportResult,
  type ReportSheet,
} from '@hrbd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { fileStamp, sendXlsx, sheet } from '../../../platform/export/xlsx.js';
import { randomCode } from '../../../platform/ids.js';
import type { ImportLimits } from '../../../config.js';
import { readXlsxSheets } from '../../../platform/uploads/xlsx-rows.js';
import { displayName, readMultipartForm, requireFile } from '../../../platform/uploads/multipart.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { regionIndex } from '../../common/region/region.service.js';
import * as repo from './insured-report.repository.js';

/**
 * 月报导入: the three sheets of the template, read as the file streams in,
 * checked row by row and then month by month. A month whose every row passes
 * replaces that month (all three tables) in one transaction; a month with any
 * bad row changes nothing, and all its rows go to the error workbook, each
 * with its reason (or the note that another row of the month failed).
 */

const SHEETS = Object.keys(REPORT_SHEETS) as ReportSheet[];
const EDUCATION_BY_NAME = new Map(Object.entries(EDUCATION_LEVEL_LABELS).map(([level, name]) => [name, Number(level)]));
const SAME_MONTH_FAILED = '同月其他行有误，本月未导入';
const INTEGER = /^\d{1,10}$/;

/** A row as read: its sheet, its cells in the template's column order, and its reason once judged. */
interface ReadRow {
  sheet: ReportSheet;
  cells: string[];
  month: string;
  regionCode: string;
  numbers: number[];
  education: number;
  problem: string;
}

type Operator = Pick<Actor, 'userId' | 'realName'> | null;

/** Which template sheet a header row belongs to (by its columns, so renamed sheets still read). */
function sheetOf(headers: readonly string[]): { sheet: ReportSheet; columns: number[] } | null {
  for (const name of SHEETS) {
    const columns = REPORT_SHEETS[name].headers.map((h) => headers.indexOf(h));
    if (columns.every((c) => c >= 0)) return { sheet: name, columns };
  }
  return null;
}

interface Regions {
  nameOf(code: string): string | undefined;
  /** A city's counties, by code. */
  isCity(code: string): boolean;
}

async function henanRegions(db: DbOrTrx): Promise<Regions> {
  const index = await regionIndex(db as Parameters<typeof regionIndex>[0]);
  const names = new Map<string, string>();
  const cities = new Set<string>();
  const henan = index.find('410000');
  for (const city of henan?.children ?? []) {
    names.set(city.code, city.name);
    cities.add(city.code);
    for (const county of city.children) names.set(county.code, county.name);
  }
  return { nameOf: (code) => names.get(code), isCity: (code) => cities.has(code) };
}

/** The row's own problem: month, region, figures (before the month is judged as a whole). */
function judgeRow(row: ReadRow, regions: Regions, thisMonth: string): string {
  const [monthText, code, name] = row.cells;
  if (!monthText) return '统计月份不能为空';
  const month = /^\d{4}-\d{2}$/.test(monthText) ? monthOfReportTime(monthText) : null;
  if (!month) return '统计月份格式应为 YYYY-MM';
  if (month > thisMonth) return '统计月份不能晚于本月';
  if (!/^\d{6}$/.test(code)) return '区划代码应为6位数字';
  const known = regions.nameOf(code);
  if (!known) return `区划代码“${code}”不是河南省的市或县区`;
  if (name !== known) return `区划名称应为“${known}”`;
  const figures = row.sheet === 'education' ? row.cells.slice(4) : row.cells.slice(3);
  const headers = REPORT_SHEETS[row.sheet].headers.slice(row.sheet === 'education' ? 4 : 3);
  for (const [i, text] of figures.entries()) {
    if (text === '') return `${headers[i]}不能为空`;
    if (!INTEGER.test(text)) return `${headers[i]}应为不小于0的整数`;
  }
  if (row.sheet === 'education' && !EDUCATION_BY_NAME.has(row.cells[3])) return `学历应为 ${[...EDUCATION_BY_NAME.keys()].join('、')} 之一`;
  return '';
}

function readRow(sheetName: ReportSheet, cells: string[]): ReadRow {
  const education = sheetName === 'education' ? (EDUCATION_BY_NAME.get(cells[3]) ?? 0) : 0;
  const numbers = (sheetName === 'education' ? cells.slice(4) : cells.slice(3)).map(Number);
  return { sheet: sheetName, cells, month: cells[0], regionCode: cells[1], numbers, education, problem: '' };
}

/** The month-wide rules: no duplicates, education adding up to the total, a city equal to its counties. */
function judgeMonth(rows: readonly ReadRow[], regions: Regions): void {
  const seen = new Map<string, ReadRow>();
  for (const row of rows) {
    if (row.problem) continue;
    const key = `${row.sheet}:${row.regionCode}:${row.education}`;
    if (seen.has(key)) row.problem = row.sheet === 'education' ? '同一月份、地区、学历重复' : '同一月份、地区重复';
    else seen.set(key, row);
  }
  const insured = new Map(rows.filter((r) => r.sheet === 'insured' && !r.problem).map((r) => [r.regionCode, r]));
  // 参保学历 rows add up to the region's 参保总人数.
  const educationSums = new Map<string, number>();
  for (const r of rows) if (r.sheet === 'education' && !r.problem) educationSums.set(r.regionCode, (educationSums.get(r.regionCode) ?? 0) + r.numbers[0]);
  for (const r of rows) {
    if (r.sheet !== 'education' || r.problem) continue;
    const total = insured.get(r.regionCode);
    if (!total) r.problem = '社保参保表中没有该地区本月的参保总人数';
    else if (educationSums.get(r.regionCode) !== total.numbers[0]) r.problem = `各学历参保人数合计${educationSums.get(r.regionCode)}，与参保总人数${total.numbers[0]}不符`;
  }
  // A city given with its counties equals their sum, figure by figure.
  for (const sheetName of ['insured', 'flow'] as const) {
    const byRegion = new Map(rows.filter((r) => r.sheet === sheetName && !r.problem).map((r) => [r.regionCode, r]));
    for (const city of byRegion.values()) {
      if (!regions.isCity(city.regionCode)) continue;
      const counties = [...byRegion.values()].filter((r) => r !== city && r.regionCode.startsWith(city.regionCode.slice(0, 4)));
      if (counties.length === 0) continue;
      const headers = REPORT_SHEETS[sheetName].headers.slice(3);
      const differs = city.numbers.findIndex((n, i) => n !== counties.reduce((sum, c) => sum + c.numbers[i], 0));
      if (differs >= 0) city.problem = `${headers[differs]}与所辖县区合计${counties.reduce((sum, c) => sum + c.numbers[differs], 0)}不符`;
    }
  }
}

/** Runs `work` in a transaction of its own, or in the caller's (the demo seed runs in one). */
const inTransaction = <T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Imports a workbook of monthly reports: the service the console's upload and
 * the demo seed both use. Answers what was imported and refused per month.
 * Every row is read before anything is written, so a file refused while
 * reading (not xlsx, past `limits`) leaves nothing behind.
 */
export async function importReportWorkbook(
  db: DbOrTrx,
  operator: Operator,
  stream: Readable,
  fileName: string,
  limits: ImportLimits,
  now = nowText(),
): Promise<ReportImportResult> {
  const regions = await henanRegions(db);
  const thisMonth = shanghaiMonth(parseTime(now));
  const rows: ReadRow[] = [];
  // Each worksheet's template sheet, from its first row (null: not one of the three).
  const sheets = new Map<number, { sheet: ReportSheet; columns: number[] } | null>();
  await readXlsxSheets(stream, limits, (position, cells) => {
    if (!sheets.has(position)) {
      sheets.set(position, sheetOf(cells));
      return;
    }
    const found = sheets.get(position);
    if (!found) return;
    const picked = found.columns.map((c) => cells[c] ?? '');
    if (picked.every((c) => c === '')) return;
    const row = readRow(found.sheet, picked);
    row.problem = judgeRow(row, regions, thisMonth);
    rows.push(row);
  });
  if (![...sheets.values()].some((s) => s !== null)) throw badRequest('导入文件中没有社保参保、参保学历或人员流动工作表，请使用导入模板');

  // A row whose month cannot be read is refused alone, under the month as written.
  const months = new Map<string, ReadRow[]>();
  for (const row of rows) {
    const monthRows = months.get(row.month);
    if (monthRows) monthRows.push(row);
    else months.set(row.month, [row]);
  }
  const importId = await repo.insertImport(db, {
    fileName,
    rowCount: rows.length,
    importedMonths: '',
    refusedMonths: '',
    errorCode: '',
    operatorId: operator?.userId ?? null,
    operatorName: operator?.realName ?? '系统',
    createTime: now,
  });
  const result: ReportImportResult = { importId, total: rows.length, months: [], importedMonths: [], refusedMonths: [], errorCode: '' };
  const errors: ReadRow[] = [];
  for (const month of [...months.keys()].sort()) {
    const monthRows = months.get(month) ?? [];
    judgeMonth(monthRows, regions);
    const failed = monthRows.filter((r) => r.problem).length;
    if (failed > 0) {
      for (const r of monthRows) if (!r.problem) r.problem = SAME_MONTH_FAILED;
      errors.push(...monthRows);
      result.months.push({ month, rows: monthRows.length, result: 'refused', errors: monthRows.length });
      result.refusedMonths.push(month);
      continue;
    }
    const nameOf = (code: string) => regions.nameOf(code) ?? code;
    await inTransaction(db, (trx) =>
      repo.replaceMonth(trx, month, {
        insured: monthRows
          .filter((r) => r.sheet === 'insured')
          .map((r) => ({
            month,
            regionCode: r.regionCode,
            regionName: nameOf(r.regionCode),
            insuredTotal: r.numbers[0],
            ...Object.fromEntries(INSURANCE_TYPES.map((t, i) => [t, r.numbers[1 + i]])),
            addCount: r.numbers[6],
            reduceCount: r.numbers[7],
            importId,
          }) as Parameters<typeof repo.replaceMonth>[2]['insured'][number]),
        education: monthRows
          .filter((r) => r.sheet === 'education')
          .map((r) => ({ month, regionCode: r.regionCode, education: r.education, insuredCount: r.numbers[0], importId })),
        flow: monthRows
          .filter((r) => r.sheet === 'flow')
          .map((r) => ({ month, regionCode: r.regionCode, regionName: nameOf(r.regionCode), inflow: r.numbers[0], outflow: r.numbers[1], importId })),
      }),
    );
    result.months.push({ month, rows: monthRows.length, result: 'imported', errors: 0 });
    result.importedMonths.push(month);
  }
  if (errors.length > 0) {
    result.errorCode = randomCode();
    const bySheet = Object.fromEntries(SHEETS.map((s) => [s, errors.filter((r) => r.sheet === s).map((r) => [...r.cells, r.problem])]));
    await repo.insertError(db, { errorCode: result.errorCode, importId, importerId: operator?.userId ?? null, sheets: JSON.stringify(bySheet), createTime: now });
  }
  await repo.finishImport(db, importId, {
    rowCount: rows.length,
    importedMonths: result.importedMonths.join(','),
    refusedMonths: result.refusedMonths.join(','),
    errorCode: result.errorCode,
  });
  return result;
}

/** The console's upload: the multipart file streamed into importReportWorkbook. */
export async function importReports(deps: AppDeps, actor: Actor, request: FastifyRequest): Promise<ReportImportResult> {
  let answer: ReportImportResult | null = null;
  const { file } = await readMultipartForm(
    request,
    async (part) => {
      answer = await importReportWorkbook(deps.db, actor, part.file, displayName(part.filename), deps.config.importLimits);
      return true;
    },
    async () => undefined,
  );
  requireFile(file);
  if (answer === null) throw badRequest('请选择要导入的文件');
  return answer;
}

/** The scheduled clean-up: error workbooks older than 7 days go. */
export function removeExpiredErrors(deps: AppDeps, now: string): Promise<number> {
  return repo.deleteErrorsBefore(deps.db, formatTime(parseTime(now) - REPORT_ERROR_DAYS * 86_400_000));
}

const columnsOf = (name: ReportSheet, withReason: boolean) =>
  [...REPORT_SHEETS[name].headers, ...(withReason ? [REPORT_ERROR_HEADER] : [])].map((header, i) => ({
    header,
    width: header === REPORT_ERROR_HEADER ? 44 : i === 2 ? 16 : 12,
    value: (r: string[]) => r[i] ?? '',
  }));

async function* once<T>(rows: readonly T[]) {
  for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
}

const GUIDE = [
  '每个工作表第一行为表头，请勿修改表头；从第二行起每行一条数据。',
  '统计月份：YYYY-MM（如 2025-06），不能晚于本月。',
  '区划代码、区划名称：河南省的地级市或县（市、区），代码与名称须与行政区划一致（如 410184 新郑市）。',
  '人数均为不小于0的整数。',
  '参保学历：同一月份、地区各学历的参保人数合计须等于社保参保表中该地区的参保总人数。',
  '同时填写市及其所辖县区时，市的各项数字须等于所辖县区之和。',
  '按月导入：某月全部数据无误时整月替换该月已有数据；某月有任一行错误时该月不导入，错误行可在7天内下载错误文件查看原因。',
];

/** 下载模板: the three sheets with their headers, and 填写说明. */
export async function sendTemplate(reply: FastifyReply): Promise<void> {
  await sendXlsx(reply, '月报导入模板.xlsx', 'monthly-report-template.xlsx', [
    ...SHEETS.map((name) => sheet<string[]>({ name: REPORT_SHEETS[name].name, columns: columnsOf(name, false), batches: () => once<string[]>([]) })),
    sheet<string>({ name: REPORT_GUIDE_SHEET, columns: [{ header: REPORT_GUIDE_SHEET, width: 110, value: (line) => line }], batches: () => once(GUIDE) }),
  ]);
}

/** 下载错误文件: the refused months' rows with 错误原因, to the importer, for 7 days. */
export async function sendErrorFile(deps: AppDeps, actor: Actor, errorCode: string, reply: FastifyReply): Promise<void> {
  const found = await repo.findError(deps.db, errorCode);
  if (!found || (found.importerId !== null && Number(found.importerId) !== actor.userId)) throw notFound('错误文件不存在');
  if (Date.now() - parseTime(found.createTime) > REPORT_ERROR_DAYS * 86_400_000) throw notFound(`错误文件已超过${REPORT_ERROR_DAYS}天，请重新导入`);
  const bySheet = JSON.parse(found.sheets) as Record<ReportSheet, string[][]>;
  await sendXlsx(
    reply,
    `月报导入错误文件_${fileStamp(found.createTime)}.xlsx`,
    `monthly-report-errors-${fileStamp(found.createTime)}.xlsx`,
    SHEETS.map((name) => sheet<string[]>({ name: REPORT_SHEETS[name].name, columns: columnsOf(name, true), batches: () => once(bySheet[name] ?? []) })),
  );
}

export async function importHistory(deps: AppDeps, input: { pageNum: number; pageSize: number }): Promise<Page<ReportImportHistoryRow>> {
  const { rows, total } = await repo.pageImports(deps.db, (input.pageNum - 1) * input.pageSize, input.pageSize);
  const months = (text: string) => (text === '' ? [] : text.split(','));
  const oldest = formatTime(Date.now() - REPORT_ERROR_DAYS * 86_400_000);
  return {
    total,
    records: rows.map((r) => ({
      id: Number(r.id),
      fileName: r.fileName,
      rowCount: Number(r.rowCount),
      importedMonths: months(r.importedMonths),
      refusedMonths: months(r.refusedMonths),
      errorCode: r.errorCode,
      errorAvailable: r.errorCode !== '' && r.errorTime !== null && r.errorTime >= oldest,
      operatorName: r.operatorName,
      createTime: r.createTime,
    })),
  };
}
