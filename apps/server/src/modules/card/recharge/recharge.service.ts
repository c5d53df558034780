import {
  COMPANY_APPROVE_TYPES,
  RECHARGE_AUDIT_LABELS,
  RECHARGE_LABELS,
  RECHARGE_MACHINE,
  RECHARGE_STAGE_FIELDS,
  RECHARGE_STATUS_LABELS,
  RECHARGE_TAB_ORDER,
  describeIssues,
  perm,
  rechargeApi,
  rechargeSubmitInput,
  type BodyOf,
  type LedgerEntry,
  type Page,
  type QueryOf,
  type RechargeAction,
  type RechargeDetail,
  type RechargeOperation,
  type RechargeRecord,
  type RechargeStage,
  type RechargeSubmitInput,
} from '@hrbd/contract';
import { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { paymentChannelFor, type PaymentReceipt } from '../../../platform/payments/payment-channel.js';
import { assertMove, moveStates, type Moved } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import { batchUrls } from '../../common/file/file.service.js';
import { companyPlace } from '../../company/company/company.service.js';
import { creditMany, entriesOfFor, sourceTotals, type LedgerEntryRow } from '../ledger/ledger.service.js';
import * as repo from './recharge.repository.js';
import type { RechargeApplyRow } from './recharge.table.js';

type ListInput = QueryOf<typeof rechargeApi.queryRechargeApplyList>;
type CountInput = QueryOf<typeof rechargeApi.queryRechargeApplyStatus>;
type InfoInput = QueryOf<typeof rechargeApi.queryRechargeApplyInfo>;
type RechargeInput = BodyOf<typeof rechargeApi.rechargeApply>;

const NOT_FOUND = '充值申请不存在';
const RECHARGE_STATE = { table: 'cardRechargeApply', key: 'id', state: 'stage', machine: RECHARGE_MACHINE } as const;
/** How a recharge names itself in the ledger: each line is credited once per application. */
export const RECHARGE_SOURCE = 'card.recharge';
const ledgerSource = (applyCode: string) => ({ sourceType: RECHARGE_SOURCE, sourceCode: applyCode });
const ACTION_NAMES: Readonly<Record<string, string>> = { submit: '提交申请', ...RECHARGE_MACHINE.actions };

const yuan = (cents: number) => (cents / 100).toFixed(2);

// ---------------------------------------------------------------------------
// A company's application (from the companies' app: no catalogue row)
// ---------------------------------------------------------------------------

export interface SubmitOptions {
  /** When it was submitted (the demo's past); now by default. */
  now?: string;
  /** The application's code (the demo's deterministic one); a random one by default. */
  applyCode?: string;
}

/**
 * A passed company asks for its people's e-cards to be credited. The totals
 * must be the lines' (400), each person once (400 naming the line); it
 * starts 待审核 (0/0).
 */
export async function submitRecharge(db: DbOrTrx, raw: RechargeSubmitInput, options: SubmitOptions = {}): Promise<{ id: number; applyCode: string }> {
  const parsed = rechargeSubmitInput.safeParse(raw);
  if (!parsed.success) throw badRequest(describeIssues(rechargeSubmitInput, parsed.error.issues));
  const input = parsed.data;
  const company = await companyPlace(db, input.cmpyCode, WHOLE_SCOPE);
  if (!company) throw notFound('企业不存在');
  if (company.approveType !== COMPANY_APPROVE_TYPES.passed) throw conflict(`企业“${company.cmpyName}”尚未通过审核，不能申请电子卡充值`);

  const seen = new Map<string, number>();
  input.lines.forEach((line, i) => {
    const first = seen.get(line.idCard);
    if (first !== undefined) throw badRequest(`第 ${i + 1} 行身份证号与第 ${first + 1} 行重复（${line.name}），每人只能出现一次`);
    seen.set(line.idCard, i);
  });
  if (input.lines.length !== input.rechargeTotalPeople) throw badRequest(`充值总人数应与充值人员一致（${input.lines.length} 人）`);
  const sum = input.lines.reduce((total, line) => total + line.amount, 0);
  if (sum !== input.rechargeTotalMoney) throw badRequest(`充值总金额应与充值人员金额合计一致（${yuan(sum)} 元）`);

  const now = options.now ?? nowText();
  const applyCode = options.applyCode ?? `CZ${now.slice(0, 10).replaceAll('-', '')}${randomCode(8).toUpperCase()}`;
  const write = async (trx: DbOrTrx) => {
    const id = await repo.insertApply(trx, {
      applyCode,
      contactPerson: input.contactPerson,
      contactTell: input.contactTell,
      explainRemark: input.explainRemark,
      cmpyCode: company.cmpyCode,
      cmpyName: company.cmpyName,
      countyCode: company.countyCode,
      rechargeTotalPeople: input.rechargeTotalPeople,
      rechargeTotalMoney: input.rechargeTotalMoney,
      submitTime: now,
      createTime: now,
      updateTime: now,
    });
    await repo.insertLines(trx, id, input.lines);
    await repo.insertOperations(trx, [
      { applyId: id, action: 'submit', fromStage: 0, toStage: 0, operatorCode: company.cmpyCode, operatorName: `${input.contactPerson}（${company.cmpyName}）`, remark: input.explainRemark, createTime: now },
    ]);
    return { id, applyCode };
  };
  return db instanceof Transaction ? write(db) : db.transaction().execute(write);
}

// ---------------------------------------------------------------------------
// 审核通过 / 驳回 (batches: all or none)
// ---------------------------------------------------------------------------

const stageFields = (to: number) => RECHARGE_STAGE_FIELDS[to as RechargeStage];

/** Who decides or registers: a signed-in operator (the demo's staff too). */
export type RechargeOperator = Pick<Actor, 'userCode' | 'realName'>;

function operationRows(moved: readonly Moved<number>[], action: string, operator: RechargeOperator, remark: string, now: string, extra: Partial<repo.OperationExtra> = {}) {
  return moved.map((m) => ({
    applyId: m.key,
    action,
    fromStage: m.from,
    toStage: m.to,
    operatorCode: operator.userCode,
    operatorName: operator.realName,
    remark,
    createTime: now,
    ...extra,
  }));
}

const resultOf = (row: Pick<RechargeApplyRow, 'id' | 'applyCode'>, stage: number) => ({ id: row.id, applyCode: row.applyCode, stage, ...stageFields(stage) });

/**
 * 审核通过 (→ 待充值) or 驳回 (→ 已驳回) applications in the scope, all or
 * none (404 naming a missing one, 409 naming each that cannot move); sets
 * checkTime and latestRevieEmployCode.
 */
export async function decideRecharges(
  db: DbOrTrx,
  operator: RechargeOperator,
  scope: DataScope,
  action: Extract<RechargeAction, 'check' | 'reject'>,
  ids: readonly number[],
  remark: string,
  now = nowText(),
) {
  const rows = await repo.findByIds(db, ids, scope);
  const moved = await moveStates(db, RECHARGE_STATE, {
    action,
    batch: true,
    requested: ids.map(String),
    rows: rows.map((r) => ({ key: r.id, state: r.stage, code: String(r.id), name: `${r.cmpyName}（${r.applyCode}）` })),
    changes: (to) => ({ ...stageFields(to), remark, checkTime: now, latestRevieEmployCode: operator.userCode, updateTime: now }),
    record: (trx, m) => repo.insertOperations(trx, operationRows(m, action, operator, remark, now)),
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return moved.map((m) => resultOf(byId.get(m.key)!, m.to));
}

export const checkRecharges = (deps: AppDeps, actor: Actor, input: BodyOf<typeof rechargeApi.checkRechargeApplyInfo>) => decideRecharges(deps.db, actor, actor.scope, 'check', input.ids, input.remark);
export const rejectRecharges = (deps: AppDeps, actor: Actor, input: BodyOf<typeof rechargeApi.rejectRecharge>) => decideRecharges(deps.db, actor, actor.scope, 'reject', input.ids, input.remark);

// ---------------------------------------------------------------------------
// 充值: register the company's transfer, then credit every line once
// ---------------------------------------------------------------------------

/** What the operator found at the bank: the company's transfer (through the payment channel), or why it is missing. */
export type RechargeOutcome = { ok: true; receipt: PaymentReceipt } | { ok: false; reason: string };

/** An application as it is now, in any region (the demo's next step). */
export const rechargeById = async (db: DbOrTrx, id: number): Promise<RechargeApplyRow> => found(await repo.findById(db, id, WHOLE_SCOPE), NOT_FOUND);

/**
 * Moves `row` (read before) to 充值成功 — the transfer on the timeline, every
 * line credited by the ledger once, rechargeTime set — or to 充值失败 with
 * the reason, in one transaction (the caller's, if `db` is one). The move is
 * conditional on the state read, so of two racing registrations one lands.
 */
export async function settleRecharge(db: DbOrTrx, row: RechargeApplyRow, operator: RechargeOperator, outcome: RechargeOutcome, requestNo: string, now = nowText()) {
  const action: RechargeAction = outcome.ok ? 'recharge' : 'rechargeFail';
  const remark = outcome.ok ? '' : outcome.reason;
  const extra: Partial<repo.OperationExtra> = outcome.ok
    ? { requestNo, voucherNo: outcome.receipt.voucherNo, payAmount: outcome.receipt.paidAmount, payTime: outcome.receipt.payTime, receiptKey: outcome.receipt.receiptKey }
    : { requestNo };
  const run = async (trx: Transaction<Database>) => {
    const [moved] = await moveStates(trx, RECHARGE_STATE, {
      action,
      rows: [{ key: row.id, state: row.stage }],
      changes: (to) => ({ ...stageFields(to), ...(outcome.ok ? { rechargeTime: now } : { remark }), updateTime: now }),
      record: (t, m) => repo.insertOperations(t, operationRows(m, action, operator, remark, now, extra)),
    });
    if (!outcome.ok) return { ...resultOf(row, moved.to), credited: 0, creditedMoney: 0 };
    const lines = await repo.allLines(trx, row.id);
    const sum = lines.reduce((total, line) => total + line.amount, 0);
    if (sum !== row.rechargeTotalMoney || lines.length !== row.rechargeTotalPeople) {
      throw conflict(`充值人员合计（${lines.length} 人，${yuan(sum)} 元）与申请总额不一致，不能充值`);
    }
    const credited = await creditMany(
      trx,
      lines.map((line) => ({ ...line, kind: 'recharge' as const, ...ledgerSource(row.applyCode), remark: `${row.cmpyName}充值` })),
      now,
    );
    return { ...resultOf(row, moved.to), credited: credited.credited, creditedMoney: sum };
  };
  return db instanceof Transaction ? run(db) : db.transaction().execute(run);
}

/**
 * 充值 (rechargeApply/{id}): 待充值 or 充值失败 → 充值成功 or 充值失败. The
 * transfer is checked here (amount = rechargeTotalMoney 400, voucher unused
 * 409, receipt picture uploaded 400) and registered through the payment
 * channel. A repeat of the same requestNo answers the first result; a second
 * recharge is refused by the machine (409) and the ledger would skip it anyway.
 */
export async function rechargeApply(deps: AppDeps, actor: Actor, id: number, input: RechargeInput) {
  const earlier = await repo.operationByRequestNo(deps.db, input.requestNo);
  if (earlier) {
    if (earlier.applyId !== id) throw conflict('请求号已用于其他充值申请，请刷新后重试');
    const row = found(await repo.findById(deps.db, id, actor.scope), NOT_FOUND);
    const totals = await sourceTotals(deps.db, ledgerSource(row.applyCode));
    return { ...resultOf(row, earlier.toStage), credited: totals.people, creditedMoney: totals.total };
  }

  const row = found(await repo.findById(deps.db, id, actor.scope), NOT_FOUND);
  assertMove(RECHARGE_MACHINE, input.result === 1 ? 'recharge' : 'rechargeFail', row.stage);
  const now = nowText();
  let outcome: RechargeOutcome = { ok: false, reason: input.failReason };
  if (input.result === 1) {
    const payTime = input.payTime ?? '';
    if (payTime > now) throw badRequest('转账时间不能晚于当前时间');
    if (input.payMoney !== row.rechargeTotalMoney) throw badRequest(`转账金额应与充值总金额一致（${yuan(row.rechargeTotalMoney)} 元）`);
    if (await repo.operationByVoucher(deps.db, input.voucherNo)) throw conflict('凭证号已使用');
    const { files } = await batchUrls(deps, [input.receiptKey]);
    if (files[0]?.fileType !== 'image') throw badRequest('转账回单图片不存在，请重新上传');
    const receipt = paymentChannelFor(deps.config).registerOffline(
      { orderCode: row.applyCode, owed: row.rechargeTotalMoney },
      { voucherNo: input.voucherNo, amount: input.payMoney, payTime, receiptKey: input.receiptKey },
    );
    outcome = { ok: true, receipt };
  }
  try {
    return await settleRecharge(deps.db, row, actor, outcome, input.requestNo, now);
  } catch (error) {
    // Two registrations racing with one voucher or one request number: the unique columns let one through.
    if (constraintViolation(error) === 'unique') throw conflict('凭证号已使用或该请求已处理，请刷新后查看');
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

function filterOf(actor: Actor, input: CountInput & { stage?: number }): repo.RechargeFilter {
  return {
    scope: actor.scope,
    applyCode: input.applyCode,
    cmpyName: input.cmpyName,
    contactPerson: input.contactPerson,
    countyCode: input.countyCode,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
    stage: input.stage,
  };
}

type CountyNamer = (countyCode: string) => string;
async function countyNamer(deps: AppDeps): Promise<CountyNamer> {
  const namer = await placeNamer(deps.db);
  return (countyCode) => namer({ provinceCode: `${countyCode.slice(0, 2)}0000`, cityCode: `${countyCode.slice(0, 4)}00`, countyCode }).countyName;
}

function toRecord(row: repo.RechargeListRow, countyName: CountyNamer): RechargeRecord {
  return {
    id: row.id,
    applyCode: row.applyCode,
    contactPerson: row.contactPerson,
    contactTell: row.contactTell,
    explainRemark: row.explainRemark,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    countyCode: row.countyCode,
    countyName: countyName(row.countyCode),
    rechargeTotalPeople: row.rechargeTotalPeople,
    rechargeTotalMoney: row.rechargeTotalMoney,
    stage: row.stage,
    statues: row.statues,
    rechargeStatues: row.rechargeStatues,
    submitTime: row.submitTime,
    remark: row.remark,
    checkTime: row.checkTime,
    createTime: row.createTime,
    updateTime: row.updateTime,
    latestRevieEmployCode: row.latestRevieEmployCode,
    reviewerName: row.reviewerName ?? '',
    rechargeTime: row.rechargeTime,
  };
}

export async function pageRecharges(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<RechargeRecord>> {
  const [page, namer] = await Promise.all([repo.pageApplies(deps.db, filterOf(actor, input), input), countyNamer(deps)]);
  return { total: page.total, records: page.records.map((r) => toRecord(r, namer)) };
}

/** 电子卡充值 exported: the list under its filters and tab, inside the caller's region. */
export const exportRecharges = listExport<typeof rechargeApi.queryRechargeApplyList, typeof RECHARGE_LABELS, RechargeRecord>(RECHARGE_LABELS, async ({ deps, actor, query }) => {
  const filter = filterOf(actor, query);
  const namer = await countyNamer(deps);
  return {
    count: () => repo.countApplies(deps.db, filter),
    values: {
      applyCode: (r) => r.applyCode,
      cmpyName: (r) => r.cmpyName,
      stage: (r) => RECHARGE_MACHINE.label(r.stage),
      submitTime: (r) => r.submitTime,
      rechargeTotalPeople: (r) => r.rechargeTotalPeople,
      rechargeTotalMoney: (r) => yuan(r.rechargeTotalMoney),
      contactPerson: (r) => r.contactPerson,
      contactTell: (r) => r.contactTell,
      countyName: (r) => r.countyName,
      checkTime: (r) => r.checkTime ?? '',
      rechargeTime: (r) => r.rechargeTime ?? '',
      reviewerName: (r) => r.reviewerName,
      explainRemark: (r) => r.explainRemark,
      remark: (r) => r.remark,
      cmpyCode: (r) => r.cmpyCode,
    },
    batches: () =>
      recordBatches(
        keysetBatches<repo.RechargeListRow, repo.RechargeCursor>(
          deps.db,
          (after, limit) => repo.appliesAfter(deps.db, filter, after, limit),
          (last) => ({ submitTime: last.submitTime, id: Number(last.id) }),
        ),
        (batch) => batch.map((row) => toRecord(row, namer)),
      ),
  };
});

/** 审核状态 counts: 待审核, 已通过 (with its 充值状态 breakdown), 已驳回. */
export async function countByAudit(deps: AppDeps, actor: Actor, input: CountInput) {
  const counts = await repo.countsByStage(deps.db, filterOf(actor, input));
  const byRecharge = rechargeCounts(counts);
  return ([0, 1, 2] as const).map((statues) => {
    const stages = RECHARGE_TAB_ORDER.filter((s) => RECHARGE_STAGE_FIELDS[s].statues === statues);
    const sum = (key: 'count' | 'money') => stages.reduce<number>((total, s) => total + (counts.get(s)?.[key] ?? 0), 0);
    return { statues, label: RECHARGE_AUDIT_LABELS[statues], count: sum('count'), money: sum('money'), byRecharge: statues === 1 ? byRecharge : [] };
  });
}

function rechargeCounts(counts: Map<number, { count: number; money: number }>) {
  return ([1, 2, 3] as const).map((stage) => ({
    rechargeStatues: RECHARGE_STAGE_FIELDS[stage].rechargeStatues,
    stage,
    label: RECHARGE_STATUS_LABELS[RECHARGE_STAGE_FIELDS[stage].rechargeStatues],
    count: counts.get(stage)?.count ?? 0,
    money: counts.get(stage)?.money ?? 0,
  }));
}

/** 充值状态 counts of the passed applications: 待充值, 充值成功, 充值失败. */
export async function countByRecharge(deps: AppDeps, actor: Actor, input: CountInput) {
  return rechargeCounts(await repo.countsByStage(deps.db, filterOf(actor, input)));
}

function entryOf(entry: LedgerEntryRow, disclosure: Disclosure): LedgerEntry {
  return {
    id: entry.id,
    name: entry.name,
    idCard: disclosure.idCard(entry.idCard),
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    sourceType: entry.sourceType,
    sourceCode: entry.sourceCode,
    remark: entry.remark,
    createTime: entry.createTime,
  };
}

export async function rechargeInfo(deps: AppDeps, actor: Actor, input: InfoInput): Promise<RechargeDetail> {
  const row = found(await repo.findById(deps.db, input.id, actor.scope), NOT_FOUND);
  const source = ledgerSource(row.applyCode);
  const [lines, linesTotal, credited, operations, namer, disclosure] = await Promise.all([
    repo.pageLines(deps.db, row.id, input.lineKeyword, { pageNum: input.linePageNum, pageSize: input.linePageSize }),
    repo.linesTotal(deps.db, row.id),
    sourceTotals(deps.db, source),
    repo.operationsOf(deps.db, row.id),
    countyNamer(deps),
    disclosureFor(deps, actor, perm.oddjobMarket.card.viewSensitive),
  ]);
  const entries = await entriesOfFor(deps.db, source, lines.records.map((l) => l.idCard));
  return {
    ...toRecord(row, namer),
    lines: {
      total: lines.total,
      records: lines.records.map((l) => {
        const entry = entries.get(l.idCard);
        return { name: l.name, idCard: disclosure.idCard(l.idCard), mobile: disclosure.mobile(l.mobile), amount: l.amount, entry: entry ? entryOf(entry, disclosure) : null };
      }),
    },
    linesTotal,
    creditedTotal: credited.total,
    creditedPeople: credited.people,
    operations: operations.map(
      (o): RechargeOperation => ({
        action: o.action,
        actionName: ACTION_NAMES[o.action] ?? o.action,
        fromStage: o.fromStage,
        toStage: o.toStage,
        operatorName: o.operatorName,
        remark: o.remark,
        voucherNo: o.voucherNo,
        payAmount: o.payAmount,
        payTime: o.payTime,
        receiptUrl: o.receiptKey ? deps.fileUrls.sign(o.receiptKey).url : '',
        createTime: o.createTime,
      }),
    ),
    sensitiveShown: disclosure.whole,
  };
}

/** Of these object keys, those that are recharge receipts (batchQueryUrl's rule). */
export const receiptKeysAmong = (db: DbOrTrx, keys: readonly string[]) => repo.receiptKeysAmong(db, keys);
