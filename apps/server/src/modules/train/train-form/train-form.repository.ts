import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { FormChanges, NewForm, NewFormAnswer } from './train-form.table.js';

function filtered(db: DbOrTrx, formName: string | undefined) {
  let query = db.selectFrom('trainForm as f');
  if (formName) query = query.where(containsText(db, 'f.formName', formName));
  return query;
}

/** Forms newest first. */
export function pageForms(db: DbOrTrx, formName: string | undefined, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, formName).selectAll('f').orderBy('f.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, formName)),
  );
}

export function allForms(db: DbOrTrx) {
  return db.selectFrom('trainForm').select(['formCode', 'formName']).orderBy('id', 'desc').execute();
}

export function findByCode(db: DbOrTrx, formCode: string) {
  return db.selectFrom('trainForm').selectAll().where('formCode', '=', formCode).executeTakeFirst();
}

export function findByName(db: DbOrTrx, formName: string) {
  return db.selectFrom('trainForm').select(['id', 'formCode']).where('formName', '=', formName).executeTakeFirst();
}

export async function insertForm(db: DbOrTrx, row: NewForm): Promise<void> {
  await db.insertInto('trainForm').values(row).execute();
}

export async function updateForm(db: DbOrTrx, id: number, changes: FormChanges): Promise<void> {
  await db.updateTable('trainForm').set(changes).where('id', '=', id).execute();
}

export async function deleteForm(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('trainForm').where('id', '=', id).execute();
}

/** Answers per form and field, for the forms given. */
export async function answerCounts(db: DbOrTrx, formCodes: readonly string[]) {
  if (formCodes.length === 0) return [];
  const rows = await db
    .selectFrom('trainFormAnswer')
    .select((eb) => ['formCode', 'fieldKey', eb.fn.countAll<number>().as('n')])
    .where('formCode', 'in', formCodes)
    .groupBy(['formCode', 'fieldKey'])
    .execute();
  return rows.map((r) => ({ formCode: r.formCode, fieldKey: r.fieldKey, n: Number(r.n) }));
}

/** How many fillings (distinct answer codes) each form has. */
export async function fillingCounts(db: DbOrTrx, formCodes: readonly string[]): Promise<Map<string, number>> {
  if (formCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('trainFormAnswer')
    .select((eb) => ['formCode', eb.fn.count<number>('answerCode').distinct().as('n')])
    .where('formCode', 'in', formCodes)
    .groupBy('formCode')
    .execute();
  return new Map(rows.map((r) => [r.formCode, Number(r.n)]));
}

export async function insertAnswers(db: DbOrTrx, rows: readonly NewFormAnswer[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('trainFormAnswer').values(rows.slice(i, i + 200)).execute();
}

/** One filling's answers (an enrolment's, by its code). */
export function answersOf(db: DbOrTrx, answerCode: string) {
  return db.selectFrom('trainFormAnswer').select(['formCode', 'fieldKey', 'value']).where('answerCode', '=', answerCode).orderBy('id').execute();
}

export async function deleteAnswers(db: DbOrTrx, answerCode: string): Promise<void> {
  await db.deleteFrom('trainFormAnswer').where('answerCode', '=', answerCode).execute();
}
