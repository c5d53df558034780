import type { z } from 'zod';
import { fieldTraits, textProblem, type FieldTrait } from './text.js';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

const HAN = /[\u4e00-\u9fa5]/;

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  schema?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** One wrapper down (optional, default, nullable, lazy, a pipe's checked side); undefined at the schema that says what a value is. */
function wrapped(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'object' || def.type === 'array') return undefined;
  // z.preprocess is a pipe from a transform into the real schema; `.transform()` a pipe from the real schema into a transform.
  if (def.type === 'pipe') return def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
  if (def.type === 'lazy') return def.getter?.();
  return def.innerType ?? def.schema;
}

/** The schemas from `schema` through its wrappers to the one that says what the value is, outermost first. */
export function schemaChain(schema: z.ZodType | undefined): z.ZodType[] {
  const chain: z.ZodType[] = [];
  for (let current = schema; current && chain.length < 12; current = wrapped(current)) chain.push(current);
  return chain;
}

/** The schema under wrappers that says what a value must be (string, object, array, union …). */
export function coreSchema(schema: z.ZodType | undefined): z.ZodType | undefined {
  return schemaChain(schema).at(-1);
}

export const schemaType = (schema: z.ZodType | undefined): string | undefined => {
  const inner = coreSchema(schema);
  return inner && defOf(inner).type;
};

/** The fields of an object schema (through its wrappers), or null. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  const inner = coreSchema(schema);
  return inner && defOf(inner).type === 'object' ? (defOf(inner).shape ?? null) : null;
}

/** The element schema of an array schema (through its wrappers), or undefined. */
export function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const inner = coreSchema(schema);
  return inner && defOf(inner).type === 'array' ? defOf(inner).element : undefined;
}

/** Whether the field (or a wrapper of it) carries a trait, e.g. multi-line text or a time. */
export function hasTrait(schema: z.ZodType | undefined, trait: FieldTrait): boolean {
  return schemaChain(schema).some((s) => fieldTraits.get(s)?.trait === trait);
}

/** The Chinese label of the field at `path`: its `.describe()` text, else the key itself. */
export function fieldLabel(root: z.ZodType | undefined, path: readonly PropertyKey[]): string {
  let schema: z.ZodType | undefined = root;
  let label: string | undefined;
  for (const key of path) {
    if (!schema) break;
    schema = typeof key === 'number' ? elementOf(schema) : shapeOf(schema)?.[String(key)];
    // The label may sit on any layer: `moneyYuan('金额').optional()` describes the pipe under the optional.
    label = schemaChain(schema).find((layer) => layer.description)?.description ?? label;
  }
  const key = path.filter((k) => typeof k === 'string').at(-1);
  return label ?? (key === undefined ? '参数' : String(key));
}

function reason(issue: Issue): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      // Zod reports the input only when asked (checkInput asks): absent means the field was missing.
      return issue.input === undefined || issue.input === null ? '不能为空' : '格式不正确';
    case 'too_small':
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `长度不能少于${min}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `至少选择${min}项`;
      return `不能小于${min}`;
    case 'too_big':
      if (issue.origin === 'string') return `长度不能超过${max}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多选择${max}项`;
      return `不能大于${max}`;
    case 'invalid_format':
      return '格式不正确';
    case 'invalid_value':
    case 'invalid_union':
      return '取值不正确';
    default:
      return '不合法';
  }
}

/** One Chinese sentence per failed field, naming it, e.g. `用户名不能为空`. */
export function describeIssue(root: z.ZodType | undefined, issue: Issue): string {
  // A rule about the whole input (a refinement on the object) words its own sentence.
  if (issue.path.length === 0 && HAN.test(issue.message)) return issue.message;
  const label = fieldLabel(root, issue.path);
  if (HAN.test(issue.message)) return issue.message.includes(label) ? issue.message : `${label}：${issue.message}`;
  return `${label}${reason(issue)}`;
}

export function describeIssues(root: z.ZodType | undefined, issues: readonly Issue[]): string {
  return [...new Set(issues.map((issue) => describeIssue(root, issue)))].join('；');
}

/**
 * Walks the raw input beside its schema and reports every string that breaks
 * the text rules (`textProblem`), naming the field. Keys the schema does not
 * declare are skipped (the schema strips them); values under a schema that
 * declares no shape (a union, a record) are still walked.
 */
export function textIssues(root: z.ZodType | undefined, input: unknown): Issue[] {
  const issues: Issue[] = [];
  const walk = (schema: z.ZodType | undefined, value: unknown, path: PropertyKey[], isMultiLine: boolean): void => {
    const multi = isMultiLine || hasTrait(schema, 'multiLine');
    if (typeof value === 'string') {
      const problem = textProblem(value, multi);
      if (problem) issues.push({ code: 'custom', path, message: `${fieldLabel(root, path)}${problem}`, input: value });
    } else if (Array.isArray(value)) {
      const element = elementOf(schema);
      value.forEach((item, i) => walk(element, item, [...path, i], multi));
    } else if (value !== null && typeof value === 'object') {
      const shape = shapeOf(schema);
      for (const [key, item] of Object.entries(value)) {
        if (shape && !(key in shape)) continue;
        walk(shape?.[key], item, [...path, key], multi);
      }
    }
  };
  walk(root, input, [], false);
  return issues;
}

export type CheckedInput<T> = { success: true; data: T } | { success: false; message: string };

/**
 * The one way input is judged, by the server for every body, query, path and
 * multipart form: the text rules over every string, then the field's schema,
 * with one Chinese sentence per failed field.
 */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): CheckedInput<z.output<S>> {
  const text = textIssues(schema, input);
  const parsed = schema.safeParse(input, { reportInput: true });
  if (text.length === 0 && parsed.success) return { success: true, data: parsed.data };
  const issues = [...text, ...(parsed.success ? [] : parsed.error.issues)];
  return { success: false, message: describeIssues(schema, issues) };
}
