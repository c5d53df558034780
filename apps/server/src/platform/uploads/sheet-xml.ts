import { StringDecoder } from 'node:string_decoder';

/**
 * The few elements of SpreadsheetML an import reads, scanned from the XML as
 * it streams: rows and their cells of a worksheet, the texts of the shared
 * strings. No DOM and no event per node: a general SAX parser (exceljs's)
 * made several objects per cell, and the garbage of 100,000 rows cost more
 * than the rows' checks and inserts (bench/results/redpkg.md).
 *
 * What a cell reads as, in text (as the imports read exceljs's values before):
 * a shared or inline string (rich text runs joined, phonetic guides left
 * out), a formula's cached result, a number as JavaScript writes it
 * (4.10184E+17 → 410184000000000000), a boolean as true/false; trimmed.
 */

/**
 * The longest tag, comment or CDATA section the scanner waits for across
 * pieces. Real ones are a few KB at most; an unterminated one would otherwise
 * be searched again from its start with every piece (quadratic: a zip of a
 * few KB inflating to 200 MB of one tag kept a core busy for minutes).
 */
const MAX_PENDING = 1 << 20;

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (_, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name ?? ''],
  );
}

/**
 * `text` as a string of its own. V8 makes a cut of 13 or more characters a
 * view into the string it was cut from, so a cell text kept past its row (an
 * import's pending batch, the ID numbers it has met, the shared strings) kept
 * the whole decoded piece of XML it came from: the red-packet import of
 * 100,000 rows peaked ~50 MB higher (bench/results/redpkg.md).
 */
function ownCopy(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}

/** The value of attribute `name` in a start tag's text (`c r="B2" t="s"`), raw; undefined when absent. */
function attribute(tag: string, name: string): string | undefined {
  const at = tag.indexOf(` ${name}=`);
  if (at < 0) return undefined;
  const quote = tag[at + name.length + 2];
  const start = at + name.length + 3;
  const end = tag.indexOf(quote, start);
  return end < 0 ? undefined : tag.slice(start, end);
}

/** B2 → 2 (A is 1): the column of a cell reference. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/** A tag's local name (prefix dropped: `x:row` is a row), from its text after `<` or `</`. */
function localName(tag: string, from: number): string {
  let end = from;
  while (end < tag.length) {
    const code = tag.charCodeAt(end);
    if (code === 32 || code === 47 || code === 9 || code === 10 || code === 13) break;
    end++;
  }
  const name = tag.slice(from, end);
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * Feeds XML text to `onTag` (each tag's text between `<` and `>`) and hands
 * the character data between tags to `onText` while `wantText()` says so.
 * Comments, processing instructions and the declaration are skipped; CDATA
 * is character data.
 */
async function scanXml(
  source: AsyncIterable<Buffer | string>,
  onTag: (tag: string) => void | Promise<void>,
  onText: (raw: string) => void,
  wantText: () => boolean,
): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const feed = async (text: string) => {
    const buffer = rest + text;
    rest = '';
    let pos = 0;
    for (;;) {
      const lt = buffer.indexOf('<', pos);
      if (lt < 0) {
        if (wantText() && pos < buffer.length) onText(buffer.slice(pos));
        return;
      }
      if (lt > pos && wantText()) onText(buffer.slice(pos, lt));
      // A construct cut by the end of this piece waits for the next one.
      if (buffer.startsWith('<![CDATA[', lt)) {
        const end = buffer.indexOf(']]>', lt + 9);
        if (end < 0) return void (rest = buffer.slice(lt));
        if (wantText()) onText(buffer.slice(lt + 9, end).replace(/&/g, '&amp;'));
        pos = end + 3;
        continue;
      }
      if (buffer.startsWith('<!--', lt)) {
        const end = buffer.indexOf('-->', lt + 4);
        if (end < 0) return void (rest = buffer.slice(lt));
        pos = end + 3;
        continue;
      }
      const gt = buffer.indexOf('>', lt);
      if (gt < 0) return void (rest = buffer.slice(lt));
      pos = gt + 1;
      const tag = buffer.slice(lt + 1, gt);
      if (tag.charCodeAt(0) === 63 /* ? */ || tag.charCodeAt(0) === 33 /* ! */) continue;
      // The handler may wait (a database write): the rest of this piece waits with it.
      const handled = onTag(tag);
      if (handled) await handled;
    }
  };
  for await (const chunk of source) {
    await feed(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (rest.length > MAX_PENDING) throw new Error('XML construct too long');
  }
  await feed(decoder.end());
  if (rest.trim() !== '') throw new Error('unterminated XML');
}

/** The texts of xl/sharedStrings.xml, by index. */
export async function readSharedStrings(source: AsyncIterable<Buffer>): Promise<string[]> {
  const strings: string[] = [];
  let inItem = false;
  let inPhonetic = false;
  let inText = false;
  let raw = '';
  await scanXml(
    source,
    (tag) => {
      const closing = tag.charCodeAt(0) === 47;
      const name = localName(tag, closing ? 1 : 0);
      const empty = tag.charCodeAt(tag.length - 1) === 47;
      if (name === 'si') {
        if (!closing) {
          inItem = true;
          raw = '';
          if (empty) strings.push('');
        }
        if (closing || empty) {
          if (closing) strings.push(ownCopy(decodeXml(raw)));
          inItem = false;
        }
      } else if (name === 'rPh') inPhonetic = !closing && !empty;
      else if (name === 't') inText = inItem && !inPhonetic && !closing && !empty;
    },
    (text) => {
      raw += text;
    },
    () => inText,
  );
  return strings;
}

interface Cell {
  column: number;
  type: string;
  formula: boolean;
  value: string | null;
  inline: string | null;
}

function cellValue(cell: Cell, shared: readonly string[]): string {
  if (cell.inline !== null) return ownCopy(decodeXml(cell.inline).trim());
  const raw = cell.value;
  if (raw === null) return '';
  switch (cell.type) {
    case 's':
      return cell.formula ? String(parseFloat(raw)) : (shared[parseInt(raw, 10)] ?? '').trim();
    case 'str':
    case 'inlineStr':
    case 'e':
    case 'd':
      return ownCopy(decodeXml(raw).trim());
    case 'b':
      return cell.formula ? String(parseFloat(raw)) : String(parseInt(raw, 10) !== 0);
    default: {
      const text = raw.trim();
      return text === '' ? '' : String(parseFloat(text));
    }
  }
}

/**
 * Each row of a worksheet's XML, in order, as its cells' text by column
 * (index 1 is column A; absent cells are holes). `onRow` may wait: reading waits with it.
 */
export async function readSheetRows(source: AsyncIterable<Buffer>, shared: readonly string[], onRow: (values: string[]) => void | Promise<void>): Promise<void> {
  let row: string[] | null = null;
  let cell: Cell | null = null;
  let nextColumn = 1;
  let inPhonetic = false;
  let inInline = false;
  let text: 'value' | 'inline' | null = null;
  let raw = '';
  const endCell = () => {
    if (row && cell) {
      row[cell.column] = cellValue(cell, shared);
      nextColumn = cell.column + 1;
    }
    cell = null;
    inInline = false;
  };
  await scanXml(
    source,
    (tag) => {
      const closing = tag.charCodeAt(0) === 47;
      const name = localName(tag, closing ? 1 : 0);
      const empty = !closing && tag.charCodeAt(tag.length - 1) === 47;
      switch (name) {
        case 'row':
          if (!closing) {
            row = [];
            nextColumn = 1;
          }
          if (closing || empty) {
            const done = row;
            row = null;
            if (done) return onRow(done);
          }
          return;
        case 'c':
          if (closing) return endCell();
          if (!row) return;
          {
            const ref = attribute(tag, 'r');
            const column = ref ? columnOf(ref) : 0;
            cell = { column: column > 0 ? column : nextColumn, type: attribute(tag, 't') ?? 'n', formula: false, value: null, inline: null };
          }
          if (empty) endCell();
          return;
        case 'f':
          if (cell && !closing) cell.formula = true;
          return;
        case 'v':
          if (!cell) return;
          if (!closing && !empty) {
            text = 'value';
            raw = '';
          } else {
            if (closing && text === 'value') cell.value = raw;
            if (empty) cell.value = '';
            text = null;
          }
          return;
        case 'is':
          if (!cell) return;
          inInline = !closing && !empty;
          if (!closing) cell.inline = '';
          return;
        case 'rPh':
          inPhonetic = !closing && !empty;
          return;
        case 't':
          if (!cell || !inInline || inPhonetic) return;
          if (!closing && !empty) {
            text = 'inline';
            raw = '';
          } else if (closing && text === 'inline') {
            cell.inline = (cell.inline ?? '') + raw;
            text = null;
          }
          return;
        default:
          return;
      }
    },
    (chunk) => {
      raw += chunk;
    },
    () => text !== null,
  );
}
