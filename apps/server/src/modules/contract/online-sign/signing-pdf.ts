/**
 * A small, real one-page PDF of Chinese text, written directly: the font is
 * Adobe's predefined STSong-Light (UniGB-UCS2-H), which every PDF reader
 * supplies, so nothing is embedded and a page is about a kilobyte. pdfkit
 * embeds a subset of the CJK font instead (≈ 60 KB and ≈ 200 ms a
 * document), too heavy for the demo's thousands of signed contracts.
 * Deterministic: the same lines give the same bytes.
 */

const PAGE = { width: 595, height: 842, margin: 56 } as const;
/** Characters per line at 11 pt on A4 with these margins. */
const LINE_CHARS = 40;

/** Text as the UCS-2 big-endian hex string the font's encoding reads. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex.toUpperCase()}>`;
}

function wrap(line: string): string[] {
  const chars = [...line];
  if (chars.length <= LINE_CHARS) return [line];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += LINE_CHARS) out.push(chars.slice(i, i + LINE_CHARS).join(''));
  return out;
}

export interface SimplePdf {
  title: string;
  lines: readonly string[];
}

export function writeSimplePdf({ title, lines }: SimplePdf): Buffer {
  const top = PAGE.height - PAGE.margin;
  const body = lines.flatMap(wrap).slice(0, 60);
  const content = [
    'BT',
    `/F1 18 Tf ${PAGE.width / 2 - [...title].length * 9} ${top} Td ${ucs2Hex(title)} Tj`,
    'ET',
    'BT',
    `/F1 11 Tf 18 TL ${PAGE.margin} ${top - 40} Td`,
    ...body.map((line) => `${ucs2Hex(line)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${ucs2Hex(`\ufeff${title}`)} /Producer (hrbd) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
