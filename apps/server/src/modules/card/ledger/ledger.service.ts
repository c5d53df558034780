import type { LedgerKind } from '@hrbd/contract';
import type { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import * as repo from './ledger.repository.js';
import type { CardLedgerEntryRow } from './ledger.table.js';

/**
 * The e-card ledger (电子卡账户): an account per person (ID number) and
 * append-only entries naming their source. Other areas move money only
 * through these functions, inside their own transaction, so an entry and the
 * state it belongs to (a recharge 充值成功, a red packet 已发放, a trade)
 * land or fail together. A source (sourceType, sourceCode) books a person
 * once: a repeat credit is skipped, a repeat debit refused.
 */

/** 充值 (a company's recharge), 红包 (a subsidy paid), 消费 (a trade at a store), 退款 (a trade refunded): the contract's LEDGER_KINDS. */
export type { LedgerKind };
const CREDIT_KINDS: ReadonlySet<LedgerKind> = new Set(['recharge', 'redPacket', 'refund']);

export interface LedgerEntryInput {
  idCard: string;
  name: string;
  mobile: string;
  kind: LedgerKind;
  /** Cents, > 0: the direction comes from the kind. */
  amount: number;
  /** What booked it, e.g. `card.recharge` + the application code. */
  sourceType: string;
  sourceCode: string;
  remark?: string;
}

export type LedgerEntryRow = Omit<CardLedgerEntryRow, 'kind'> & { kind: LedgerKind };

function checkEntry(entry: LedgerEntryInput, credit: boolean): void {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) throw badRequest('记账金额应为大于 0 的整数（分）');
  if (!entry.idCard || !entry.sourceType || !entry.sourceCode) throw badRequest('记账须指明身份证号和来源');
  if (CREDIT_KINDS.has(entry.kind) !== credit) throw badRequest(credit ? `入账类型不能为 ${entry.kind}` : `扣款类型不能为 ${entry.kind}`);
}

const sourceKey = (e: Pick<LedgerEntryInput, 'sourceType' | 'sourceCode'>) => `${e.sourceType}\u0000${e.sourceCode}`;

/**
 * Credits each entry to its person's account (opened on the first credit) at
 * `at`, in the caller's transaction. An entry whose source already credited
 * that person is skipped, so a retried or repeated source never pays twice.
 * Cost: a few statements per 500 people, whatever the number of entries.
 */
export async function creditMany(trx: Transaction<Database>, entries: readonly LedgerEntryInput[], at: string): Promise<{ credited: number; skipped: number }> {
  for (const entry of entries) checkEntry(entry, true);
  const booked = new Map<string, Set<string>>();
  for (const entry of entries) {
    const key = sourceKey(entry);
    if (!booked.has(key)) booked.set(key, await repo.bookedIdCards(trx, entry.sourceType, entry.sourceCode));
  }
  const fresh: LedgerEntryInput[] = [];
  for (const entry of entries) {
    const seen = booked.get(sourceKey(entry))!;
    if (seen.has(entry.idCard)) continue;
    seen.add(entry.idCard);
    fresh.push(entry);
  }
  if (fresh.length === 0) return { credited: 0, skipped: entries.length };

  const people = new Map<string, LedgerEntryInput[]>();
  for (const entry of fresh) people.set(entry.idCard, [...(people.get(entry.idCard) ?? []), entry]);
  const idCards = [...people.keys()];
  const known = await repo.accountsOf(trx, idCards);
  const missing = idCards.filter((idCard) => !known.has(idCard)).map((idCard) => people.get(idCard)![0]);
  if (missing.length > 0) {
    await repo.insertAccounts(trx, missing, at);
    for (const [idCard, account] of await repo.accountsOf(trx, missing.map((e) => e.idCard))) known.set(idCard, account);
  }

  // One update per distinct total (recharges mostly give everyone the same few amounts).
  const byDelta = new Map<number, string[]>();
  for (const [idCard, own] of people) {
    const delta = own.reduce((sum, e) => sum + e.amount, 0);
    byDelta.set(delta, [...(byDelta.get(delta) ?? []), idCard]);
  }
  const reached = new Map<string, number>();
  for (const [delta, cards] of byDelta) for (const [idCard, balance] of await repo.addToBalances(trx, delta, cards, at)) reached.set(idCard, balance);

  const rows: repo.NewEntry[] = [];
  for (const [idCard, own] of people) {
    // The balance after each of the person's entries, counted back from the balance reached.
    let after = reached.get(idCard)! - own.reduce((sum, e) => sum + e.amount, 0);
    for (const e of own) {
      after += e.amount;
      rows.push({ accountId: known.get(idCard)!.id, idCard, name: e.name, kind: e.kind, amount: e.amount, balanceAfter: after, sourceType: e.sourceType, sourceCode: e.sourceCode, remark: e.remark ?? '' });
    }
  }
  await repo.insertEntries(trx, rows, at);
  return { credited: fresh.length, skipped: entries.length - fresh.length };
}

const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * Takes a payment (消费) from a person's account in the caller's transaction:
 * 400 余额不足 when the balance would go below zero, 409 when the source has
 * already been booked for that person. Answers the balance left.
 */
export async function debit(trx: Transaction<Database>, entry: LedgerEntryInput, at: string): Promise<number> {
  checkEntry(entry, false);
  if ((await repo.bookedIdCards(trx, entry.sourceType, entry.sourceCode)).has(entry.idCard)) throw conflict('该笔款项已记账，不能重复扣款');
  const account = (await repo.accountsOf(trx, [entry.idCard])).get(entry.idCard);
  const left = account ? await repo.takeFromBalance(trx, entry.idCard, entry.amount, at) : undefined;
  if (!account || left === undefined) {
    throw badRequest(`电子卡余额不足（余额 ${yuan(await repo.balanceOf(trx, entry.idCard))} 元，需 ${yuan(entry.amount)} 元）`);
  }
  await repo.insertEntries(
    trx,
    [{ accountId: account.id, idCard: entry.idCard, name: entry.name, kind: entry.kind, amount: -entry.amount, balanceAfter: left, sourceType: entry.sourceType, sourceCode: entry.sourceCode, remark: entry.remark ?? '' }],
    at,
  );
  return left;
}

/** A person's balance in cents (0 without an account). */
export function balanceOf(db: DbOrTrx, idCard: string): Promise<number> {
  return repo.balanceOf(db, idCard);
}

/** What a source booked, in booking order (amounts signed). */
export async function entriesOf(db: DbOrTrx, source: { sourceType: string; sourceCode: string }): Promise<LedgerEntryRow[]> {
  return (await repo.entriesOfSource(db, source.sourceType, source.sourceCode)) as LedgerEntryRow[];
}

/** A person's latest entries, newest first. */
export async function statementOf(db: DbOrTrx, idCard: string, limit = 50): Promise<LedgerEntryRow[]> {
  return (await repo.entriesOfPerson(db, idCard, limit)) as LedgerEntryRow[];
}

/** Accounts whose balance is not the sum of their entries: empty unless something wrote around the ledger (tests, checks). */
export function balanceDifferences(db: DbOrTrx) {
  return repo.balanceDifferences(db);
}

/** What a source booked for these people (a page of a recharge's lines), by ID number. */
export async function entriesOfFor(db: DbOrTrx, source: { sourceType: string; sourceCode: string }, idCards: readonly string[]): Promise<Map<string, LedgerEntryRow>> {
  const rows = (await repo.entriesOfSourceFor(db, source.sourceType, source.sourceCode, idCards)) as LedgerEntryRow[];
  return new Map(rows.map((r) => [r.idCard, r]));
}

/** How many people a source booked and the sum (signed). */
export function sourceTotals(db: DbOrTrx, source: { sourceType: string; sourceCode: string }) {
  return repo.sourceTotals(db, source.sourceType, source.sourceCode);
}
