import {
  centsToYuan,
  idCardProblem,
  MOBILE_PATTERN,
  normalizeIdCard,
  ORDER_PAY_HOURS,
  ORDER_PAY_STATES,
  answersProblem,
  perm,
  TRAIN_APPLY_LABELS,
  TRAIN_APPLY_MACHINE,
  TRAIN_APPLY_STATES,
  TRAIN_APPLY_TAB_ORDER,
  type FormAnswers,
  type FormField,
  type Page,
  type TrainApplyAction,
  type TrainApplyDetail,
  type TrainApplyEditInput,
  type TrainApplyRecord,
  trainApplyApi,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import type { RecordUsage } from '../../../platform/record-usage.js';
import { paymentChannelFor, type PaymentReceipt } from '../../../platform/payments/payment-channel.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { batchUrls } from '../../common/file/file.service.js';
import { COURSE_USAGE, courseCodesInScope, coursesByCodes, statCourseCodes, type CourseStatFilter } from '../course/course.service.js';
import type { CourseRow } from '../course/course.table.js';
import { answersOf, formFieldsOf, replaceAnswers, storeAnswers } from '../train-form/train-form.service.js';
import { closeUnpaid, insertOrders, latestOrders, markPaid, newOrder, orderByCode, toDetail, unpaidBefore } from '../train-order/train-order.service.js';
import type { OrderRow } from '../train-order/train-order.table.js';
import * as repo from './train-apply.repository.js';
import type { ApplyRow, NewApply } from './train-apply.table.js';

const NOT_FOUND = '报名记录不存在';
/** Where an application keeps its state. */
const APPLY_STATE = { table: 'trainApply', key: 'id', state: 'applyState', machine: TRAIN_APPLY_MACHINE } as const;

/** A course is not deleted while it has applications (declared in the train manifest's `usages`). */
export const applicationsOfCourse: RecordUsage = { of: COURSE_USAGE, name: '报名记录', unit: '条', count: repo.countByCourse };

type Filter = Omit<repo.ApplyFilter, 'courses' | 'scope'>;

/** Applications belong to their course's place (数据权限): the course service says which courses a scope holds. */
const coursesOf = (db: DbOrTrx, scope: DataScope): repo.CourseCodes | undefined => (isWholeScope(scope) ? undefined : courseCodesInScope(db, scope));
const filterOf = (db: DbOrTrx, scope: DataScope, input: Filter): repo.ApplyFilter => ({ ...input, courses: coursesOf(db, scope), scope });

/** ID numbers and phones whole only for a holder of 报名管理:查看完整证件号和手机号 (or the 超级管理员). */
const disclosureOf = (deps: AppDeps, actor: Actor): Promise<Disclosure> => disclosureFor(deps, actor, perm.train.apply.viewSensitive);

async function courseMap(db: DbOrTrx, courseCodes: readonly string[]): Promise<Map<string, CourseRow>> {
  return new Map((await coursesByCodes(db, [...new Set(courseCodes)])).map((c) => [c.courseCode, c]));
}

/** The amount an application owes: its open or paid order's, else its course's price. */
function amountOf(course: Pick<CourseRow, 'price'> | undefined, order: OrderRow | undefined): number {
  if (order && order.payState !== ORDER_PAY_STATES.closed) return Number(order.amount);
  return Number(course?.price ?? 0);
}

function recordOf(row: ApplyRow, course: Pick<CourseRow, 'courseName' | 'price'> | undefined, order: OrderRow | undefined, disclosure: Disclosure): TrainApplyRecord {
  return {
    applyCode: row.applyCode,
    courseCode: row.courseCode,
    courseName: course?.courseName ?? '',
    usrName: row.usrName,
    usrPhe: disclosure.mobile(row.usrPhe),
    idCard: disclosure.idCard(row.idCard),
    applyState: Number(row.applyState),
    classCode: row.classCode,
    remark: row.remark,
    amount: amountOf(course, order),
    applyTime: row.applyTime,
  };
}

/**
 * The latest order of each application that can have an open one. One in 意向登记 has none (关闭订单 moves it
 * back as it closes the order), so it owes its course's price and needs no lookup: a lookup is ~5 µs of SQLite's
 * time per row, and 意向登记 is most of a 报名导出.
 */
function openableOrdersOf(db: DbOrTrx, rows: ReadonlyArray<Pick<ApplyRow, 'applyCode' | 'applyState'>>) {
  return latestOrders(db, rows.filter((r) => Number(r.applyState) !== TRAIN_APPLY_STATES.intent).map((r) => r.applyCode));
}

async function toRecords(db: DbOrTrx, rows: readonly ApplyRow[], disclosure: Disclosure): Promise<TrainApplyRecord[]> {
  const [courses, orders] = await Promise.all([courseMap(db, rows.map((r) => r.courseCode)), openableOrdersOf(db, rows)]);
  return rows.map((row) => recordOf(row, courses.get(row.courseCode), orders.get(row.applyCode), disclosure));
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

/** getApplyBDList and getApplyBDListByForm: one filter, one page. */
export async function pageApplications(deps: AppDeps, actor: Actor, input: Filter & { pageNum: number; pageSize: number }): Promise<Page<TrainApplyRecord>> {
  const [page, disclosure] = await Promise.all([repo.pageApplies(deps.db, filterOf(deps.db, actor.scope, input), input), disclosureOf(deps, actor)]);
  return { total: page.total, records: await toRecords(deps.db, page.records, disclosure) };
}

/** countByApplyState and countApllyBDNumbersByForm: every state under the list's other filters, zeros included, in flow order. */
export async function countByState(deps: AppDeps, scope: DataScope, input: Omit<Filter, 'applyState'>) {
  const byState = await repo.countByState(deps.db, filterOf(deps.db, scope, input));
  return TRAIN_APPLY_TAB_ORDER.map((applyState) => ({ applyState, label: TRAIN_APPLY_MACHINE.label(applyState), count: byState.get(applyState) ?? 0 }));
}

async function applyInScope(db: DbOrTrx, applyCode: string, scope: DataScope): Promise<ApplyRow> {
  return found(await repo.findByCode(db, applyCode, coursesOf(db, scope)), NOT_FOUND);
}

/** Stored answers as the form reads them: a 多选's are a JSON array. */
function answersFrom(fields: readonly FormField[], stored: ReadonlyArray<{ fieldKey: string; value: string }>): FormAnswers {
  const types = new Map(fields.map((f) => [f.key, f.type]));
  const answers: FormAnswers = {};
  for (const a of stored) {
    if (types.get(a.fieldKey) === 'checkbox') {
      try {
        answers[a.fieldKey] = JSON.parse(a.value) as string[];
      } catch {
        answers[a.fieldKey] = [a.value];
      }
    } else answers[a.fieldKey] = a.value;
  }
  return answers;
}

/** pc/getApplyInfo: the application with its answers, its latest order and its class. */
export async function applyDetail(deps: AppDeps, actor: Actor, applyCode: string): Promise<TrainApplyDetail> {
  const row = await applyInScope(deps.db, applyCode, actor.scope);
  const disclosure = await disclosureOf(deps, actor);
  const [[record], courses, orders, stored] = await Promise.all([
    toRecords(deps.db, [row], disclosure),
    courseMap(deps.db, [row.courseCode]),
    latestOrders(deps.db, [row.applyCode]),
    answersOf(deps.db, row.applyCode),
  ]);
  const course = courses.get(row.courseCode);
  const formCode = row.formCode || (course?.formCode ?? '');
  const fields = (await formFieldsOf(deps.db, formCode)) ?? [];
  const order = orders.get(row.applyCode);
  return {
    ...record,
    formCode,
    formFields: fields,
    answers: answersFrom(fields, stored),
    coursePrice: Number(course?.price ?? 0),
    order: order ? toDetail(deps, order) : null,
    classInfo: row.classCode ? { classCode: row.classCode } : null,
    updateTime: row.updateTime,
  };
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

/** export: the list as it is filtered, one row per application, its columns the list's (masked as the list is). */
export const exportApplications = listExport<typeof trainApplyApi.export, typeof TRAIN_APPLY_LABELS, TrainApplyRecord>(TRAIN_APPLY_LABELS, async ({ deps, actor, query }) => {
  const filter = filterOf(deps.db, actor.scope, query);
  const disclosure = await disclosureOf(deps, actor);
  return {
    count: () => repo.countApplies(deps.db, filter),
    values: {
      applyState: (r) => TRAIN_APPLY_MACHINE.label(r.applyState),
      applyTime: (r) => r.applyTime,
      usrName: (r) => r.usrName,
      usrPhe: (r) => r.usrPhe,
      idCard: (r) => r.idCard,
      courseName: (r) => r.courseName,
      classCode: (r) => r.classCode,
      amount: (r) => centsToYuan(r.amount),
      remark: (r) => r.remark,
      applyCode: (r) => r.applyCode,
      courseCode: (r) => r.courseCode,
    },
    batches: () =>
      recordBatches(
        keysetBatches(
          deps.db,
          (after: { applyTime: string; id: number } | null, limit) => repo.applyBatch(deps.db, filter, after, limit),
          (last) => ({ applyTime: last.applyTime, id: Number(last.id) }),
        ),
        // The course came with the batch; the orders by the codes of its applications past 意向登记 (an in-list whose length varies: each length is prepared once and kept).
        async (rows) => {
          const orders = await openableOrdersOf(deps.db, rows);
          return rows.map((row) => recordOf(row, row.courseName === null ? undefined : { courseName: row.courseName, price: Number(row.coursePrice) }, orders.get(row.applyCode), disclosure));
        },
      ),
  };
});

// ---------------------------------------------------------------------------
// What the learner app writes (tests and the demo seed write through these)
// ---------------------------------------------------------------------------

/** An application as the learner app leaves it, with its order's history if it ordered. */
export interface ApplicationInput {
  /** Given by the demo (deterministic codes); random otherwise. */
  applyCode?: string;
  courseCode: string;
  usrName: string;
  usrPhe: string;
  idCard: string;
  applyTime: string;
  remark?: string;
  classCode?: string;
  answers?: FormAnswers;
  /** 线上下单 (unpaid), then paid through the channel or closed by the scheduler. */
  order?: { orderCode?: string; createTime: string; paid?: PaymentReceipt & { operatorName?: string }; closeTime?: string };
}

function stateOf(order: ApplicationInput['order']): number {
  if (!order) return TRAIN_APPLY_STATES.intent;
  if (order.paid) return TRAIN_APPLY_STATES.paid;
  return order.closeTime ? TRAIN_APPLY_STATES.intent : TRAIN_APPLY_STATES.unpaid;
}

/** Answers as stored: one row per answered field, a 多选's choices as a JSON array. */
function answerRows(formCode: string, applyCode: string, answers: FormAnswers, time: string) {
  return Object.entries(answers)
    .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v.trim() !== ''))
    .map(([fieldKey, v]) => ({ formCode, fieldKey, answerCode: applyCode, value: Array.isArray(v) ? JSON.stringify(v) : v.trim(), createTime: time }));
}

/**
 * Writes applications (and their orders and form answers) as the learner app
 * leaves them, in batches: the one way tests and the demo seed make them.
 * Each is checked as the app's endpoint would: the course exists, the ID
 * number and phone are valid, the answers fit the course's form, and one
 * person applies to a course once (409). Answers the learner app's state.
 */
export async function writeApplications(db: DbOrTrx, inputs: readonly ApplicationInput[]): Promise<string[]> {
  const courses = await courseMap(db, inputs.map((i) => i.courseCode));
  const forms = new Map<string, FormField[] | null>();
  for (const course of courses.values()) if (!forms.has(course.formCode)) forms.set(course.formCode, await formFieldsOf(db, course.formCode));
  const taken = await repo.takenPeople(db, [...courses.keys()]);
  const applies: NewApply[] = [];
  const orders: Parameters<typeof insertOrders>[1][number][] = [];
  const answers: ReturnType<typeof answerRows> = [];
  for (const input of inputs) {
    const course = courses.get(input.courseCode);
    if (!course) throw badRequest(`课程“${input.courseCode}”不存在`);
    const idCard = normalizeIdCard(input.idCard);
    const problem = idCardProblem(idCard);
    if (problem) throw badRequest(`身份证号：${problem}`);
    if (!MOBILE_PATTERN.test(input.usrPhe)) throw badRequest('手机号应为11位手机号');
    const person = `${course.courseCode}|${idCard}`;
    if (taken.has(person)) throw conflict(`${input.usrName}已报名课程“${course.courseName}”`);
    taken.add(person);
    const fields = forms.get(course.formCode) ?? null;
    const given = input.answers ?? {};
    if (fields) {
      const wrong = answersProblem(fields, given);
      if (wrong) throw badRequest(wrong);
    } else if (Object.keys(given).length > 0) throw badRequest(`课程“${course.courseName}”没有报名表单`);
    const applyCode = input.applyCode ?? randomCode();
    const formCode = fields ? course.formCode : '';
    applies.push({
      applyCode,
      courseCode: course.courseCode,
      usrName: input.usrName,
      usrPhe: input.usrPhe,
      idCard,
      applyState: stateOf(input.order),
      remark: input.remark ?? '',
      formCode,
      classCode: input.classCode ?? '',
      applyTime: input.applyTime,
      updateTime: input.order?.paid?.payTime ?? input.order?.closeTime ?? input.order?.createTime ?? input.applyTime,
    });
    if (formCode) answers.push(...answerRows(formCode, applyCode, given, input.applyTime));
    if (input.order?.paid && input.order.paid.paidAmount !== Number(course.price)) {
      throw badRequest(`支付金额应与订单金额一致（${centsToYuan(Number(course.price))} 元）`);
    }
    if (input.order) {
      const source = { applyCode, usrName: input.usrName, courseCode: course.courseCode, courseName: course.courseName, price: Number(course.price) };
      const row = newOrder(source, input.order.createTime, input.order.paid);
      if (input.order.orderCode) row.orderCode = input.order.orderCode;
      if (input.order.closeTime && !input.order.paid) {
        row.payState = ORDER_PAY_STATES.closed;
        row.closeTime = input.order.closeTime;
        row.updateTime = input.order.closeTime;
      }
      orders.push(row);
    }
  }
  try {
    await repo.insertApplies(db, applies);
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw conflict('同一人已报名该课程');
    throw error;
  }
  await insertOrders(db, orders);
  await storeAnswers(db, answers);
  return applies.map((a) => a.applyCode);
}

/** 线上下单 in the learner app: 意向登记 → 线上未支付, an unpaid order at the course's price. */
export async function orderOnline(deps: AppDeps, applyCode: string, now = nowText()): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const row = found(await repo.findByCode(trx, applyCode), NOT_FOUND);
    const course = (await courseMap(trx, [row.courseCode])).get(row.courseCode);
    if (!course) throw conflict('课程不存在');
    await move(trx, row, 'order', { updateTime: now });
    const order = newOrder({ applyCode, usrName: row.usrName, courseCode: course.courseCode, courseName: course.courseName, price: Number(course.price) }, now);
    await insertOrders(trx, [order]);
    return order.orderCode;
  });
}

/** A provider's verified notify: the order 已支付, its application 线上已支付. */
export async function payOnline(deps: AppDeps, orderCode: string, receipt: PaymentReceipt): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = found(await orderByCode(trx, orderCode), '订单不存在');
    const row = found(await repo.findByCode(trx, order.applyCode), NOT_FOUND);
    if (receipt.paidAmount !== Number(order.amount)) throw badRequest(`支付金额应与订单金额一致（${centsToYuan(Number(order.amount))} 元）`);
    await markPaid(trx, order, receipt, nowText());
    await move(trx, row, 'pay', { updateTime: receipt.payTime });
  });
}

async function move(trx: DbOrTrx, row: ApplyRow, action: TrainApplyAction, changes: { updateTime: string; classCode?: string }) {
  const [moved] = await moveStates(trx, APPLY_STATE, { action, rows: [{ key: row.id, state: row.applyState, code: row.applyCode, name: row.usrName }], changes });
  return moved;
}

// ---------------------------------------------------------------------------
// The console's edit
// ---------------------------------------------------------------------------

/**
 * editApplyInfo: name, phone, remark and answers (checked against the
 * course's form) as sent; 分班 (classCode, refused at 线上未支付); 线下缴费登记
 * (0 → 2: a paid order at the course's price through the payment channel,
 * the amount equal to it, the receipt an uploaded picture). All in one
 * transaction: a refusal changes nothing.
 */
export async function editApplication(deps: AppDeps, actor: Actor, input: TrainApplyEditInput): Promise<{ applyCode: string; applyState: number }> {
  const current = await applyInScope(deps.db, input.applyCode, actor.scope);
  assertMove(TRAIN_APPLY_MACHINE, 'edit', current.applyState);
  const course = (await courseMap(deps.db, [current.courseCode])).get(current.courseCode);
  if (!course) throw conflict('课程不存在');
  const formCode = current.formCode || course.formCode;

  let answers: ReturnType<typeof answerRows> | undefined;
  if (input.answers !== undefined) {
    const fields = await formFieldsOf(deps.db, formCode);
    if (!fields) throw badRequest(`课程“${course.courseName}”没有报名表单`);
    const wrong = answersProblem(fields, input.answers);
    if (wrong) throw badRequest(wrong);
    answers = answerRows(formCode, current.applyCode, input.answers, nowText());
  }
  const assigning = input.classCode !== undefined && input.classCode !== current.classCode;
  if (assigning) assertMove(TRAIN_APPLY_MACHINE, 'assignClass', current.applyState);

  let receipt: PaymentReceipt | undefined;
  if (input.payment) {
    assertMove(TRAIN_APPLY_MACHINE, 'offlinePay', current.applyState);
    if (Number(course.price) === 0) throw conflict(`课程“${course.courseName}”为免费课程，无需缴费登记`);
    const { files } = await batchUrls(deps, [input.payment.receiptKey]);
    if (files[0]?.fileType !== 'image') throw badRequest('缴费凭证图片不存在，请重新上传');
    if (input.payment.payTime > nowText()) throw badRequest('缴费时间不能晚于当前时间');
    receipt = paymentChannelFor(deps.config).registerOffline({ orderCode: '', owed: Number(course.price) }, input.payment);
  }

  return deps.db.transaction().execute(async (trx) => {
    const row = await applyInScope(trx, input.applyCode, actor.scope);
    const now = nowText();
    let state = Number(row.applyState);
    await repo.updateApply(trx, row.id, {
      ...(input.usrName !== undefined && { usrName: input.usrName }),
      ...(input.usrPhe !== undefined && { usrPhe: input.usrPhe }),
      ...(input.remark !== undefined && { remark: input.remark }),
      updateTime: now,
    });
    if (answers) await replaceAnswers(trx, row.applyCode, answers);
    if (assigning) state = (await move(trx, row, 'assignClass', { classCode: input.classCode ?? '', updateTime: now })).to;
    if (receipt) {
      state = (await move(trx, { ...row, applyState: state }, 'offlinePay', { updateTime: now })).to;
      const source = { applyCode: row.applyCode, usrName: input.usrName ?? row.usrName, courseCode: course.courseCode, courseName: course.courseName, price: Number(course.price) };
      await insertOrders(trx, [newOrder(source, now, { ...receipt, operatorName: actor.realName })]);
    }
    return { applyCode: row.applyCode, applyState: state };
  });
}

// ---------------------------------------------------------------------------
// The scheduler
// ---------------------------------------------------------------------------

/**
 * Closes online orders left unpaid for 24 hours as of `now`: the order
 * 已关闭, its application back to 意向登记. Safe to repeat and to run late;
 * one that was paid or closed meanwhile is skipped. Answers how many closed.
 */
export async function closeUnpaidOrders(deps: AppDeps, now: string): Promise<number> {
  const before = formatTime(parseTime(now) - ORDER_PAY_HOURS * 3_600_000);
  let closed = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = (await unpaidBefore(deps.db, before, 500)).filter((o) => !seen.has(o.orderCode));
    if (due.length === 0) return closed;
    for (const order of due) {
      seen.add(order.orderCode);
      try {
        await deps.db.transaction().execute(async (trx) => {
          await closeUnpaid(trx, order, now);
          const row = await repo.findByCode(trx, order.applyCode);
          if (row && TRAIN_APPLY_MACHINE.can('close', row.applyState)) await move(trx, row, 'close', { updateTime: now });
        });
        closed += 1;
      } catch {
        // Paid or closed by another run meanwhile: nothing due any more.
      }
    }
  }
}

/**
 * 数据看板: applications made within [from, to] per month (YYYY-MM) to the
 * courses a statistic counts (the course service's `statCourseCodes`, which
 * carries the caller's scope: applications belong to their course's region).
 */
export async function applicationsPerMonth(db: DbOrTrx, f: CourseStatFilter, from: string, to: string): Promise<Map<string, number>> {
  const rows = await repo.applicationsPerMonth(db, statCourseCodes(db, f), from, to);
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

/** 数据看板's 报名趋势: applications made within [from, to] per day and state, to the courses the caller's scope holds. */
export async function applicationsPerDay(db: DbOrTrx, scope: DataScope, from: string, to: string): Promise<Array<{ day: string; applyState: number; n: number }>> {
  const rows = await repo.applicationsPerDayAndState(db, statCourseCodes(db, { scope }), from, to);
  return rows.map((r) => ({ day: r.day, applyState: Number(r.applyState), n: Number(r.n) }));
}

/** 数据看板's 课程TOP3占比: applications made within [from, to] per course (with its name), to the courses the caller's scope holds. */
export async function applicationsPerCourse(db: DbOrTrx, scope: DataScope, from: string, to: string): Promise<Array<{ courseCode: string; courseName: string; n: number }>> {
  const rows = await repo.applicationsPerCourse(db, statCourseCodes(db, { scope }), from, to);
  const names = new Map((await coursesByCodes(db, rows.map((r) => r.courseCode))).map((c) => [c.courseCode, c.courseName]));
  return rows.map((r) => ({ courseCode: r.courseCode, courseName: names.get(r.courseCode) ?? r.courseCode, n: Number(r.n) }));
}
