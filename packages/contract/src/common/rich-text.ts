/** Characters as people count them: code points, so 汉字 and emoji count one each. */
export const countCharacters = (text: string) => [...text].length;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
// A tag, quoted attribute values included (they may hold '>').
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * The characters of an HTML fragment as the console's editor counts them:
 * code points of its text, and one for each picture, rule and line break
 * (Tiptap counts a leaf node as one). The editor flags and the server refuses
 * by this one count, so they agree.
 */
export function richTextLength(html: string | null | undefined): number {
  if (!html) return 0;
  const text = html
    .replace(TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1))) : (NAMED_ENTITIES[name] ?? entity),
    );
  return countCharacters(text) + (html.match(/<(img|hr|br)\b/gi)?.length ?? 0);
}
