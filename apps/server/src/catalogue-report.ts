/**
 * `npm run catalogue`: how far the product is along the endpoint catalogue.
 * Per domain, the catalogue's rows, how many the contract defines and how
 * many the server registers. Exits non-zero when the contract or the server
 * has an endpoint the catalogue does not list (the contract test says which).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, DOMAINS, type Endpoint } from '@hrbd/contract';
import { allRoutes } from './modules/index.js';

const CATALOGUE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/catalogue/endpoints.tsv');

interface Row {
  domain: string;
  catalogue: number;
  contract: number;
  server: number;
}

const routeKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

function readCatalogue(): Map<string, string> {
  const lines = fs.readFileSync(CATALOGUE, 'utf8').split(/\r?\n/).slice(1).filter((l) => l.trim() !== '');
  return new Map(
    lines.map((line) => {
      const [method, route, domain] = line.split('\t');
      return [`${method} ${route}`, domain];
    }),
  );
}

function countByDomain(catalogue: Map<string, string>, endpoints: readonly Endpoint[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of new Set(endpoints.map(routeKey))) {
    const domain = catalogue.get(key);
    if (domain) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  return counts;
}

function catalogueReport(catalogue: Map<string, string>, contract: readonly Endpoint[], server: readonly Endpoint[]): Row[] {
  const defined = countByDomain(catalogue, contract);
  const registered = countByDomain(catalogue, server);
  const rows = DOMAINS.map((domain) => ({
    domain,
    catalogue: [...catalogue.values()].filter((d) => d === domain).length,
    contract: defined.get(domain) ?? 0,
    server: registered.get(domain) ?? 0,
  }));
  const total = rows.reduce(
    (sum, r) => ({ ...sum, catalogue: sum.catalogue + r.catalogue, contract: sum.contract + r.contract, server: sum.server + r.server }),
    { domain: 'total', catalogue: 0, contract: 0, server: 0 },
  );
  return [...rows, total];
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${Math.round((part / whole) * 100)}%`;
}

function formatReport(rows: readonly Row[]): string {
  const header = ['domain', 'catalogue', 'contract', 'server', 'done'];
  const body = rows.map((r) => [r.domain, String(r.catalogue), String(r.contract), String(r.server), percent(r.server, r.catalogue)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  // Names left-aligned, numbers right-aligned, so columns of digits line up.
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...body.slice(0, -1).map(line), rule, line(body[body.length - 1])].join('\n');
}

function main(): void {
  const catalogue = readCatalogue();
  const served = allRoutes.map((r) => r.endpoint);
  console.log(formatReport(catalogueReport(catalogue, allEndpoints, served)));
  // The platform's own calls (marked `outsideCatalogue`) are listed apart, never counted as rows.
  const outside = allEndpoints.filter((e) => e.outsideCatalogue);
  if (outside.length > 0) console.log(`\nOutside the catalogue (platform): ${outside.map((e) => routeKey(e)).join(', ')}`);

  const strays = [
    ...allEndpoints.filter((e) => !e.outsideCatalogue && !catalogue.has(routeKey(e))).map((e) => `contract ${e.key}: ${routeKey(e)}`),
    ...served.filter((e) => !e.outsideCatalogue && !catalogue.has(routeKey(e))).map((e) => `server ${e.key}: ${routeKey(e)}`),
  ];
  if (strays.length > 0) {
    console.error(`\nNot in the catalogue:\n  ${strays.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main();
