import type { Readable } from 'node:stream';
import {
  EDUCATION_OPTIONS,
  EMPLOY_STATE_OPTIONS,
  IMPORT_ERROR_HOURS,
  idCardProblem,
  MOBILE_PATTERN,
  normalizeIdCard,
  STUDENT_IMPORT_ERROR_HEADER,
  STUDENT_IMPORT_HEADERS,
  studentImportFields,
  type ImportResult,
} from '@hrbd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { fileStamp, sendXlsx, sheet } from '../../../platform/export/xlsx.js';
import { randomCode } from '../../../platform/ids.js';
import { parseFields, readMultipartForm, requireFile } from '../../../platform/uploads/multipart.js';
import { importBatchOf, readXlsxRows } from '../../../platform/uploads/xlsx-rows.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import * as repo from './train-class.repository.js';

type Cells = string[];

/** A row's own problem (before the database is asked), or ''. */
function rowProblem([name, idCard, mobile, education, employState, classCode]: Cells): string {
  if (!name) return '姓名不能为空';
  if (name.length > 20) return '姓名长度不能超过20个字符';
  const id = idCardProblem(normalizeIdCard(idCard));
  if (id) return id;
  if (!MOBILE_PATTERN.test(mobile)) return '手机号格式不正确';
  if (!(EDUCATION_OPTIONS as readonly string[]).includes(education)) return `学历应为 ${EDUCATION_OPTIONS.join('、')} 之一`;
  if (!(EMPLOY_STATE_OPTIONS as readonly string[]).includes(employState)) return `就业状态应为 ${EMPLOY_STATE_OPTIONS.join('、')} 之一`;
  if (!classCode) return '班级编号不能为空';
  return '';
}

interface Tally {
  total: number;
  success: number;
  errors: string[][];
}

type ImportClass = Awaited<ReturnType<typeof repo.classesForImport>>[number] & { enrolled: number };

/**
 * The sheet's classes by code (null: none in the caller's scope), each read
 * once per import with its head count, which the import then keeps: counting
 * a class's students again for every batch read the rows this transaction had
 * just put in, which PostgreSQL cannot count from the index alone (they are
 * not yet visible to all), so the import slowed as its classes filled.
 */
type ClassesSeen = Map<string, ImportClass | null>;

async function classesOf(trx: DbOrTrx, actor: Actor, rows: Cells[], seen: ClassesSeen): Promise<ClassesSeen> {
  const unseen = [...new Set(rows.map((r) => r[5]))].filter((code) => !seen.has(code));
  for (const c of await repo.classesForImport(trx, unseen, actor.scope)) seen.set(c.classCode, { ...c, enrolled: Number(c.enrolled) });
  for (const code of unseen) if (!seen.has(code)) seen.set(code, null);
  return seen;
}

/** Puts a batch of rows that passed their own checks into their classes; the rest join the errors with their reason. */
async function importBatch(trx: DbOrTrx, actor: Actor, rows: Cells[], updateKnown: boolean, tally: Tally, seen: ClassesSeen): Promise<void> {
  if (rows.length === 0) return;
  const classes = await classesOf(trx, actor, rows, seen);
  const asked = new Map<number, string[]>();
  for (const r of rows) {
    const classId = classes.get(r[5])?.id;
    if (classId === undefined) continue;
    const idCards = asked.get(classId);
    if (idCards) idCards.push(normalizeIdCard(r[1]));
    else asked.set(classId, [normalizeIdCard(r[1])]);
  }
  const known = await repo.knownStudents(trx, asked);
  const knownBy = new Map(known.map((k) => [`${k.classId}:${k.idCard}`, Number(k.id)]));
  const now = nowText();
  const fresh = [];
  for (const cells of rows) {
    const [usrName, rawId, mobile, education, employState, classCode] = cells;
    const idCard = normalizeIdCard(rawId);
    const klass = classes.get(classCode);
    const fail = (reason: string) => tally.errors.push([...cells, reason]);
    if (!klass) {
      fail(`班级编号“${classCode}”不存在`);
      continue;
    }
    if (klass.finishState === 1) {
      fail('班级已结业，不能添加学员');
      continue;
    }
    const key = `${klass.id}:${idCard}`;
    const existing = knownBy.get(key);
    if (existing !== undefined) {
      if (!updateKnown) {
        fail('该学员已在本班级中');
        continue;
      }
      if (existing > 0) await repo.updateStudent(trx, existing, { usrName, mobile, education, employState, updateTime: now });
      else {
        fail('表格中该学员重复');
        continue;
      }
      tally.success++;
      continue;
    }
    if (klass.enrolled >= klass.capacity) {
      fail(`班级已满（容量${klass.capacity}人）`);
      continue;
    }
    klass.enrolled++;
    // Marked as taken by this sheet, so a second row of the same person in the class is caught.
    knownBy.set(key, -1);
    fresh.push({ studentCode: randomCode(), classId: klass.id, usrName, idCard, mobile, education, employState, createTime: now, updateTime: now });
    tally.success++;
  }
  await repo.insertStudents(trx, fresh);
}

/**
 * importStudentInfoList: the sheet is read as it streams in (`readXlsxRows`,
 * first worksheet, a header row naming the columns), checked
 * row by row and put in by batches, all in one transaction as the red-packet
 * import: a file refused halfway (a row or size bound, a broken part) leaves
 * nothing. Rejected rows are kept with their reason for the importer to
 * download as an error workbook for 24 hours.
 */
export async function importStudents(deps: AppDeps, actor: Actor, request: FastifyRequest): Promise<ImportResult> {
  const tally: Tally = { total: 0, success: 0, errors: [] };
  let updateKnown = false;
  const { fields, file } = await readMultipartForm(
    request,
    async (part, before) => {
      updateKnown = parseFields(studentImportFields, before).updateKnown === '1';
      await deps.db.transaction().execute((trx) => readSheet(trx, deps, actor, part.file, () => updateKnown, tally));
      return true;
    },
    async () => undefined,
  );
  parseFields(studentImportFields, fields);
  requireFile(file);
  let errorCode = '';
  if (tally.errors.length > 0) {
    errorCode = randomCode();
    await repo.insertImportError(deps.db, { errorCode, importerId: actor.userId, rows: JSON.stringify(tally.errors), createTime: nowText() });
  }
  return { total: tally.total, success: tally.success, failed: tally.errors.length, errorCode };
}

async function readSheet(trx: DbOrTrx, deps: AppDeps, actor: Actor, stream: Readable, updateKnown: () => boolean, tally: Tally): Promise<void> {
  const seen: ClassesSeen = new Map();
  let pending: Cells[] = [];
  const batchSize = importBatchOf(trx);
  await readXlsxRows(stream, STUDENT_IMPORT_HEADERS, deps.config.importLimits, async (cells) => {
    tally.total++;
    const problem = rowProblem(cells);
    if (problem) tally.errors.push([...cells, problem]);
    else pending.push(cells);
    if (pending.length >= batchSize) {
      const batch = pending;
      pending = [];
      await importBatch(trx, actor, batch, updateKnown(), tally, seen);
    }
  });
  await importBatch(trx, actor, pending, updateKnown(), tally, seen);
}

/** The scheduled clean-up: error workbooks past their 24 hours leave the database (they hold ID numbers). */
export function removeExpiredErrorFiles(deps: AppDeps, now: string): Promise<number> {
  return repo.deleteImportErrorsBefore(deps.db, formatTime(parseTime(now) - IMPORT_ERROR_HOURS * 3600_000));
}

/** downLoadErrorFile: the rejected rows with their reason, to the importer only, for 24 hours. */
export async function sendErrorFile(deps: AppDeps, actor: Actor, errorCode: string, reply: FastifyReply): Promise<void> {
  const found = await repo.findImportError(deps.db, errorCode);
  if (!found || Number(found.importerId) !== actor.userId) throw notFound('错误文件不存在');
  if (Date.now() - parseTime(found.createTime) > IMPORT_ERROR_HOURS * 3600_000) throw notFound(`错误文件已超过${IMPORT_ERROR_HOURS}小时，请重新导入`);
  const rows = JSON.parse(found.rows) as string[][];
  const headers = [...STUDENT_IMPORT_HEADERS, STUDENT_IMPORT_ERROR_HEADER];
  async function* batches() {
    for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
  }
  await sendXlsx(reply, `学员导入错误文件_${fileStamp(found.createTime)}.xlsx`, `student-import-errors-${fileStamp(found.createTime)}.xlsx`, [
    sheet<string[]>({ name: '错误数据', columns: headers.map((header, i) => ({ header, width: i === 1 ? 22 : i === 6 ? 40 : 14, value: (r) => r[i] ?? '' })), batches }),
  ]);
}
