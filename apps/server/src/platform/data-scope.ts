import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The region a caller may see (数据权限): everything, or one province, city
 * or county and what lies below it. Read once per request with the session
 * (`authenticate` in auth/guard.ts) and carried on the Actor; repositories
 * apply it with `inScope` on their region column.
 */
export interface DataScope {
  /** A six-digit province, city or county code; null for 全部. */
  readonly regionCode: string | null;
}

export const WHOLE_SCOPE: DataScope = { regionCode: null };

/** What a user's stored `data_scope` ('' for 全部) means, the 超级管理员 always seeing everything. */
export function scopeOf(storedScope: string, isAdmin: boolean): DataScope {
  return isAdmin || storedScope === '' ? WHOLE_SCOPE : { regionCode: storedScope };
}

export const isWholeScope = (scope: DataScope): boolean => scope.regionCode === null;

/**
 * The county codes a scope covers, as one closed range of six-digit codes:
 * province 410000 → 410000–419999, city 410100 → 410100–410199, county exact.
 * (东莞 441900 is a city and its own only county: as a city it covers itself.)
 */
export function scopeBounds(scope: DataScope): { low: string; high: string } | null {
  const code = scope.regionCode;
  if (code === null) return null;
  if (code.endsWith('0000')) return { low: code, high: `${code.slice(0, 2)}9999` };
  if (code.endsWith('00')) return { low: code, high: `${code.slice(0, 4)}99` };
  return { low: code, high: code };
}

/** Whether a county code already read lies in the scope (rows checked in code rather than SQL). */
export function scopeCovers(scope: DataScope, countyCode: string): boolean {
  const bounds = scopeBounds(scope);
  return bounds === null || (countyCode >= bounds.low && countyCode <= bounds.high);
}

/**
 * The condition that a row's region column (a six-digit county code) lies in
 * the scope, for `.where(inScope(scope, 'c.countyCode'))`; always true for 全部.
 *
 * A range (`between '410100' and '410199'`) or an equality rather than
 * `LIKE '4101%'`: a B-tree index on the column serves a range on both
 * databases, whereas SQLite uses an index for LIKE only under
 * case_sensitive_like or a NOCASE column, and PostgreSQL only with the C
 * collation or text_pattern_ops. The codes are six ASCII digits, so every
 * collation orders them as text does and the range holds exactly the prefix's codes.
 */
export function inScope(scope: DataScope, column: string | Expression<unknown>): Expression<SqlBool> {
  const bounds = scopeBounds(scope);
  if (bounds === null) return sql<SqlBool>`1 = 1`;
  // A column by name, or an expression of it (`filterOnly`: the scope tested, not used to pick an index).
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  if (bounds.low === bounds.high) return sql<SqlBool>`${ref} = ${bounds.low}`;
  return sql<SqlBool>`${ref} between ${bounds.low} and ${bounds.high}`;
}
