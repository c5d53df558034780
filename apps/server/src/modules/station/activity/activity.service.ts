import {
  ACTIVITY_DELETABLE,
  ACTIVITY_DESC_TEXT_MAX,
  ACTIVITY_MACHINE,
  ACTIVITY_TAB_ORDER,
  APPLY_MACHINE,
  COMPANY_APPROVE_TYPES,
  COURSE_APPROVE_TYPES,
  MESSAGE_TYPES,
  ResultCode,
  RECRUIT_INFO_LABELS,
  SETTLE_AGREE_STATES,
  TRAIN_APPLY_MACHINE,
  TRAIN_INFO_LABELS,
  activityApi,
  activityRemoveRefusal,
  centsToYuan,
  payableOf,
  perm,
  yuanToCents,
  type ActivityAction,
  type ActivityBalance,
  type ActivityDetail,
  type ActivityRecord,
  type BodyOf,
  type Page,
  type QueryOf,
  type SettleSheet,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { disclosureFor } from '../../../platform/disclosure.js';
import { AppError, badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { paymentChannelFor } from '../../../platform/payments/payment-channel.js';
import { sanitizeRichText, storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { moveStates, type Moved } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer, resolvePlace } from '../../common/region/region.service.js';
import { companyForJob } from '../../company/company/company.service.js';
import { jobApplicationBatches } from '../../recruit/apply-info/apply-info.service.js';
import { notifyUsers } from '../../system/message/message.service.js';
import { coursesInStates } from '../../train/course/course.service.js';
import { boardOf, operationsOf, placeColumns, placeFields, recordMoves, stationInScope, type Operator } from '../station/station.service.js';
import * as repo from './activity.repository.js';
import type { ActivityRow, SettleRow } from './activity.table.js';

type AddInput = BodyOf<typeof activityApi.addActivity>;
type EditInput = BodyOf<typeof activityApi.editActivity>;
type ListInput = BodyOf<typeof activityApi.queryPageActivity>;
type CountInput = BodyOf<typeof activityApi.queryStateCount>;
type SettleInput = QueryOf<typeof activityApi.settleActivity>;

const NOT_FOUND = '活动不存在';
const ACTIVITY_STATE = { table: 'recruitStationActivity', key: 'id', state: 'status', machine: ACTIVITY_MACHINE } as const;
const SETTLE_AGREE = SETTLE_AGREE_STATES;

const unique = (codes: readonly string[]) => [...new Set(codes)];
const codesOf = (text: string) => (text ? text.split(',') : []);

// ---------------------------------------------------------------------------
// Moves (every one through moveStates, recorded)
// ---------------------------------------------------------------------------

async function move(
  db: DbOrTrx,
  row: Pick<ActivityRow, 'id' | 'status'>,
  action: ActivityAction,
  operator: Operator,
  options: { reason?: string; changes?: Parameters<typeof moveStates<'recruitStationActivity', number, ActivityAction>>[2]['changes']; now?: string } = {},
): Promise<Moved<number>> {
  const now = options.now ?? nowText();
  const [moved] = await moveStates(db, ACTIVITY_STATE, {
    action,
    rows: [{ key: row.id, state: row.status }],
    changes: options.changes ?? { updateTime: now },
    record: (trx, m) => recordMoves(trx, 'activity', m, action, operator, options.reason ?? '', now),
  });
  return moved;
}

/**
 * The clock's moves for one activity as of `now`: 待开始 whose start has come
 * goes 进行中, 进行中 whose end has goes 待结算 (both, one after the other, for
 * a tick that comes very late). Safe to repeat: a move another request made
 * first is skipped. Answers how many moves it made.
 */
async function catchUp(db: DbOrTrx, row: Pick<ActivityRow, 'id' | 'status' | 'beginTime' | 'endTime'>, now: string): Promise<number> {
  let status = row.status;
  let moves = 0;
  const step = async (action: ActivityAction) => {
    try {
      status = (await move(db, { id: row.id, status }, action, null, { now })).to;
      moves += 1;
      return true;
    } catch (error) {
      // Another request moved it first: the clock has nothing to do here.
      if (error instanceof AppError && error.status === ResultCode.CONFLICT) return false;
      throw error;
    }
  };
  if (status === 0 && row.beginTime <= now && !(await step('clockStart'))) return moves;
  if (status === 3 && row.endTime <= now) await step('clockEnd');
  return moves;
}

/** The scheduled task: every due activity moved as of `now` (recorded as by 系统). */
export async function advanceActivities(deps: AppDeps, now: string): Promise<number> {
  let moved = 0;
  for (const row of await repo.dueActivities(deps.db, now)) moved += await catchUp(deps.db, row, now);
  return moved;
}

/** An activity in the caller's scope, the clock's due moves applied first, so a late tick never lets a stale status through. */
async function current(deps: AppDeps, actor: Actor, activityCode: string): Promise<repo.ActivityListRow> {
  const row = found(await repo.findByCode(deps.db, activityCode, actor.scope), NOT_FOUND);
  if ((await catchUp(deps.db, row, nowText())) === 0) return row;
  return found(await repo.findByCode(deps.db, activityCode, actor.scope), NOT_FOUND);
}

async function notifyCreator(db: DbOrTrx, row: Pick<ActivityRow, 'creatorId' | 'activityName'>, title: string, content: string): Promise<void> {
  if (row.creatorId !== null) await notifyUsers(db, [row.creatorId], { msgType: MESSAGE_TYPES.SYSTEM, title, content: `活动“${row.activityName}”${content}` });
}

// ---------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------

interface CheckedForm {
  stationId: number;
  description: string;
  items: Array<{ cmpyCode: string; kind: number; itemCode: string; sort: number }>;
}

/**
 * What the form sent, checked against the rest of the system: a 运营中 station
 * in the scope, a real place, passed companies recruiting on that board with
 * their own jobs from it, and each company's own online courses.
 */
async function checkForm(deps: AppDeps, actor: Actor, input: AddInput): Promise<CheckedForm> {
  const station = await stationInScope(deps.db, input.stationNo, actor.scope);
  if (station.approveState !== 1) throw conflict(`驿站“${station.stationName}”当前不是“运营中”状态，不能举办活动`);
  await resolvePlace(deps.db, input);
  const description = storedRichText(input.description, '请输入活动介绍', { label: '活动介绍', max: ACTIVITY_DESC_TEXT_MAX });

  const board = await boardOf(deps.db, station.id);
  const boardJobs = new Map(board.map((j) => [j.jobCode, j]));
  const cmpyCodes = unique(input.participants.map((p) => p.cmpyCode));
  const companies = await repo.companiesByCodes(deps.db, cmpyCodes);
  const missing = cmpyCodes.filter((code) => !companies.some((c) => c.cmpyCode === code));
  if (missing.length > 0) throw badRequest(`参与企业不存在：${missing.join('、')}`);
  const unpassed = companies.find((c) => c.approveType !== COMPANY_APPROVE_TYPES.passed);
  if (unpassed) throw conflict(`企业“${unpassed.cmpyName}”尚未通过审核，不能参与活动`);

  const courseCodes = unique(input.participants.flatMap((p) => p.courseCodes));
  const courses = new Map((await repo.courseNames(deps.db, courseCodes)).map((c) => [c.courseCode, c]));
  const items: CheckedForm['items'] = [];
  let sort = 0;
  for (const p of input.participants) {
    if (items.some((i) => i.kind === repo.ITEM_KINDS.company && i.cmpyCode === p.cmpyCode)) continue;
    items.push({ cmpyCode: p.cmpyCode, kind: repo.ITEM_KINDS.company, itemCode: '', sort: sort++ });
    for (const jobCode of unique(p.jobCodes)) {
      const job = boardJobs.get(jobCode);
      if (!job || job.cmpyCode !== p.cmpyCode) throw conflict(`岗位“${jobCode}”不是该企业在驿站“${station.stationName}”上正在招聘的岗位`);
      items.push({ cmpyCode: p.cmpyCode, kind: repo.ITEM_KINDS.job, itemCode: jobCode, sort: sort++ });
    }
    for (const courseCode of unique(p.courseCodes)) {
      const course = courses.get(courseCode);
      if (!course || course.cmpyCode !== p.cmpyCode) throw badRequest(`培训课程“${courseCode}”不是该企业的课程`);
      items.push({ cmpyCode: p.cmpyCode, kind: repo.ITEM_KINDS.course, itemCode: courseCode, sort: sort++ });
    }
  }
  return { stationId: station.id, description, items };
}

function formFields(input: AddInput, checked: CheckedForm) {
  return {
    stationId: checked.stationId,
    activityName: input.activityName,
    activityType: input.activityType,
    beginTime: input.beginTime,
    endTime: input.endTime,
    ...placeColumns(input),
    posterKey: input.posterKey,
    description: checked.description,
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    planRecruit: input.planRecruit,
    planTrain: input.planTrain,
    budget: input.budget,
    hirePrice: input.hirePrice,
    trainPrice: input.trainPrice,
  };
}

export async function addActivity(deps: AppDeps, actor: Actor, input: AddInput): Promise<{ activityCode: string; status: number }> {
  if (input.beginTime <= nowText()) throw badRequest('开始时间须晚于当前时间');
  const checked = await checkForm(deps, actor, input);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const activityCode = randomCode();
    const id = await repo.insertActivity(trx, {
      activityCode,
      ...formFields(input, checked),
      settledAmount: 0,
      status: 1,
      rejectDesc: '',
      stopReason: '',
      creatorId: actor.userId,
      creatorName: actor.realName,
      createTime: now,
      updateTime: now,
    });
    await repo.replaceItems(trx, id, checked.items);
    await recordMoves(trx, 'activity', [{ key: id, from: null, to: 1 }], 'add', actor, '', now);
    return { activityCode, status: 1 };
  });
}

/** 审核中 edits in place, 已驳回 stays rejected until 提交审核, 待开始 goes back to review. */
export async function editActivity(deps: AppDeps, actor: Actor, input: EditInput): Promise<{ activityCode: string; status: number }> {
  const row = await current(deps, actor, input.activityCode);
  if (!ACTIVITY_MACHINE.can('edit', row.status)) throw conflict(ACTIVITY_MACHINE.refusal('edit', row.status));
  if (input.beginTime !== row.beginTime && input.beginTime <= nowText()) throw badRequest('开始时间须晚于当前时间');
  const checked = await checkForm(deps, actor, input);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const moved = await move(trx, row, 'edit', actor, { changes: { ...formFields(input, checked), updateTime: now }, now });
    await repo.replaceItems(trx, row.id, checked.items);
    return { activityCode: row.activityCode, status: moved.to };
  });
}

export async function deleteActivity(deps: AppDeps, actor: Actor, activityCode: string): Promise<{ activityCode: string }> {
  const row = await current(deps, actor, activityCode);
  if (!ACTIVITY_DELETABLE.includes(row.status)) throw conflict(activityRemoveRefusal(row.status));
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteActivity(trx, row.id, ACTIVITY_DELETABLE))) {
      const now = found(await repo.findById(trx, row.id), NOT_FOUND);
      throw conflict(activityRemoveRefusal(now.status));
    }
  });
  return { activityCode };
}

export async function submitActivity(deps: AppDeps, actor: Actor, activityCode: string) {
  const row = await current(deps, actor, activityCode);
  const moved = await move(deps.db, row, 'submit', actor);
  return { activityCode, status: moved.to };
}

/** Pass: → 待开始, or → 进行中 once the start has passed; refused once the end has. Reject: → 已驳回 with the reason. */
export async function auditActivity(deps: AppDeps, actor: Actor, input: { activityCode: string; pass: number; rejectDesc: string }) {
  const row = await current(deps, actor, input.activityCode);
  const now = nowText();
  let action: ActivityAction = 'reject';
  if (input.pass === 1) {
    if (row.status === 1 && row.endTime <= now) throw conflict('活动结束时间已过，不能审核通过');
    action = row.beginTime <= now ? 'passStarted' : 'pass';
  }
  const reason = action === 'reject' ? input.rejectDesc : '';
  return deps.db.transaction().execute(async (trx) => {
    const moved = await move(trx, row, action, actor, { reason, changes: { rejectDesc: reason, updateTime: now }, now });
    await notifyCreator(trx, row, '活动审核结果', action === 'reject' ? `未通过审核，原因：${reason}` : '已通过审核');
    return { activityCode: row.activityCode, status: moved.to };
  });
}

/** 待开始 → 已结束 (nothing to settle); 进行中 → 待结算, ending now. */
export async function stopActivity(deps: AppDeps, actor: Actor, activityCode: string, reason: string) {
  const row = await current(deps, actor, activityCode);
  const now = nowText();
  return deps.db.transaction().execute(async (trx) => {
    const moved = await move(trx, row, 'stop', actor, {
      reason,
      now,
      changes: (to: number) => (to === 4 ? { stopReason: reason, endTime: now, updateTime: now } : { stopReason: reason, updateTime: now }),
    });
    await notifyCreator(trx, row, '活动已停止', `已停止上线，原因：${reason}`);
    return { activityCode, status: moved.to };
  });
}

// ---------------------------------------------------------------------------
// Settlement
// ---------------------------------------------------------------------------

const windowOf = (row: Pick<ActivityRow, 'id' | 'beginTime' | 'endTime'>): repo.Window => ({ activityId: row.id, beginTime: row.beginTime, endTime: row.endTime });

/** What the activity would be paid now: hires and trainees counted from the records. */
async function countNow(db: DbOrTrx, row: ActivityRow) {
  const w = windowOf(row);
  const [hires, trainees] = await Promise.all([repo.hireCodes(db, w), repo.traineeCodes(db, w)]);
  return { hires, trainees, ...payableAt(row, hires.length, trainees.length) };
}

/** The figures countNow comes to, from counts alone: 结算余额 while no 结算单 holds them. */
async function figuresNow(db: DbOrTrx, row: ActivityRow) {
  const w = windowOf(row);
  const [hires, trainees] = await Promise.all([repo.countHires(db, w), repo.countTrainees(db, w)]);
  return { hires, trainees, ...payableAt(row, hires, trainees) };
}

/** What `hires` and `trainees` come to at the activity's prices, within its budget. */
const payableAt = (row: ActivityRow, hires: number, trainees: number) => payableOf({ budget: row.budget, hirePrice: row.hirePrice, trainPrice: row.trainPrice, hires, trainees });

/** 提交结算 freezes a 结算单: figures and the counted applications; later changes do not alter it. */
export async function submitSettle(deps: AppDeps, actor: Actor, activityCode: string) {
  const row = await current(deps, actor, activityCode);
  if (!ACTIVITY_MACHINE.can('submitSettle', row.status)) throw conflict(ACTIVITY_MACHINE.refusal('submitSettle', row.status));
  return deps.db.transaction().execute(async (trx) => {
    const counted = await countNow(trx, row);
    const now = nowText();
    const moved = await move(trx, row, 'submitSettle', actor, { now });
    const settleCode = `JS${now.replace(/\D/g, '')}${randomCode(6).toUpperCase()}`;
    await repo.insertSettle(trx, {
      settleCode,
      activityId: row.id,
      hires: counted.hires.length,
      trainees: counted.trainees.length,
      hireAmount: counted.hireAmount,
      trainAmount: counted.trainAmount,
      payable: counted.payable,
      capped: counted.capped ? 1 : 0,
      hireCodes: counted.hires.join(','),
      trainCodes: counted.trainees.join(','),
      agreeState: SETTLE_AGREE.pending,
      agreeReason: '',
      submitterId: actor.userId,
      submitterName: actor.realName,
      submitTime: now,
      agreeName: '',
      agreeTime: '',
      channel: '',
      voucherNo: '',
      payDate: '',
      payeeAccount: '',
      receiptKey: '',
      paidAmount: 0,
      settleTime: '',
    });
    return { activityCode, status: moved.to, settleCode, payable: counted.payable };
  });
}

async function openSheet(db: DbOrTrx, row: ActivityRow): Promise<SettleRow> {
  const sheet = await repo.latestSettle(db, row.id);
  if (!sheet || sheet.agreeState === SETTLE_AGREE.refused) throw conflict('活动没有待审核的结算单');
  return sheet;
}

/** 同意结算 keeps 结算审核中 with the 结算单 已同意; not agreed returns it to 待结算 with the reason. */
export async function agreeSettle(deps: AppDeps, actor: Actor, input: { activityCode: string; agree: number; reason: string }) {
  const row = await current(deps, actor, input.activityCode);
  const action: ActivityAction = input.agree === 1 ? 'agree' : 'disagree';
  if (!ACTIVITY_MACHINE.can(action, row.status)) throw conflict(ACTIVITY_MACHINE.refusal(action, row.status));
  return deps.db.transaction().execute(async (trx) => {
    const sheet = await openSheet(trx, row);
    if (sheet.agreeState === SETTLE_AGREE.agreed) throw conflict('结算单已同意，不能再次审核');
    const now = nowText();
    const reason = action === 'disagree' ? input.reason : '';
    const moved = await move(trx, row, action, actor, { reason, now });
    await repo.updateSettle(trx, sheet.id, { agreeState: action === 'agree' ? SETTLE_AGREE.agreed : SETTLE_AGREE.refused, agreeReason: reason, agreeName: actor.realName, agreeTime: now });
    await notifyCreator(trx, row, '结算审核结果', action === 'agree' ? '的结算单已同意' : `的结算单未同意，原因：${reason}`);
    return { activityCode: row.activityCode, status: moved.to };
  });
}

/** 结算: the agreed amount paid through the platform's PaymentChannel (offline registration by default); a zero payable needs no voucher. */
export async function settle(deps: AppDeps, actor: Actor, input: SettleInput) {
  const row = await current(deps, actor, input.activityCode);
  if (!ACTIVITY_MACHINE.can('settle', row.status)) throw conflict(ACTIVITY_MACHINE.refusal('settle', row.status));
  const sheet = await openSheet(deps.db, row);
  if (sheet.agreeState !== SETTLE_AGREE.agreed) throw conflict('结算单尚未同意，不能结算');
  const amount = yuanToCents(input.amount);
  const now = nowText();
  let receipt = { channel: '', voucherNo: '', payDate: '', receiptKey: '', paidAmount: 0 };
  if (sheet.payable > 0) {
    if (!input.voucherNo) throw badRequest('请输入付款凭证号');
    if (!input.payDate) throw badRequest('请选择付款日期');
    if (input.payDate > now.slice(0, 10)) throw badRequest('付款日期不能晚于今天');
    if (!input.payeeAccount) throw badRequest('请输入收款账号');
    if (!input.receiptKey) throw badRequest('请上传付款回单');
    // The bank's statement gives a date, kept as typed (pay_date); the channel's receipt time is when it was registered (settle_time), not a made-up 00:00:00.
    const paid = paymentChannelFor(deps.config).registerOffline(
      { orderCode: sheet.settleCode, owed: sheet.payable },
      { voucherNo: input.voucherNo, amount, payTime: now, receiptKey: input.receiptKey },
    );
    receipt = { channel: paid.channel, voucherNo: paid.voucherNo, payDate: input.payDate, receiptKey: paid.receiptKey, paidAmount: paid.paidAmount };
  } else if (amount !== 0) {
    throw badRequest('付款金额应与结算金额一致（0.00 元）');
  }
  return deps.db.transaction().execute(async (trx) => {
    const moved = await move(trx, row, 'settle', actor, { now, changes: { settledAmount: row.settledAmount + receipt.paidAmount, updateTime: now } });
    await repo.updateSettle(trx, sheet.id, { ...receipt, payeeAccount: input.payeeAccount, settleTime: now });
    await notifyCreator(trx, row, '结算成功', `已结算，金额 ${centsToYuan(receipt.paidAmount)} 元`);
    return { activityCode: row.activityCode, status: moved.to, paidAmount: receipt.paidAmount };
  });
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

function toRecord(row: repo.ActivityListRow, countyName: string): ActivityRecord {
  return {
    activityCode: row.activityCode,
    activityName: row.activityName,
    activityType: row.activityType,
    stationNo: row.stationNo,
    stationName: row.stationName,
    countyCode: row.stationCountyCode,
    countyName,
    beginTime: row.beginTime,
    endTime: row.endTime,
    status: row.status,
    budget: row.budget,
    hirePrice: row.hirePrice,
    trainPrice: row.trainPrice,
    planRecruit: row.planRecruit,
    planTrain: row.planTrain,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    rejectDesc: row.rejectDesc,
    createTime: row.createTime,
    settleAgreeState: row.settleAgreeState === null ? null : Number(row.settleAgreeState),
  };
}

function filterOf(scope: DataScope, input: CountInput & { status?: number }): repo.ActivityFilter {
  return {
    scope,
    status: input.status,
    stationNo: input.stationNo,
    activityName: input.activityName,
    activityType: input.activityType,
    countyCode: input.countyCode,
    beginFrom: input.beginFrom ? startOfFilter(input.beginFrom) : undefined,
    beginTo: input.beginTo ? endOfFilter(input.beginTo) : undefined,
  };
}

export async function pageActivities(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<ActivityRecord>> {
  const [page, namer] = await Promise.all([repo.pageActivities(deps.db, filterOf(actor.scope, input), input), placeNamer(deps.db)]);
  return { total: page.total, records: page.records.map((r) => toRecord(r, namer({ provinceCode: '', cityCode: '', countyCode: r.stationCountyCode }).countyName)) };
}

/** All seven statuses, the 驿站活动 tabs' order first. */
export async function countByStatus(deps: AppDeps, actor: Actor, input: CountInput) {
  const counts = await repo.countByStatus(deps.db, filterOf(actor.scope, input));
  const order = [...ACTIVITY_TAB_ORDER, ...ACTIVITY_MACHINE.values.filter((s) => !ACTIVITY_TAB_ORDER.includes(s))];
  return order.map((status) => ({ status, label: ACTIVITY_MACHINE.label(status), count: counts.get(status) ?? 0 }));
}

async function participantsOf(db: DbOrTrx, activityId: number) {
  const items = await repo.itemsOf(db, activityId);
  const [companies, jobs, courses] = await Promise.all([
    repo.companiesByCodes(db, unique(items.map((i) => i.cmpyCode))),
    repo.jobNames(db, items.filter((i) => i.kind === repo.ITEM_KINDS.job).map((i) => i.itemCode)),
    repo.courseNames(db, items.filter((i) => i.kind === repo.ITEM_KINDS.course).map((i) => i.itemCode)),
  ]);
  return items
    .filter((i) => i.kind === repo.ITEM_KINDS.company)
    .map((c) => ({
      cmpyCode: c.cmpyCode,
      cmpyName: companies.find((x) => x.cmpyCode === c.cmpyCode)?.cmpyName ?? c.cmpyCode,
      jobs: items
        .filter((i) => i.kind === repo.ITEM_KINDS.job && i.cmpyCode === c.cmpyCode)
        .map((i) => ({ jobCode: i.itemCode, jobName: jobs.find((j) => j.jobCode === i.itemCode)?.jobName ?? i.itemCode })),
      courses: items
        .filter((i) => i.kind === repo.ITEM_KINDS.course && i.cmpyCode === c.cmpyCode)
        .map((i) => ({ courseCode: i.itemCode, courseName: courses.find((j) => j.courseCode === i.itemCode)?.courseName ?? i.itemCode })),
    }));
}

function sheetOf(deps: AppDeps, s: SettleRow): SettleSheet {
  return {
    settleCode: s.settleCode,
    hires: s.hires,
    trainees: s.trainees,
    hireAmount: s.hireAmount,
    trainAmount: s.trainAmount,
    payable: s.payable,
    capped: s.capped === 1,
    agreeState: s.agreeState,
    agreeReason: s.agreeReason,
    hireCodes: codesOf(s.hireCodes),
    trainCodes: codesOf(s.trainCodes),
    submitterName: s.submitterName,
    submitTime: s.submitTime,
    agreeName: s.agreeName,
    agreeTime: s.agreeTime,
    voucherNo: s.voucherNo,
    payDate: s.payDate,
    payeeAccount: s.payeeAccount,
    receiptKey: s.receiptKey,
    receiptUrl: s.receiptKey ? deps.fileUrls.sign(s.receiptKey).url : '',
    paidAmount: s.paidAmount,
    settleTime: s.settleTime,
  };
}

/** Type 1 (结算余额): counted from the records until 提交结算, then the 结算单's frozen figures (a refused one is recounted). */
async function balanceOf(deps: AppDeps, row: ActivityRow): Promise<ActivityBalance> {
  const latest = await repo.latestSettle(deps.db, row.id);
  const frozen = latest && latest.agreeState !== SETTLE_AGREE.refused && row.status >= 5 ? latest : null;
  const figures = frozen
    ? { hires: frozen.hires, trainees: frozen.trainees, hireAmount: frozen.hireAmount, trainAmount: frozen.trainAmount, payable: frozen.payable, capped: frozen.capped === 1 }
    : await figuresNow(deps.db, row);
  return {
    activityCode: row.activityCode,
    status: row.status,
    budget: row.budget,
    hirePrice: row.hirePrice,
    trainPrice: row.trainPrice,
    ...figures,
    settledAmount: row.settledAmount,
    balance: row.budget - row.settledAmount,
    sheet: latest ? sheetOf(deps, latest) : null,
  };
}

export async function activityInfo(deps: AppDeps, actor: Actor, activityCode: string, type: number): Promise<ActivityDetail | ActivityBalance> {
  const row = await current(deps, actor, activityCode);
  if (type === 1) return balanceOf(deps, row);
  const [participants, operations, namer] = await Promise.all([participantsOf(deps.db, row.id), operationsOf(deps.db, 'activity', row.id), placeNamer(deps.db)]);
  const names = namer(row);
  return {
    ...toRecord(row, namer({ provinceCode: '', cityCode: '', countyCode: row.stationCountyCode }).countyName),
    ...placeFields(row, names),
    posterKey: row.posterKey,
    posterUrl: row.posterKey ? deps.fileUrls.sign(row.posterKey).url : '',
    description: withFreshPictureUrls(sanitizeRichText(row.description), deps.fileUrls),
    participants,
    stopReason: row.stopReason,
    creatorName: row.creatorName,
    updateTime: row.updateTime,
    operations,
  };
}

/** The file holder of activities' posters (the manifest's `fileHolders`): the activity form shows a saved one through batchQueryUrl. */
export const activityPosterKeysAmong = (db: DbOrTrx, objectKeys: readonly string[]) => repo.posterKeysAmong(db, objectKeys);

/** Passed companies with jobs recruiting now on the station's board, with those jobs. */
export async function companiesOnBoard(deps: AppDeps, actor: Actor, stationNo: string) {
  const station = await stationInScope(deps.db, stationNo, actor.scope);
  const rows = await repo.recruitingOnBoard(deps.db, station.id, nowText());
  const byCompany = new Map<string, { cmpyCode: string; cmpyName: string; jobs: Array<{ jobCode: string; jobName: string }> }>();
  for (const r of rows) {
    const entry = byCompany.get(r.cmpyCode) ?? { cmpyCode: r.cmpyCode, cmpyName: r.cmpyName, jobs: [] };
    entry.jobs.push({ jobCode: r.jobCode, jobName: r.jobName });
    byCompany.set(r.cmpyCode, entry);
  }
  return [...byCompany.values()];
}

/** The company's online courses (training's course service); 404 for an unknown company. */
export async function coursesOfCompany(deps: AppDeps, actor: Actor, cmpyCode: string) {
  found(await companyForJob(deps.db, cmpyCode, actor.scope), '企业不存在');
  const online = await coursesInStates(deps.db, [COURSE_APPROVE_TYPES.online]);
  return online.filter((c) => c.cmpyCode === cmpyCode).map((c) => ({ courseCode: c.courseCode, courseName: c.courseName }));
}

// ---------------------------------------------------------------------------
// The two settlement exports
// ---------------------------------------------------------------------------

/** The codes 计入结算: the 结算单's when one is open or paid, else those counted now. */
async function countedCodes(db: DbOrTrx, row: ActivityRow): Promise<{ hires: Set<string>; trainees: Set<string> }> {
  const latest = await repo.latestSettle(db, row.id);
  if (latest && latest.agreeState !== SETTLE_AGREE.refused && row.status >= 5) return { hires: new Set(codesOf(latest.hireCodes)), trainees: new Set(codesOf(latest.trainCodes)) };
  const now = await countNow(db, row);
  return { hires: new Set(now.hires), trainees: new Set(now.trainees) };
}

const yesNo = (b: boolean) => (b ? '是' : '否');

interface RecruitLine {
  cmpyName: string;
  jobName: string;
  usrName: string;
  usrPhe: string;
  applyTime: string;
  state: number;
  counted: boolean;
}

/** Exports are served from the read pool: they look the activity up without the clock's catch-up (which writes). */
const readActivity = async (deps: AppDeps, actor: Actor, activityCode: string) => found(await repo.findByCode(deps.db, activityCode, actor.scope), NOT_FOUND);

export const exportRecruitInfos = listExport<typeof activityApi.exportRecruitInfos, typeof RECRUIT_INFO_LABELS, RecruitLine>(RECRUIT_INFO_LABELS, async ({ deps, actor, query }) => {
  const row = await readActivity(deps, actor, query.activityCode);
  const counted = await countedCodes(deps.db, row);
  const w = windowOf(row);
  return {
    count: () => repo.countRecruitApplies(deps.db, w),
    values: {
      cmpyName: (r) => r.cmpyName,
      jobName: (r) => r.jobName,
      usrName: (r) => r.usrName,
      usrPhe: (r) => r.usrPhe,
      applyTime: (r) => r.applyTime,
      state: (r) => APPLY_MACHINE.label(r.state),
      counted: (r) => yesNo(r.counted),
    },
    // Job by job as the activity lists them, each job's newest first, masked by recruit's own rule (its 查看完整证件号和手机号 right).
    batches: async function* () {
      for (const jobCode of await repo.jobCodesOf(deps.db, row.id)) {
        for await (const records of jobApplicationBatches(deps, actor, jobCode, w.beginTime, w.endTime)) {
          yield records.map((r) => ({ cmpyName: r.cmpyName, jobName: r.jobName, usrName: r.usrName, usrPhe: r.mobile, applyTime: r.applyTime, state: r.state, counted: counted.hires.has(r.applyCode) }));
        }
      }
    },
  };
});

interface TrainLine {
  cmpyName: string;
  courseName: string;
  usrName: string;
  usrPhe: string;
  applyTime: string;
  applyState: number;
  counted: boolean;
}

export const exportTrainInfos = listExport<typeof activityApi.exportTrainInfos, typeof TRAIN_INFO_LABELS, TrainLine>(TRAIN_INFO_LABELS, async ({ deps, actor, query }) => {
  const row = await readActivity(deps, actor, query.activityCode);
  const counted = await countedCodes(deps.db, row);
  const disclosure = await disclosureFor(deps, actor, perm.train.apply.viewSensitive);
  const w = windowOf(row);
  return {
    count: () => repo.countTrainApplies(deps.db, w),
    values: {
      cmpyName: (r) => r.cmpyName,
      courseName: (r) => r.courseName,
      usrName: (r) => r.usrName,
      usrPhe: (r) => r.usrPhe,
      applyTime: (r) => r.applyTime,
      applyState: (r) => TRAIN_APPLY_MACHINE.label(r.applyState),
      counted: (r) => yesNo(r.counted),
    },
    batches: () =>
      recordBatches(
        keysetBatches(
          deps.db,
          (after: { applyTime: string; id: number } | null, limit) => repo.trainApplyBatch(deps.db, w, after, limit),
          (last) => ({ applyTime: last.applyTime, id: last.id }),
        ),
        (rows) => rows.map((r) => ({ cmpyName: r.cmpyName, courseName: r.courseName, usrName: r.usrName, usrPhe: disclosure.mobile(r.usrPhe), applyTime: r.applyTime, applyState: r.applyState, counted: counted.trainees.has(r.applyCode) })),
      ),
  };
});
