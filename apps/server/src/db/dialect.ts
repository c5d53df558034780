import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteDialect,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type DatabaseIntrospector,
  type TableMetadata,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
} from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import pg from 'pg';
import type { Database } from './database.js';

/**
 * The only place where SQLite and PostgreSQL differ. Everything else in the
 * server writes portable Kysely.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  /** PostgreSQL connection string; absent means the embedded SQLite file. */
  databaseUrl?: string;
  /** Directory holding the SQLite file. */
  dataDir: string;
  /** SQLite file name inside dataDir (tests use their own). */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate themselves per schema). */
  pgSchema?: string;
  poolSize?: number;
}

// int8 (count(*), bigserial ids) arrives as a string by default; our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric (sum/avg) likewise; amounts are stored as integer cents, so no precision is lost here.
pg.types.setTypeParser(1700, (value) => Number(value));

export function dialectOf(target: Pick<DatabaseTarget, 'databaseUrl'>): DialectName {
  return target.databaseUrl ? 'postgres' : 'sqlite';
}

/**
 * Kysely's PostgreSQL introspector (which its Migrator uses to find its own
 * tables) reads every schema in the database and calls has_schema_privilege and
 * pg_get_serial_sequence by schema name: when another install or test drops its
 * schema during that read, our migration fails with "schema … does not exist".
 * This one reads only the schema we work in, by catalog joins alone.
 */
const KYSELY_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas() {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(options = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      schema: string; table: string; kind: string; column: string; dataType: string; notNull: boolean; hasDefault: boolean; identity: string; defaultExpr: string | null;
    }>`select n.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column, t.typname as "dataType",
              a.attnotnull as "notNull", a.atthasdef as "hasDefault", a.attidentity as identity, pg_get_expr(d.adbin, d.adrelid) as "defaultExpr"
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_catalog.pg_type t on t.oid = a.atttypid
         left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
        where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.dataType,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.identity !== '' || (row.defaultExpr ?? '').startsWith('nextval('),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: { withInternalKyselyTables: boolean }) {
    return { tables: await this.getTables(options) };
  }
}

class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

export function createDatabase(target: DatabaseTarget): { db: Kysely<Database>; dialect: DialectName } {
  const dialect = dialectOf(target);
  if (dialect === 'postgres') {
    // Tests isolate themselves in a schema of their own; it must exist before the pool is used.
    const options = target.pgSchema ? `-c search_path=${target.pgSchema}` : undefined;
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: target.poolSize ?? 10, options });
    return {
      db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: withPreparedStatements(pool) }), plugins: [new CamelCasePlugin()] }),
      dialect,
    };
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const file = path.join(target.dataDir, target.sqliteFile ?? 'hrbd.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), plugins: [new CamelCasePlugin()] }),
    dialect,
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every SQLite statement afresh, and preparing a join costs
 * more than running it (a guarded list request spent most of its time in
 * `prepare`). Statements are kept per SQL text, least recently used dropped
 * first; one still being iterated (a streamed query) is never handed out twice.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = database.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value ?? text);
      }
      return statement;
    },
  };
}

/** Statements worth preparing: queries, not transaction control or DDL. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Longer texts are one-off bulk statements; preparing them would only hold memory. */
const MAX_PREPARED_TEXT = 8192;
/** Named statements per connection; beyond this, new texts run unnamed. */
const MAX_PREPARED_PER_CONNECTION = 500;
const PLAN_RESULT_CHANGED = '0A000';

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= 10_000) statementNames.clear();
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

interface ConnectionStatements {
  names: Set<string>;
  /** Off after a schema change made a prepared statement's result type stale on this connection. */
  enabled: boolean;
}

/**
 * Runs Kysely's queries as named prepared statements, parsed and planned once
 * per connection: PostgreSQL spent more time planning the guard's session
 * lookup (a join with an EXISTS) than running it — 410 µs unnamed, 80 µs
 * prepared. Plans for varying values stay PostgreSQL's choice (custom plans
 * until a generic one is as cheap).
 */
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const perConnection = new WeakMap<pg.PoolClient, ConnectionStatements>();
  return {
    async connect() {
      const client = await pool.connect();
      let statements = perConnection.get(client);
      if (!statements) {
        statements = { names: new Set(), enabled: true };
        perConnection.set(client, statements);
      }
      return new PreparingClient(client, statements);
    },
    end: () => pool.end(),
  };
}

class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly statements: ConnectionStatements,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(query: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Cursors (streamed queries) are handed through untouched; Kysely makes them with pg-cursor.
    if (typeof query !== 'string') return this.client.query(query as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    return this.run<R>(query, [...parameters]);
  }

  release(): void {
    this.client.release();
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    const { names } = this.statements;
    const name = statementName(text);
    const prepare =
      this.statements.enabled &&
      text.length <= MAX_PREPARED_TEXT &&
      PREPARABLE.test(text) &&
      (names.has(name) || names.size < MAX_PREPARED_PER_CONNECTION);
    if (!prepare) return this.unnamed<R>(text, values);
    try {
      const result = await this.client.query({ name, text, values });
      names.add(name);
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      // A migration from another instance changed a table under a prepared `select *`.
      if ((error as { code?: string }).code !== PLAN_RESULT_CHANGED) throw error;
      this.statements.enabled = false;
      return this.unnamed<R>(text, values);
    }
  }

  // pg declares its result more loosely (command: string, rowCount: number | null) than Kysely's
  // interface does; it is the very object Kysely receives from a plain pg.Pool.
  private async unnamed<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    return (await this.client.query(text, values)) as unknown as PostgresQueryResult<R>;
  }
}

/** The dialect behind an open handle, for code handed only the handle (the one-time demo seeds). */
export function dialectOfHandle(db: Pick<Kysely<Database>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Auto-increment integer primary key. */
export function withId<T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Column type for free text (SQLite ignores lengths; PostgreSQL's text has none). */
export const TEXT = 'text' as const;

/** `column LIKE %term%`, case-insensitive on both dialects, with the term's wildcards escaped. */
export function containsText(dialect: DialectName, columnRef: string, term: string): RawBuilder<SqlBool> {
  const column = sql.ref(columnRef);
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/**
 * A column compared as a filter only, never to pick an index by. For a list
 * read newest first, page 1 of a broad filter (an age range, a gender) is
 * fastest read off the time-ordered index until the page is full; SQLite,
 * planning without statistics, would otherwise walk the filter's own index
 * and sort every match (seconds over a million rows). `+column` keeps it off
 * that index. PostgreSQL chooses by its statistics, so the column stays bare.
 */
export function filterOnly(dialect: DialectName, columnRef: string): RawBuilder<unknown> {
  return dialect === 'sqlite' ? sql`+${sql.ref(columnRef)}` : sql`${sql.ref(columnRef)}`;
}

/** A JSON array column as it arrives: parsed by pg on PostgreSQL, JSON text on SQLite. */
export type JsonArray<O> = O[] | string;

/**
 * A subquery's rows as one JSON array column, so a page of records brings its
 * children (a user's roles) in the same round trip. The subquery must name its
 * columns; keys come out camelCase on both dialects. Read it with readJsonArray.
 */
export function jsonArrayFrom<DB, TB extends keyof DB, O>(dialect: DialectName, subquery: SelectQueryBuilder<DB, TB, O>): RawBuilder<JsonArray<O>> {
  // Kysely's helpers type the column as parsed rows; on SQLite it arrives as text until readJsonArray.
  const column = dialect === 'postgres' ? pgJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
  return column.$castTo<JsonArray<O>>();
}

export function readJsonArray<O>(value: JsonArray<O>): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}

/** The PostgreSQL schema unqualified names resolve to (the first on search_path). */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}

export type ColumnBuilder = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Column types a bulk load can carry through JSON. */
export type BulkColumnType = 'text' | 'integer' | 'double precision';

/**
 * Inserts many rows (arrays in `columns` order) in one statement and one round
 * trip, without bind-parameter limits or a huge SQL text: SQLite unpacks a
 * single JSON parameter with `json_each`, PostgreSQL zips one typed array per
 * column with `unnest`. The 44,703 regions load in about 0.2 s (SQLite) and
 * 0.3 s (PostgreSQL) here.
 */
export async function bulkInsert(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
  columns: ReadonlyArray<readonly [name: string, type: BulkColumnType]>,
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.join(columns.map(([name]) => sql.id(name)));
  if (dialect === 'postgres') {
    // One typed array per column, zipped back into rows by unnest: the fastest load short of COPY.
    const arrays = columns.map(([, type], i) => sql`${rows.map((r) => r[i])}::${sql.raw(type)}[]`);
    await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(db);
    return;
  }
  const values = sql.join(columns.map((_, i) => sql`json_extract(r.value, ${sql.lit(`$[${i}]`)})`));
  await sql`insert into ${sql.table(table)} (${names}) select ${values} from json_each(${JSON.stringify(rows)}) as r`.execute(db);
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Adds each (bucket, delta) row a query yields to the counter of `table`. */
function pgBump(table: string, deltas: string): string {
  return `insert into sys_row_count (table_name, bucket, n) select '${table}', d.bucket, d.delta from (${deltas}) as d (bucket, delta)
    on conflict (table_name, bucket) do update set n = sys_row_count.n + excluded.n`;
}

/**
 * Keeps `sys_row_count` (table, bucket → rows) in step with `table`, grouped by
 * the integer `column` (a status), inside the writing transaction. List pages
 * read their unfiltered and per-status totals from it instead of counting
 * 100,000 rows per request. SQLite has only row triggers; PostgreSQL uses
 * statement triggers with transition tables, so a bulk insert adds to the
 * counter once rather than once per row.
 */
export async function installRowCounter(db: Kysely<unknown>, dialect: DialectName, table: string, column: string): Promise<void> {
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`不合法的表名或列名：${table}.${column}`);
  const name = `${table}_row_count`;
  const bump = (value: string, delta: string) =>
    `insert into sys_row_count (table_name, bucket, n) values ('${table}', ${value}, ${delta})
       on conflict (table_name, bucket) do update set n = sys_row_count.n + excluded.n`;
  const statements =
    dialect === 'sqlite'
      ? [
          `create trigger ${name}_ins after insert on ${table} begin ${bump(`new.${column}`, '1')}; end`,
          `create trigger ${name}_del after delete on ${table} begin ${bump(`old.${column}`, '-1')}; end`,
          `create trigger ${name}_upd after update of ${column} on ${table} when old.${column} is not new.${column} begin
             ${bump(`old.${column}`, '-1')}; ${bump(`new.${column}`, '1')}; end`,
        ]
      : [
          // Each branch is planned only when taken: an insert trigger has no old_rows to plan against.
          `create function ${name}_apply() returns trigger language plpgsql as $$
           begin
             if tg_op = 'INSERT' then
               ${pgBump(table, `select ${column}, count(*) from new_rows group by ${column}`)};
             elsif tg_op = 'DELETE' then
               ${pgBump(table, `select ${column}, -count(*) from old_rows group by ${column}`)};
             else
               ${pgBump(
                 table,
                 `select bucket, sum(delta) from (
                    select ${column} as bucket, 1 as delta from new_rows
                    union all select ${column}, -1 from old_rows
                  ) changes group by bucket having sum(delta) <> 0`,
               )};
             end if;
             return null;
           end $$`,
          `create trigger ${name}_ins after insert on ${table} referencing new table as new_rows
             for each statement execute function ${name}_apply()`,
          `create trigger ${name}_del after delete on ${table} referencing old table as old_rows
             for each statement execute function ${name}_apply()`,
          `create trigger ${name}_upd after update on ${table} referencing old table as old_rows new table as new_rows
             for each statement execute function ${name}_apply()`,
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  // Rows written before the triggers existed.
  await sql
    .raw(
      `insert into sys_row_count (table_name, bucket, n) select '${table}', ${column}, count(*) from ${table} group by ${column}
       on conflict (table_name, bucket) do update set n = excluded.n`,
    )
    .execute(db);
}

/**
 * One counted subject as a written row feeds it: SQL selecting `subject, day,
 * code` (one row per unit counted) from `rows`, which the template aliases
 * `x` itself. `rows` is the written row as a one-row subquery in a trigger,
 * or a whole table for a recount, so one text serves both dialects and both uses.
 */
export type CounterTemplate = (rows: string) => string;

export interface CounterFeed {
  /** Names the triggers (and PostgreSQL's trigger function). */
  name: string;
  /** The table whose writes move the counts. */
  table: string;
  /** What the templates read of the written row: an update that changes one of them re-counts the row. */
  columns: readonly string[];
  templates: readonly CounterTemplate[];
  /**
   * The counter's key columns, which every template selects (in this order) and
   * the counter's primary key is made of; `subject, day, code` unless named.
   */
  keys?: readonly string[];
}

const COUNTER_KEYS = ['subject', 'day', 'code'] as const;

/** The rows the templates yield for the written row, +1 for its new values and −1 for its old ones, summed into `counterTable`. */
function counterUpsert(counterTable: string, feed: CounterFeed, signs: ReadonlyArray<{ alias: 'new' | 'old'; sign: 1 | -1 }>): string {
  const row = (alias: string) => `(select ${feed.columns.map((c) => `${alias}.${c} as ${c}`).join(', ')})`;
  const keys = (feed.keys ?? COUNTER_KEYS).join(', ');
  const picked = (feed.keys ?? COUNTER_KEYS).map((k) => `c.${k}`).join(', ');
  const signed = signs.flatMap(({ alias, sign }) => feed.templates.map((t) => `select ${picked}, ${sign} as d from (${t(row(alias))}) as c`));
  // `where true`: SQLite would otherwise read the upsert's ON as a join constraint.
  return `insert into ${counterTable} (${keys}, n)
    select ${keys}, sum(d) from (${signed.join(' union all ')}) as u where true
    group by ${keys} having sum(d) <> 0
    on conflict (${keys}) do update set n = ${counterTable}.n + excluded.n`;
}

/**
 * Keeps `counterTable` (subject, day, code → n) in step with the writes to
 * `feed.table`, inside the writing transaction, as installRowCounter keeps
 * sys_row_count: an inserted row adds what the templates count for it, a
 * deleted one takes it away, an update of a watched column moves it (old −1,
 * new +1). Templates may join other tables, read as they are at the write; a
 * count that depends on two tables takes a feed from each.
 *
 * Row triggers on both dialects. PostgreSQL's statement triggers with
 * transition tables (as installRowCounter uses) cost 0.4–1 ms more per
 * single-row write here, as their queries are planned afresh each time, and
 * applications are written one or a few at a time; a bulk load pays per row instead.
 */
export async function installCounterFeed(db: Kysely<unknown>, dialect: DialectName, counterTable: string, feed: CounterFeed): Promise<void> {
  const bad = [counterTable, feed.name, feed.table, ...feed.columns, ...(feed.keys ?? [])].find((n) => !IDENTIFIER.test(n));
  if (bad) throw new Error(`不合法的表名或列名：${bad}`);
  const inserted = counterUpsert(counterTable, feed, [{ alias: 'new', sign: 1 }]);
  const deleted = counterUpsert(counterTable, feed, [{ alias: 'old', sign: -1 }]);
  const updated = counterUpsert(counterTable, feed, [
    { alias: 'new', sign: 1 },
    { alias: 'old', sign: -1 },
  ]);
  const watched = feed.columns.join(', ');
  let statements: string[];
  if (dialect === 'sqlite') {
    const changed = feed.columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
    statements = [
      `create trigger ${feed.name}_ins after insert on ${feed.table} begin ${inserted}; end`,
      `create trigger ${feed.name}_del after delete on ${feed.table} begin ${deleted}; end`,
      `create trigger ${feed.name}_upd after update of ${watched} on ${feed.table} when ${changed} begin ${updated}; end`,
    ];
  } else {
    const changed = feed.columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    statements = [
      `create function ${feed.name}_apply() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           ${inserted};
         elsif tg_op = 'DELETE' then
           ${deleted};
         else
           ${updated};
         end if;
         return null;
       end $$`,
      `create trigger ${feed.name}_ins after insert on ${feed.table} for each row execute function ${feed.name}_apply()`,
      `create trigger ${feed.name}_del after delete on ${feed.table} for each row execute function ${feed.name}_apply()`,
      `create trigger ${feed.name}_upd after update of ${watched} on ${feed.table} for each row when (${changed})
         execute function ${feed.name}_apply()`,
    ];
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Removes the triggers (and PostgreSQL's trigger function) installCounterFeed made under `name`, so a later migration can re-install a feed. */
export async function dropCounterFeed(db: Kysely<unknown>, dialect: DialectName, name: string): Promise<void> {
  if (!IDENTIFIER.test(name)) throw new Error(`不合法的触发器名：${name}`);
  const statements =
    dialect === 'sqlite'
      ? ['ins', 'del', 'upd'].map((suffix) => `drop trigger if exists ${name}_${suffix}`)
      : [`drop function if exists ${name}_apply() cascade`];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Which constraint a database error broke, whichever dialect raised it (null for other errors). */
export function constraintViolation(error: unknown): 'unique' | 'foreignKey' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'unique';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreignKey';
  return null;
}
