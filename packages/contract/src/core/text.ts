import { z } from 'zod';

/**
 * Rules every string a caller sends must meet, whatever field it is in. They
 * are applied by `checkInput` (validation.ts) to the raw input before the
 * field's own schema runs, so a field gets them without asking: a new domain's
 * `z.string()` is covered the day it lands. A field only says when it is
 * multi-line text (remarks, reasons, rich text), which may hold tabs and line
 * breaks; and the time helpers say they are times, so the catalogue test
 * knows where to send an impossible date.
 */
export type FieldTrait = 'multiLine' | 'time';
export const fieldTraits = z.registry<{ trait: FieldTrait }>();

/** Marks a text field as multi-line (tab and line breaks allowed). Wrap it (optional, preprocess) afterwards, not before. */
export function multiLine<T extends z.ZodType>(schema: T): T {
  fieldTraits.add(schema, { trait: 'multiLine' });
  return schema;
}

/** Marks a field as a date or time, checked against the calendar. */
export function timeTrait<T extends z.ZodType>(schema: T): T {
  fieldTraits.add(schema, { trait: 'time' });
  return schema;
}

// C0 controls but tab, line feed and carriage return; DEL; C1 controls. NUL is the one PostgreSQL cannot store at all.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
// In unicode mode a well-formed pair is one code point above U+FFFF, so this matches lone halves only.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// Bidi marks, embeddings, overrides and isolates, and zero-width characters: they make a name read differently from what is stored.
const INVISIBLE_FORMAT = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** What is wrong with `text` for a field, as the end of a sentence that starts with the field's label; null when nothing is. */
export function textProblem(text: string, isMultiLine: boolean): string | null {
  if (CONTROL.test(text)) return '不能包含控制字符';
  if (LONE_SURROGATE.test(text)) return '包含无法识别的字符（不成对的代理项）';
  if (isMultiLine) return null;
  if (LINE_BREAK_OR_TAB.test(text)) return '不能包含换行符或制表符';
  if (INVISIBLE_FORMAT.test(text)) return '不能包含不可见的方向控制或零宽字符';
  return null;
}
