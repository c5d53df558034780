import { Readable } from 'node:stream';
import { addMonths, EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, type ReportImportResult } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { demoRandom } from '../../../platform/demo-random.js';
import { IMPORT_LIMITS } from '../../../config.js';
import { regionIndex } from '../../common/region/region.service.js';
import { importReportWorkbook } from './insured-report.import.js';
import { reportWorkbook, type ReportRows } from './insured-report.workbook.js';

/**
 * 24 months of made-up social-insurance reports up to last month, for 河南's
 * cities and 郑州's counties (郑州's own row the sum of its counties), written
 * as a filled-in template and loaded through the import, as an operator
 * would. Sizes are of the order of the real ones (郑州 a few million insured,
 * the other cities some hundreds of thousands to two million); the labour-
 * exporting cities of the south-east lose people each month and 中牟县's last
 * month drops, so 预警信息 has something to say.
 */

const MONTHS = 24;
const ZHENGZHOU = '410100';
/** Insured people at the start, in thousands, by city; others get a size by their position. */
const CITY_SIZE: Record<string, number> = { '410100': 0, '410300': 1500, '410700': 1100, '410200': 900, '410500': 1000, '411300': 1300, '411600': 1200, '411400': 1050, '411500': 950 };
/** Cities whose people leave for work elsewhere: outflow well over inflow. */
const EXPORTING = new Set(['411600', '411400', '411500', '411700']);
/** Education shares (学历 1–11), in per mille. */
const EDUCATION_SHARES = [20, 30, 180, 150, 40, 50, 110, 200, 170, 40, 10];

const educationName = (level: number): string => EDUCATION_LEVEL_LABELS[level];
/** The five insurances as shares of the total, in the template's order. */
const INSURANCE_SHARES = [0.93, 0.97, 0.55, 0.6, 0.5];

interface Region {
  code: string;
  name: string;
}

export async function seedInsuredReportDemo(db: DbOrTrx, now: string): Promise<ReportImportResult> {
  const random = demoRandom(20_250_617);
  const index = await regionIndex(db as Parameters<typeof regionIndex>[0]);
  const henan = index.find('410000');
  const cities: Region[] = (henan?.children ?? []).map((c) => ({ code: c.code, name: c.name }));
  const counties: Region[] = (index.find(ZHENGZHOU)?.children ?? []).map((c) => ({ code: c.code, name: c.name }));
  const lastMonth = addMonths(now.slice(0, 7), -1);
  const months = Array.from({ length: MONTHS }, (_, i) => addMonths(lastMonth, i - MONTHS + 1));

  const rows = { insured: [] as Array<Array<string | number>>, education: [] as Array<Array<string | number>>, flow: [] as Array<Array<string | number>> } satisfies ReportRows;
  type Figures = { total: number; insurances: number[]; add: number; reduce: number; inflow: number; outflow: number; education: number[] };
  const size = new Map<string, number>();
  for (const [i, c] of counties.entries()) size.set(c.code, c.code === '410122' ? 420_000 : 250_000 + ((i * 97_000) % 450_000) + random.int(0, 40_000));
  for (const [i, c] of cities.entries()) if (c.code !== ZHENGZHOU) size.set(c.code, (CITY_SIZE[c.code] ?? 500 + ((i * 137) % 700)) * 1000 + random.int(0, 50_000));

  const monthOf = (code: string, last: boolean): Figures => {
    const before = size.get(code) ?? 0;
    const exporting = EXPORTING.has(code);
    const inflow = Math.round(before * (exporting ? 0.004 : 0.009) * (0.8 + random.next() * 0.4));
    const outflow = Math.round(before * (exporting ? 0.0065 : 0.007) * (0.8 + random.next() * 0.4));
    // 中牟县's last month: a factory closes.
    const shock = last && code === '410122' ? Math.round(before * 0.045) : 0;
    const add = Math.round(before * 0.012 * (0.8 + random.next() * 0.4)) + Math.max(0, inflow - outflow);
    const reduce = Math.round(before * 0.01 * (0.8 + random.next() * 0.4)) + Math.max(0, outflow - inflow) + shock;
    const total = Math.max(0, before + add - reduce);
    size.set(code, total);
    const education = EDUCATION_SHARES.map((share) => Math.floor((total * share) / 1000));
    education[8] += total - education.reduce((a, b) => a + b, 0);
    return { total, insurances: INSURANCE_SHARES.map((share) => Math.round(total * share)), add, reduce, inflow, outflow, education };
  };

  const push = (month: string, region: Region, f: Figures) => {
    rows.insured.push([month, region.code, region.name, f.total, ...f.insurances, f.add, f.reduce]);
    for (const [i, level] of EDUCATION_LEVELS.entries()) rows.education.push([month, region.code, region.name, educationName(level), f.education[i]]);
    rows.flow.push([month, region.code, region.name, f.inflow, f.outflow]);
  };

  for (const [m, month] of months.entries()) {
    const last = m === months.length - 1;
    const countyFigures = counties.map((c) => ({ region: c, figures: monthOf(c.code, last) }));
    for (const { region, figures } of countyFigures) push(month, region, figures);
    for (const city of cities) {
      if (city.code !== ZHENGZHOU) {
        push(month, city, monthOf(city.code, last));
        continue;
      }
      // 郑州's row is its counties' sum, figure by figure (the import checks it).
      const sum = (pickFigure: (f: Figures) => number) => countyFigures.reduce((acc, c) => acc + pickFigure(c.figures), 0);
      push(month, city, {
        total: sum((f) => f.total),
        insurances: INSURANCE_SHARES.map((_, i) => sum((f) => f.insurances[i])),
        add: sum((f) => f.add),
        reduce: sum((f) => f.reduce),
        inflow: sum((f) => f.inflow),
        outflow: sum((f) => f.outflow),
        education: EDUCATION_LEVELS.map((_, i) => sum((f) => f.education[i])),
      });
    }
  }
  const workbook = await reportWorkbook(rows);
  return importReportWorkbook(db, null, Readable.from([workbook]), '演示数据_社保月报.xlsx', IMPORT_LIMITS, now);
}
