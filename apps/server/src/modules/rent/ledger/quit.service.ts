import { QUIT_DATE_SPAN_DAYS, QUIT_STATES, type BodyOf, type Page, type QueryOf, type QuitRecord, type quitApi } from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { AppError } from '../../../platform/errors.js';
import type { Actor } from '../../../platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { moveStates } from '../../../platform/state-move.js';
import { nowText, parseTime } from '../../../platform/time.js';
import { rentCompanyByCode } from '../company/rent-company.service.js';
import { communityByCode } from './community.service.js';
import * as houses from './house.repository.js';
import { roomLabelOf } from './house.service.js';
import { endOccupanciesIn, QUIT_STATE } from './occupancy.service.js';
import * as repo from './quit.repository.js';

export const QUIT_NOT_FOUND = '退租申请不存在';
const DAY_MS = 86_400_000;
const dayDiff = (a: string, b: string) => Math.round((parseTime(`${a} 00:00:00`) - parseTime(`${b} 00:00:00`)) / DAY_MS);

function toQuitRecord(r: repo.QuitListRow): QuitRecord {
  return {
    applyCode: r.applyCode,
    tenantCode: r.tenantCode,
    name: r.name,
    mobile: r.mobile,
    cmpyName: r.cmpyName,
    villageName: r.villageName,
    roomLabel: roomLabelOf(r),
    applyState: r.applyState,
    quitDate: r.quitDate,
    actualQuitDate: r.actualQuitDate,
    reason: r.reason,
    rejectReason: r.rejectReason,
    operatorName: r.operatorName,
    decideTime: r.decideTime,
    applyTime: r.applyTime,
  };
}

/**
 * A tenant applies to quit (the tenants' channel, which no catalogue row
 * covers yet, will call this): one open application per occupancy, the quit
 * date today or later.
 */
export async function applyQuit(db: Db, input: { tenantCode: string; quitDate: string; reason: string }, now = nowText()): Promise<{ applyCode: string }> {
  const o = found(await houses.occupancyByCode(db, input.tenantCode, WHOLE_SCOPE), '租户记录不存在');
  if (o.quitDate !== null) throw conflict(`${o.name}已退租，不能申请退租`);
  if (input.quitDate < now.slice(0, 10)) throw badRequest('退租日期不能早于今天');
  const applyCode = randomCode();
  try {
    await repo.insertQuit(db, {
      applyCode, occupancyId: o.id, countyCode: o.countyCode, applyState: QUIT_STATES.pending, quitDate: input.quitDate, actualQuitDate: null,
      reason: input.reason, rejectReason: '', operatorId: null, operatorName: '', decideTime: null, applyTime: now, updateTime: now,
    });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw conflict(`${o.name}已有未完结的退租申请`);
    throw error;
  }
  return { applyCode };
}

/** The tenant withdraws a 待确认 application. */
export async function withdrawQuit(db: Db, applyCode: string, now = nowText()): Promise<{ applyCode: string; applyState: number }> {
  const q = found(await repo.quitByCode(db, applyCode, WHOLE_SCOPE), QUIT_NOT_FOUND);
  const [moved] = await moveStates(db, QUIT_STATE, { action: 'withdraw', rows: [{ key: q.id, state: q.applyState }], changes: { updateTime: now } });
  return { applyCode, applyState: moved.to };
}

type ConfirmInput = QueryOf<typeof quitApi.confirm>;

/**
 * 确认退租 (→ 已确认 when the actual date is ahead, → 已退租 when it is today
 * or past, ending the occupancy in the same transaction) or 驳回 (→ 已驳回).
 */
export async function confirmQuit(db: Db, actor: Pick<Actor, 'userId' | 'realName' | 'scope'>, input: ConfirmInput, now = nowText()): Promise<{ applyCode: string; applyState: number }> {
  const q = found(await repo.quitByCode(db, input.applyCode, actor.scope), QUIT_NOT_FOUND);
  const decided = { operatorId: actor.userId, operatorName: actor.realName, decideTime: now, updateTime: now };
  const row = [{ key: q.id, state: q.applyState }];
  if (input.result === 2) {
    const [moved] = await moveStates(db, QUIT_STATE, { action: 'reject', rows: row, changes: { ...decided, rejectReason: input.reason } });
    return { applyCode: q.applyCode, applyState: moved.to };
  }
  const actual = input.actualQuitDate ?? q.quitDate;
  if (Math.abs(dayDiff(actual, q.quitDate)) > QUIT_DATE_SPAN_DAYS) throw badRequest(`实际退租日期应在申请退租日期前后 ${QUIT_DATE_SPAN_DAYS} 天内`);
  const today = now.slice(0, 10);
  const action = actual <= today ? 'confirmNow' : 'confirm';
  const moved = await db.transaction().execute(async (trx) => {
    const [m] = await moveStates(trx, QUIT_STATE, { action, rows: row, changes: { ...decided, actualQuitDate: actual } });
    if (m.to === QUIT_STATES.quit) await endOccupanciesIn(trx, [q.occupancyId], actual, '退租申请', now);
    return m;
  });
  return { applyCode: q.applyCode, applyState: moved.to };
}

/** The scheduler: 已确认 applications whose date has come become 已退租 and free their beds; safe to repeat. */
export async function quitsDue(db: Db, now: string): Promise<number> {
  let done = 0;
  for (const q of await repo.dueQuits(db, now.slice(0, 10))) {
    try {
      await db.transaction().execute(async (trx) => {
        await moveStates(trx, QUIT_STATE, { action: 'due', rows: [{ key: q.id, state: q.applyState }], changes: { updateTime: now } });
        await endOccupanciesIn(trx, [q.occupancyId], q.actualQuitDate ?? now.slice(0, 10), '退租申请', now);
      });
      done += 1;
    } catch (error) {
      // Moved meanwhile (腾空, another run): the machine's refusal is skipped, not thrown.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return done;
}

type QuitInput = Omit<BodyOf<typeof quitApi.pagelist>, 'pageNum' | 'pageSize'>;

export async function quitFilterOf(db: Db, scope: DataScope, input: QuitInput): Promise<repo.QuitFilter> {
  const filter: repo.QuitFilter = { scope, applyState: input.applyState, name: input.name, regionCode: input.regionCode };
  if (input.bizCode) filter.communityId = (await communityByCode(db, input.bizCode, scope)).id;
  if (input.cmpyCode) filter.companyId = (await rentCompanyByCode(db, input.cmpyCode, WHOLE_SCOPE)).id;
  return filter;
}

export async function pageQuits(db: Db, scope: DataScope, input: QuitInput & PageRequest): Promise<Page<QuitRecord> & { counts: Array<{ applyState: number; count: number }> }> {
  const page = await repo.pageQuits(db, await quitFilterOf(db, scope, input), input);
  return { total: page.total, counts: page.counts, records: page.records.map(toQuitRecord) };
}

export async function quitDetail(db: Db, scope: DataScope, applyCode: string): Promise<QuitRecord> {
  return toQuitRecord(found(await repo.quitByCode(db, applyCode, scope), QUIT_NOT_FOUND));
}

export async function quitsForExport(db: Db, scope: DataScope, input: QuitInput) {
  const filter = await quitFilterOf(db, scope, input);
  return {
    count: () => repo.countQuits(db, filter),
    batches: () =>
      recordBatches(
        keysetBatches(db, (after: number | null, limit) => repo.quitsAfter(db, filter, after, limit), (last) => last.id),
        (rows) => rows.map(toQuitRecord),
      ),
  };
}
