import { describe, expect, it } from 'vitest';
import { readSheetRows } from './sheet-xml.js';

/** Feeds `pieces` to readSheetRows; answers the rows and how many pieces were taken. */
async function scan(pieces: readonly string[]): Promise<{ rows: string[][]; taken: number }> {
  const rows: string[][] = [];
  let taken = 0;
  async function* source() {
    for (const piece of pieces) {
      taken++;
      yield Buffer.from(piece);
    }
  }
  await readSheetRows(source(), [], (values) => void rows.push(Array.from(values, (v) => v ?? ''))).catch((error: Error) => {
    throw Object.assign(error, { taken });
  });
  return { rows, taken };
}

describe('readSheetRows', () => {
  it('reads tags and text cut between pieces', async () => {
    const xml = '<worksheet><sheetData><row r="1"><c r="B1" t="inlineStr"><is><t>张伟</t></is></c><c r="C1"><v>4.10184E+17</v></c></row></sheetData></worksheet>';
    const pieces = Array.from({ length: Math.ceil(xml.length / 7) }, (_, i) => xml.slice(i * 7, i * 7 + 7));
    expect((await scan(pieces)).rows).toEqual([['', '', '张伟', '410184000000000000']]);
  });

  it('refuses a tag that never ends at its first MB instead of searching it again with every piece', async () => {
    const pieces = ['<worksheet><sheetData><row r="1" x="', ...Array.from({ length: 64 }, () => 'a'.repeat(64 * 1024))];
    await expect(scan(pieces)).rejects.toMatchObject({ message: 'XML construct too long', taken: 17 });
  });
});
