import { coreSchema, describeIssue } from '@hrbd/contract';
import type { FormRule, InputProps } from 'antd';
import type { z } from 'zod';

interface ContractRuleOptions {
  /** Message when the field is left empty; marks the field required (e.g. 请输入手机号). */
  required?: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Form rules for one field of a contract body: the field's own zod schema
 * judges the value, so the console refuses exactly what the server would, with
 * the same Chinese message (e.g. 手机号格式不正确), without copying either.
 */
export function contractRules<S extends z.ZodObject>(
  body: S | undefined,
  field: Extract<keyof S['shape'], string>,
  options: ContractRuleOptions = {},
): FormRule[] {
  const rules: FormRule[] = [];
  // `required` alone stays type-agnostic in antd (adding `whitespace` would make it a string rule and fail arrays).
  if (options.required) rules.push({ required: true, message: options.required });
  // Endpoint bodies are typed optional; one without a body has no field rules to give.
  if (!body) return rules;
  const schema = body.shape[field] as z.ZodType;
  rules.push({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) {
        // Blank text passes antd's `required`; the server would trim it to nothing.
        if (options.required && typeof value === 'string' && value !== '') throw new Error(options.required);
        // Otherwise emptiness is the required rule's business, not the format's.
        return;
      }
      const result = schema.safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(describeIssue(body, { ...issue, path: [field, ...issue.path] }));
    },
  });
  return rules;
}

/** The counter of a text input: `n/max` in sight while typing, flagged (not cut) past the maximum. */
export type TextCount = NonNullable<InputProps['count']>;

/**
 * The counter for a text field of a contract body, its maximum read from the
 * field's schema. Given to an input's `count` instead of `maxLength`: the
 * browser's maxLength cuts a paste silently and the shortened text would be
 * saved; here the count turns red and `contractRules` refuses the form with
 * the server's sentence (e.g. 标签名称长度不能超过20个字符) until the text is shortened.
 */
export function contractCount<S extends z.ZodObject>(body: S | undefined, field: Extract<keyof S['shape'], string>): TextCount | undefined {
  const core = coreSchema(body?.shape[field] as z.ZodType | undefined);
  const max = (core as { maxLength?: number | null } | undefined)?.maxLength;
  return typeof max === 'number' ? { show: true, max } : undefined;
}

/** A contract field's form rules and its input's counter, for components that take both from their caller. */
export interface ContractField {
  rules: FormRule[];
  count?: TextCount;
}

export function contractField<S extends z.ZodObject>(
  body: S | undefined,
  field: Extract<keyof S['shape'], string>,
  options: ContractRuleOptions = {},
): ContractField {
  return { rules: contractRules(body, field, options), count: contractCount(body, field) };
}
