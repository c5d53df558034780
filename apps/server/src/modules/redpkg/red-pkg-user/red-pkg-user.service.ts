import {
  centsToYuan,
  CHECK_TYPE_LABELS,
  CHECK_TYPE_TAB_ORDER,
  DICT_TYPES,
  GRANT_STATE_LABELS,
  GRANT_STATES,
  perm,
  RED_PKG_LABELS,
  RED_PKG_MACHINE,
  RED_PKG_PAYMENT,
  type BodyOf,
  type QueryOf,
  type RedPkgUserRecord,
  type redPkgUserApi,
} from '@hrbd/contract';
import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import type { PaymentSource, SettledApply } from '../../../platform/payments/payment-source.js';
import { assertMove, moveStates, type Moved } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { inTransaction } from '../../../platform/transaction.js';
import { creditMany } from '../../card/ledger/ledger.service.js';
import { itemsByType } from '../../common/dict/dict.service.js';
import { regionIndex } from '../../common/region/region.service.js';
import { raisePaymentApply } from '../../payment/payment-apply/payment-apply.service.js';
import * as repo from './red-pkg-user.repository.js';
import type { RedPkgUserRow } from './red-pkg-user.table.js';

type AddInput = BodyOf<typeof redPkgUserApi.addRedPkgUser>;
type EditInput = BodyOf<typeof redPkgUserApi.editRedPkgUser>;
type CheckInput = BodyOf<typeof redPkgUserApi.checkRedPkgUsers>;
type CountInput = BodyOf<typeof redPkgUserApi.queryCheckTypeCount>;
type ListInput = QueryOf<typeof redPkgUserApi.queryRedPkgUserList>;
type ExportInput = QueryOf<typeof redPkgUserApi.exportRedPkgUsers>;

const NOT_FOUND = '红包补贴用户不存在';
const USER_STATE = { table: 'redpkgUser', key: 'id', state: 'checkType', machine: RED_PKG_MACHINE } as const;
/** The states 编辑 and 删除 are allowed in. */
const EDITABLE: readonly number[] = [0, 3];

/** The subsidy year a record made `now` belongs to (one person per year). */
export const subsidyYearOf = (now: string): number => Number(now.slice(0, 4));

// ---------------------------------------------------------------------------
// Names: counties from the regions, categories from the dictionary
// ---------------------------------------------------------------------------

export interface RedPkgNames {
  county(code: string): string;
  category(key: string): string;
  /** The enabled categories, by key and by wording (imports name them either way). */
  categoryKey(text: string): string | undefined;
  /** A county of 河南省 by code or by a name only one county has. */
  countyCode(text: string): { code: string } | { problem: string };
  isCounty(code: string): boolean;
}

export async function redPkgNames(db: Db): Promise<RedPkgNames> {
  const [index, items] = await Promise.all([regionIndex(db), itemsByType(db, DICT_TYPES.redPkgCategory, true)]);
  const enabled = items.filter((i) => i.enabled === 1);
  const byKey = new Map(items.map((i) => [i.dataKey, i.dataValue]));
  const keyOf = new Map<string, string>();
  for (const i of enabled) {
    keyOf.set(i.dataKey, i.dataKey);
    keyOf.set(i.dataValue, i.dataKey);
  }
  const countiesByName = new Map<string, string[]>();
  for (const node of index.nodes('county')) {
    if (!node.code.startsWith('41')) continue;
    countiesByName.set(node.name, [...(countiesByName.get(node.name) ?? []), node.code]);
  }
  return {
    county: (code) => index.node('county', code)?.name ?? code,
    category: (key) => byKey.get(key) ?? key,
    categoryKey: (text) => keyOf.get(text),
    isCounty: (code) => index.node('county', code) !== undefined,
    countyCode: (text) => {
      if (/^\d{6}$/.test(text)) return index.node('county', text) ? { code: text } : { problem: `所属区县“${text}”不存在` };
      const codes = countiesByName.get(text) ?? [];
      if (codes.length === 1) return { code: codes[0] };
      return { problem: codes.length === 0 ? `所属区县“${text}”不存在` : `所属区县“${text}”不唯一，请填写区县代码` };
    },
  };
}

export type RedPkgListRow = RedPkgUserRecord & { id: number };

function recordOf(row: RedPkgUserRow, names: RedPkgNames): RedPkgListRow {
  return {
    id: Number(row.id),
    userCode: row.userCode,
    name: row.name,
    idCard: row.idCard,
    mobile: row.mobile,
    countyCode: row.countyCode,
    countyName: names.county(row.countyCode),
    category: row.category,
    categoryName: names.category(row.category),
    amount: Number(row.amount),
    batchCode: row.batchCode,
    subsidyYear: Number(row.subsidyYear),
    checkType: Number(row.checkType),
    reason: row.reason,
    grantState: Number(row.grantState),
    grantTime: row.grantTime,
    payApplyCode: row.payApplyCode,
    createTime: row.createTime,
    submitTime: row.submitTime,
    checkTime: row.checkTime,
    checkerName: row.checkerName,
  };
}

// ---------------------------------------------------------------------------
// Lists, counts, sums, export
// ---------------------------------------------------------------------------

const filterOf = (scope: DataScope, input: CountInput & { checkType?: number }): repo.RedPkgFilter => ({ scope, ...input });

/** ID numbers and mobiles whole only with 红包补贴用户's viewSensitive (or as 超级管理员): list, detail and export alike. */
const disclosureOf = (deps: AppDeps, actor: Actor): Promise<Disclosure> => disclosureFor(deps, actor, perm.oddjobMarket.redpkg.viewSensitive);

export async function pageUsers(deps: AppDeps, actor: Actor, input: ListInput) {
  const [page, names, disclosure] = await Promise.all([repo.pageUsers(deps.db, filterOf(actor.scope, input), input), redPkgNames(deps.db), disclosureOf(deps, actor)]);
  return {
    total: page.total,
    records: page.records.map((r) => {
      const record = recordOf(r, names);
      return { ...record, idCard: disclosure.idCard(record.idCard), mobile: disclosure.mobile(record.mobile) };
    }),
  };
}

export async function countByCheckType(deps: AppDeps, actor: Actor, input: CountInput) {
  const totals = await repo.totalsByCheckType(deps.db, filterOf(actor.scope, input));
  return CHECK_TYPE_TAB_ORDER.map((checkType) => ({ checkType, label: CHECK_TYPE_LABELS[checkType], num: totals.get(checkType)?.num ?? 0 }));
}

export async function moneyByCheckType(deps: AppDeps, actor: Actor, input: CountInput) {
  const totals = await repo.totalsByCheckType(deps.db, filterOf(actor.scope, input));
  return CHECK_TYPE_TAB_ORDER.map((checkType) => ({ checkType, label: CHECK_TYPE_LABELS[checkType], amount: totals.get(checkType)?.amount ?? 0 }));
}

export async function statisByCountyCategory(deps: AppDeps, actor: Actor, input: CountInput) {
  const [rows, names] = await Promise.all([repo.totalsByCountyCategory(deps.db, filterOf(actor.scope, input)), redPkgNames(deps.db)]);
  return rows.map((r) => ({
    countyCode: r.countyCode,
    countyName: names.county(r.countyCode),
    category: r.category,
    categoryName: names.category(r.category),
    num: Number(r.n),
    amount: Number(r.amount ?? 0),
  }));
}

/** querySubCheckMoney: what 提交审核 of these rows would send (those 待提交 among them). */
export async function subCheckMoney(deps: AppDeps, actor: Actor, userCodes: readonly string[]) {
  const rows = (await repo.findByCodes(deps.db, userCodes, actor.scope)).filter((r) => Number(r.checkType) === 0);
  return { num: rows.length, amount: rows.reduce((sum, r) => sum + Number(r.amount), 0) };
}

export const exportUsers = listExport<typeof redPkgUserApi.exportRedPkgUsers, typeof RED_PKG_LABELS, RedPkgListRow>(RED_PKG_LABELS, async ({ deps, actor, query }) => {
  const input: ExportInput = query;
  const filter = filterOf(actor.scope, input);
  const [names, disclosure] = await Promise.all([redPkgNames(deps.db), disclosureOf(deps, actor)]);
  return {
    count: () => repo.countUsers(deps.db, filter),
    values: {
      name: (r) => r.name,
      idCard: (r) => disclosure.idCard(r.idCard),
      mobile: (r) => disclosure.mobile(r.mobile),
      checkType: (r) => RED_PKG_MACHINE.label(r.checkType),
      grantState: (r) => GRANT_STATE_LABELS[r.grantState] ?? String(r.grantState),
      // Yuan, as the list shows it (¥30.00), not the stored cents.
      amount: (r) => centsToYuan(r.amount),
      countyName: (r) => r.countyName,
      categoryName: (r) => r.categoryName,
      batchCode: (r) => r.batchCode,
      createTime: (r) => r.createTime,
      reason: (r) => r.reason,
      checkTime: (r) => r.checkTime,
      checkerName: (r) => r.checkerName,
      grantTime: (r) => r.grantTime,
      payApplyCode: (r) => r.payApplyCode,
      userCode: (r) => r.userCode,
    },
    batches: () =>
      keysetBatches(
        deps.db,
        async (after: number | null, limit) => (await repo.userBatch(deps.db, filter, after, limit)).map((r) => recordOf(r, names)),
        (last) => last.id,
      ),
  };
});

// ---------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------

/** The rules of one person's row beyond its format: county (and the caller's scope), category, one per year. */
async function checkPerson(names: RedPkgNames, trx: DbOrTrx, actor: Actor, input: AddInput, year: number, exceptId?: number): Promise<void> {
  if (!names.isCounty(input.countyCode)) throw badRequest('所属区县不存在');
  if (!scopeCovers(actor.scope, input.countyCode)) throw badRequest('所属区县不在您的数据权限范围内');
  if (names.categoryKey(input.category) !== input.category) throw badRequest('补贴类别不存在或已停用');
  if ((await repo.takenIdCards(trx, [input.idCard], year, exceptId)).size > 0) throw conflict(`身份证号 ${input.idCard} 在 ${year} 年已登记红包补贴，每人每年限一次`);
}

const duplicatePerson = (error: unknown, idCard: string, year: number) =>
  constraintViolation(error) === 'unique' ? conflict(`身份证号 ${idCard} 在 ${year} 年已登记红包补贴，每人每年限一次`) : error;

export async function addUser(deps: AppDeps, actor: Actor, input: AddInput, now = nowText()) {
  const year = subsidyYearOf(now);
  const userCode = randomCode();
  // Read before the transaction: on SQLite it holds the only connection.
  const names = await redPkgNames(deps.db);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await checkPerson(names, trx, actor, input, year);
      await repo.insertUser(trx, { userCode, ...input, batchCode: '', subsidyYear: year, checkType: 0, creatorId: actor.userId, createTime: now, updateTime: now });
    });
  } catch (error) {
    throw duplicatePerson(error, input.idCard, year);
  }
  return { userCode, checkType: 0 };
}

/** editRedPkgUser: 待提交 and 审核不通过 only; a 审核不通过 returns to 待提交. */
export async function editUser(deps: AppDeps, actor: Actor, input: EditInput, now = nowText()) {
  const { userCode, ...edited } = input;
  const row = found(await repo.findByCode(deps.db, userCode, actor.scope), NOT_FOUND);
  // Left out by an operator who sees them masked: the stored numbers stay.
  const person = { ...edited, idCard: edited.idCard ?? row.idCard, mobile: edited.mobile ?? row.mobile };
  assertMove(RED_PKG_MACHINE, 'edit', Number(row.checkType));
  const names = await redPkgNames(deps.db);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await checkPerson(names, trx, actor, person, Number(row.subsidyYear), Number(row.id));
      await moveStates(trx, USER_STATE, {
        action: 'edit',
        rows: [{ key: Number(row.id), state: Number(row.checkType) }],
        changes: { ...person, reason: '', updateTime: now },
      });
    });
  } catch (error) {
    throw duplicatePerson(error, person.idCard, Number(row.subsidyYear));
  }
  return { userCode, checkType: 0 };
}

/** Rows of a batch action: every code must be found in the caller's scope (404 naming the missing). */
async function rowsFor(trx: DbOrTrx, userCodes: readonly string[], scope: DataScope) {
  const rows = await repo.findByCodes(trx, userCodes, scope);
  const known = new Set(rows.map((r) => r.userCode));
  const missing = [...new Set(userCodes)].filter((c) => !known.has(c));
  if (missing.length > 0) throw notFound(`以下红包补贴用户不存在：${missing.slice(0, 10).join('、')}${missing.length > 10 ? ` 等 ${missing.length} 条` : ''}`);
  return rows;
}

const moving = (rows: readonly RedPkgUserRow[]) => rows.map((r) => ({ key: Number(r.id), state: Number(r.checkType), code: r.userCode, name: r.name }));

export async function removeUsers(deps: AppDeps, actor: Actor, userCodes: readonly string[]) {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await rowsFor(trx, userCodes, actor.scope);
    const blocked = rows.filter((r) => !EDITABLE.includes(Number(r.checkType)));
    if (blocked.length > 0) {
      throw conflict(`以下红包补贴用户当前状态不允许删除：${blocked.slice(0, 10).map((r) => `${r.name}（${RED_PKG_MACHINE.label(Number(r.checkType))}）`).join('、')}${blocked.length > 10 ? ` 等 ${blocked.length} 条` : ''}`);
    }
    const removed = await repo.deleteUsers(trx, rows.map((r) => Number(r.id)), EDITABLE);
    // Moved meanwhile (submitted by someone else): nothing is removed.
    if (removed !== rows.length) throw conflict('部分红包补贴用户的状态已变化，请刷新后重试');
    return { removed };
  });
}

export async function submitUsers(db: DbOrTrx, actor: Pick<Actor, 'scope'>, userCodes: readonly string[], now = nowText()) {
  const moved = await inTransaction(db, async (trx) =>
    moveStates(trx, USER_STATE, { action: 'submit', batch: true, rows: moving(await rowsFor(trx, userCodes, actor.scope)), changes: { submitTime: now, updateTime: now } }),
  );
  return { userCodes: [...userCodes], checkType: 1, payApplyCode: '', moved: moved.length };
}

/**
 * checkRedPkgUsers: 待审核 → 审核通过 / 审核不通过, all or none. A pass raises
 * one 支付申请 (红包补贴发放, amount = the sum of the rows) in the same
 * transaction and marks the rows 发放中 with its code.
 */
export async function checkUsers(
  db: DbOrTrx,
  actor: Pick<Actor, 'userId' | 'realName' | 'scope'>,
  input: CheckInput,
  now = nowText(),
  /** Codes of the raised application and its source (the demo seed's are deterministic). */
  newCode: () => string = randomCode,
) {
  const run = async (trx: Transaction<Database>) => {
    const rows = await rowsFor(trx, input.userCodes, actor.scope);
    const pass = input.pass === 1;
    const moved: Moved<number>[] = await moveStates(trx, USER_STATE, {
      action: pass ? 'pass' : 'reject',
      batch: true,
      rows: moving(rows),
      changes: { reason: input.reason, checkTime: now, checkerName: actor.realName, updateTime: now, ...(pass && { grantState: 1 }) },
    });
    let payApplyCode = '';
    if (pass) {
      payApplyCode = await raisePaymentApply(
        trx,
        {
          sourceType: RED_PKG_PAYMENT.sourceType,
          sourceCode: newCode(),
          purpose: `${RED_PKG_PAYMENT.sourceName}（${rows.length}人）`,
          payeeName: RED_PKG_PAYMENT.payeeName,
          payeeAccount: RED_PKG_PAYMENT.payeeAccount,
          payeeBank: RED_PKG_PAYMENT.payeeBank,
          amount: rows.reduce((sum, r) => sum + Number(r.amount), 0),
          lineCount: rows.length,
        },
        actor,
        now,
        newCode(),
      );
      await repo.setPayApply(trx, moved.map((m) => m.key), payApplyCode);
    }
    return { userCodes: rows.map((r) => r.userCode), checkType: pass ? 2 : 3, payApplyCode };
  };
  return inTransaction(db, run);
}

// ---------------------------------------------------------------------------
// The 支付申请 source (declared in the redpkg manifest's paymentSources)
// ---------------------------------------------------------------------------

/**
 * 支付成功: each line is credited to the person's e-card (红包, the 支付申请 as
 * its source, so a repeat credits nobody twice) and shown 已发放.
 */
async function completeGrant(trx: Transaction<Database>, apply: SettledApply, at: string): Promise<void> {
  const lines = (await repo.usersOfApply(trx, apply.applyCode)).filter((r) => Number(r.grantState) === GRANT_STATES.granting);
  await creditMany(
    trx,
    lines.map((r) => ({
      idCard: r.idCard,
      name: r.name,
      mobile: r.mobile,
      kind: 'redPacket' as const,
      amount: Number(r.amount),
      sourceType: RED_PKG_PAYMENT.sourceType,
      sourceCode: apply.applyCode,
      remark: `${RED_PKG_PAYMENT.sourceName} ${r.subsidyYear}年`,
    })),
    at,
  );
  await repo.markGranted(trx, apply.applyCode, at);
}

/** 审批不通过: the lines go back to 审核不通过, to be corrected and submitted again. */
async function refuseGrant(trx: Transaction<Database>, apply: SettledApply, at: string): Promise<void> {
  const rows = (await repo.usersOfApply(trx, apply.applyCode)).filter((r) => Number(r.grantState) === 1);
  if (rows.length === 0) return;
  await moveStates(trx, USER_STATE, {
    action: 'payRefused',
    batch: true,
    rows: moving(rows),
    changes: { grantState: 0, payApplyCode: '', reason: '支付申请审批不通过，请核实后重新提交', updateTime: at },
  });
}

export const redPkgPaymentSource: PaymentSource = {
  type: RED_PKG_PAYMENT.sourceType,
  name: RED_PKG_PAYMENT.sourceName,
  complete: completeGrant,
  refused: refuseGrant,
};
