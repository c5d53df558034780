import { RICH_BODY_MAX } from '@hrbd/contract';
import { storedRichText } from '../../platform/sanitize-html.js';

/**
 * What 技能机构, 政策发文 and 申报通知 store alike (they share one state machine
 * in the contract): rich text sanitised and held to RICH_BODY_MAX, attachment
 * keys as a JSON array. Their times move with the state: 提交 stamps submitTime.
 */
export function storedBody(html: string, label: string): string {
  return storedRichText(html, `请输入${label}`, { label, max: RICH_BODY_MAX });
}

export const attachmentsText = (keys: readonly string[]): string => JSON.stringify([...new Set(keys)]);

export function attachmentsOf(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
}

/** Every object key kept in an `attachments` column, for the file holders (batchQueryUrl signs them for readers of the list). */
export function keysIn(rows: ReadonlyArray<{ attachments: string }>, wanted: ReadonlySet<string>): string[] {
  return rows.flatMap((row) => attachmentsOf(row.attachments)).filter((key) => wanted.has(key));
}
