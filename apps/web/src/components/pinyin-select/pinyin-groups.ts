import { pinyin } from 'pinyin-pro';
import { LETTERS, OTHER, type PinyinOption } from './pinyin-letters';

// pinyin-pro is large (~140 KB gzip): this module is imported when a widget first needs it (pinyin-loader.ts).
export { LETTERS, OTHER, type PinyinOption };

export interface PinyinEntry extends PinyinOption {
  /** A–Z, or 其他. */
  group: string;
  /** Whole pinyin without tones or spaces (北京 → beijing), for sorting and search. */
  spelling: string;
  /** Initials (北京 → bj). */
  initials: string;
}

/** Reads each option's pinyin once (pinyin-pro, with its context for characters read several ways). */
export function toEntries(options: readonly PinyinOption[]): PinyinEntry[] {
  return options.map((option) => {
    const spelling = pinyin(option.label, { toneType: 'none', type: 'array' }).join('').toLowerCase();
    const initials = pinyin(option.label, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase();
    const first = initials.charAt(0).toUpperCase();
    return { ...option, spelling, initials, group: /^[A-Z]$/.test(first) ? first : OTHER };
  });
}

/** Groups in A–Z order then 其他, each sorted by pinyin; empty groups left out. */
export function groupEntries(entries: readonly PinyinEntry[]): Array<{ group: string; entries: PinyinEntry[] }> {
  return [...LETTERS, OTHER]
    .map((group) => ({
      group,
      entries: entries.filter((e) => e.group === group).sort((a, b) => a.spelling.localeCompare(b.spelling) || a.label.localeCompare(b.label, 'zh-CN')),
    }))
    .filter((g) => g.entries.length > 0);
}

/** Matches the name itself, its whole pinyin or its initials (sh finds 上海 and 深圳). */
export function matches(entry: PinyinEntry, keyword: string): boolean {
  const k = keyword.trim().toLowerCase().replace(/\s+/g, '');
  if (k === '') return true;
  return entry.label.toLowerCase().includes(k) || entry.spelling.startsWith(k) || entry.initials.startsWith(k);
}
