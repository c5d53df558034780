import { COURSE_APPROVE_TYPES } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { DAY_MS, demoRandom, HOUR_MS, startOfDay, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime, parseTime } from '../../../platform/time.js';
import { generateSeekers, seekerPlaces } from '../../recruit/apply-info/apply-info.demo.js';
import { demoStaff } from '../../system/user/user.service.js';
import { coursesInStates } from '../course/course.service.js';
import { writeApplications, type ApplicationInput } from './train-apply.service.js';

const SEED = 20_261_145;
export const APPLY_DEMO_COUNT = 30_000;
const MINUTE_MS = 60_000;

/** A moment in working hours (08:30–18:00) within [from, to], or null when the span holds none. */
function workingMomentIn(random: DemoRandom, from: number, to: number): number | null {
  if (to < from) return null;
  const firstDay = startOfDay(from);
  const days = Math.floor((startOfDay(to) - firstDay) / DAY_MS);
  for (let attempt = 0; attempt < 12; attempt++) {
    const day = firstDay + random.int(0, days) * DAY_MS;
    const at = day + Math.round(((8.5 + random.next() * 9.5) * HOUR_MS) / 1000) * 1000;
    if (at >= from && at <= to) return at;
  }
  // A short span: its working part, if any, from its start.
  for (let day = firstDay; day <= to; day += DAY_MS) {
    const open = Math.max(from, day + 8.5 * HOUR_MS);
    const close = Math.min(to, day + 18 * HOUR_MS);
    if (open <= close) return Math.ceil(open / 1000) * 1000;
  }
  return null;
}

/**
 * 30,000 applications over the demo courses that have been online, in their
 * application windows before the seeding moment, in working hours, by people
 * with valid 河南 ID numbers (the recruit demo's generator), each person at
 * most once per course. Their flow, in order: 意向登记; some ordered online
 * and paid (微信支付) minutes later; some registered at the counter (线下缴费,
 * by a 培训管理员, with a voucher number); some ordered and let the order lapse
 * (closed 24 h later, back to 意向登记); a few ordered within the last day
 * and have not paid yet (线上未支付). Free courses stay 意向登记. Written
 * through the one service function the learner app's writes go through, in batches.
 */
export async function seedApplyDemo(db: DbOrTrx, options: { now?: number } = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const random = demoRandom(SEED);
  const courses = (await coursesInStates(db, [COURSE_APPROVE_TYPES.online, COURSE_APPROVE_TYPES.offline])).filter(
    (c) => parseTime(c.applyBeginTime) < now - 2 * DAY_MS,
  );
  if (courses.length === 0) return;
  const staff = await demoStaff(db, '培训管理员');
  const people = generateSeekers(random, 18_000, await seekerPlaces(db), now);
  // Popular courses draw more: a weight per course.
  const weights = courses.map((c) => [c, 1 + random.int(0, 9)] as const);
  const taken = new Set<string>();
  const inputs: ApplicationInput[] = [];
  let voucher = 0;
  for (let guard = 0; inputs.length < APPLY_DEMO_COUNT && guard < APPLY_DEMO_COUNT * 3; guard++) {
    const course = weighted(random, weights);
    const seeker = random.pick(people);
    const key = `${course.courseCode}|${seeker.idCard}`;
    if (taken.has(key)) continue;
    const windowEnd = Math.min(parseTime(course.applyEndTime), now - HOUR_MS);
    const applied = workingMomentIn(random, parseTime(course.applyBeginTime), windowEnd);
    if (applied === null) continue;
    taken.add(key);
    const price = Number(course.price);
    const base: ApplicationInput = {
      applyCode: random.hex(32),
      courseCode: course.courseCode,
      usrName: seeker.usrName,
      usrPhe: seeker.mobile,
      idCard: seeker.idCard,
      applyTime: formatTime(applied),
    };
    const flow = price === 0 ? 'intent' : weighted(random, [['intent', 30], ['online', 38], ['offline', 22], ['lapsed', 8], ['unpaid', 2]] as const);
    if (flow === 'online' || flow === 'lapsed') {
      // Ordered soon after applying, paid within a quarter of an hour, all before 18:00 that day.
      // (one who applied late in the day orders the next morning).
      const room = Math.floor((startOfDay(applied) + 17.75 * HOUR_MS - applied) / MINUTE_MS);
      const soon = room >= 1 ? applied + random.int(1, Math.min(90, room)) * MINUTE_MS : startOfDay(applied) + DAY_MS + 9 * HOUR_MS + random.int(0, 60) * MINUTE_MS;
      const ordered = soon;
      // Too recent to have been paid or lapsed a day ago: still 意向登记.
      if (ordered > now - 25 * HOUR_MS) {
        inputs.push(base);
        continue;
      }
      const orderCode = random.hex(32);
      if (flow === 'online') {
        const paidAt = ordered + random.int(1, 15) * MINUTE_MS;
        const paid = { channel: 'wechat', voucherNo: `4200${String(random.int(100_000_000, 999_999_999))}${String(random.int(1000, 9999))}`, paidAmount: price, payTime: formatTime(paidAt), receiptKey: '' };
        inputs.push({ ...base, order: { orderCode, createTime: formatTime(ordered), paid } });
      } else {
        inputs.push({ ...base, order: { orderCode, createTime: formatTime(ordered), closeTime: formatTime(ordered + 24 * HOUR_MS + random.int(1, 10) * MINUTE_MS) } });
      }
    } else if (flow === 'offline') {
      const paidAt = workingMomentIn(random, applied + HOUR_MS, Math.min(applied + 14 * DAY_MS, now - HOUR_MS));
      if (paidAt === null) {
        inputs.push(base);
        continue;
      }
      voucher += 1;
      const operator = staff[voucher % staff.length];
      const day = formatTime(paidAt).slice(0, 10).replace(/-/g, '');
      const paid = { channel: 'offline', voucherNo: `ZZ${day}-${String(voucher).padStart(5, '0')}`, paidAmount: price, payTime: formatTime(paidAt), receiptKey: '', operatorName: operator.realName };
      // The order is made when the payment is registered.
      inputs.push({ ...base, order: { orderCode: random.hex(32), createTime: formatTime(paidAt), paid } });
    } else if (flow === 'unpaid') {
      // Ordered within the last day (an older unpaid order would have been closed).
      const ordered = workingMomentIn(random, Math.max(applied, now - 22 * HOUR_MS), now - HOUR_MS);
      if (ordered === null) {
        inputs.push(base);
        continue;
      }
      inputs.push({ ...base, order: { orderCode: random.hex(32), createTime: formatTime(ordered) } });
    } else inputs.push(base);
  }
  // Flow order: written oldest first, so ids follow the application times.
  inputs.sort((a, b) => (a.applyTime < b.applyTime ? -1 : a.applyTime > b.applyTime ? 1 : 0));
  await writeApplications(db, inputs);
}
