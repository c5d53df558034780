import { maskBankCard, maskIdCard, maskMobile } from '@hrbd/contract';
import { holdsCode } from './auth/guard.js';
import type { Actor, AppDeps } from './context.js';

/**
 * How a caller sees ID numbers, mobiles and bank cards: whole with the
 * screen's viewSensitive right (or as 超级管理员), masked otherwise — in lists,
 * details, exports and PDFs alike, decided once per request. Each screen
 * names its own right (recruit's 简历, policy's 政策申请审核).
 */
export interface Disclosure {
  idCard(value: string): string;
  mobile(value: string): string;
  bankCard(value: string): string;
  readonly whole: boolean;
}

const WHOLE: Disclosure = { idCard: (v) => v, mobile: (v) => v, bankCard: (v) => v, whole: true };
const MASKED: Disclosure = { idCard: maskIdCard, mobile: maskMobile, bankCard: maskBankCard, whole: false };

export async function disclosureFor(deps: AppDeps, actor: Actor, permission: string): Promise<Disclosure> {
  return (await holdsCode(deps, actor, permission)) ? WHOLE : MASKED;
}
