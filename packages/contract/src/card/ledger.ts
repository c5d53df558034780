import { z } from 'zod';
import { defineLabels, field } from '../core/labels.js';

/**
 * The e-card ledger as other screens show it (a recharge's credits, a red
 * packet's payment, a store's trades): entries of a person's account, amounts
 * in cents, signed (credits > 0, debits < 0).
 */
export const LEDGER_KINDS = { recharge: '充值', redPacket: '红包', consume: '消费', refund: '退款' } as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;

export const LEDGER_ENTRY_LABELS = defineLabels({
  name: field.person('姓名'),
  idCard: field.code('身份证号'),
  kind: field.dict('类型'),
  amount: field.money('金额'),
  balanceAfter: field.money('变动后余额'),
  createTime: field.time('记账时间'),
  remark: field.text('备注', { secondary: true }),
});

export const ledgerEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Masked unless the caller may see it whole. */
  idCard: z.string(),
  kind: z.enum(['recharge', 'redPacket', 'consume', 'refund']),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  sourceType: z.string(),
  sourceCode: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
