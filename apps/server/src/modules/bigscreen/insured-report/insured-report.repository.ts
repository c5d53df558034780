import type { Insertable, Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, dialectOf, type BulkColumnType } from '../../../db/dialect/index.js';
import type {
  BigscreenReportEducationTable,
  BigscreenReportFlowTable,
  BigscreenReportImportTable,
  BigscreenReportInsuredTable,
} from '../bigscreen.table.js';

/** The imported monthly reports (月报导入) and their import history. */

export interface RegionRange {
  low: string;
  high: string;
}

export function insuredRows(db: DbOrTrx, range: RegionRange, fromMonth: string, toMonth: string) {
  return db
    .selectFrom('bigscreenReportInsured')
    .selectAll()
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .where('regionCode', '>=', range.low)
    .where('regionCode', '<=', range.high)
    .execute();
}

export function educationRows(db: DbOrTrx, range: RegionRange, month: string) {
  return db
    .selectFrom('bigscreenReportEducation')
    .select(['regionCode', 'education', 'insuredCount'])
    .where('month', '=', month)
    .where('regionCode', '>=', range.low)
    .where('regionCode', '<=', range.high)
    .execute();
}

export function flowRows(db: DbOrTrx, range: RegionRange, fromMonth: string, toMonth: string) {
  return db
    .selectFrom('bigscreenReportFlow')
    .selectAll()
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .where('regionCode', '>=', range.low)
    .where('regionCode', '<=', range.high)
    .execute();
}

type Columns<T> = ReadonlyArray<readonly [keyof T & string, BulkColumnType]>;
const INSURED_COLUMNS: Columns<BigscreenReportInsuredTable> = [
  ['month', 'text'],
  ['regionCode', 'text'],
  ['regionName', 'text'],
  ['insuredTotal', 'integer'],
  ['pension', 'integer'],
  ['medical', 'integer'],
  ['unemployment', 'integer'],
  ['injury', 'integer'],
  ['maternity', 'integer'],
  ['addCount', 'integer'],
  ['reduceCount', 'integer'],
  ['importId', 'integer'],
];
const EDUCATION_COLUMNS: Columns<BigscreenReportEducationTable> = [
  ['month', 'text'],
  ['regionCode', 'text'],
  ['education', 'integer'],
  ['insuredCount', 'integer'],
  ['importId', 'integer'],
];
const FLOW_COLUMNS: Columns<BigscreenReportFlowTable> = [
  ['month', 'text'],
  ['regionCode', 'text'],
  ['regionName', 'text'],
  ['inflow', 'integer'],
  ['outflow', 'integer'],
  ['importId', 'integer'],
];

/** One statement per table (bulkInsert): a month of 2,500 rows in 500-row inserts cost PostgreSQL most of the import. */
function insertAll<T>(trx: DbOrTrx, table: string, columns: Columns<T>, rows: ReadonlyArray<Insertable<T>>): Promise<void> {
  return bulkInsert(
    trx as unknown as Kysely<unknown>,
    dialectOf(trx),
    table,
    columns.map(([key, type]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), type] as const),
    rows.map((row) => columns.map(([key]) => (row as Record<string, string | number>)[key])),
  );
}

/** Replaces a month's reports with `rows` (in the caller's transaction). */
export async function replaceMonth(
  trx: DbOrTrx,
  month: string,
  rows: {
    insured: ReadonlyArray<Insertable<BigscreenReportInsuredTable>>;
    education: ReadonlyArray<Insertable<BigscreenReportEducationTable>>;
    flow: ReadonlyArray<Insertable<BigscreenReportFlowTable>>;
  },
): Promise<void> {
  await trx.deleteFrom('bigscreenReportInsured').where('month', '=', month).execute();
  await trx.deleteFrom('bigscreenReportEducation').where('month', '=', month).execute();
  await trx.deleteFrom('bigscreenReportFlow').where('month', '=', month).execute();
  await insertAll(trx, 'bigscreen_report_insured', INSURED_COLUMNS, rows.insured);
  await insertAll(trx, 'bigscreen_report_education', EDUCATION_COLUMNS, rows.education);
  await insertAll(trx, 'bigscreen_report_flow', FLOW_COLUMNS, rows.flow);
}

export async function insertImport(db: DbOrTrx, row: Insertable<BigscreenReportImportTable>): Promise<number> {
  const inserted = await db.insertInto('bigscreenReportImport').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function finishImport(db: DbOrTrx, id: number, changes: { rowCount: number; importedMonths: string; refusedMonths: string; errorCode: string }) {
  await db.updateTable('bigscreenReportImport').set(changes).where('id', '=', id).execute();
}

export async function insertError(db: DbOrTrx, row: { errorCode: string; importId: number; importerId: number | null; sheets: string; createTime: string }) {
  await db.insertInto('bigscreenReportError').values(row).execute();
}

export function findError(db: DbOrTrx, errorCode: string) {
  return db.selectFrom('bigscreenReportError').selectAll().where('errorCode', '=', errorCode).executeTakeFirst();
}

export async function deleteErrorsBefore(db: DbOrTrx, before: string): Promise<number> {
  const result = await db.deleteFrom('bigscreenReportError').where('createTime', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function pageImports(db: DbOrTrx, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('bigscreenReportImport as i')
      .leftJoin('bigscreenReportError as e', 'e.errorCode', 'i.errorCode')
      .select(['i.id', 'i.fileName', 'i.rowCount', 'i.importedMonths', 'i.refusedMonths', 'i.errorCode', 'i.operatorName', 'i.createTime', 'e.createTime as errorTime'])
      .orderBy('i.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db.selectFrom('bigscreenReportImport').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
