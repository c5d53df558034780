import { OK_MSG, ResultCode } from '@hrbd/contract';
import type { AnswerEnvelope } from '../../../lib/api';

/** What a panel asks of an answer beyond spec §8's three conditions. */
export interface AcceptRule<T> {
  /** The message the answer must carry (the weather: 操作成功, glossary §7.4). */
  msg?: string;
  /** The panel's own "nothing to show" (a month without reports, a map without regions). */
  empty?: (data: T) => boolean;
}

/** The weather card's rule: also msg exactly 操作成功. */
export const WEATHER_RULE = { msg: OK_MSG } as const;

/** Data with nothing in it: null, '', [], {}, or a list page without records. */
function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') {
    const records = (data as { records?: unknown }).records;
    if (Array.isArray(records)) return records.length === 0;
    return Object.keys(data).length === 0;
  }
  return false;
}

/**
 * Spec §8, the big screen's one test of an answer: it counts only when code
 * is 200, success is true and data is not empty (and, for the weather, msg is
 * 操作成功). Answers the data to show, or undefined: the caller then keeps
 * what it had and says nothing (no notice, no console error).
 */
export function acceptAnswer<T>(envelope: AnswerEnvelope, rule: AcceptRule<T> = {}): T | undefined {
  if (envelope.code !== ResultCode.OK || envelope.success !== true) return undefined;
  if (rule.msg !== undefined && envelope.msg !== rule.msg) return undefined;
  const data = envelope.data as T;
  if (isEmptyData(data) || rule.empty?.(data)) return undefined;
  return data;
}
