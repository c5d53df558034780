import type { z } from 'zod';

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

type Internals = { _zod: { def: { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; in?: z.ZodType; schema?: z.ZodType } } };

/** Follows wrappers (optional, default, pipe, preprocess) to the schema that carries the shape. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let i = 0; current && i < 8; i++) {
    const def = (current as unknown as Internals)._zod.def;
    const next = def.innerType ?? def.in ?? def.schema;
    if (!next || def.type === 'object' || def.type === 'array') break;
    current = next;
  }
  return current;
}

/** The Chinese label of the field at `path`: its `.describe()` text, else the key itself. */
export function fieldLabel(root: z.ZodType | undefined, path: readonly PropertyKey[]): string {
  let schema: z.ZodType | undefined = root;
  let label: string | undefined;
  for (const key of path) {
    const inner = unwrap(schema);
    if (!inner) break;
    const def = (inner as unknown as Internals)._zod.def;
    schema = typeof key === 'number' ? def.element : def.shape?.[String(key)];
    label = schema?.description ?? unwrap(schema)?.description ?? label;
  }
  const key = path.filter((k) => typeof k === 'string').at(-1);
  return label ?? (key === undefined ? '参数' : String(key));
}

function reason(issue: Issue): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '不能为空' : '类型不正确';
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
  const label = fieldLabel(root, issue.path);
  if (HAN.test(issue.message)) return issue.message.includes(label) ? issue.message : `${label}：${issue.message}`;
  return `${label}${reason(issue)}`;
}

export function describeIssues(root: z.ZodType | undefined, issues: readonly Issue[]): string {
  return [...new Set(issues.map((issue) => describeIssue(root, issue)))].join('；');
}
