import {
  CONTRACT_TYPE_LABELS,
  SIGN_DEADLINE_DAYS,
  SIGN_LABELS,
  SIGN_MACHINE,
  SIGN_TAB_ORDER,
  maskIdCard,
  maskMobile,
  onlineSignApi,
  type BodyOf,
  type SignAction,
  type SignRecord,
  type SignVerification,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { esignProviderFor } from '../../../platform/esign/esign-provider.js';
import { AppError, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { moveStates } from '../../../platform/state-move.js';
import { endOfFilter, formatTime, nowText, parseTime, startOfFilter } from '../../../platform/time.js';
import { regionIndex } from '../../common/region/region.service.js';
import { newestCursor, type NewestCursor } from '../newest-first.repository.js';
import * as repo from './online-sign.repository.js';

type ListInput = BodyOf<typeof onlineSignApi.page>;
type FilterInput = BodyOf<typeof onlineSignApi.export>;

const SIGN_STATE = { table: 'contractSign', key: 'id', state: 'signState', machine: SIGN_MACHINE } as const;
const NOT_FOUND = '签约不存在';

/** 乙方 as lists show it: the surname, the rest hidden (王**). */
export const maskName = (name: string) => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};

function filterOf(scope: DataScope, input: FilterInput & { signState?: number; signCode?: string }): repo.SignFilter {
  return {
    scope,
    signState: input.signState,
    signCode: input.signCode,
    partyA: input.partyA,
    partyB: input.partyB,
    modelName: input.modelName,
    modelType: input.modelType,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
}

function toRecord(deps: AppDeps, row: repo.SignListRow, countyName: (code: string) => string): SignRecord {
  return {
    signCode: row.signCode,
    signState: row.signState,
    createTime: row.createTime,
    cmpyCode: row.cmpyCode,
    partyA: row.cmpyName,
    partyB: maskName(row.workerName),
    partyBIdCard: maskIdCard(row.workerIdCard),
    partyBMobile: maskMobile(row.workerMobile),
    modelCode: row.modelCode,
    modelName: row.modelName,
    modelType: row.modelType,
    modelVersion: row.modelVersion,
    startDate: row.startDate,
    endDate: row.endDate,
    deadline: row.deadline,
    signTime: row.signTime,
    refuseReason: row.refuseReason,
    countyName: countyName(row.countyCode),
    pdfUrl: row.pdfKey ? deps.fileUrls.sign(row.pdfKey).url : '',
    pdfSize: row.pdfSize,
    pdfSha256: row.pdfSha256,
    esignProvider: row.esignProvider,
    verification: null,
  };
}

async function countyNamer(db: DbOrTrx & AppDeps['db']) {
  const index = await regionIndex(db);
  return (code: string) => index.node('county', code)?.name ?? code;
}

/**
 * 校验: the stored PDF's SHA-256 recomputed and compared with the one kept
 * at signing. A signing without a signed file has nothing to check.
 */
export async function verifySigning(deps: AppDeps, row: Pick<repo.SignListRow, 'pdfKey' | 'pdfSha256' | 'signState'>): Promise<SignVerification> {
  const checkTime = nowText();
  if (!row.pdfKey) return { passed: false, storedSha256: '', actualSha256: '', reason: `签约当前为“${SIGN_MACHINE.label(row.signState)}”状态，没有签署文件`, checkTime };
  const digest = await esignProviderFor(deps.config).digest(deps.storage, row.pdfKey);
  if (digest.sha256 === null) return { passed: false, storedSha256: row.pdfSha256, actualSha256: '', reason: '签署文件已丢失', checkTime };
  const passed = digest.sha256 === row.pdfSha256;
  return { passed, storedSha256: row.pdfSha256, actualSha256: digest.sha256, reason: passed ? '' : '签署文件已被篡改（摘要不一致）', checkTime };
}

/** The list with its tab counts; `verify` (with a signCode) recomputes that signing's digest. */
export async function pageSignings(deps: AppDeps, actor: Actor, input: ListInput) {
  const filter = filterOf(actor.scope, input);
  const [page, counts, namer] = await Promise.all([
    repo.pageSignings(deps.db, filter, input),
    repo.countByState(deps.db, { ...filter, signState: undefined }),
    countyNamer(deps.db),
  ]);
  const records = await Promise.all(
    page.records.map(async (row) => ({ ...toRecord(deps, row, namer), verification: input.verify ? await verifySigning(deps, row) : null })),
  );
  if (input.verify && records.length === 0) throw found(undefined, NOT_FOUND);
  return {
    total: page.total,
    records,
    counts: SIGN_TAB_ORDER.map((signState) => ({ signState, label: SIGN_MACHINE.label(signState), count: counts.get(signState) ?? 0 })),
  };
}

export const exportSignings = listExport<typeof onlineSignApi.export, typeof SIGN_LABELS, SignRecord>(SIGN_LABELS, async ({ deps, actor, body }) => {
  const filter = filterOf(actor.scope, body);
  const namer = await countyNamer(deps.db);
  return {
    count: () => repo.countSignings(deps.db, filter),
    values: {
      signCode: (r) => r.signCode,
      signState: (r) => SIGN_MACHINE.label(r.signState),
      createTime: (r) => r.createTime,
      partyA: (r) => r.partyA,
      partyB: (r) => r.partyB,
      partyBMobile: (r) => r.partyBMobile,
      modelName: (r) => r.modelName,
      modelType: (r) => CONTRACT_TYPE_LABELS[r.modelType] ?? String(r.modelType),
      contractPeriod: (r) => `${r.startDate} 至 ${r.endDate}`,
      deadline: (r) => r.deadline,
      signTime: (r) => r.signTime,
      partyBIdCard: (r) => r.partyBIdCard,
      refuseReason: (r) => r.refuseReason,
      pdfSha256: (r) => r.pdfSha256,
      countyName: (r) => r.countyName,
    },
    batches: () =>
      recordBatches(
        keysetBatches(deps.db, (after: NewestCursor | null, limit) => repo.signingBatch(deps.db, filter, after, limit), newestCursor),
        (rows) => rows.map((r) => toRecord(deps, r, namer)),
      ),
  };
});

/** Signings started since `from`, by month and state (合同模板's statistics). */
export async function signingsPerMonth(db: DbOrTrx, scope: DataScope, filter: { modelType?: number; cmpyName?: string }, from: string) {
  const rows = await repo.countPerMonth(db, scope, filter, from);
  const byMonth = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const states = byMonth.get(row.month) ?? new Map<number, number>();
    states.set(row.signState, row.count);
    byMonth.set(row.month, states);
  }
  return byMonth;
}

// ---------------------------------------------------------------------------
// What the workers' app does (no console endpoint): sign, refuse; and the clock: expire
// ---------------------------------------------------------------------------

export interface NewSigning {
  modelCode: string;
  workerName: string;
  workerIdCard: string;
  workerMobile: string;
  startDate: string;
  endDate: string;
  /** 签署截止时间; SIGN_DEADLINE_DAYS after `now` when absent. */
  deadline?: string;
}

/**
 * 发起签约 (the company's app): an enabled model sent to 乙方, 待签署 until the
 * deadline. Many at once in one transaction (a company's batch, the demo).
 */
export async function startSignings(db: DbOrTrx, items: readonly NewSigning[], scope: DataScope, now = nowText(), codeOf: () => string = () => `QY${randomCode(16).toUpperCase()}`) {
  const models = new Map<string, { id: number; cmpyId: number }>();
  for (const code of new Set(items.map((i) => i.modelCode))) {
    const model = found(await repo.modelForSigning(db, code, scope), '合同模板不存在');
    if (model.isEnable !== 1) throw conflict(`合同模板“${model.modelName}”未启用，不能发起签约`);
    models.set(code, { id: model.id, cmpyId: model.cmpyId });
  }
  const deadline = formatTime(parseTime(now) + SIGN_DEADLINE_DAYS * 86_400_000);
  const rows = items.map((item) => {
    const model = models.get(item.modelCode) ?? { id: 0, cmpyId: 0 };
    return {
      signCode: codeOf(),
      modelId: model.id,
      cmpyId: model.cmpyId,
      workerName: item.workerName,
      workerIdCard: item.workerIdCard,
      workerMobile: item.workerMobile,
      startDate: item.startDate,
      endDate: item.endDate,
      deadline: item.deadline ?? deadline,
      signState: 0,
      createTime: now,
      updateTime: now,
    };
  });
  await repo.insertSignings(db, rows);
  return rows.map((r) => r.signCode);
}

/**
 * 签署: the signed PDF is stored and digested by the e-sign provider first,
 * then the signing moves 待签署 → 已签署 with it; a refused move removes the
 * stored file again, so no file is left without its record.
 */
export async function signContract(deps: AppDeps, signCode: string, pdf: Buffer, scope: DataScope, now = nowText()) {
  const signing = found(await repo.signingByCode(deps.db, signCode, scope), NOT_FOUND);
  const provider = esignProviderFor(deps.config);
  const stored = await provider.storeSigned(deps.storage, pdf);
  try {
    const [moved] = await moveStates(deps.db, SIGN_STATE, {
      action: 'sign',
      rows: [{ key: signing.id, state: signing.signState }],
      changes: { pdfKey: stored.objectKey, pdfSha256: stored.sha256, pdfSize: stored.size, esignProvider: provider.code, esignRef: stored.providerRef, signTime: now, updateTime: now },
    });
    return { signCode, signState: moved.to, pdfSha256: stored.sha256 };
  } catch (error) {
    await deps.storage.delete(stored.objectKey);
    throw error;
  }
}

export async function refuseSigning(deps: AppDeps, signCode: string, reason: string, scope: DataScope, now = nowText()) {
  const signing = found(await repo.signingByCode(deps.db, signCode, scope), NOT_FOUND);
  const [moved] = await moveStates(deps.db, SIGN_STATE, {
    action: 'refuse' satisfies SignAction,
    rows: [{ key: signing.id, state: signing.signState }],
    changes: { refuseReason: reason, updateTime: now },
  });
  return { signCode, signState: moved.to };
}

const EXPIRE_BATCH = 500;

/** 待签署 past its deadline → 已过期, as of `now`. Safe to repeat; one moved meanwhile is left to its new state. */
export async function expireOverdue(deps: AppDeps, now: string): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = await repo.overdue(deps.db, now, EXPIRE_BATCH);
    if (rows.length === 0) return changed;
    let movedHere = 0;
    for (const row of rows) {
      try {
        await moveStates(deps.db, SIGN_STATE, { action: 'expire', rows: [{ key: row.id, state: row.signState }], changes: { updateTime: now } });
        movedHere += 1;
      } catch (error) {
        // Signed or refused between the read and the update: not due any more.
        if (!(error instanceof AppError)) throw error;
      }
    }
    changed += movedHere;
    if (movedHere === 0 || rows.length < EXPIRE_BATCH) return changed;
  }
}

// ---------------------------------------------------------------------------
// 企业合同 (the company-contract area asks)
// ---------------------------------------------------------------------------

/** A page of companies with models or signings, each with its model and signing figures and its contracts ending in [today, until]. */
export async function companyFigures(db: DbOrTrx, filter: repo.CompanyFilter, page: { pageNum: number; pageSize: number }) {
  const result = await repo.pageCompanies(db, filter, page);
  const ids = result.records.map((c) => Number(c.id));
  const [models, signs, ending] = await Promise.all([
    repo.modelCountsOf(db, ids),
    repo.signCountsOf(db, ids),
    repo.endingSoonOf(db, ids, filter.today, filter.until),
  ]);
  return {
    total: result.total,
    records: result.records.map((c) => {
      const id = Number(c.id);
      const own = models.filter((m) => m.cmpyId === id);
      return {
        cmpyCode: c.cmpyCode,
        cmpyName: c.cmpyName,
        creditCode: c.creditCode,
        countyCode: c.countyCode,
        latestSignTime: c.latestSignTime ? String(c.latestSignTime) : '',
        modelCount: own.reduce((sum, m) => sum + m.count, 0),
        enabledModelCount: own.filter((m) => m.isEnable === 1).reduce((sum, m) => sum + m.count, 0),
        signCounts: new Map(signs.filter((s) => s.cmpyId === id).map((s) => [s.signState, s.count])),
        endingSoon: ending
          .filter((e) => Number(e.cmpyId) === id)
          .map((e) => ({ signCode: e.signCode, partyB: maskName(e.workerName), modelName: e.modelName, endDate: e.endDate })),
      };
    }),
  };
}
