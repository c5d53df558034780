import {
  idCardProblem,
  MOBILE_PATTERN,
  MONEY_MESSAGE,
  MONEY_PATTERN,
  normalizeIdCard,
  RED_PKG_AMOUNT_MESSAGE,
  RED_PKG_IMPORT_ERROR_HEADER,
  RED_PKG_IMPORT_HEADERS,
  RED_PKG_NAME_MAX,
  redPkgCents,
  type RedPkgImportResult,
} from '@hrbd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import { conflict, notFound } from '../../../platform/errors.js';
import { fileStamp, sendXlsx, sheet } from '../../../platform/export/xlsx.js';
import { randomCode } from '../../../platform/ids.js';
import { displayName, readMultipartForm, requireFile } from '../../../platform/uploads/multipart.js';
import { importBatchOf, readXlsxRows } from '../../../platform/uploads/xlsx-rows.js';
import { nowText } from '../../../platform/time.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import * as repo from './red-pkg-user.repository.js';
import { redPkgNames, subsidyYearOf, type RedPkgNames } from './red-pkg-user.service.js';

type Cells = string[];

/** What one import carries from row to row. */
interface ImportRun {
  trx: DbOrTrx;
  names: RedPkgNames;
  scope: DataScope;
  batchCode: string;
  year: number;
  creatorId: number;
  now: string;
  newCode: () => string;
  /** ID numbers already met in this file: the second is refused. */
  seen: Set<string>;
  pending: Array<{ cells: Cells; row: repo.ImportedUser }>;
  /** Rows checked and put in together (importBatchOf). */
  batchSize: number;
  total: number;
  succeeded: number;
  errors: Cells[];
}

/** A row's own problem (format, county, category, money, a repeat in the file), or its row to load. */
function checkRow(run: ImportRun, cells: Cells): string | repo.ImportedUser {
  const [name, rawId, mobile, county, category, money] = cells;
  if (!name) return '姓名不能为空';
  if (name.length > RED_PKG_NAME_MAX) return `姓名长度不能超过${RED_PKG_NAME_MAX}个字符`;
  const idCard = normalizeIdCard(rawId);
  const idProblem = idCardProblem(idCard);
  if (idProblem) return idProblem;
  if (!MOBILE_PATTERN.test(mobile)) return '手机号格式不正确';
  const place = run.names.countyCode(county);
  if ('problem' in place) return place.problem;
  if (!scopeCovers(run.scope, place.code)) return '所属区县不在您的数据权限范围内';
  const categoryKey = run.names.categoryKey(category);
  if (categoryKey === undefined) return `补贴类别“${category}”不存在或已停用`;
  if (!money) return '补贴金额不能为空';
  if (!MONEY_PATTERN.test(money)) return MONEY_MESSAGE;
  const cents = redPkgCents(money);
  if (cents === null) return RED_PKG_AMOUNT_MESSAGE;
  if (run.seen.has(idCard)) return '表格中该身份证号重复';
  run.seen.add(idCard);
  return [run.newCode(), name, idCard, mobile, place.code, categoryKey, cents, run.batchCode, run.year, 0, run.creatorId, run.now, run.now];
}

/** Refuses the pending rows whose person already has this year's record, loads the rest. */
async function flush(run: ImportRun): Promise<void> {
  if (run.pending.length === 0) return;
  const taken = await repo.takenIdCards(run.trx, run.pending.map((p) => p.row[2]), run.year);
  const good: repo.ImportedUser[] = [];
  for (const { cells, row } of run.pending) {
    if (taken.has(row[2])) run.errors.push([...cells, `该身份证号在 ${run.year} 年已登记红包补贴`]);
    else good.push(row);
  }
  await repo.insertImported(run.trx, good);
  run.succeeded += good.length;
  run.pending = [];
}

async function takeRow(run: ImportRun, cells: Cells): Promise<void> {
  run.total++;
  const checked = checkRow(run, cells);
  if (typeof checked === 'string') run.errors.push([...cells, checked]);
  else run.pending.push({ cells, row: checked });
  if (run.pending.length >= run.batchSize) await flush(run);
}

/** Rows in, batch recorded: what a sheet and the demo seed share. */
async function finish(run: ImportRun, fileName: string): Promise<RedPkgImportResult> {
  await flush(run);
  const failed = run.errors.length;
  await repo.insertBatch(run.trx, { batchCode: run.batchCode, importerId: run.creatorId, fileName, total: run.total, succeeded: run.succeeded, failed, errors: JSON.stringify(run.errors), createTime: run.now });
  return { batchCode: run.batchCode, total: run.total, succeeded: run.succeeded, failed };
}

export interface Importer {
  userId: number;
  scope: DataScope;
}

function newRun(trx: DbOrTrx, names: RedPkgNames, importer: Importer, now: string, batchCode: string, newCode: () => string): ImportRun {
  return { trx, names, scope: importer.scope, batchCode, year: subsidyYearOf(now), creatorId: importer.userId, now, newCode, seen: new Set(), pending: [], batchSize: importBatchOf(trx), total: 0, succeeded: 0, errors: [] };
}

/**
 * The import's rules over rows already read (the template's columns, as
 * text): the demo seed's batches go through them as a sheet's rows do.
 */
export async function importRows(
  trx: DbOrTrx,
  names: RedPkgNames,
  importer: Importer,
  rows: Iterable<Cells>,
  options: { now: string; batchCode: string; fileName: string; newCode: () => string },
): Promise<RedPkgImportResult> {
  const run = newRun(trx, names, importer, options.now, options.batchCode, options.newCode);
  for (const cells of rows) await takeRow(run, cells);
  return finish(run, options.fileName);
}

/** A batch code people read and quote: HB, the time to the second, four random characters. */
export const batchCodeOf = (now: string, tail = randomCode(4)) => `HB${now.replace(/\D/g, '')}${tail.toUpperCase()}`;

/**
 * impRedPkgUsers: the sheet is read as it streams in, every row checked (ID
 * number, mobile, county, category, amount, repeats in the file and in the
 * table); good rows go in as 待提交 by bulk inserts, refused rows are kept with
 * 错误原因 for exportRedPkgUserError. All in one transaction: a file found
 * broken halfway (400) leaves nothing behind.
 */
export async function importUsers(deps: AppDeps, actor: Actor, request: FastifyRequest, now = nowText()): Promise<RedPkgImportResult> {
  const names = await redPkgNames(deps.db);
  const batchCode = batchCodeOf(now);
  try {
    const { file } = await readMultipartForm(
      request,
      async (part) =>
        deps.db.transaction().execute(async (trx) => {
          const run = newRun(trx, names, actor, now, batchCode, randomCode);
          await readXlsxRows(part.file, RED_PKG_IMPORT_HEADERS, deps.config.importLimits, (cells) => takeRow(run, cells));
          return finish(run, displayName(part.filename));
        }),
      async () => undefined,
    );
    return requireFile(file);
  } catch (error) {
    // Another import or form wrote one of these people meanwhile: nothing of this file went in.
    if (constraintViolation(error) === 'unique') throw conflict('导入期间有相同身份证号的记录写入，本次导入未生效，请重新导入');
    throw error;
  }
}

/** exportRedPkgUserError: a batch's refused rows with 错误原因; without a batch, the empty template (same columns). */
export async function sendErrorFile(deps: AppDeps, actor: Actor, batchCode: string | undefined, reply: FastifyReply): Promise<void> {
  const headers = [...RED_PKG_IMPORT_HEADERS, RED_PKG_IMPORT_ERROR_HEADER];
  const columns = headers.map((header, i) => ({ header, width: i === 1 ? 22 : i === 6 ? 40 : 16, value: (r: Cells) => r[i] ?? '' }));
  if (!batchCode) {
    await sendXlsx(reply, '红包补贴用户导入模板.xlsx', 'red-packet-import-template.xlsx', [
      sheet<Cells>({ name: '红包补贴用户', columns: columns.slice(0, RED_PKG_IMPORT_HEADERS.length), batches: async function* () {} }),
    ]);
    return;
  }
  const batch = await repo.findBatch(deps.db, batchCode);
  // The refused rows hold ID numbers: the importer's own (or an administrator's), like the import itself.
  if (!batch || (!actor.isAdmin && Number(batch.importerId) !== actor.userId)) throw notFound('错误文件不存在');
  const rows = JSON.parse(batch.errors) as Cells[];
  async function* batches() {
    for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
  }
  const stamp = fileStamp(batch.createTime);
  await sendXlsx(reply, `红包补贴用户导入错误_${batch.batchCode}.xlsx`, `red-packet-import-errors-${stamp}.xlsx`, [sheet<Cells>({ name: '错误数据', columns, batches })]);
}
