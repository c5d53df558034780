import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/data: the generated files the server reads at start. */
export const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

/**
 * Writes a generated data file as JSON with one region per line, so the diff
 * of a data update stays readable: `{ "name": { "code": value, … }, … }`,
 * plain values (a source note) on a line of their own.
 */
export function writeDataFile<T extends { [K in keyof T]: string | Readonly<Record<string, unknown>> }>(file: string, content: T): string {
  const out = path.join(DATA_DIR, file);
  const entries: Array<[string, string | Readonly<Record<string, unknown>>]> = Object.entries(content);
  const sections = entries.map(([name, value]) => {
    if (typeof value === 'string') return `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
    const lines = Object.entries(value).map(([code, item]) => `    ${JSON.stringify(code)}: ${JSON.stringify(item)}`);
    return `  ${JSON.stringify(name)}: {\n${lines.join(',\n')}\n  }`;
  });
  fs.writeFileSync(out, `{\n${sections.join(',\n')}\n}\n`);
  return out;
}
