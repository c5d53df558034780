import {
  MOBILE_PATTERN,
  STORE_APPROVE_LABELS,
  STORE_CATEGORY_LABELS,
  STORE_LABELS,
  STORE_MACHINE,
  isValidCreditCode,
  perm,
  storeInfoApi,
  type BodyOf,
  type Page,
  type QueryOf,
  type StoreAction,
  type StoreApproveCount,
  type StoreApproveType,
  type StoreDetail,
  type StoreOperation,
  type StoreRecord,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer, type PlaceNames } from '../../common/region/region.service.js';
import { balanceOf } from '../bill-withdrawal/bill-withdrawal.service.js';
import { ratingOf } from '../store-comment/store-comment.service.js';
import * as repo from './store-info.repository.js';
import type { StoreRow } from './store-info.table.js';

type ListInput = QueryOf<typeof storeInfoApi.queryStoreInfoApprove>;
type CountInput = BodyOf<typeof storeInfoApi.queryStoreApproveCount>;
type CheckInput = BodyOf<typeof storeInfoApi.checkStoreInfo>;

const NOT_FOUND = '商户不存在';
const STORE_STATE = { table: 'shopStore', key: 'id', state: 'approveType', machine: STORE_MACHINE } as const;
/** The merchant app writes as this operator in the review history. */
const MERCHANT = '商户';

// ---------------------------------------------------------------------------
// The merchant app's side (no catalogue rows: tests and the demo seed call these)
// ---------------------------------------------------------------------------

/** What the merchant app submits for 商户认证. */
export interface StoreApplication {
  storeName: string;
  creditCode: string;
  legalPerson: string;
  mobile: string;
  category: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  photoKeys: readonly string[];
  licenseKey: string;
  accountName: string;
  bankName: string;
  accountNo: string;
}

const creditCodeTaken = (creditCode: string) => conflict(`统一社会信用代码“${creditCode}”已注册商户`);

function checkApplication(input: StoreApplication): void {
  if (!input.storeName.trim()) throw badRequest('请输入商户名称');
  if (!isValidCreditCode(input.creditCode)) throw badRequest('统一社会信用代码格式不正确');
  if (!MOBILE_PATTERN.test(input.mobile)) throw badRequest('联系电话格式不正确');
  if (!/^\d{12,30}$/.test(input.accountNo)) throw badRequest('结算账号格式不正确');
  if (input.photoKeys.some((key) => key.includes(','))) throw badRequest('门店照片格式不正确');
}

/**
 * A new store, 认证中, as the merchant app submits it; a credit code registered
 * already is refused (409). `storeCode` is the demo seed's own (deterministic).
 */
export async function registerStore(db: DbOrTrx, input: StoreApplication, now = nowText(), storeCode = `SH${randomCode(16).toUpperCase()}`): Promise<{ storeCode: string; id: number }> {
  checkApplication(input);
  if (await repo.findByCreditCode(db, input.creditCode)) throw creditCodeTaken(input.creditCode);
  try {
    const id = await repo.insertStore(db, {
      storeCode,
      ...applicationFields(input),
      approveType: 0,
      rejectDesc: '',
      submitTime: now,
      reviewerName: '',
      reviewTime: '',
      createTime: now,
      updateTime: now,
    });
    await repo.insertOperations(db, [{ storeId: id, action: 'submit', fromState: null, toState: 0, reason: '', operatorName: MERCHANT, createTime: now }]);
    return { storeCode, id };
  } catch (error) {
    // Two registrations of one license at once: the unique credit code lets one through.
    if (constraintViolation(error) === 'unique') throw creditCodeTaken(input.creditCode);
    throw error;
  }
}

function applicationFields(input: StoreApplication) {
  return {
    storeName: input.storeName.trim(),
    creditCode: input.creditCode,
    legalPerson: input.legalPerson,
    mobile: input.mobile,
    category: input.category,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    address: input.address,
    gcj02Lng: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
    photoKeys: input.photoKeys.join(','),
    licenseKey: input.licenseKey,
    accountName: input.accountName,
    bankName: input.bankName,
    accountNo: input.accountNo,
  };
}

/** 认证失败 → 认证中 with the corrected application (409 from any other state). */
export async function resubmitStore(db: DbOrTrx, storeCode: string, input: StoreApplication, now = nowText()): Promise<{ approveType: number }> {
  checkApplication(input);
  const store = found(await repo.findByCode(db, storeCode, { regionCode: null }), NOT_FOUND);
  const other = await repo.findByCreditCode(db, input.creditCode);
  if (other && other.id !== store.id) throw creditCodeTaken(input.creditCode);
  const [moved] = await moveStates(db, STORE_STATE, {
    action: 'resubmit',
    rows: [{ key: store.id, state: store.approveType }],
    changes: { ...applicationFields(input), rejectDesc: '', reviewerName: '', reviewTime: '', submitTime: now, updateTime: now },
    record: (trx, m) => repo.insertOperations(trx, m.map((x) => ({ storeId: x.key, action: 'resubmit', fromState: x.from, toState: x.to, reason: '', operatorName: MERCHANT, createTime: now }))),
  });
  return { approveType: moved.to };
}

/** A store's id and name for the other areas (comments, trades, withdrawals): any store, by code. */
export async function storeByCode(db: DbOrTrx, storeCode: string): Promise<StoreRow> {
  return found(await repo.findByCode(db, storeCode, { regionCode: null }), NOT_FOUND);
}

// ---------------------------------------------------------------------------
// The console
// ---------------------------------------------------------------------------

function filterOf(scope: DataScope, input: CountInput & { approveType?: number }): repo.StoreFilter {
  return {
    scope,
    approveType: input.approveType,
    storeName: input.storeName,
    creditCode: input.creditCode,
    category: input.category,
    regionCode: input.regionCode,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
}

function toRecord(row: StoreRow, names: PlaceNames, see: Disclosure): StoreRecord {
  return {
    storeCode: row.storeCode,
    storeName: row.storeName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    mobile: see.mobile(row.mobile),
    category: row.category,
    provinceCode: row.provinceCode,
    provinceName: names.provinceName,
    cityCode: row.cityCode,
    cityName: names.cityName,
    countyCode: row.countyCode,
    countyName: names.countyName,
    address: row.address,
    gcj02Lng: Number(row.gcj02Lng),
    gcj02Lat: Number(row.gcj02Lat),
    accountName: row.accountName,
    bankName: row.bankName,
    accountNo: see.bankCard(row.accountNo),
    approveType: row.approveType,
    rejectDesc: row.rejectDesc,
    submitTime: row.submitTime,
    reviewerName: row.reviewerName,
    reviewTime: row.reviewTime,
  };
}

const disclosure = (deps: AppDeps, actor: Actor) => disclosureFor(deps, actor, perm.oddjobMarket.shop.info.viewSensitive);

export async function pageStores(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<StoreRecord>> {
  const [page, namer, see] = await Promise.all([repo.pageStores(deps.db, filterOf(actor.scope, input), input), placeNamer(deps.db), disclosure(deps, actor)]);
  return { total: page.total, records: page.records.map((r) => toRecord(r, namer(r), see)) };
}

/** 商户认证 exported: the list under its filters and tab, inside the caller's region, masked as the list is. */
export const exportStores = listExport<typeof storeInfoApi.queryStoreInfoApprove, typeof STORE_LABELS, StoreRecord>(STORE_LABELS, async ({ deps, actor, query }) => {
  const filter = filterOf(actor.scope, query);
  const [namer, see] = await Promise.all([placeNamer(deps.db), disclosure(deps, actor)]);
  return {
    count: () => repo.countStores(deps.db, filter),
    values: {
      storeName: (r) => r.storeName,
      approveType: (r) => STORE_APPROVE_LABELS[r.approveType as StoreApproveType] ?? String(r.approveType),
      submitTime: (r) => r.submitTime,
      category: (r) => STORE_CATEGORY_LABELS[r.category] ?? String(r.category),
      countyName: (r) => `${r.cityName}${r.countyName}`,
      legalPerson: (r) => r.legalPerson,
      mobile: (r) => r.mobile,
      creditCode: (r) => r.creditCode,
      address: (r) => r.address,
      accountName: (r) => r.accountName,
      bankName: (r) => r.bankName,
      accountNo: (r) => r.accountNo,
      reviewerName: (r) => r.reviewerName,
      reviewTime: (r) => r.reviewTime,
      rejectDesc: (r) => r.rejectDesc,
      storeCode: (r) => r.storeCode,
    },
    batches: async function* () {
      const rows = keysetBatches<StoreRow, repo.StoreCursor>(
        deps.db,
        (after, limit) => repo.storesAfter(deps.db, filter, after, limit),
        (last) => ({ submitTime: last.submitTime, id: Number(last.id) }),
      );
      for await (const batch of rows) yield batch.map((row) => toRecord(row, namer(row), see));
    },
  };
});

export async function countByState(deps: AppDeps, actor: Actor, input: CountInput): Promise<StoreApproveCount> {
  const counts = await repo.countByState(deps.db, filterOf(actor.scope, input));
  return { checkCount: counts.get(0) ?? 0, passCount: counts.get(1) ?? 0, rejectCount: counts.get(2) ?? 0 };
}

/**
 * 批量审核: every store named must exist in the caller's scope (404 naming the
 * missing) and be 认证中 (409 naming each that is not); then all move, or none.
 * Merchants are app users without a console account, so the decision reaches
 * them as the store's state and review history, which the merchant app reads.
 */
export async function checkStores(deps: AppDeps, actor: Actor, input: CheckInput): Promise<{ count: number; approveType: number }> {
  const action: StoreAction = input.approveType === 1 ? 'pass' : 'reject';
  const reason = action === 'reject' ? input.rejectDesc : '';
  const codes = [...new Set(input.storeCodes)];
  return deps.db.transaction().execute(async (trx) => {
    const stores = await repo.findByCodes(trx, codes, actor.scope);
    const now = nowText();
    const moved = await moveStates(trx, STORE_STATE, {
      action,
      batch: true,
      requested: codes,
      rows: stores.map((s) => ({ key: s.id, state: s.approveType, code: s.storeCode, name: s.storeName })),
      changes: { rejectDesc: reason, reviewerName: actor.realName, reviewTime: now, updateTime: now },
      record: (t, m) => repo.insertOperations(t, m.map((x) => ({ storeId: x.key, action, fromState: x.from, toState: x.to, reason, operatorName: actor.realName, createTime: now }))),
    });
    return { count: moved.length, approveType: STORE_MACHINE.next(action, 0) ?? input.approveType };
  });
}

/** One store decided by `operatorName` at `now` (the demo seed's reviews; the console goes through checkStores). */
export async function reviewStore(db: DbOrTrx, storeCode: string, approveType: 1 | 2, operatorName: string, reason: string, now: string): Promise<void> {
  const store = found(await repo.findByCode(db, storeCode, { regionCode: null }), NOT_FOUND);
  const action: StoreAction = approveType === 1 ? 'pass' : 'reject';
  await moveStates(db, STORE_STATE, {
    action,
    rows: [{ key: store.id, state: store.approveType }],
    changes: { rejectDesc: reason, reviewerName: operatorName, reviewTime: now, updateTime: now },
    record: (t, m) => repo.insertOperations(t, m.map((x) => ({ storeId: x.key, action, fromState: x.from, toState: x.to, reason, operatorName, createTime: now }))),
  });
}

const ACTION_NAMES: Readonly<Record<string, string>> = { ...STORE_MACHINE.actions, submit: '提交认证' };

function operationOf(r: Awaited<ReturnType<typeof repo.operationsOf>>[number]): StoreOperation {
  return {
    action: r.action,
    actionName: ACTION_NAMES[r.action] ?? r.action,
    fromState: r.fromState === null ? null : Number(r.fromState),
    toState: Number(r.toState),
    reason: r.reason,
    operatorName: r.operatorName,
    createTime: r.createTime,
  };
}

export async function storeDetail(deps: AppDeps, actor: Actor, storeCode: string): Promise<StoreDetail> {
  const store = found(await repo.findByCode(deps.db, storeCode, actor.scope), NOT_FOUND);
  const [operations, rating, balance, namer, see] = await Promise.all([
    repo.operationsOf(deps.db, store.id),
    ratingOf(deps.db, store.id),
    balanceOf(deps.db, store.id),
    placeNamer(deps.db),
    disclosure(deps, actor),
  ]);
  const signed = (key: string) => ({ key, url: deps.fileUrls.sign(key).url });
  return {
    ...toRecord(store, namer(store), see),
    photos: (store.photoKeys ? store.photoKeys.split(',') : []).map(signed),
    license: store.licenseKey ? signed(store.licenseKey) : null,
    operations: operations.map(operationOf),
    rating,
    balance,
  };
}
