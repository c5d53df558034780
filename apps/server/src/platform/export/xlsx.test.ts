import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readWorkbook, rowsOf } from '../../test/xlsx.js';
import { sendXlsx, sheet, type AnySheet } from './xlsx.js';

interface Person {
  name: string;
  age: number | null;
  note: string;
}

async function download(sheets: AnySheet[]): Promise<Buffer> {
  const app = Fastify();
  app.get('/x', async (_, reply) => {
    await sendXlsx(reply, '投递记录.xlsx', 'export.xlsx', sheets);
    return reply;
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function* inBatches<R>(rows: R[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const people = (rows: Person[], batch = 2) =>
  sheet<Person>({
    name: '人员',
    columns: [
      { header: '姓名', width: 12, value: (p) => p.name },
      { header: '年龄', value: (p) => p.age },
      { header: '备注', width: 40, value: (p) => p.note },
    ],
    batches: () => inBatches(rows, batch),
  });

describe('xlsx export', () => {
  it('writes text as typed, numbers as numbers, and drops what XML cannot carry', async () => {
    const rows: Person[] = [
      { name: '张伟', age: 35, note: 'A&B <公司> "甲"' },
      { name: '  李娜', age: null, note: '第一行\n第二行' },
      { name: '王芳\u0007', age: 0, note: '😀 表情' },
      // A lone surrogate is dropped; white space at either end is kept, a full-width space too.
      { name: '\u3000赵敏', age: 28, note: '半个\uD83D字符 ' },
    ];
    const workbook = await readWorkbook(await download([people(rows)]));
    const [first] = workbook.worksheets;
    expect(first.name).toBe('人员');
    expect(rowsOf(first)).toEqual([
      ['姓名', '年龄', '备注'],
      ['张伟', '35', 'A&B <公司> "甲"'],
      ['  李娜', '', '第一行\n第二行'],
      ['王芳', '0', '😀 表情'],
      ['\u3000赵敏', '28', '半个字符 '],
    ]);
    expect(first.getCell('B2').value).toBe(35);
    expect(first.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(first.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(first.getColumn(3).width).toBe(40);
    expect(first.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('keeps thousands of rows in order across batches and sheets, in an archive whose checksums hold', async () => {
    const many = Array.from({ length: 25_000 }, (_, i) => ({ name: `求职者${i}`, age: 18 + (i % 40), note: `第${i}条` }));
    const other = sheet<{ code: string }>({
      name: '岗位',
      columns: [{ header: '岗位编码', value: (r) => r.code }],
      batches: () => inBatches([{ code: 'J1' }, { code: 'J2' }], 10),
    });
    const payload = await download([people(many, 1000), other]);
    const workbook = await readWorkbook(payload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['人员', '岗位']);
    const rows = rowsOf(workbook.worksheets[0]);
    expect(rows).toHaveLength(25_001);
    expect(rows[25_000]).toEqual(['求职者24999', String(18 + (24_999 % 40)), '第24999条']);
    expect(rowsOf(workbook.worksheets[1])).toEqual([['岗位编码'], ['J1'], ['J2']]);
    // unzip recomputes every entry's CRC-32 and size against the data descriptors.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-xlsx-')), 'a.xlsx');
    fs.writeFileSync(file, payload);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('writes the header alone when there are no rows', async () => {
    const workbook = await readWorkbook(await download([people([])]));
    expect(rowsOf(workbook.worksheets[0])).toEqual([['姓名', '年龄', '备注']]);
  });
});
