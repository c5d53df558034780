import { CamelCasePlugin, PostgresQueryCompiler, SqliteQueryCompiler, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

/**
 * camelCase in TypeScript, snake_case in SQL. Kysely's CamelCasePlugin renames by copying every
 * statement's whole node tree before compiling it (a sixth of a list query's CPU: the transform walks
 * and freezes each node again); the compilers here write each identifier in snake_case as they emit
 * it instead, and the plugin is left only its other half, turning the rows' keys back into camelCase.
 * Same names either way: both use the plugin's own mapper.
 */

/** CamelCasePlugin for the rows only: the statement is already written in snake_case by the compiler. */
export class CamelCaseRows extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** Rows made by `rowShaper` already have their keys in camelCase: they are passed through, not copied again. */
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return shapedRows.has(args.result.rows) ? args.result : super.transformResult(args);
  }

  /** The plugin's own (memoised) mapper, for the compilers. */
  toSnakeCase(name: string): string {
    return this.snakeCase(name);
  }

  toCamelCase(name: string): string {
    return this.camelCase(name);
  }

  /** A JSON value inside a row (PostgreSQL's json_agg of a subquery): its objects' keys in camelCase, as the plugin maps them. */
  nestedValue(value: object): unknown {
    if (Array.isArray(value)) return value.map((item: unknown) => (isPlainObject(item) ? this.mapRow(item) : item));
    return isPlainObject(value) ? this.mapRow(value) : value;
  }
}

const isPlainObject = (value: unknown): value is UnknownRow => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const names = new CamelCaseRows();

/** Result arrays whose rows `rowShaper` made. */
const shapedRows = new WeakSet<readonly unknown[]>();

/** Marks rows made by a shaper, so the plugin leaves them as they are. */
export function shaped<T extends readonly unknown[]>(rows: T): T {
  shapedRows.add(rows);
  return rows;
}

export type RowShaper = (values: readonly unknown[]) => UnknownRow;

const shapers = new Map<string, RowShaper>();
const MAX_SHAPERS = 2000;

/**
 * The function that turns one row's values (a statement's result as arrays, in
 * column order) into the row object repositories read, keys already in
 * camelCase: one object literal of a fixed shape per row. The drivers build
 * each row key by key and the plugin then copied it key by key into a new
 * camelCase object; shaped from arrays, a 100,000-row export's query and row
 * building took ~40 % less time (bench/results/applications.md). A later
 * column of the same name wins, as it did in the drivers' objects.
 */
export function rowShaper(columns: readonly string[]): RowShaper {
  const key = columns.join('\u0000');
  let shaper = shapers.get(key);
  if (!shaper) {
    const fields = columns.map((column, i) => `${JSON.stringify(names.toCamelCase(column))}: typeof (x = v[${i}]) === 'object' && x !== null ? nested(x) : x`);
    // Generated once per column list: V8 gives every object made by one literal the same hidden class.
    const make = new Function('nested', `return function shapeRow(v) { let x; return { ${fields.join(', ')} }; };`) as (nested: (value: object) => unknown) => RowShaper;
    shaper = make((value) => names.nestedValue(value));
    if (shapers.size >= MAX_SHAPERS) shapers.clear();
    shapers.set(key, shaper);
  }
  return shaper;
}

export class SnakeCaseSqliteCompiler extends SqliteQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(names.toSnakeCase(identifier));
  }
}

export class SnakeCasePostgresCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(names.toSnakeCase(identifier));
  }
}
