import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, DOMAINS, flattenResourceTree, permissionOf, RESOURCE_TREE } from './index.js';

interface CatalogueRow {
  method: string;
  path: string;
  domain: string;
  origin: string;
}

/** catalogue/endpoints.tsv is a verbatim copy of spec/endpoints.tsv: method, path, domain, origin. */
function readCatalogue(): CatalogueRow[] {
  const file = path.resolve(import.meta.dirname, '../catalogue/endpoints.tsv');
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter((line) => line.trim() !== '');
  expect(header.split('\t')).toEqual(['method', 'path', 'domain', 'origin']);
  return lines.map((line) => {
    const [method, path, domain, origin] = line.split('\t');
    return { method, path, domain, origin };
  });
}

const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const HAN = /[\u4e00-\u9fa5]/g;
const LATIN = /[A-Za-z]/g;

describe('contract versus the endpoint catalogue', () => {
  const catalogue = readCatalogue();
  const byRoute = new Map(catalogue.map((row) => [keyOf(row), row]));

  it('reads a well-formed catalogue: one row per method+path, known domains only', () => {
    expect(catalogue.length).toBeGreaterThan(400);
    expect(byRoute.size).toBe(catalogue.length);
    const domains = new Set(catalogue.map((row) => row.domain));
    expect([...domains].sort()).toEqual([...DOMAINS].sort());
    for (const row of catalogue) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(row.method);
      expect(['seed', 'designed']).toContain(row.origin);
    }
  });

  // The platform's own calls (the scheduler's screen) are marked as outside the catalogue.
  const catalogued = allEndpoints.filter((e) => !e.outsideCatalogue);

  it('defines only catalogue rows, each under the domain the catalogue gives it', () => {
    // Nothing invented, nothing misspelt: a typo in a path shows up here as a missing row.
    const strays = catalogued.filter((e) => !byRoute.has(keyOf(e))).map((e) => `${e.key}: ${keyOf(e)}`);
    expect(strays).toEqual([]);
    const wrongDomain = catalogued
      .filter((e) => byRoute.get(keyOf(e))?.domain !== e.domain)
      .map((e) => `${e.key}: ${e.domain} ≠ ${byRoute.get(keyOf(e))?.domain}`);
    expect(wrongDomain).toEqual([]);
  });

  it('marks as outside the catalogue only calls that no catalogue row describes', () => {
    // The mark cannot hide a catalogue row (or a typo of one) from the counts.
    const outside = allEndpoints.filter((e) => e.outsideCatalogue);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((e) => byRoute.has(keyOf(e))).map((e) => e.key)).toEqual([]);
    const caseless = new Set(catalogue.map((row) => keyOf(row).toLowerCase()));
    expect(outside.filter((e) => caseless.has(keyOf(e).toLowerCase())).map((e) => e.key)).toEqual([]);
  });

  it('defines each method+path and each key once', () => {
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(duplicates(allEndpoints.map(keyOf))).toEqual([]);
    expect(duplicates(allEndpoints.map((e) => e.key))).toEqual([]);
  });

  it('keys start with their domain', () => {
    const mismatched = allEndpoints.filter((e) => !e.key.startsWith(`${e.domain}.`)).map((e) => e.key);
    expect(mismatched).toEqual([]);
  });

  it('defines all 36 rows of the system domain', () => {
    const system = catalogue.filter((row) => row.domain === 'system');
    expect(system).toHaveLength(36);
    const defined = new Set(allEndpoints.map(keyOf));
    expect(system.filter((row) => !defined.has(keyOf(row))).map(keyOf)).toEqual([]);
  });

  it('names only permission codes that exist in the resource tree', () => {
    const codes = new Set(flattenResourceTree(RESOURCE_TREE).map((node) => node.code));
    const unknown = allEndpoints
      .map((e) => [e.key, permissionOf(e)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null && !codes.has(entry[1]))
      .map(([key, code]) => `${key}: ${code}`);
    expect(unknown).toEqual([]);
  });

  it('gives every resource a unique code', () => {
    const codes = flattenResourceTree(RESOURCE_TREE).map((node) => node.code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });

  it('summarises every endpoint in one line of Chinese', () => {
    const notChinese = allEndpoints
      .filter((e) => {
        const han = e.summary.match(HAN)?.length ?? 0;
        const latin = e.summary.match(LATIN)?.length ?? 0;
        // Acronyms such as OCR or Excel may appear, but Chinese must carry the sentence.
        return han === 0 || latin >= han || e.summary !== e.summary.trim() || /\n/.test(e.summary);
      })
      .map((e) => `${e.key}: ${e.summary}`);
    expect(notChinese).toEqual([]);
  });
});
