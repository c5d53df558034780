import {
  ACTIVITY_MACHINE,
  MOBILE_PATTERN,
  STATION_LABELS,
  STATION_LOCKED_FIELDS,
  STATION_MACHINE,
  STATION_PICKER_MAX,
  STATION_SERVICE_LABELS,
  STATION_TAB_ORDER,
  STATION_TYPE_LABELS,
  MESSAGE_TYPES,
  stationApi,
  type BodyOf,
  type Page,
  type QueryOf,
  type StationAction,
  type StationDetail,
  type StationLockable,
  type StationOperation,
  type StationPickerItem,
  type StationRecord,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates, type Moved } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer, resolvePlace, type PlaceNames } from '../../common/region/region.service.js';
import { joinStationFlag } from '../../recruit/apply-info/apply-info.service.js';
import { notifyUsers } from '../../system/message/message.service.js';
import * as repo from './station.repository.js';
import type { StationRow } from './station.table.js';

type AddInput = BodyOf<typeof stationApi.addStation>;
type EditInput = BodyOf<typeof stationApi.editStation>;
type CheckInput = BodyOf<typeof stationApi.checkStation>;
type ListInput = QueryOf<typeof stationApi.getBDStationList>;
type CountInput = QueryOf<typeof stationApi.countNumByApproveState>;

const NOT_FOUND = '驿站不存在';
const STATION_STATE = { table: 'recruitStation', key: 'id', state: 'approveState', machine: STATION_MACHINE } as const;
/** Activity states that keep a running station from being deleted (anything not 已驳回 or 已结束). */
const LIVE_ACTIVITY_STATES: readonly number[] = [0, 1, 3, 4, 5];
const SYSTEM_OPERATOR = '系统';

/** The name of the station a job is on, or null: recruit's 加入驿站 flag asks it through `deps.lookups.jobStation`. */
export async function stationNameOfJob(db: DbOrTrx, jobCode: string): Promise<string | null> {
  const jobId = await repo.jobIdByCode(db, jobCode);
  if (jobId === null) return null;
  return (await repo.stationOfJob(db, jobId))?.stationName ?? null;
}

// ---------------------------------------------------------------------------
// 操作记录 (stations and activities share one table)
// ---------------------------------------------------------------------------

/** Who did it: a person, or the scheduler as 系统. */
export type Operator = Pick<Actor, 'userId' | 'realName'> | null;

export function recordMoves(
  db: DbOrTrx,
  subject: keyof typeof repo.OPERATION_SUBJECTS,
  moved: ReadonlyArray<Omit<Moved<number>, 'from'> & { from: number | null }>,
  action: string,
  operator: Operator,
  reason = '',
  now = nowText(),
): Promise<void> {
  return repo.insertOperations(
    db,
    moved.map((m) => ({
      subject: repo.OPERATION_SUBJECTS[subject],
      subjectId: m.key,
      action,
      fromState: m.from,
      toState: m.to,
      reason,
      operatorId: operator?.userId ?? null,
      operatorName: operator?.realName ?? SYSTEM_OPERATOR,
      createTime: now,
    })),
  );
}

/** A record's 操作记录, newest first, each action named by its machine. */
export async function operationsOf(db: DbOrTrx, subject: keyof typeof repo.OPERATION_SUBJECTS, id: number): Promise<StationOperation[]> {
  const actions: Readonly<Record<string, string>> = { ...(subject === 'station' ? STATION_MACHINE.actions : ACTIVITY_MACHINE.actions), add: '新增' };
  const rows = await repo.operationsOf(db, repo.OPERATION_SUBJECTS[subject], id);
  return rows.map((r) => ({
    action: r.action,
    actionName: actions[r.action] ?? r.action,
    fromState: r.fromState === null ? null : Number(r.fromState),
    toState: Number(r.toState),
    reason: r.reason,
    operatorName: r.operatorName,
    createTime: r.createTime,
  }));
}

// ---------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------

const nameTaken = (stationName: string) => conflict(`该区县已存在名为“${stationName}”的驿站`);

/** Another live station's 负责人 already uses this mobile; null when free. */
async function phoneProblem(db: DbOrTrx, phone: string, ownNo?: string): Promise<string | null> {
  if (!MOBILE_PATTERN.test(phone)) return '负责人手机号格式不正确';
  const other = (await repo.findByLeaderPhone(db, phone)).find((s) => s.stationNo !== ownNo);
  return other ? `该手机号已是驿站“${other.stationName}”的负责人` : null;
}

export async function validatePhone(deps: AppDeps, phone: string, stationNo?: string): Promise<{ valid: boolean; reason: string }> {
  const problem = await phoneProblem(deps.db, phone, stationNo);
  return { valid: problem === null, reason: problem ?? '' };
}

/** Where a station or an activity is: the region's codes, the address and the map point (GCJ-02). */
type Place = Pick<StationRow, 'provinceCode' | 'cityCode' | 'countyCode' | 'address' | 'gcj02Lng' | 'gcj02Lat'>;

/** The place as a station's or an activity's form gives it and its table keeps it. */
export const placeColumns = (input: Place): Place => ({
  provinceCode: input.provinceCode,
  cityCode: input.cityCode,
  countyCode: input.countyCode,
  address: input.address,
  gcj02Lng: input.gcj02Lng,
  gcj02Lat: input.gcj02Lat,
});

/** The place as a record shows it: each code with its name. */
export const placeFields = (row: Place, names: PlaceNames) => ({
  provinceCode: row.provinceCode,
  provinceName: names.provinceName,
  cityCode: row.cityCode,
  cityName: names.cityName,
  countyCode: row.countyCode,
  countyName: names.countyName,
  address: row.address,
  gcj02Lng: Number(row.gcj02Lng),
  gcj02Lat: Number(row.gcj02Lat),
});

/** A station placed outside the caller's scope would vanish from their list once saved. */
function assertPlaceInScope(actor: Actor, countyCode: string): void {
  if (!scopeCovers(actor.scope, countyCode)) throw badRequest('驿站所在区县不在您的数据权限范围内');
}

function formFields(input: AddInput) {
  return {
    stationName: input.stationName,
    stationType: input.stationType,
    operatorName: input.operatorName,
    creditCode: input.creditCode,
    ...placeColumns(input),
    leaderName: input.leaderName,
    leaderPhone: input.leaderPhone,
    servicePhone: input.servicePhone,
    openHours: input.openHours,
    serviceItems: [...new Set(input.serviceItems)].sort((a, b) => a - b).join(','),
    floorArea: input.floorArea,
    photoKeys: input.photoKeys.join(','),
    introduction: input.introduction,
  };
}

/** Checks shared by add and edit, before the write's transaction (SQLite has one connection). */
async function checkForm(deps: AppDeps, actor: Actor, input: AddInput, ownNo?: string): Promise<void> {
  assertPlaceInScope(actor, input.countyCode);
  await resolvePlace(deps.db, input);
  const problem = await phoneProblem(deps.db, input.leaderPhone, ownNo);
  if (problem) throw conflict(problem);
  if (input.photoKeys.some((key) => key.includes(','))) throw badRequest('驿站照片格式不正确');
}

async function guardName<T>(stationName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw nameTaken(stationName);
    throw error;
  }
}

export async function addStation(deps: AppDeps, actor: Actor, input: AddInput): Promise<{ stationNo: string; approveState: number }> {
  await checkForm(deps, actor, input);
  return guardName(input.stationName, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findByNameInCounty(trx, input.countyCode, input.stationName)) throw nameTaken(input.stationName);
      const now = nowText();
      const stationNo = `ZD${randomCode(16).toUpperCase()}`;
      const id = await repo.insertStation(trx, {
        stationNo,
        ...formFields(input),
        approveState: 0,
        rejectDesc: '',
        reviewerName: '',
        reviewTime: '',
        deleted: 0,
        submitterId: actor.userId,
        submitterName: actor.realName,
        submitTime: now,
        createTime: now,
        updateTime: now,
      });
      await recordMoves(trx, 'station', [{ key: id, from: null, to: 0 }], 'add', actor, '', now);
      return { stationNo, approveState: 0 };
    }),
  );
}

/** The identity fields a running station's edit would change. */
function lockedChanges(station: StationRow, input: AddInput): StationLockable[] {
  const changed: StationLockable[] = [];
  if (station.stationName !== input.stationName) changed.push('stationName');
  if (station.stationType !== input.stationType) changed.push('stationType');
  if (station.operatorName !== input.operatorName) changed.push('operatorName');
  if (station.creditCode !== input.creditCode) changed.push('creditCode');
  const samePlace =
    station.provinceCode === input.provinceCode &&
    station.cityCode === input.cityCode &&
    station.countyCode === input.countyCode &&
    station.address === input.address &&
    Number(station.gcj02Lng) === input.gcj02Lng &&
    Number(station.gcj02Lat) === input.gcj02Lat;
  if (!samePlace) changed.push('place');
  return changed;
}

/**
 * 待审核: edited in place; 运营中: stays running, its name, type, 运营单位 and
 * address locked (409 naming them); 已驳回: resubmitted to 待审核, the old
 * decision cleared.
 */
export async function editStation(deps: AppDeps, actor: Actor, input: EditInput): Promise<{ stationNo: string; approveState: number }> {
  const station = found(await repo.findByNo(deps.db, input.stationNo, actor.scope), NOT_FOUND);
  if (station.approveState === 1) {
    const locked = lockedChanges(station, input);
    if (locked.length > 0) throw conflict(`驿站运营中，不能修改${locked.map((f) => STATION_LOCKED_FIELDS[f]).join('、')}`);
  }
  await checkForm(deps, actor, input, station.stationNo);
  const action: StationAction = station.approveState === 3 ? 'resubmit' : 'edit';
  return guardName(input.stationName, () =>
    deps.db.transaction().execute(async (trx) => {
      const same = await repo.findByNameInCounty(trx, input.countyCode, input.stationName);
      if (same && same.id !== station.id) throw nameTaken(input.stationName);
      const now = nowText();
      const resubmit = action === 'resubmit' ? { rejectDesc: '', reviewerName: '', reviewTime: '', submitterId: actor.userId, submitterName: actor.realName, submitTime: now } : {};
      const [moved] = await moveStates(trx, STATION_STATE, {
        action,
        rows: [{ key: station.id, state: station.approveState }],
        changes: { ...formFields(input), ...resubmit, updateTime: now },
        record: (t, m) => recordMoves(t, 'station', m, action, actor, '', now),
      });
      return { stationNo: station.stationNo, approveState: moved.to };
    }),
  );
}

export async function checkStation(deps: AppDeps, actor: Actor, input: CheckInput): Promise<{ stationNo: string; approveState: number }> {
  const station = found(await repo.findByNo(deps.db, input.stationNo, actor.scope), NOT_FOUND);
  const action: StationAction = input.approveState === 1 ? 'pass' : 'reject';
  const reason = action === 'reject' ? input.rejectDesc : '';
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const [moved] = await moveStates(trx, STATION_STATE, {
      action,
      rows: [{ key: station.id, state: station.approveState }],
      changes: { rejectDesc: reason, reviewerName: actor.realName, reviewTime: now, updateTime: now },
      record: (t, m) => recordMoves(t, 'station', m, action, actor, reason, now),
    });
    if (station.submitterId !== null) {
      const verdict = action === 'pass' ? '已通过审核' : `未通过审核，原因：${reason}`;
      await notifyUsers(trx, [station.submitterId], { msgType: MESSAGE_TYPES.SYSTEM, title: '驿站审核结果', content: `您提交的驿站“${station.stationName}”${verdict}` });
    }
    return { stationNo: station.stationNo, approveState: moved.to };
  });
}

/** 待审核 and 已驳回 any time; 运营中 only without a live activity. Soft: ended activities keep their station; its jobs leave the board. */
export async function deleteStation(deps: AppDeps, actor: Actor, stationNo: string): Promise<{ stationNo: string }> {
  const station = found(await repo.findByNo(deps.db, stationNo, actor.scope), NOT_FOUND);
  if (station.approveState === 1) {
    const counts = await repo.activityCountsOf(deps.db, station.id);
    const live = LIVE_ACTIVITY_STATES.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
    if (live > 0) throw conflict(`驿站“${station.stationName}”还有 ${live} 个未结束的活动，不能删除`);
  }
  await deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    await repo.updateStation(trx, station.id, { deleted: 1, updateTime: now });
    await repo.clearBoard(trx, station.id);
  });
  return { stationNo };
}

// ---------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------

/** Puts a job on a 运营中 station's board: recruit's 加入驿站 rule (which includes "on no station yet") must hold. */
export async function joinStation(deps: AppDeps, actor: Actor, jobCode: string, stationNo: string) {
  const station = found(await repo.findByNo(deps.db, stationNo, actor.scope), NOT_FOUND);
  if (station.approveState !== 1) throw conflict(`驿站“${station.stationName}”当前为“${STATION_MACHINE.label(station.approveState)}”状态，不能加入岗位`);
  const flag = await joinStationFlag(deps, actor.scope, jobCode);
  if (!flag.showFlag) throw conflict(flag.reason);
  const jobId = found(await repo.jobIdByCode(deps.db, jobCode), '岗位不存在');
  try {
    await repo.joinBoard(deps.db, station.id, jobId, nowText());
  } catch (error) {
    // Two requests for one job: the unique job_id lets one through.
    if (constraintViolation(error) === 'unique') throw conflict('岗位已加入驿站');
    throw error;
  }
  return { jobCode, stationNo, stationName: station.stationName };
}

// ---------------------------------------------------------------------------
// What the activity area asks
// ---------------------------------------------------------------------------

/** A live station in the caller's scope (404 otherwise). */
export const stationInScope = async (db: DbOrTrx, stationNo: string, scope: DataScope): Promise<StationRow> => found(await repo.findByNo(db, stationNo, scope), NOT_FOUND);
/** Any station by id, deleted ones included (an ended activity keeps its station). */
export const stationById = (db: DbOrTrx, id: number) => repo.findById(db, id);

/** The file holder of stations' photos (the manifest's `fileHolders`): the station form shows saved ones through batchQueryUrl. */
export const stationPhotoKeysAmong = (db: DbOrTrx, objectKeys: readonly string[]) => repo.photoKeysAmong(db, objectKeys);
/** The board's jobs recruiting now. */
export const boardOf = (db: DbOrTrx, stationId: number, now = nowText()) => repo.boardJobs(db, stationId, now);

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

const itemsOf = (text: string) => (text ? text.split(',').map(Number) : []);

function toRecord(row: repo.StationListRow, names: PlaceNames): StationRecord {
  return {
    stationNo: row.stationNo,
    stationName: row.stationName,
    stationType: row.stationType,
    operatorName: row.operatorName,
    creditCode: row.creditCode,
    ...placeFields(row, names),
    leaderName: row.leaderName,
    leaderPhone: row.leaderPhone,
    servicePhone: row.servicePhone,
    openHours: row.openHours,
    serviceItems: itemsOf(row.serviceItems),
    floorArea: row.floorArea,
    approveState: row.approveState,
    rejectDesc: row.rejectDesc,
    submitterName: row.submitterName,
    submitTime: row.submitTime,
    reviewerName: row.reviewerName,
    reviewTime: row.reviewTime,
    jobCount: Number(row.jobCount),
  };
}

function filterOf(scope: DataScope, input: CountInput & { approveState?: number }): repo.StationFilter {
  return {
    scope,
    approveState: input.approveState,
    stationName: input.stationName,
    stationType: input.stationType,
    countyCode: input.countyCode,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
}

export async function pageStations(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<StationRecord>> {
  const [page, namer] = await Promise.all([repo.pageStations(deps.db, filterOf(actor.scope, input), nowText(), input), placeNamer(deps.db)]);
  return { total: page.total, records: page.records.map((r) => toRecord(r, namer(r))) };
}

export async function countByState(deps: AppDeps, actor: Actor, input: CountInput) {
  const counts = await repo.countByState(deps.db, filterOf(actor.scope, input));
  return STATION_TAB_ORDER.map((approveState) => ({ approveState, label: STATION_MACHINE.label(approveState), count: counts.get(approveState) ?? 0 }));
}

export async function stationInfo(deps: AppDeps, actor: Actor, stationNo: string): Promise<StationDetail> {
  const station = found(await repo.findByNo(deps.db, stationNo, actor.scope), NOT_FOUND);
  const now = nowText();
  const [board, counts, activities, operations, namer] = await Promise.all([
    repo.boardJobs(deps.db, station.id, now),
    repo.activityCountsOf(deps.db, station.id),
    repo.activitiesInStates(deps.db, station.id, [0, 3]),
    operationsOf(deps.db, 'station', station.id),
    placeNamer(deps.db),
  ]);
  return {
    ...toRecord({ ...station, jobCount: board.length }, namer(station)),
    photos: (station.photoKeys ? station.photoKeys.split(',') : []).map((key) => ({ key, url: deps.fileUrls.sign(key).url })),
    introduction: station.introduction,
    board: board.map((j) => ({ jobCode: j.jobCode, jobName: j.jobName, cmpyCode: j.cmpyCode, cmpyName: j.cmpyName, headcount: j.headcount, endTime: j.endTime, joinTime: j.joinTime })),
    activities,
    activityCounts: ACTIVITY_MACHINE.values.map((status) => ({ status, label: ACTIVITY_MACHINE.label(status), count: counts.get(status) ?? 0 })),
    operations,
    updateTime: station.updateTime,
  };
}

export async function pickerStations(deps: AppDeps, actor: Actor, filter: { stationName?: string; countyCode?: string }): Promise<StationPickerItem[]> {
  const [rows, namer] = await Promise.all([repo.runningStations(deps.db, actor.scope, filter, STATION_PICKER_MAX), placeNamer(deps.db)]);
  return rows.map((r) => ({
    stationNo: r.stationNo,
    stationName: r.stationName,
    provinceCode: r.provinceCode,
    cityCode: r.cityCode,
    countyCode: r.countyCode,
    countyName: namer(r).countyName,
    address: r.address,
    gcj02Lng: Number(r.gcj02Lng),
    gcj02Lat: Number(r.gcj02Lat),
  }));
}

/** export: the list's filters (body), streamed, its columns the list's. */
export const exportStations = listExport<typeof stationApi.export, typeof STATION_LABELS, StationRecord>(
  STATION_LABELS,
  async ({ deps, actor, body }) => {
    const filter = filterOf(actor.scope, body);
    const now = nowText();
    const namer = await placeNamer(deps.db);
    return {
      count: () => repo.countStations(deps.db, filter),
      values: {
        stationName: (r) => r.stationName,
        approveState: (r) => STATION_MACHINE.label(r.approveState),
        submitTime: (r) => r.submitTime,
        stationType: (r) => STATION_TYPE_LABELS[r.stationType] ?? String(r.stationType),
        countyName: (r) => r.countyName,
        operatorName: (r) => r.operatorName,
        leaderName: (r) => r.leaderName,
        leaderPhone: (r) => r.leaderPhone,
        jobCount: (r) => r.jobCount,
        servicePhone: (r) => r.servicePhone,
        openHours: (r) => r.openHours,
        address: (r) => r.address,
        serviceItems: (r) => r.serviceItems.map((i) => STATION_SERVICE_LABELS[i] ?? String(i)).join('、'),
        floorArea: (r) => r.floorArea,
        creditCode: (r) => r.creditCode,
        reviewerName: (r) => r.reviewerName,
        reviewTime: (r) => r.reviewTime,
        rejectDesc: (r) => r.rejectDesc,
        stationNo: (r) => r.stationNo,
      },
      batches: () =>
        recordBatches(
          keysetBatches(
            deps.db,
            (after: { submitTime: string; id: number } | null, limit) => repo.stationBatch(deps.db, filter, now, after, limit),
            (last) => ({ submitTime: last.submitTime, id: Number(last.id) }),
          ),
          (rows) => rows.map((r) => toRecord(r, namer(r))),
        ),
    };
  },
);
