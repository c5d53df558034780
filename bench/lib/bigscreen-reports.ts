import { addMonths, EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, INSURANCE_TYPES } from '@hrbd/contract';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { reportWorkbook } from '@hrbd/server/dist/modules/bigscreen/insured-report/insured-report.workbook.js';
import { regionIndex } from '@hrbd/server/dist/modules/common/region/region.service.js';

/**
 * A 月报导入 workbook of `rows` rows: every city and county of 河南, month by
 * month backwards from `lastMonth`, each region a 社保参保 row, 11 参保学历
 * rows adding up to its total and a 人员流动 row; a city's rows are its
 * counties' sums, so every month passes the import's checks.
 */
export async function importWorkbook(db: Db, rows: number, lastMonth: string): Promise<{ file: Buffer; months: number }> {
  const index = await regionIndex(db);
  const cities = (index.find('410000')?.children ?? []).map((c) => ({ code: c.code, name: c.name, counties: c.children.map((k) => ({ code: k.code, name: k.name })) }));
  const insuredRows: Array<Array<string | number>> = [];
  const educationRows: Array<Array<string | number>> = [];
  const flowRows: Array<Array<string | number>> = [];
  let made = 0;
  let months = 0;
  const figures = (seed: number) => {
    const total = 100_000 + ((seed * 7919) % 400_000);
    const education = EDUCATION_LEVELS.map((_, i) => Math.floor(total / 11) + (i === 0 ? total % 11 : 0));
    return { total, insurances: INSURANCE_TYPES.map((_, i) => Math.round(total * (0.5 + i * 0.1))), add: total % 997, reduce: total % 883, inflow: total % 577, outflow: total % 613, education };
  };
  type F = ReturnType<typeof figures>;
  const push = (month: string, code: string, name: string, f: F) => {
    insuredRows.push([month, code, name, f.total, ...f.insurances, f.add, f.reduce]);
    for (const [i, level] of EDUCATION_LEVELS.entries()) educationRows.push([month, code, name, EDUCATION_LEVEL_LABELS[level], f.education[i]]);
    flowRows.push([month, code, name, f.inflow, f.outflow]);
    made += 2 + EDUCATION_LEVELS.length;
  };
  for (let m = 0; made < rows; m++) {
    const month = addMonths(lastMonth, -m);
    months += 1;
    for (const city of cities) {
      if (made >= rows) break;
      const parts = city.counties.map((k, i) => ({ k, f: figures(m * 1000 + Number(k.code.slice(2)) + i) }));
      for (const { k, f } of parts) push(month, k.code, k.name, f);
      if (parts.length === 0) {
        push(month, city.code, city.name, figures(m * 1000 + Number(city.code.slice(2))));
        continue;
      }
      const sum = (pick: (f: F) => number) => parts.reduce((acc, p) => acc + pick(p.f), 0);
      push(month, city.code, city.name, {
        total: sum((f) => f.total),
        insurances: INSURANCE_TYPES.map((_, i) => sum((f) => f.insurances[i])),
        add: sum((f) => f.add),
        reduce: sum((f) => f.reduce),
        inflow: sum((f) => f.inflow),
        outflow: sum((f) => f.outflow),
        education: EDUCATION_LEVELS.map((_, i) => sum((f) => f.education[i])),
      });
    }
  }
  return { file: await reportWorkbook({ insured: insuredRows, education: educationRows, flow: flowRows }), months };
}

