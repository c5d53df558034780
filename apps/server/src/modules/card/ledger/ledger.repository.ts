import { sql, type Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, dialectOf, type BulkColumnType } from '../../../db/dialect/index.js';
import { chunks } from '../../../platform/demo-random.js';
import type { CardLedgerEntryRow } from './ledger.table.js';

/** ID numbers per statement: well under either database's bind-parameter limit. */
const PER_STATEMENT = 500;

export interface AccountBalance {
  id: number;
  balance: number;
}

/** The accounts of these people that exist, by ID number. */
export async function accountsOf(db: DbOrTrx, idCards: readonly string[]): Promise<Map<string, AccountBalance>> {
  const found = new Map<string, AccountBalance>();
  for (const part of chunks(idCards, PER_STATEMENT)) {
    const rows = await db.selectFrom('cardAccount').select(['id', 'idCard', 'balance']).where('idCard', 'in', part).execute();
    for (const row of rows) found.set(row.idCard, { id: row.id, balance: row.balance });
  }
  return found;
}

/** Opens empty accounts (one statement however many). */
export async function insertAccounts(db: DbOrTrx, people: ReadonlyArray<{ idCard: string; name: string; mobile: string }>, at: string): Promise<void> {
  const columns: Array<[string, BulkColumnType]> = [
    ['id_card', 'text'],
    ['name', 'text'],
    ['mobile', 'text'],
    ['balance', 'integer'],
    ['create_time', 'text'],
    ['update_time', 'text'],
  ];
  await bulkInsert(db as unknown as Kysely<unknown>, dialectOf(db), 'card_account', columns, people.map((p) => [p.idCard, p.name, p.mobile, 0, at, at]));
}

/** The people a source has already credited or debited. */
export async function bookedIdCards(db: DbOrTrx, sourceType: string, sourceCode: string): Promise<Set<string>> {
  const rows = await db.selectFrom('cardLedgerEntry').select('idCard').where('sourceType', '=', sourceType).where('sourceCode', '=', sourceCode).execute();
  return new Set(rows.map((r) => r.idCard));
}

/**
 * Adds `delta` cents to each account and answers the balances reached. The
 * update locks the rows (PostgreSQL) until the transaction ends, so the
 * balances answered are the ones the entries record.
 */
export async function addToBalances(db: DbOrTrx, delta: number, idCards: readonly string[], at: string): Promise<Map<string, number>> {
  const reached = new Map<string, number>();
  for (const part of chunks(idCards, PER_STATEMENT)) {
    const rows = await db
      .updateTable('cardAccount')
      .set({ balance: sql<number>`balance + ${delta}`, updateTime: at })
      .where('idCard', 'in', part)
      .returning(['idCard', 'balance'])
      .execute();
    for (const row of rows) reached.set(row.idCard, row.balance);
  }
  return reached;
}

/** Takes `amount` cents from an account only if it holds them; the balance reached, or undefined when it does not. */
export async function takeFromBalance(db: DbOrTrx, idCard: string, amount: number, at: string): Promise<number | undefined> {
  const row = await db
    .updateTable('cardAccount')
    .set({ balance: sql<number>`balance - ${amount}`, updateTime: at })
    .where('idCard', '=', idCard)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

export interface NewEntry {
  accountId: number;
  idCard: string;
  name: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  sourceType: string;
  sourceCode: string;
  remark: string;
}

/** Appends entries (one statement however many). */
export async function insertEntries(db: DbOrTrx, entries: readonly NewEntry[], at: string): Promise<void> {
  const columns: Array<[string, BulkColumnType]> = [
    ['account_id', 'integer'],
    ['id_card', 'text'],
    ['name', 'text'],
    ['kind', 'text'],
    ['amount', 'integer'],
    ['balance_after', 'integer'],
    ['source_type', 'text'],
    ['source_code', 'text'],
    ['remark', 'text'],
    ['create_time', 'text'],
  ];
  const rows = entries.map((e) => [e.accountId, e.idCard, e.name, e.kind, e.amount, e.balanceAfter, e.sourceType, e.sourceCode, e.remark, at]);
  await bulkInsert(db as unknown as Kysely<unknown>, dialectOf(db), 'card_ledger_entry', columns, rows);
}

export async function balanceOf(db: DbOrTrx, idCard: string): Promise<number> {
  const row = await db.selectFrom('cardAccount').select('balance').where('idCard', '=', idCard).executeTakeFirst();
  return row?.balance ?? 0;
}

export function entriesOfSource(db: DbOrTrx, sourceType: string, sourceCode: string): Promise<CardLedgerEntryRow[]> {
  return db.selectFrom('cardLedgerEntry').selectAll().where('sourceType', '=', sourceType).where('sourceCode', '=', sourceCode).orderBy('id').execute();
}

export function entriesOfPerson(db: DbOrTrx, idCard: string, limit: number): Promise<CardLedgerEntryRow[]> {
  return db.selectFrom('cardLedgerEntry').selectAll().where('idCard', '=', idCard).orderBy('id', 'desc').limit(limit).execute();
}

/** Accounts whose balance is not the sum of their entries (none, unless something wrote around the ledger). */
export async function balanceDifferences(db: DbOrTrx): Promise<Array<{ idCard: string; balance: number; entries: number }>> {
  const rows = await db
    .selectFrom('cardAccount as a')
    .leftJoin('cardLedgerEntry as e', 'e.accountId', 'a.id')
    .select(['a.idCard', 'a.balance', sql<number>`coalesce(sum(e.amount), 0)`.as('entries')])
    .groupBy(['a.id', 'a.idCard', 'a.balance'])
    .having(sql<boolean>`a.balance <> coalesce(sum(e.amount), 0)`)
    .execute();
  return rows.map((r) => ({ idCard: r.idCard, balance: Number(r.balance), entries: Number(r.entries) }));
}

/** What a source booked for these people. */
export function entriesOfSourceFor(db: DbOrTrx, sourceType: string, sourceCode: string, idCards: readonly string[]): Promise<CardLedgerEntryRow[]> {
  if (idCards.length === 0) return Promise.resolve([]);
  return db.selectFrom('cardLedgerEntry').selectAll().where('sourceType', '=', sourceType).where('sourceCode', '=', sourceCode).where('idCard', 'in', idCards).execute();
}

/** How many people a source booked and their sum. */
export async function sourceTotals(db: DbOrTrx, sourceType: string, sourceCode: string): Promise<{ people: number; total: number }> {
  const row = await db
    .selectFrom('cardLedgerEntry')
    .select([(eb) => eb.fn.countAll<number>().as('people'), (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('sourceType', '=', sourceType)
    .where('sourceCode', '=', sourceCode)
    .executeTakeFirstOrThrow();
  return { people: Number(row.people), total: Number(row.total ?? 0) };
}
