import {
  FORM_FIELD_TYPE_LABELS,
  type FormDetail,
  type FormField,
  type FormFieldInput,
  type FormRecord,
  type Page,
  type QueryOf,
  type trainFormApi,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './train-form.repository.js';
import type { FormRow, NewFormAnswer } from './train-form.table.js';

type PageInput = QueryOf<typeof trainFormApi.page>;
interface FormInput {
  formName: string;
  description: string;
  fields: FormFieldInput[];
}

export const FORM_NOT_FOUND = '培训表单不存在';
const nameTaken = (formName: string) => conflict(`表单名称“${formName}”已存在`);

/** What uses a form: how many fillings it has and which of its fields were answered. */
export interface FormUsage {
  usedBy: number;
  answeredKeys: string[];
}

/**
 * What uses each form. Today only stored answers (`train_form_answer`, written
 * by an enrolment that filled the form in) count; when courses name their form,
 * their count joins here, and every rule asking `formUsage` follows.
 */
export async function formUsages(db: DbOrTrx, formCodes: readonly string[]): Promise<Map<string, FormUsage>> {
  const [fillings, answers] = await Promise.all([repo.fillingCounts(db, formCodes), repo.answerCounts(db, formCodes)]);
  const usages = new Map<string, FormUsage>(formCodes.map((code) => [code, { usedBy: fillings.get(code) ?? 0, answeredKeys: [] }]));
  for (const answer of answers) if (answer.n > 0) usages.get(answer.formCode)?.answeredKeys.push(answer.fieldKey);
  return usages;
}

export async function formUsage(db: DbOrTrx, formCode: string): Promise<FormUsage> {
  return (await formUsages(db, [formCode])).get(formCode) ?? { usedBy: 0, answeredKeys: [] };
}

const fieldsOf = (row: FormRow): FormField[] => JSON.parse(row.fields) as FormField[];

function recordOf(row: FormRow, usage: FormUsage): FormRecord {
  return {
    formCode: row.formCode,
    formName: row.formName,
    description: row.description,
    fieldCount: row.fieldCount,
    usedBy: usage.usedBy,
    creatorName: row.creatorName,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/** Stored as the form shows them: options only on the choice types, trimmed. */
function storedFields(fields: readonly FormFieldInput[]): string {
  return JSON.stringify(fields.map((f) => ({ key: f.key, label: f.label, type: f.type, required: f.required, options: f.options.map((o) => o.trim()) })));
}

async function orNameClash<T>(formName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw nameTaken(formName);
    throw error;
  }
}

export function saveForm(deps: AppDeps, actor: Actor, input: FormInput): Promise<{ formCode: string }> {
  return orNameClash(input.formName, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findByName(trx, input.formName)) throw nameTaken(input.formName);
      const now = nowText();
      const formCode = randomCode();
      await repo.insertForm(trx, {
        formCode,
        formName: input.formName,
        description: input.description,
        fields: storedFields(input.fields),
        fieldCount: input.fields.length,
        creatorId: actor.userId,
        creatorName: actor.realName,
        updaterName: actor.realName,
        createTime: now,
        updateTime: now,
      });
      return { formCode };
    }),
  );
}

/**
 * An answered field stays, with its type: the answers already given would
 * otherwise lose their question or mean something else (409 naming it).
 * Labels, order, options and 必填 may change.
 */
function checkAnsweredKept(before: readonly FormField[], after: readonly FormFieldInput[], answeredKeys: readonly string[]): void {
  for (const key of answeredKeys) {
    const old = before.find((f) => f.key === key);
    if (!old) continue;
    const kept = after.find((f) => f.key === key);
    if (!kept) throw conflict(`字段“${old.label}”已有报名填写，不能删除`);
    if (kept.type !== old.type) {
      throw conflict(`字段“${old.label}”已有报名填写，不能将类型由“${FORM_FIELD_TYPE_LABELS[old.type]}”改为“${FORM_FIELD_TYPE_LABELS[kept.type]}”`);
    }
  }
}

export function editForm(deps: AppDeps, actor: Actor, input: FormInput & { formCode: string }): Promise<{ formCode: string }> {
  return orNameClash(input.formName, () =>
    deps.db.transaction().execute(async (trx) => {
      const row = found(await repo.findByCode(trx, input.formCode), FORM_NOT_FOUND);
      const same = await repo.findByName(trx, input.formName);
      if (same && same.formCode !== row.formCode) throw nameTaken(input.formName);
      const usage = await formUsage(trx, row.formCode);
      checkAnsweredKept(fieldsOf(row), input.fields, usage.answeredKeys);
      await repo.updateForm(trx, row.id, {
        formName: input.formName,
        description: input.description,
        fields: storedFields(input.fields),
        fieldCount: input.fields.length,
        updaterName: actor.realName,
        updateTime: nowText(),
      });
      return { formCode: row.formCode };
    }),
  );
}

export function deleteForm(deps: AppDeps, formCode: string): Promise<null> {
  return deps.db.transaction().execute(async (trx) => {
    const row = found(await repo.findByCode(trx, formCode), FORM_NOT_FOUND);
    const usage = await formUsage(trx, formCode);
    if (usage.usedBy > 0) throw conflict(`表单“${row.formName}”已有${usage.usedBy}份报名填写，不能删除`);
    await repo.deleteForm(trx, row.id);
    return null;
  });
}

export async function formInfo(deps: AppDeps, formCode: string): Promise<FormDetail> {
  const row = found(await repo.findByCode(deps.db, formCode), FORM_NOT_FOUND);
  const usage = await formUsage(deps.db, formCode);
  return { ...recordOf(row, usage), fields: fieldsOf(row), answeredKeys: usage.answeredKeys };
}

export async function pageForms(deps: AppDeps, input: PageInput): Promise<Page<FormRecord>> {
  const page = await repo.pageForms(deps.db, input.formName, input);
  const usages = await formUsages(deps.db, page.records.map((r) => r.formCode));
  return { total: page.total, records: page.records.map((row) => recordOf(row, usages.get(row.formCode) ?? { usedBy: 0, answeredKeys: [] })) };
}

export function formList(deps: AppDeps) {
  return repo.allForms(deps.db);
}

/** Answers as an enrolment leaves them (no endpoint yet: the learner app writes them; tests and the demo seed use this). */
export function storeAnswers(db: DbOrTrx, rows: readonly NewFormAnswer[]): Promise<void> {
  return repo.insertAnswers(db, rows);
}

/** A form's fields by its code, or null when there is no such form (a course's form is stored as text). */
export async function formFieldsOf(db: DbOrTrx, formCode: string): Promise<FormField[] | null> {
  if (formCode === '') return null;
  const row = await repo.findByCode(db, formCode);
  return row ? fieldsOf(row) : null;
}

/** One filling's stored answers (value as stored: text, or a JSON array for a 多选). */
export const answersOf = (db: DbOrTrx, answerCode: string) => repo.answersOf(db, answerCode);

/** An edited filling: its answers replaced as a whole (in the caller's transaction). */
export async function replaceAnswers(db: DbOrTrx, answerCode: string, rows: readonly NewFormAnswer[]): Promise<void> {
  await repo.deleteAnswers(db, answerCode);
  await repo.insertAnswers(db, rows);
}

/** For the demo seed: a form written as the console saves it. */
export async function insertDemoForm(
  db: DbOrTrx,
  form: { formCode: string; formName: string; description: string; fields: FormFieldInput[]; creatorId: number | null; creatorName: string; time: string },
): Promise<void> {
  await repo.insertForm(db, {
    formCode: form.formCode,
    formName: form.formName,
    description: form.description,
    fields: storedFields(form.fields),
    fieldCount: form.fields.length,
    creatorId: form.creatorId,
    creatorName: form.creatorName,
    updaterName: form.creatorName,
    createTime: form.time,
    updateTime: form.time,
  });
}
