import {
  LATENESS_BUCKETS,
  perm,
  RESIGN_DAYS,
  SIGN_LATE_AFTER_MIN,
  SIGN_MESSAGES,
  SIGN_OPEN_BEFORE_MIN,
  SIGN_RESULT,
  trainSignInApi,
  type BodyOf,
  type QueryOf,
  type SignAnalysis,
  type SignReport,
} from '@hrbd/contract';
import { constraintViolation } from '../../../db/dialect/index.js';
import { authorize } from '../../../platform/auth/guard.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { disclosureFor } from '../../recruit/resume/resume.service.js';
import { classWithSessions, heldSessions, studentByCode, studentsOfClass } from '../train-class/train-class.service.js';
import * as repo from './train-sign-in.repository.js';

type SignInput = BodyOf<typeof trainSignInApi.sign>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;
const shift = (time: string, ms: number): string => formatTime(parseTime(time) + ms);

/** Metres between two GCJ-02 points (haversine; GCJ-02's offset is the same for both at this distance). */
export function distanceMetres(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)));
}

/**
 * A student's sign-in for a session: open from 30 minutes before it to its
 * end, 已签到 by begin + 10 minutes and 迟到 after; with a radius the point
 * must fall inside it. With a reason it is an operator's 补签 (needs 补签):
 * no location, after the session and at most seven days after it.
 */
export async function sign(deps: AppDeps, actor: Actor, input: SignInput) {
  const resign = input.reason !== undefined;
  if (resign) await authorize(deps, actor, perm.train.signIn.resign);
  const { row: klass, sessions } = await classWithSessions(deps.db, input.classCode, actor.scope);
  const session = found(
    sessions.find((s) => s.sessionNo === input.sessionNo),
    '课次不存在',
  );
  const student = await studentByCode(deps.db, input.studentCode);
  if (!student || student.classId !== klass.id) throw badRequest('学员不在本班级中');
  if (klass.finishState === 1) throw conflict('班级已结业，不能签到');
  const now = nowText();
  let result: number = SIGN_RESULT.onTime;
  let distance: number | null = null;
  if (resign) {
    if (input.gcj02Lng !== undefined || input.gcj02Lat !== undefined) throw badRequest('补签不需要签到位置');
    if (now < session.endTime) throw conflict(SIGN_MESSAGES.resignEarly);
    if (now > shift(session.endTime, RESIGN_DAYS * DAY_MS)) throw conflict(SIGN_MESSAGES.resignLate);
    result = SIGN_RESULT.resign;
  } else {
    if (now < shift(session.beginTime, -SIGN_OPEN_BEFORE_MIN * MINUTE_MS) || now > session.endTime) throw conflict(SIGN_MESSAGES.closed);
    if (await repo.findSignIn(deps.db, session.id, student.id)) throw conflict(SIGN_MESSAGES.twice);
    if (input.gcj02Lng !== undefined && input.gcj02Lat !== undefined) {
      distance = distanceMetres(Number(klass.gcj02Lng), Number(klass.gcj02Lat), input.gcj02Lng, input.gcj02Lat);
    } else if (input.gcj02Lng !== undefined || input.gcj02Lat !== undefined || klass.signRadius > 0) {
      throw badRequest(SIGN_MESSAGES.needPoint);
    }
    if (klass.signRadius > 0 && distance !== null && distance > klass.signRadius) throw badRequest(SIGN_MESSAGES.outside(distance));
    result = now <= shift(session.beginTime, SIGN_LATE_AFTER_MIN * MINUTE_MS) ? SIGN_RESULT.onTime : SIGN_RESULT.late;
  }
  try {
    await repo.insertSignIn(deps.db, {
      sessionId: session.id,
      studentId: student.id,
      result,
      signTime: now,
      distance,
      gcj02Lng: input.gcj02Lng ?? null,
      gcj02Lat: input.gcj02Lat ?? null,
      reason: input.reason ?? '',
      operatorId: actor.userId,
      operatorName: actor.realName,
    });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw conflict(SIGN_MESSAGES.twice);
    throw error;
  }
  return { studentCode: student.studentCode, sessionNo: session.sessionNo, result, signTime: now, distance };
}

/**
 * Sessions × students: each cell 已签到, 迟到, 补签, 缺勤 (a session over
 * without a sign-in) or 未签到 (not over yet); per session 应到 (the
 * roster), 实到, 迟到, 缺勤, 补签.
 */
export async function signReport(deps: AppDeps, actor: Actor, classCode: string): Promise<SignReport> {
  const { row: klass, sessions } = await classWithSessions(deps.db, classCode, actor.scope);
  const [students, signIns, disclosure] = await Promise.all([
    studentsOfClass(deps.db, klass.id),
    repo.signInsOfSessions(
      deps.db,
      sessions.map((s) => s.id),
    ),
    disclosureFor(deps, actor),
  ]);
  const now = nowText();
  const cell = new Map(signIns.map((s) => [`${s.sessionId}:${s.studentId}`, s]));
  const resultOf = (sessionId: number, endTime: string, studentId: number): number =>
    cell.get(`${sessionId}:${studentId}`)?.result ?? (endTime <= now ? SIGN_RESULT.absent : SIGN_RESULT.none);
  return {
    classCode: klass.classCode,
    className: klass.className,
    sessions: sessions.map((s) => {
      const results = students.map((st) => resultOf(s.id, s.endTime, st.id));
      const count = (r: number) => results.filter((x) => x === r).length;
      return {
        sessionNo: s.sessionNo,
        beginTime: s.beginTime,
        endTime: s.endTime,
        expected: students.length,
        present: count(SIGN_RESULT.onTime) + count(SIGN_RESULT.late) + count(SIGN_RESULT.resign),
        late: count(SIGN_RESULT.late),
        absent: count(SIGN_RESULT.absent),
        resign: count(SIGN_RESULT.resign),
      };
    }),
    students: students.map((st) => ({
      studentCode: st.studentCode,
      usrName: st.usrName,
      idCard: disclosure.idCard(st.idCard),
      results: sessions.map((s) => resultOf(s.id, s.endTime, st.id)),
      reasons: sessions.map((s) => cell.get(`${s.id}:${st.id}`)?.reason ?? ''),
    })),
  };
}

type Counts = { expected: number; present: number; late: number; resign: number; absent: number };
const blank = (): Counts => ({ expected: 0, present: 0, late: 0, resign: 0, absent: 0 });
const withRate = <T extends Counts>(c: T) => ({ ...c, absent: c.expected - c.present, rate: c.expected === 0 ? 0 : Math.round((c.present * 1000) / c.expected) / 10 });

/**
 * sign/analysis over the sessions held (begun and over) in the span (default the last 30
 * days), classes in the caller's scope: attendance per day, how late the
 * 迟到 were, and the classes ranked by attendance.
 */
export async function signAnalysis(deps: AppDeps, actor: Actor, input: QueryOf<typeof trainSignInApi.analysis>): Promise<SignAnalysis> {
  const now = nowText();
  const endDate = input.endDate ?? now.slice(0, 10);
  const beginDate = input.beginDate ?? shift(`${endDate} 00:00:00`, -29 * DAY_MS).slice(0, 10);
  const sessions = await heldSessions(deps.db, actor.scope, `${beginDate} 00:00:00`, `${endDate} 23:59:59`, now, input.countyCode);
  const signIns = await repo.signInsForAnalysis(
    deps.db,
    sessions.map((s) => s.sessionId),
  );
  const bySession = new Map(sessions.map((s) => [s.sessionId, s]));
  const days = new Map<string, Counts>();
  const classes = new Map<string, Counts & { className: string }>();
  for (const s of sessions) {
    const day = days.get(s.beginTime.slice(0, 10)) ?? blank();
    day.expected += s.roster;
    days.set(s.beginTime.slice(0, 10), day);
    const klass = classes.get(s.classCode) ?? { ...blank(), className: s.className };
    klass.expected += s.roster;
    classes.set(s.classCode, klass);
  }
  const lateness = LATENESS_BUCKETS.map((b) => ({ label: b.label, count: 0 }));
  for (const sign of signIns) {
    const session = bySession.get(Number(sign.sessionId))!;
    for (const c of [days.get(session.beginTime.slice(0, 10))!, classes.get(session.classCode)!]) {
      c.present++;
      if (sign.result === SIGN_RESULT.late) c.late++;
      if (sign.result === SIGN_RESULT.resign) c.resign++;
    }
    if (sign.result === SIGN_RESULT.late) {
      const minutes = (parseTime(sign.signTime) - parseTime(session.beginTime)) / MINUTE_MS;
      const bucket = LATENESS_BUCKETS.findIndex((b) => minutes <= b.max);
      lateness[bucket < 0 ? LATENESS_BUCKETS.length - 1 : bucket].count++;
    }
  }
  return {
    beginDate,
    endDate,
    days: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, c]) => ({ day, ...withRate(c) })),
    lateness,
    ranking: [...classes.entries()]
      .map(([classCode, c]) => ({ classCode, ...withRate(c) }))
      .filter((c) => c.expected > 0)
      .sort((a, b) => b.rate - a.rate || b.expected - a.expected || a.classCode.localeCompare(b.classCode))
      .slice(0, 10),
  };
}
