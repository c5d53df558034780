import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

/** A 支付申请 as its source sees it when it is settled. */
export interface SettledApply {
  applyCode: string;
  sourceCode: string;
  amount: number;
  /** Who registered the outcome (or 系统). */
  operatorName: string;
}

/**
 * An area whose records raise 支付申请 (红包补贴发放 …). It declares itself in
 * its domain manifest's `paymentSources`; the payment area reaches it only
 * through `deps.lookups.paymentSources`, so it never imports the source.
 * Both calls run inside the payment's own transaction: a failure undoes the
 * state move that caused it.
 */
export interface PaymentSource {
  /** `sourceType` the applications carry: `redpkg`. */
  type: string;
  /** How lists and the timeline name it: 红包补贴发放. */
  name: string;
  /** The application reached 支付成功: the source delivers what was paid for (each line credited once). */
  complete(trx: Transaction<Database>, apply: SettledApply, at: string): Promise<void>;
  /** The application was refused (审批不通过): the source releases its lines. */
  refused(trx: Transaction<Database>, apply: SettledApply, at: string): Promise<void>;
}

/** The source an application names; a type nobody declared is a programming error, not a user's. */
export function sourceOf(sources: readonly PaymentSource[], type: string): PaymentSource {
  const source = sources.find((s) => s.type === type);
  if (!source) throw new Error(`支付来源“${type}”未登记（domain manifest 的 paymentSources）`);
  return source;
}
