import { inflateSync } from 'node:zlib';

/**
 * Just enough of PDF to read back what pdfkit wrote: the streams (inflated),
 * the fonts it embedded, and the text of its TJ/Tj operators mapped to
 * Unicode through the fonts' ToUnicode CMaps — the same map a viewer's
 * copy-and-paste and search use, so text found here is text a person can find.
 */

export interface PdfFacts {
  /** BaseFont names of the fonts the document uses (e.g. ABCDEF+NotoSansCJKsc-Regular). */
  fonts: string[];
  /** Whether any font program is embedded (FontFile, FontFile2 or FontFile3). */
  embedded: boolean;
  /** All shown text, one string per text operator, joined. */
  text: string;
}

function streams(pdf: Buffer): Array<{ dict: string; body: Buffer }> {
  const found: Array<{ dict: string; body: Buffer }> = [];
  const latin = pdf.toString('latin1');
  const pattern = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(latin); match; match = pattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    if (match[1].includes('/FlateDecode')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    found.push({ dict: match[1], body });
  }
  return found;
}

/** Glyph code (hex) → text, from every ToUnicode CMap (bfchar and both bfrange forms). */
function toUnicode(cmaps: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  // A ligature's target holds two code units, which pdfkit writes with a space between (<0066 0069> for ﬁ).
  const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  const key = (n: number, width: number) => n.toString(16).padStart(width, '0');
  for (const cmap of cmaps) {
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, text] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(code.toLowerCase(), utf16(text));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const first = parseInt(lo, 16);
        const last = parseInt(hi, 16);
        if (rest.startsWith('[')) {
          const targets = [...rest.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]);
          for (let n = first; n <= last; n++) map.set(key(n, lo.length), utf16(targets[n - first] ?? ''));
        } else {
          const base = parseInt(rest.slice(1, -1), 16);
          for (let n = first; n <= last; n++) map.set(key(n, lo.length), String.fromCharCode(base + n - first));
        }
      }
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfFacts {
  const all = streams(pdf);
  const latin = pdf.toString('latin1');
  const cmaps = all.map((s) => s.body.toString('latin1')).filter((body) => body.includes('begincmap'));
  const glyphs = toUnicode(cmaps);
  const text: string[] = [];
  for (const { body } of all) {
    const content = body.toString('latin1');
    if (!/\bT[Jj]\b/.test(content)) continue;
    for (const [, operand] of content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g)) {
      const shown = [...operand.matchAll(/<([0-9a-fA-F]*)>/g)]
        .flatMap((m) => m[1].match(/.{4}/g) ?? [])
        .map((code) => glyphs.get(code.toLowerCase()) ?? '\uFFFD')
        .join('');
      text.push(shown);
    }
  }
  return {
    fonts: [...latin.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map((m) => m[1]),
    embedded: /\/FontFile[23]?\s+\d+\s+0\s+R/.test(latin),
    text: text.join('\n'),
  };
}
