import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 培训表单: the enrolment forms a course asks its applicants to fill in
 * (电工培训报名表 …). A form is a name, a description and its fields in order;
 * each field has a key (unique in the form), a label, a type, whether it is
 * required and, for the choice types, 2–20 distinct options. A form in use
 * (answers stored against it) is not deleted, and its answered fields are
 * neither removed nor retyped (409).
 */

export const FORM_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select', 'radio', 'checkbox', 'idCard', 'phone', 'region'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const FORM_FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  date: '日期',
  select: '下拉选择',
  radio: '单选',
  checkbox: '多选',
  idCard: '身份证号',
  phone: '手机号',
  region: '地区',
};
/** The types a person answers by choosing among options. */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];
export const FORM_OPTIONS_MIN = 2;
export const FORM_OPTIONS_MAX = 20;
export const FORM_FIELDS_MAX = 50;
export const FORM_NAME_MAX = 50;
export const FORM_DESCRIPTION_MAX = 500;
export const FORM_FIELD_LABEL_MAX = 30;
export const FORM_OPTION_MAX = 30;
export const FORM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

export const FORM_LABELS = defineLabels({
  formName: field.name('表单名称'),
  updateTime: field.time('更新时间'),
  fieldCount: field.number('字段数'),
  usedBy: field.number('使用次数'),
  creatorName: field.person('创建人'),
  description: field.text('表单说明'),
});

export interface FormFieldParts {
  key: string;
  label: string;
  type: string;
  options?: readonly string[];
}

/**
 * What is wrong with a form's fields taken together, naming the field a person
 * would correct, or null: keys unique, labels non-empty, options only (and
 * 2–20 distinct ones) for the choice types. Shared by the schema and the
 * console's editor.
 */
export function formFieldsProblem(fields: readonly FormFieldParts[]): { index: number; message: string } | null {
  const keys = new Set<string>();
  for (const [index, f] of fields.entries()) {
    const n = index + 1;
    if (f.label.trim() === '') return { index, message: `第${n}个字段的字段名称不能为空` };
    if (keys.has(f.key)) return { index, message: `字段标识“${f.key}”重复` };
    keys.add(f.key);
    const choice = (CHOICE_FIELD_TYPES as readonly string[]).includes(f.type);
    const options = f.options ?? [];
    if (!choice && options.length > 0) return { index, message: `“${f.label}”不是选择类字段，不能设置选项` };
    if (choice) {
      if (options.length < FORM_OPTIONS_MIN) return { index, message: `“${f.label}”至少需要${FORM_OPTIONS_MIN}个选项` };
      if (options.length > FORM_OPTIONS_MAX) return { index, message: `“${f.label}”最多${FORM_OPTIONS_MAX}个选项` };
      const seen = new Set<string>();
      for (const option of options) {
        const text = option.trim();
        if (text === '') return { index, message: `“${f.label}”的选项不能为空` };
        if (seen.has(text)) return { index, message: `“${f.label}”的选项“${text}”重复` };
        seen.add(text);
      }
    }
  }
  return null;
}

export const formFieldInput = z.object({
  key: z.string().trim().regex(FORM_KEY_PATTERN, { error: '字段标识应以字母开头，由字母、数字或下划线组成，最多32个字符' }).describe('字段标识'),
  label: z.string().trim().max(FORM_FIELD_LABEL_MAX).describe('字段名称'),
  type: z.enum(FORM_FIELD_TYPES, { error: `字段类型取值应为 ${FORM_FIELD_TYPES.join('、')} 之一` }).describe('字段类型'),
  required: z.boolean({ error: '是否必填应为是或否' }).describe('是否必填'),
  options: z.array(z.string().trim().max(FORM_OPTION_MAX).describe('选项')).default([]).describe('选项'),
});
export type FormFieldInput = z.infer<typeof formFieldInput>;

const formShape = {
  formName: z.string().trim().min(1, { error: '请输入表单名称' }).max(FORM_NAME_MAX).describe('表单名称'),
  description: multiLine(z.string().trim().max(FORM_DESCRIPTION_MAX).describe('表单说明')).default(''),
  fields: z
    .array(formFieldInput)
    .min(1, { error: '请至少添加一个字段' })
    .max(FORM_FIELDS_MAX, { error: `字段最多${FORM_FIELDS_MAX}个` })
    .describe('表单字段'),
};

function checkFields(value: { fields: FormFieldInput[] }, ctx: z.RefinementCtx): void {
  const problem = formFieldsProblem(value.fields);
  if (problem) ctx.addIssue({ code: 'custom', path: ['fields', problem.index], message: problem.message });
}

export const formSaveInput = z.object(formShape).superRefine(checkFields);
export const formEditInput = z.object({ formCode: code32('表单编号'), ...formShape }).superRefine(checkFields);

export const formField = z.object({ key: z.string(), label: z.string(), type: z.enum(FORM_FIELD_TYPES), required: z.boolean(), options: z.array(z.string()) });
export type FormField = z.infer<typeof formField>;

export const formRecord = z.object({
  formCode: z.string(),
  formName: z.string(),
  description: z.string(),
  fieldCount: z.number().int(),
  /** How many answers are stored against it (a form in use is not deleted). */
  usedBy: z.number().int(),
  creatorName: z.string(),
  createTime: timeText,
  updateTime: timeText,
});
export type FormRecord = z.infer<typeof formRecord>;

export const formDetail = formRecord.extend({
  fields: z.array(formField),
  /** Keys of fields that have answers: they may not be removed or retyped. */
  answeredKeys: z.array(z.string()),
});
export type FormDetail = z.infer<typeof formDetail>;

const FORM_CODE = z.object({ formCode: code32('表单编号') });

export const trainFormApi = defineEndpoints('train', 'trainForm', {
  save: {
    method: 'POST',
    path: '/train/train-form-info/save',
    summary: '新增培训表单',
    access: { permission: perm.train.form.add },
    audit: true,
    body: formSaveInput,
    response: z.object({ formCode: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/train/train-form-info/edit',
    summary: '编辑培训表单',
    access: { permission: perm.train.form.edit },
    audit: true,
    body: formEditInput,
    response: z.object({ formCode: z.string() }),
  },
  del: {
    method: 'GET',
    path: '/train/train-form-info/del',
    summary: '删除培训表单（使用中的不能删除）',
    access: { permission: perm.train.form.remove },
    audit: true,
    query: FORM_CODE,
    response: z.null(),
  },
  info: {
    method: 'GET',
    path: '/train/train-form-info/info',
    summary: '查询培训表单详情',
    access: { permission: perm.train.form.list },
    audit: false,
    query: FORM_CODE,
    response: formDetail,
  },
  page: {
    method: 'GET',
    path: '/train/train-form-info/page',
    summary: '分页查询培训表单',
    access: { permission: perm.train.form.list },
    audit: false,
    query: pageQuery.extend({ formName: textFilter('表单名称', FORM_NAME_MAX) }),
    response: pageOf(formRecord),
  },
  list: {
    method: 'GET',
    path: '/train/train-form-info/list',
    summary: '查询全部培训表单（课程选择表单用）',
    access: { permission: perm.train.form.list },
    audit: false,
    response: z.array(z.object({ formCode: z.string(), formName: z.string() })),
  },
});
