import { repairCreditCode, normalizeCreditCode, type LicenseInfo } from '@hrbd/contract';

/**
 * One row of text as OCR returns it. Boxes on one row are joined with spaces,
 * so a row of the two-column license holds both columns; the optional
 * geometry (pixels) lets the extractor tell the columns apart.
 */
export interface OcrTextLine {
  text: string;
  left?: number;
  right?: number;
  top?: number;
  bottom?: number;
}

type Field =
  | 'creditCode'
  | 'cmpyName'
  | 'cmpyType'
  | 'legalPerson'
  | 'registeredCapital'
  | 'establishDate'
  | 'address'
  | 'businessScope'
  // Printed on the license but not returned: they end the value before them.
  | 'businessTerm'
  | 'authority'
  | 'title';

interface LabelDef {
  field: Field;
  words: readonly string[];
  /** Values that may wrap onto following rows. */
  multiline: boolean;
}

/**
 * The labels of the 2019 edition and of the older single-column one, with the
 * variants branches, sole traders and partnerships print instead.
 */
const LABELS: readonly LabelDef[] = [
  { field: 'creditCode', words: ['统一社会信用代码', '社会信用代码'], multiline: false },
  { field: 'cmpyName', words: ['企业名称', '名称'], multiline: true },
  { field: 'cmpyType', words: ['主体类型', '组成形式', '类型'], multiline: true },
  { field: 'legalPerson', words: ['法定代表人', '执行事务合伙人', '负责人', '经营者', '投资人'], multiline: false },
  { field: 'registeredCapital', words: ['注册资本', '出资总额', '出资额'], multiline: false },
  { field: 'establishDate', words: ['成立日期', '注册日期'], multiline: false },
  { field: 'address', words: ['主要经营场所', '经营场所', '营业场所', '住所'], multiline: true },
  { field: 'businessScope', words: ['经营范围'], multiline: true },
  { field: 'businessTerm', words: ['营业期限', '合伙期限', '经营期限'], multiline: false },
  { field: 'authority', words: ['登记机关'], multiline: true },
];

/** A label's characters may be spread out ("名　　称"); a colon may follow it. */
const labelPattern = (word: string) => [...word].join('\\s*');
const ALL_WORDS = LABELS.flatMap((def) => def.words.map((word) => ({ word, def }))).sort((a, b) => b.word.length - a.word.length);
/** A label counts only at the start of a row or after a gap, so 经营者 or 名称 in the middle of 经营范围 text stays text. */
const LABEL_RE = new RegExp(`(?<!\\S)(${ALL_WORDS.map((w) => labelPattern(w.word)).join('|')})\\s*:?\\s*`, 'gu');
const TITLE_RE = /^(营\s*业\s*执\s*照|\(?\s*[副正]\s*本\s*\)?)(\s*\(?\s*[副正]\s*本\s*\)?)?$/u;

type Token = { kind: 'label'; def: LabelDef; word: string } | { kind: 'text'; text: string };

/** Full-width letters, digits, colons and brackets folded to ASCII so one pattern matches both. */
function fold(text: string): string {
  return text.normalize('NFKC').replace(/[：﹕]/g, ':').replace(/\s+/g, ' ').trim();
}

function tokenize(text: string, used: ReadonlySet<Field>): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(LABEL_RE)) {
    const word = match[1].replace(/\s+/g, '');
    const entry = ALL_WORDS.find((w) => w.word === word);
    // Each label appears once on a license: a second 经营者 is a word inside a value.
    if (!entry || used.has(entry.def.field)) continue;
    const before = text.slice(last, match.index).trim();
    if (before) tokens.push({ kind: 'text', text: before });
    tokens.push({ kind: 'label', def: entry.def, word });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last).trim();
  if (rest) {
    // The title and 副本/正本 sit alone (or after the code) on their rows.
    const pieces = rest.split(' ');
    const titleAt = pieces.findIndex((_, i) => TITLE_RE.test(pieces.slice(i).join(' ')));
    const value = titleAt >= 0 ? pieces.slice(0, titleAt).join(' ') : rest;
    if (value) tokens.push({ kind: 'text', text: value });
  }
  return tokens;
}

interface OpenField {
  field: Field;
  label: string;
  multiline: boolean;
}

/** Text width in units of the row height: CJK characters are square, Latin letters and digits about half. */
function estimatedWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch === ' ' ? 0.3 : /[\u0000-\u00ff]/.test(ch) ? 0.55 : 1;
  return width;
}

const CJK = '\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef';
const BETWEEN_CJK = new RegExp(`(?<=[${CJK}])\\s+|\\s+(?=[${CJK}])`, 'gu');

/** Chinese text as printed: no spaces OCR put between characters, Chinese punctuation. */
function chineseText(text: string): string {
  return text
    .replace(BETWEEN_CJK, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/;/g, '；')
    .replace(/:/g, '：')
    .replace(/,/g, '，')
    .replace(/\s+/g, ' ')
    .trim();
}

const DATE_RE = /(\d{4})\s*[年.\-/]\s*(\d{1,2})\s*[月.\-/]\s*(\d{1,2})/u;

/** 2019年3月5日, 2019.03.05 or 2019-3-5 as 2019-03-05; null when it is not a real date. */
export function normalizeLicenseDate(text: string): string | null {
  const match = DATE_RE.exec(text.normalize('NFKC'));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type CreditCodeReading =
  | { status: 'valid'; code: string }
  | { status: 'invalid'; read: string }
  | { status: 'missing' };

/** 18-character runs of letters and digits in `text`, spaces inside them ignored. */
function codeCandidates(text: string): string[] {
  const runs = normalizeCreditCode(text).match(/[0-9A-Z]{18,}/g) ?? [];
  return runs.flatMap((run) => Array.from({ length: run.length - 17 }, (_, i) => run.slice(i, i + 18)));
}

/**
 * The credit code: the labelled value first, then any 18-character run on the
 * license. O/I read for 0/1 are repaired only when the check character then validates.
 */
export function readCreditCode(labelled: string | null, allText: readonly string[]): CreditCodeReading {
  const sources = [...(labelled ? [labelled] : []), ...allText];
  let firstRead: string | null = null;
  for (const source of sources) {
    for (const candidate of codeCandidates(source)) {
      const code = repairCreditCode(candidate);
      if (code) return { status: 'valid', code };
      // A run that starts like a code (registration authority and type, then a
      // six-digit division) is what the license printed; noise runs are not.
      const digits = candidate.replace(/O/g, '0').replace(/I/g, '1');
      if (!firstRead && /^[0-9A-Y]{2}\d{6}/.test(digits)) firstRead = digits;
    }
  }
  return firstRead ? { status: 'invalid', read: firstRead } : { status: 'missing' };
}

export interface ExtractedLicense {
  creditCode: CreditCodeReading;
  fields: Omit<LicenseInfo, 'creditCode'>;
  /** True when anything on the image looked like a license label. */
  sawLabels: boolean;
}

/**
 * Reads the license fields out of OCR rows. A label's value is the rest of its
 * row up to the next label, or the following row(s) when the label stands
 * alone; rows without labels continue the fields still open, the left column's
 * and the right column's told apart by position when geometry is given and by
 * the gap OCR leaves between them otherwise.
 */
export function extractLicenseFields(input: readonly (string | OcrTextLine)[]): ExtractedLicense {
  const lines = input
    .map((line) => (typeof line === 'string' ? { text: line } : line))
    .map((line) => ({ ...line, text: fold(line.text) }))
    .filter((line) => line.text !== '');

  const lefts = lines.flatMap((l) => (l.left === undefined ? [] : [l.left]));
  const rights = lines.flatMap((l) => (l.right === undefined ? [] : [l.right]));
  // The page's middle: left of it is the left column, right of it the right column.
  const middle = lefts.length && rights.length ? (Math.min(...lefts) + Math.max(...rights)) / 2 : null;

  const values = new Map<Field, string[]>();
  const labels = new Map<Field, string>();
  const used = new Set<Field>();
  let left: OpenField | null = null;
  let right: OpenField | null = null;

  const accepting = (open: OpenField | null) => open !== null && (open.multiline || (values.get(open.field) ?? []).length === 0);
  const append = (open: OpenField | null, text: string) => {
    if (!open || !text || !accepting(open)) return;
    values.set(open.field, [...(values.get(open.field) ?? []), text]);
  };

  for (const line of lines) {
    const tokens = tokenize(line.text, used);
    const firstLabel = tokens.findIndex((t) => t.kind === 'label');
    if (firstLabel === -1) {
      continueOpenFields(line, tokens.map((t) => (t.kind === 'text' ? t.text : '')).join(' '));
      continue;
    }
    // Text before the row's first label finishes the left column's field.
    const prefix = tokens.slice(0, firstLabel).map((t) => (t.kind === 'text' ? t.text : '')).join(' ');
    append(left, prefix);
    const startsRight = firstLabel > 0 || (middle !== null && line.left !== undefined && line.left > middle);
    let column: 'left' | 'right' = startsRight ? 'right' : 'left';
    for (let i = firstLabel; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.kind === 'text') {
        append(column === 'left' ? left : right, token.text);
        continue;
      }
      used.add(token.def.field);
      labels.set(token.def.field, token.word);
      const open: OpenField = { field: token.def.field, label: token.word, multiline: token.def.multiline };
      if (column === 'left' && i === firstLabel) left = open;
      else {
        column = 'right';
        right = open;
      }
    }
  }

  function continueOpenFields(line: OcrTextLine, text: string) {
    const cut = text.lastIndexOf(' ');
    const split = () => {
      append(left, text.slice(0, cut));
      append(right, text.slice(cut + 1));
    };
    const { left: x0, right: x1, top, bottom } = line;
    if (middle !== null && x0 !== undefined && x1 !== undefined && top !== undefined && bottom !== undefined) {
      if (x0 > middle) return append(right, text);
      const height = Math.max(1, bottom - top);
      // Both columns on one row leave a gap of several characters between them.
      const gap = x1 - x0 - estimatedWidth(text) * height;
      if (x1 > middle && cut > 0 && gap >= 3 * height) return split();
      return append(left, text);
    }
    if (accepting(left) && accepting(right) && cut > 0) return split();
    // A lone piece is more likely the longer left column (经营范围) than the right one.
    return accepting(left) ? append(left, text) : append(right, text);
  }

  const text = (field: Field) => {
    const joined = chineseText((values.get(field) ?? []).join(' '));
    return joined === '' ? null : joined;
  };
  const establishDate = normalizeLicenseDate(text('establishDate') ?? '') ?? normalizeLicenseDate(text('businessTerm') ?? '');
  return {
    creditCode: readCreditCode((values.get('creditCode') ?? []).join(' ') || null, lines.map((l) => l.text)),
    fields: {
      cmpyName: text('cmpyName'),
      cmpyType: text('cmpyType'),
      legalPerson: text('legalPerson')?.replace(/\s+/g, '') ?? null,
      legalPersonLabel: text('legalPerson') === null ? null : (labels.get('legalPerson') ?? null),
      registeredCapital: text('registeredCapital')?.replace(/\s+/g, '') ?? null,
      establishDate,
      address: text('address'),
      addressLabel: text('address') === null ? null : (labels.get('address') ?? null),
      businessScope: text('businessScope'),
    },
    sawLabels: used.size > 0,
  };
}
