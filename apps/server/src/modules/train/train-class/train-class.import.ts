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
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { fileStamp, sendXlsx, sheet } from '../../../platform/export/xlsx.js';
import { randomCode } from '../../../platform/ids.js';
import { parseFields, readMultipartForm, requireFile } from '../../../platform/uploads/multipart.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import * as repo from './train-class.repository.js';

const BATCH = 500;
type Cells = string[];

/** What a cell holds as text: rich text joined, formulas by their result, numbers as written. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('').trim();
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (value instanceof Date) return formatTime(value).slice(0, 10);
  }
  return String(value).trim();
}

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

/** Puts a batch of rows that passed their own checks into their classes; the rest join the errors with their reason. */
async function importBatch(deps: AppDeps, actor: Actor, rows: Cells[], updateKnown: boolean, tally: Tally): Promise<void> {
  if (rows.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    const classes = new Map((await repo.classesForImport(trx, [...new Set(rows.map((r) => r[5]))], actor.scope)).map((c) => [c.classCode, { ...c, enrolled: Number(c.enrolled) }]));
    const known = await repo.knownStudents(
      trx,
      [...classes.values()].map((c) => c.id),
      rows.map((r) => normalizeIdCard(r[1])),
    );
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
  });
}

/**
 * importStudentInfoList: the sheet is read as it streams in (exceljs's
 * WorkbookReader, first worksheet, a header row naming the columns), checked
 * row by row and put in by batches; rejected rows are kept with their reason
 * for the importer to download as an error workbook for 24 hours.
 */
export async function importStudents(deps: AppDeps, actor: Actor, request: FastifyRequest): Promise<ImportResult> {
  const tally: Tally = { total: 0, success: 0, errors: [] };
  let updateKnown = false;
  const { fields, file } = await readMultipartForm(
    request,
    async (part, before) => {
      updateKnown = parseFields(studentImportFields, before).updateKnown === '1';
      await readSheet(deps, actor, part.file, () => updateKnown, tally);
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

async function readSheet(deps: AppDeps, actor: Actor, stream: Readable, updateKnown: () => boolean, tally: Tally): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  let columns: number[] | null = null;
  let pending: Cells[] = [];
  // A failure while writing is the database's, not the file's.
  let storing = false;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row as unknown as { values: unknown[] }).values;
        if (columns === null) {
          const headers = values.map(cellText);
          columns = STUDENT_IMPORT_HEADERS.map((h) => headers.indexOf(h));
          const missing = STUDENT_IMPORT_HEADERS.filter((_, i) => columns![i] < 0);
          if (missing.length > 0) throw badRequest(`导入文件缺少列：${missing.join('、')}，请使用导入模板`);
          continue;
        }
        const cells = columns.map((c) => cellText(values[c]));
        if (cells.every((c) => c === '')) continue;
        tally.total++;
        const problem = rowProblem(cells);
        if (problem) tally.errors.push([...cells, problem]);
        else pending.push(cells);
        if (pending.length >= BATCH) {
          storing = true;
          await importBatch(deps, actor, pending, updateKnown(), tally);
          storing = false;
          pending = [];
        }
      }
      // The first worksheet only; the rest of the file is drained by the reader.
      break;
    }
  } catch (error) {
    stream.resume();
    if (error instanceof AppError || storing) throw error;
    throw badRequest('导入文件不是有效的 xlsx 文件，请使用导入模板');
  }
  if (columns === null) throw badRequest('导入文件没有内容，请使用导入模板');
  await importBatch(deps, actor, pending, updateKnown(), tally);
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
