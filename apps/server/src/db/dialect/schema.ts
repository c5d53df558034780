import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from './handle.js';

/**
 * Schema work of the migrations and bulk loads: ids, column types, loading
 * many rows at once, and the triggers that keep counters. Migrations are
 * handed their dialect (`up(db, dialect)`), so these take it too.
 */

/** Auto-increment integer primary key. */
export function withId<T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * A counter table, read by its key's leading columns and updated in place. On
 * SQLite its rows live in the key's b-tree (WITHOUT ROWID), so a key's rows are
 * one seek instead of an index seek and a row lookup each (111 stores' kept
 * totals: 0.5 → 0.3 ms). On PostgreSQL its pages are kept half full, so that an
 * update writes the new version beside the old one (a HOT update, the old one
 * pruned in place): full pages sent each update to another page, and a bulk
 * load left the payees' 2,001 rows on 525 pages, which every 收款方 search scans.
 */
export function keyedTable<T extends string, C extends string>(dialect: DialectName, table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> {
  return table.modifyEnd(dialect === 'sqlite' ? sql`without rowid` : sql`with (fillfactor = 50)`);
}

/** Column type for free text (SQLite ignores lengths; PostgreSQL's text has none). */
export const TEXT = 'text' as const;

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

/**
 * Counts the rows of `rowSets` (templates applied to whole tables; several are
 * read as one, `union all`) by `keys`: the recount a counter's test compares
 * the trigger-kept rows with.
 */
export function countedBy(keys: readonly string[], ...rowSets: string[]): string {
  const k = keys.join(', ');
  return `select ${k}, count(*) as n from (${rowSets.join(' union all ')}) as u group by ${k}`;
}

/** A counter table's first fill, before its triggers: the rows already written, counted by `countedBy`. */
export async function fillCounter(db: Kysely<unknown>, counter: string, keys: readonly string[], ...rowSets: string[]): Promise<void> {
  await sql.raw(`insert into ${counter} (${keys.join(', ')}, n) ${countedBy(keys, ...rowSets)}`).execute(db);
}

/** The same for a counter of several summed columns (`values`, as installCounterFeed's): each column summed by `keys`. */
export function summedBy(keys: readonly string[], values: readonly string[], ...rowSets: string[]): string {
  const k = keys.join(', ');
  return `select ${k}, ${values.map((c) => `sum(${c}) as ${c}`).join(', ')} from (${rowSets.join(' union all ')}) as u group by ${k}`;
}

/** A several-column counter's first fill, before its triggers: the rows already written, summed by `summedBy`. */
export async function fillSummedCounter(db: Kysely<unknown>, counter: string, keys: readonly string[], values: readonly string[], ...rowSets: string[]): Promise<void> {
  await sql.raw(`insert into ${counter} (${[...keys, ...values].join(', ')}) ${summedBy(keys, values, ...rowSets)}`).execute(db);
}

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
  /**
   * A value-summing feed: every template also selects `v` after the keys (a
   * job's headcount, or 1 for a plain count), and the counter adds that amount
   * instead of one per row, so an update of the amount moves the sum.
   */
  sums?: boolean;
  /**
   * Several sums per key (a trade's count, amount and its parts): every
   * template selects these columns after the keys, and the counter keeps one
   * column of each name, each moved by its value. Without it the counter has
   * one column `n` (one per row, or `v` when `sums`).
   */
  values?: readonly string[];
  /**
   * Written in bulk (a million trades): on PostgreSQL, statement triggers with
   * transition tables instead of row triggers, as installRowCounter does, so a
   * bulk insert moves the counter once per statement (row triggers took
   * minutes per 50,000 rows there). SQLite has row triggers only.
   */
  bulk?: boolean;
}

const COUNTER_KEYS = ['subject', 'day', 'code'] as const;

/** The rows the templates yield for the written row, +1 for its new values and −1 for its old ones, summed into `counterTable`. */
function counterUpsert(counterTable: string, feed: CounterFeed, signs: ReadonlyArray<{ alias: 'new' | 'old' | 'new_rows' | 'old_rows'; sign: 1 | -1 }>): string {
  const row = (alias: string) => (alias.endsWith('_rows') ? alias : `(select ${feed.columns.map((c) => `${alias}.${c} as ${c}`).join(', ')})`);
  const keys = (feed.keys ?? COUNTER_KEYS).join(', ');
  const picked = (feed.keys ?? COUNTER_KEYS).map((k) => `c.${k}`).join(', ');
  const columns = feed.values ?? ['n'];
  const amount = (column: string, sign: number) => (feed.values ? `${sign} * c.${column}` : feed.sums ? `${sign} * c.v` : String(sign));
  const signed = signs.flatMap(({ alias, sign }) =>
    feed.templates.map((t) => `select ${picked}, ${columns.map((column, i) => `${amount(column, sign)} as d${i}`).join(', ')} from (${t(row(alias))}) as c`),
  );
  // `where true`: SQLite would otherwise read the upsert's ON as a join constraint.
  return `insert into ${counterTable} (${keys}, ${columns.join(', ')})
    select ${keys}, ${columns.map((_, i) => `sum(d${i})`).join(', ')} from (${signed.join(' union all ')}) as u where true
    group by ${keys} having ${columns.map((_, i) => `sum(d${i}) <> 0`).join(' or ')}
    on conflict (${keys}) do update set ${columns.map((column) => `${column} = ${counterTable}.${column} + excluded.${column}`).join(', ')}`;
}

/**
 * Keeps `counterTable` (subject, day, code → n) in step with the writes to
 * `feed.table`, inside the writing transaction, as installRowCounter keeps
 * sys_row_count: an inserted row adds what the templates count for it, a
 * deleted one takes it away, an update of a watched column moves it (old −1,
 * new +1). Templates may join other tables, read as they are at the write; a
 * count that depends on two tables takes a feed from each.
 *
 * Row triggers on both dialects, unless `bulk`. PostgreSQL's statement
 * triggers with transition tables (as installRowCounter uses) cost about
 * 0.3 ms more per single-row write, as their queries are planned afresh each
 * time; row triggers cost per row instead, and a statement writing thousands
 * of rows updates the same few counter rows thousands of times inside one
 * transaction, each update reading past the versions the ones before left
 * (20,000 applications: 4.8 s, the next 20,000: 13 s).
 */
export async function installCounterFeed(db: Kysely<unknown>, dialect: DialectName, counterTable: string, feed: CounterFeed): Promise<void> {
  const bad = [counterTable, feed.name, feed.table, ...feed.columns, ...(feed.keys ?? []), ...(feed.values ?? [])].find((n) => !IDENTIFIER.test(n));
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
  } else if (feed.bulk) {
    const bulkUpdated = counterUpsert(counterTable, feed, [
      { alias: 'new_rows', sign: 1 },
      { alias: 'old_rows', sign: -1 },
    ]);
    statements = [
      `create function ${feed.name}_apply() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           ${counterUpsert(counterTable, feed, [{ alias: 'new_rows', sign: 1 }])};
         elsif tg_op = 'DELETE' then
           ${counterUpsert(counterTable, feed, [{ alias: 'old_rows', sign: -1 }])};
         else
           ${bulkUpdated};
         end if;
         return null;
       end $$`,
      `create trigger ${feed.name}_ins after insert on ${feed.table} referencing new table as new_rows for each statement execute function ${feed.name}_apply()`,
      `create trigger ${feed.name}_del after delete on ${feed.table} referencing old table as old_rows for each statement execute function ${feed.name}_apply()`,
      `create trigger ${feed.name}_upd after update on ${feed.table} referencing old table as old_rows new table as new_rows for each statement execute function ${feed.name}_apply()`,
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

/**
 * A feed first installed with row triggers, installed again per statement on
 * PostgreSQL (as `bulk` does): for a table written in batches (an import, a
 * batch move, the demo load). SQLite has row triggers only; nothing changes there.
 */
export async function installFeedPerStatement(db: Kysely<unknown>, dialect: DialectName, counterTable: string, feed: CounterFeed): Promise<void> {
  if (dialect !== 'postgres') return;
  await dropCounterFeed(db, dialect, feed.name);
  await installCounterFeed(db, dialect, counterTable, { ...feed, bulk: true });
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

/**
 * A column copied from other tables (an application's county, read from its
 * job's company) so a list can filter and order by it from one index instead
 * of looking up other tables row by row. Triggers keep it true inside the
 * writing transaction: the row's own insert, and updates of what it reads.
 */
export interface DerivedColumn {
  /** Names the triggers (and PostgreSQL's trigger functions). */
  name: string;
  table: string;
  column: string;
  /** The value for the row of `table` named `row`: a scalar expression, never null. */
  value: (row: string) => string;
  /** The columns of `table` the value reads: an update of one derives it again. */
  reads: readonly string[];
  /**
   * The other tables the value reads: when one of their rows is inserted or
   * `columns` of it change, the rows of `table` that `rows(changed)` picks are
   * derived again (a company moved to another county: its jobs' applications).
   */
  sources: ReadonlyArray<{ table: string; columns: readonly string[]; rows: (changed: string) => string }>;
}

/** Installs the triggers of a derived column (the column itself and its first values are the migration's). */
export async function installDerivedColumn(db: Kysely<unknown>, dialect: DialectName, derived: DerivedColumn): Promise<void> {
  const { name, table, column, value, reads, sources } = derived;
  const bad = [name, table, column, ...reads, ...sources.flatMap((s) => [s.table, ...s.columns])].find((n) => !IDENTIFIER.test(n));
  if (bad) throw new Error(`不合法的表名或列名：${bad}`);
  const rederive = (rows: string) => `update ${table} set ${column} = ${value(table)} where ${rows}`;
  let statements: string[];
  if (dialect === 'sqlite') {
    // SQLite's triggers cannot set new.*: the inserted row is updated by its rowid right after.
    const own = `update ${table} set ${column} = ${value('new')} where rowid = new.rowid`;
    statements = [
      `create trigger ${name}_ins after insert on ${table} begin ${own}; end`,
      `create trigger ${name}_upd after update of ${reads.join(', ')} on ${table} when ${reads.map((c) => `old.${c} is not new.${c}`).join(' or ')} begin ${own}; end`,
      ...sources.flatMap((source, i) => [
        `create trigger ${name}_src${i}_ins after insert on ${source.table} begin ${rederive(source.rows('new'))}; end`,
        `create trigger ${name}_src${i}_upd after update of ${source.columns.join(', ')} on ${source.table}
           when ${source.columns.map((c) => `old.${c} is not new.${c}`).join(' or ')} begin ${rederive(source.rows('new'))}; end`,
      ]),
    ];
  } else {
    statements = [
      `create function ${name}_own() returns trigger language plpgsql as $$
       begin new.${column} := ${value('new')}; return new; end $$`,
      `create trigger ${name}_own before insert or update of ${reads.join(', ')} on ${table} for each row execute function ${name}_own()`,
      ...sources.flatMap((source, i) => [
        `create function ${name}_src${i}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'UPDATE' and not (${source.columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')}) then return null; end if;
           ${rederive(source.rows('new'))};
           return null;
         end $$`,
        `create trigger ${name}_src${i} after insert or update of ${source.columns.join(', ')} on ${source.table}
           for each row execute function ${name}_src${i}()`,
      ]),
    ];
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}
