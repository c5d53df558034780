/**
 * A pay step's request number (提现打款, 电子卡充值, 支付申请), made once per opened dialog: a retried
 * click or a lost answer sends the same number, and the server answers the first result instead of
 * paying twice. Built from `getRandomValues`, which (unlike `randomUUID`) also exists on a console
 * served over plain http inside an intranet.
 */
export function newRequestNo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
