import {
  COMPANY_APPROVE_TYPE_LABELS,
  COMPANY_APPROVE_TYPES,
  JOB_FAIR_LOCKABLE_LABELS,
  JOB_FAIR_LOCKED_FIELDS,
  JOB_FAIR_STATUSES,
  JOB_FAIR_TYPES,
  jobFairJobProblem,
  jobFairStatusAt,
  jobTimeBounds,
  type JobFairLockable,
  type JobFairParticipant,
  type JobFairRecord,
  type JobFairStatus,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor } from '../../../platform/context.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import type { FileUrlSigner } from '../../../platform/storage/signed-url.js';
import { randomCode } from '../../../platform/ids.js';
import { storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { resolvePlace, type PlaceNames } from '../../common/region/region.service.js';
import * as repo from './fair-rules.repository.js';
import type { JobFairColumns, JobFairTables } from './fair-rules.table.js';

/**
 * What every job fair's service shares — recruitment's fairs (recruit/job-fair)
 * and the colleges' campus fairs (college/campus-fair), each keeping its
 * fairs in its own tables, named by the caller (`JobFairTables`): the form's
 * checks, the times and venue as stored, adding and editing with the parts an
 * edit may no longer change once the fair has started or ended (409 naming
 * them), the list's common filters, and who takes part — passed companies and
 * the jobs they bring. What differs (scope, a campus fair's college and
 * booths) stays with each area and comes in as parameters.
 */

/** Refusals name this many items, then count the rest. */
const NAMED_IN_MESSAGE = 10;

function listed(items: readonly string[]): string {
  const named = items.slice(0, NAMED_IN_MESSAGE).join('、');
  return items.length > NAMED_IN_MESSAGE ? `${named}等${items.length}个` : named;
}

const unique = (codes: readonly string[]) => [...new Set(codes)];

export type ParticipantJob = Awaited<ReturnType<typeof repo.jobsByCodes>>[number];

export interface CheckedParticipants {
  cmpyCodes: string[];
  jobs: ParticipantJob[];
}

/**
 * The participants a form sent, checked against the rest of the system:
 * passed companies (unknown → 400, not passed → 409), and jobs of those
 * companies. Jobs already at the fair (`keptJobIds`) stay even if they have
 * since gone offline; a job joining now must pass `jobFairJobProblem` for a
 * fair starting at `fairStartTime` (409 naming it). Read before the write's
 * transaction (SQLite has one connection, which an open transaction holds).
 */
async function checkParticipants(
  db: DbOrTrx,
  input: { cmpyCodes: readonly string[]; jobCodes: readonly string[] },
  fairStartTime: string,
  keptJobIds: ReadonlySet<number>,
): Promise<CheckedParticipants> {
  const cmpyCodes = unique(input.cmpyCodes);
  const companies = await repo.companiesByCodes(db, cmpyCodes);
  const missingCompanies = cmpyCodes.filter((code) => !companies.some((c) => c.cmpyCode === code));
  if (missingCompanies.length > 0) throw badRequest(`参会企业不存在：${listed(missingCompanies)}`);
  const unpassed = companies.filter((c) => c.approveType !== COMPANY_APPROVE_TYPES.passed);
  if (unpassed.length > 0) {
    const first = unpassed[0];
    const state = COMPANY_APPROVE_TYPE_LABELS[first.approveType as keyof typeof COMPANY_APPROVE_TYPE_LABELS] ?? String(first.approveType);
    throw conflict(
      unpassed.length === 1
        ? `企业“${first.cmpyName}”当前为“${state}”状态，审核通过后才能参加招聘会`
        : `以下企业尚未通过审核，不能参加招聘会：${listed(unpassed.map((c) => c.cmpyName))}`,
    );
  }

  const jobCodes = unique(input.jobCodes);
  const byCode = new Map((await repo.jobsByCodes(db, jobCodes)).map((j) => [j.jobCode, j]));
  const missingJobs = jobCodes.filter((code) => !byCode.has(code));
  if (missingJobs.length > 0) throw badRequest(`参会岗位不存在：${listed(missingJobs)}`);
  const jobs = jobCodes.flatMap((code) => byCode.get(code) ?? []);
  const taking = new Set(cmpyCodes);
  const strays = jobs.filter((j) => !taking.has(j.cmpyCode));
  if (strays.length > 0) throw badRequest(`以下岗位所属企业未列入参会企业：${listed(strays.map((j) => j.jobName))}`);
  const problems = jobs.filter((j) => !keptJobIds.has(j.id)).flatMap((j) => jobFairJobProblem(j, fairStartTime) ?? []);
  if (problems.length > 0) throw conflict(problems.length === 1 ? problems[0] : `${problems[0]}（另有${problems.length - 1}个岗位不能参加）`);
  return { cmpyCodes, jobs };
}

/** The rows a fair's participant tables keep: when each company joined is kept across edits, a newcomer joins now. */
function participantRows(checked: CheckedParticipants, joined: ReadonlyMap<string, string>, now: string) {
  return {
    companies: checked.cmpyCodes.map((cmpyCode) => ({ cmpyCode, joinTime: joined.get(cmpyCode) ?? now })),
    jobs: checked.jobs.map((j) => ({ cmpyCode: j.cmpyCode, jobId: j.id })),
  };
}

/** The form's place and time fields, as both fairs' forms send them. */
export interface FairFormFields {
  fairType: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address?: string;
  gcj02Lng?: number;
  gcj02Lat?: number;
  startTime: string;
  endTime: string;
  cmpyCodes: readonly string[];
  jobCodes: readonly string[];
}

/** Where and when, as stored: whole times, and for an online fair no venue. */
export interface NormalizedFair {
  startTime: string;
  endTime: string;
  address: string;
  gcj02Lng: number | null;
  gcj02Lat: number | null;
}

export function normalizeFair(input: FairFormFields): NormalizedFair {
  const { beginTime, endTime } = jobTimeBounds(input.startTime, input.endTime);
  const online = input.fairType === JOB_FAIR_TYPES.online;
  return {
    startTime: beginTime,
    endTime,
    address: online ? '' : (input.address ?? ''),
    gcj02Lng: online ? null : (input.gcj02Lng ?? null),
    gcj02Lat: online ? null : (input.gcj02Lat ?? null),
  };
}

/** A stored fair's place and time columns, as both fair tables hold them. */
export type StoredFair = Pick<JobFairColumns, 'fairName' | 'fairType' | 'provinceCode' | 'cityCode' | 'countyCode' | 'address' | 'gcj02Lng' | 'gcj02Lat' | 'startTime' | 'endTime'>;

/** The parts of the fair an edit would change, among those a started or ended fair locks. */
function changedParts(fair: StoredFair, current: { cmpyCodes: readonly string[]; jobCodes: readonly string[] }, input: FairFormFields, normalized: NormalizedFair): Set<JobFairLockable> {
  const changed = new Set<JobFairLockable>();
  if (fair.fairType !== input.fairType) changed.add('fairType');
  if (fair.startTime !== normalized.startTime) changed.add('startTime');
  if (fair.endTime !== normalized.endTime) changed.add('endTime');
  const samePlace =
    fair.provinceCode === input.provinceCode &&
    fair.cityCode === input.cityCode &&
    fair.countyCode === input.countyCode &&
    fair.address === normalized.address &&
    (fair.gcj02Lng === null ? null : Number(fair.gcj02Lng)) === normalized.gcj02Lng &&
    (fair.gcj02Lat === null ? null : Number(fair.gcj02Lat)) === normalized.gcj02Lat;
  if (!samePlace) changed.add('place');
  if (participantsChanged(current, input)) changed.add('participants');
  return changed;
}

/**
 * What an edit changes, refused (409 naming the parts) when the fair's status
 * at `status` locks any of them: before it starts everything may change; once
 * started, how and when it began stays; once ended, only its name, organisers,
 * contact and introduction.
 */
function assertUnlocked(
  fair: StoredFair,
  status: JobFairStatus,
  current: { cmpyCodes: readonly string[]; jobCodes: readonly string[] },
  input: FairFormFields,
  normalized: NormalizedFair,
): Set<JobFairLockable> {
  const changed = changedParts(fair, current, input, normalized);
  const locked = JOB_FAIR_LOCKED_FIELDS[status].filter((part) => changed.has(part));
  if (locked.length > 0) {
    const when = status === JOB_FAIR_STATUSES.ended ? '已结束' : '已开始';
    throw conflict(`招聘会“${fair.fairName}”${when}，不能修改${locked.map((part) => JOB_FAIR_LOCKABLE_LABELS[part]).join('、')}`);
  }
  return changed;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((v) => right.has(v));
};

/** Whether an edit changes who takes part (a locked field once the fair has ended). */
function participantsChanged(current: { cmpyCodes: readonly string[]; jobCodes: readonly string[] }, input: { cmpyCodes: readonly string[]; jobCodes: readonly string[] }): boolean {
  return !sameSet(current.cmpyCodes, input.cmpyCodes) || !sameSet(current.jobCodes, input.jobCodes);
}

// ---------------------------------------------------------------------------
// Names and reads
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// A fair's form, saved to its area's tables (`tables`)
// ---------------------------------------------------------------------------

/** The form's fields both fairs store alike. */
export interface FairInput extends FairFormFields {
  fairName: string;
  organizer: string;
  undertaker?: string;
  contactPerson: string;
  contactPhone: string;
  description: string;
}

export interface CheckedFair extends CheckedParticipants {
  normalized: NormalizedFair;
  description: string;
}

/**
 * What the form sent, checked against the rest of the system: a county of
 * its city of its province, an introduction that keeps some content, and its
 * participants (passed companies, jobs of those companies that may join).
 * Runs before the write's transaction (SQLite has one connection, which an
 * open transaction holds).
 */
export async function checkFairForm(db: Db, input: FairInput, normalized: NormalizedFair, keptJobIds: ReadonlySet<number>): Promise<CheckedFair> {
  const description = storedRichText(input.description, '请输入招聘会简介');
  await resolvePlace(db, input);
  const participants = await checkParticipants(db, input, normalized.startTime, keptJobIds);
  return { normalized, description, ...participants };
}

/** The stored columns a form sets that every fair has; an area adds its own (a campus fair's college and booths). */
export function fairColumns(input: FairInput, checked: CheckedFair) {
  return {
    fairName: input.fairName,
    fairType: input.fairType,
    organizer: input.organizer,
    undertaker: input.undertaker ?? '',
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    ...checked.normalized,
    description: checked.description,
  };
}

/** Who made a new fair and when, with its code: the columns an insert adds to the form's. */
export interface NewFairStamp {
  fairCode: string;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

/** Writes who takes part: when each company joined is kept across edits, a newcomer joins now. */
async function writeParticipants(trx: DbOrTrx, tables: JobFairTables, fairId: number, checked: CheckedParticipants, joined: ReadonlyMap<string, string>, now: string) {
  const rows = participantRows(checked, joined, now);
  await repo.replaceParticipants(trx, tables, fairId, rows.companies, rows.jobs);
}

/**
 * Adds a fair (its own columns written by the area's `insert`, answering the
 * new id) and who takes part, in one transaction; a name already taken among
 * the fairs of its table is 409, a race for it lost too.
 */
export function addFair(
  db: Db,
  tables: JobFairTables,
  actor: Actor,
  fairName: string,
  checked: CheckedParticipants,
  insert: (trx: DbOrTrx, stamp: NewFairStamp) => Promise<number>,
): Promise<{ fairCode: string }> {
  return guardFairName(fairName, () =>
    db.transaction().execute(async (trx) => {
      if (await repo.findByName(trx, tables, fairName)) throw fairNameTaken(fairName);
      const now = nowText();
      const fairCode = randomCode();
      const fairId = await insert(trx, { fairCode, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now });
      await writeParticipants(trx, tables, fairId, checked, new Map(), now);
      return { fairCode };
    }),
  );
}

export interface FairEdit<C extends CheckedParticipants> {
  tables: JobFairTables;
  /** The stored fair, already looked up in the caller's scope. */
  fair: StoredFair & { id: number; fairCode: string };
  input: FairInput;
  /** What the area refuses beyond the locked fields at the fair's status (a campus fair's college once it has begun). */
  refuse?: (status: JobFairStatus) => void;
  /** The area's checks of the form (checkFairForm and its own), with the jobs already at the fair kept. */
  check: (normalized: NormalizedFair, keptJobIds: ReadonlySet<number>) => Promise<C>;
  /** Writes the fair's own columns. */
  update: (trx: DbOrTrx, checked: C, updateTime: string) => Promise<void>;
}

/**
 * Edits a fair and who takes part. Before it starts everything may change;
 * once started, how and when it began stays; once ended, only its name,
 * organisers, contact and introduction (409 naming what may not change), and
 * its participants stay as they were.
 */
export async function editFair<C extends CheckedParticipants>(db: Db, edit: FairEdit<C>): Promise<{ fairCode: string }> {
  const { tables, fair, input } = edit;
  const [companies, jobs] = await Promise.all([repo.companiesOf(db, tables, [fair.id]), repo.jobsOf(db, tables, [fair.id])]);
  const now = nowText();
  const status = jobFairStatusAt(fair.startTime, fair.endTime, now);
  const normalized = normalizeFair(input);
  const changed = assertUnlocked(fair, status, { cmpyCodes: companies.map((c) => c.cmpyCode), jobCodes: jobs.map((j) => j.jobCode) }, input, normalized);
  edit.refuse?.(status);
  if (changed.has('endTime') && normalized.endTime <= now) throw badRequest('结束时间须晚于当前时间');
  const checked = await edit.check(normalized, new Set(jobs.map((j) => j.jobId)));
  return guardFairName(input.fairName, () =>
    db.transaction().execute(async (trx) => {
      const same = await repo.findByName(trx, tables, input.fairName);
      if (same && Number(same.id) !== fair.id) throw fairNameTaken(input.fairName);
      const written = nowText();
      await edit.update(trx, checked, written);
      // An ended fair keeps its record of who took part as it was, order included.
      if (status !== JOB_FAIR_STATUSES.ended) {
        await writeParticipants(trx, tables, fair.id, checked, new Map(companies.map((c) => [c.cmpyCode, c.joinTime])), written);
      }
      return { fairCode: fair.fairCode };
    }),
  );
}

/** A fair's name is unique among the fairs of its table. */
function fairNameTaken(fairName: string) {
  return conflict(`招聘会名称“${fairName}”已存在`);
}

/** A unique-name race lost to another request reads as the same refusal as the check before it. */
async function guardFairName<T>(fairName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw fairNameTaken(fairName);
    throw error;
  }
}

/** Who takes part, as a fair's detail shows them: each company with its jobs at the fair. */
export function participantsOf(
  companies: ReadonlyArray<Pick<JobFairParticipant, 'cmpyCode' | 'cmpyName'>>,
  jobs: ReadonlyArray<JobFairParticipant['jobs'][number] & { cmpyCode: string }>,
): JobFairParticipant[] {
  return companies.map((c) => ({
    cmpyCode: c.cmpyCode,
    cmpyName: c.cmpyName,
    jobs: jobs
      .filter((j) => j.cmpyCode === c.cmpyCode)
      .map((j) => ({ jobCode: j.jobCode, jobName: j.jobName, salaryMin: j.salaryMin, salaryMax: j.salaryMax, approveType: j.approveType, endTime: j.endTime })),
  }));
}

/**
 * The list's filters every fair has (JOB_FAIR_LIST_FILTERS) as one condition
 * on the area's fairs, for its repository to add to its own (scope, county,
 * college); undefined when none is set.
 */
export function fairListCondition(db: DbOrTrx, input: { fairName?: string; fairType?: number; status?: number; beginDate?: string; endDate?: string }, now: string) {
  return repo.fairListCondition(
    db,
    {
      fairName: input.fairName,
      fairType: input.fairType,
      status: input.status,
      from: input.beginDate ? startOfFilter(input.beginDate) : undefined,
      to: input.endDate ? endOfFilter(input.endDate) : undefined,
    },
    now,
  );
}

/** Replaces who takes part as given (the demo seeds' own rows, their join times and order). */
export const replaceParticipants = (
  db: DbOrTrx,
  tables: JobFairTables,
  fairId: number,
  companies: ReadonlyArray<{ cmpyCode: string; joinTime: string }>,
  jobs: ReadonlyArray<{ cmpyCode: string; jobId: number }>,
) => repo.replaceParticipants(db, tables, fairId, companies, jobs);

/** The companies taking part in the fairs of `fairIds`, fair by fair in the order they were added, with their counties. */
export const fairCompanies = (db: DbOrTrx, tables: JobFairTables, fairIds: readonly number[]) => repo.companiesOf(db, tables, fairIds);

/** The jobs brought to the fairs of `fairIds`, fair by fair in the order they were added. */
export const fairJobs = (db: DbOrTrx, tables: JobFairTables, fairIds: readonly number[]) => repo.jobsOf(db, tables, fairIds);

/** A stored fair's columns that a detail shows beside its record. */
interface DetailedFair {
  gcj02Lng: number | null;
  gcj02Lat: number | null;
  description: string;
  creatorName: string;
  updateTime: string;
}

/** What both fairs' details add to the record: the map point, the introduction (pictures signed afresh), who takes part and what the status locks. */
export function fairDetailFields(fair: DetailedFair, status: JobFairStatus, participants: JobFairParticipant[], fileUrls: FileUrlSigner) {
  return {
    gcj02Lng: fair.gcj02Lng === null ? null : Number(fair.gcj02Lng),
    gcj02Lat: fair.gcj02Lat === null ? null : Number(fair.gcj02Lat),
    description: withFreshPictureUrls(fair.description, fileUrls),
    participants,
    lockedFields: [...JOB_FAIR_LOCKED_FIELDS[status]],
    creatorName: fair.creatorName,
    updateTime: fair.updateTime,
  };
}

/** A stored fair's columns that both fairs' lists show. */
export interface ListedFair extends StoredFair {
  fairCode: string;
  organizer: string;
  undertaker: string;
  contactPerson: string;
  contactPhone: string;
  createTime: string;
}

/** A fair as both fairs' lists show it, its status from the clock at `now`. */
export function fairRecord(fair: ListedFair, counts: { cmpyCount: number; jobCount: number }, names: PlaceNames, now: string): JobFairRecord {
  return {
    fairCode: fair.fairCode,
    fairName: fair.fairName,
    fairType: fair.fairType,
    organizer: fair.organizer,
    undertaker: fair.undertaker,
    contactPerson: fair.contactPerson,
    contactPhone: fair.contactPhone,
    provinceCode: fair.provinceCode,
    provinceName: names.provinceName,
    cityCode: fair.cityCode,
    cityName: names.cityName,
    countyCode: fair.countyCode,
    countyName: names.countyName,
    address: fair.address,
    startTime: fair.startTime,
    endTime: fair.endTime,
    status: jobFairStatusAt(fair.startTime, fair.endTime, now),
    cmpyCount: counts.cmpyCount,
    jobCount: counts.jobCount,
    createTime: fair.createTime,
  };
}
