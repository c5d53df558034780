import { idCardCheckChar, RECHARGE_LINES_MAX } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { WHOLE_SCOPE } from '../../platform/data-scope.js';
import { DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { formatTime } from '../../platform/time.js';
import { passedCompanies } from '../company/company/company.service.js';
import { demoStaff } from '../system/user/user.service.js';
import { decideRecharges, rechargeById, settleRecharge, submitRecharge, type RechargeOperator } from './recharge/recharge.service.js';

/**
 * The e-card demo: 150 recharge applications from 郑州's passed companies
 * with 20,000 lines in all, in every state and flow order — submitted over
 * the past eleven months in working hours, reviewed within three days, the
 * company's transfer registered within a week (some failing first) — each
 * written through the recharge service, so the ledger credits every 充值成功
 * line exactly as the console would. Deterministic: a fixed seed and dates
 * counted from the seeding day.
 */
const SEED = 410_052;
const APPLICATIONS = 150;
const LINES = 20_000;
const SPAN_DAYS = 330;
/** The newest applications wait for review. */
const PENDING = 15;
const REJECTED = 12;
const TO_RECHARGE = 18;
const FAILED = 10;
/** Applications that failed once and then succeeded. */
const RETRIED = 8;

const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '建军', '海燕', '志强', '晓东', '丽娟', '俊杰', '文博', '玉梅', '红霞', '永辉', '国强', '春梅', '鹏飞'];
/** Where the people were born: 郑州's districts and counties, and neighbouring cities of 河南. */
const BIRTH_PLACES = ['410102', '410103', '410104', '410105', '410108', '410122', '410181', '410182', '410183', '410184', '410185', '410221', '410323', '410421', '411023', '411122', '411421', '411722'];
/** Per-person amounts in cents (¥100–¥800). */
const AMOUNTS = [10_000, 20_000, 30_000, 50_000, 80_000] as const;
const PURPOSES = ['员工餐费补贴', '职工福利', '节日慰问金', '高温补贴', '工会会员福利', '技能竞赛奖励', '交通补贴'];
const REJECT_REASONS = [
  '人员名单中部分身份证号与姓名不一致，请核对后重新提交',
  '充值说明不完整，请补充发放依据',
  '名单中含已离职人员，请更新后重新提交',
  '未附单位工会或董事会决议，请补充',
];
const FAIL_REASONS = ['未查询到企业转账记录', '转账账户名称与申请企业不一致', '银行退回：收款账户信息有误'];
const VOUCHER_PREFIXES = ['ICBC', 'CCB', 'ABC', 'BOC', 'ZZB'];

export interface CardDemoOptions {
  /** The moment the data is seeded; tests pin it. */
  now?: number;
}

/** A working-hours moment of the day `dayStart` starts (09:00–17:30 Shanghai). */
const workTime = (random: DemoRandom, dayStart: number) => dayStart + 9 * HOUR_MS + random.int(0, 17) * 30 * 60_000;
/** A working-hours moment `minDays`–`maxDays` days after `after`'s day, and after it (the next day's if the same day's is not). */
function later(random: DemoRandom, after: number, minDays: number, maxDays: number): number {
  const at = workTime(random, startOfDay(after) + random.int(minDays, maxDays) * DAY_MS);
  return at > after ? at : workTime(random, startOfDay(after) + DAY_MS);
}

interface Person {
  name: string;
  idCard: string;
  mobile: string;
}

/** Sizes of `count` applications adding up to `total`, between 10 and the application maximum. */
function applicationSizes(random: DemoRandom, count: number, total: number): number[] {
  const weights = Array.from({ length: count }, () => 0.25 + random.next() * 2.5);
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.min(RECHARGE_LINES_MAX, Math.max(10, Math.round((w / sum) * total))));
  let rest = total - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; rest !== 0; i = (i + 1) % count) {
    const step = rest > 0 ? 1 : -1;
    if (sizes[i] + step >= 10) {
      sizes[i] += step;
      rest -= step;
    }
  }
  return sizes;
}

export async function seedCardDemo(db: DbOrTrx, options: CardDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const now = options.now ?? Date.now();
  const today = startOfDay(now);
  const companies = (await passedCompanies(db, 60)).slice(0, 40);
  if (companies.length === 0) return;
  const staff: RechargeOperator[] = await demoStaff(db, '运营专员');

  // Each company recharges its own staff again and again: their people are drawn once and reused.
  const idCards = new Set<string>();
  const person = (): Person => {
    for (;;) {
      const birth = formatTime(Date.UTC(1966, 0, 1) + random.int(0, 37 * 365) * DAY_MS).slice(0, 10).replaceAll('-', '');
      const first17 = `${random.pick(BIRTH_PLACES)}${birth}${String(random.int(1, 999)).padStart(3, '0')}`;
      const idCard = first17 + idCardCheckChar(first17);
      if (idCards.has(idCard)) continue;
      idCards.add(idCard);
      return { name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`, idCard, mobile: mobile(random) };
    }
  };
  const people = new Map<string, Person[]>();
  const staffOf = (cmpyCode: string, size: number): Person[] => {
    const pool = people.get(cmpyCode) ?? [];
    while (pool.length < size) pool.push(person());
    people.set(cmpyCode, pool);
    return random.shuffle(pool).slice(0, size);
  };

  // Submission days, oldest first; the newest PENDING within the last ten days.
  const sizes = applicationSizes(random, APPLICATIONS, LINES);
  const days = Array.from({ length: APPLICATIONS }, (_, i) =>
    i >= APPLICATIONS - PENDING ? random.int(1, 9) : random.int(12, SPAN_DAYS),
  ).sort((a, b) => b - a);

  // Which applications end where: pending newest; 待充值 and 充值失败 among the newer decided ones.
  const decided = Array.from({ length: APPLICATIONS - PENDING }, (_, i) => i);
  const newer = random.shuffle(decided.slice(-60));
  const stage = new Map<number, 'toRecharge' | 'failed' | 'rejected' | 'retried'>();
  for (const i of newer.slice(0, TO_RECHARGE)) stage.set(i, 'toRecharge');
  for (const i of newer.slice(TO_RECHARGE, TO_RECHARGE + FAILED)) stage.set(i, 'failed');
  const older = random.shuffle(decided.filter((i) => !stage.has(i)));
  for (const i of older.slice(0, REJECTED)) stage.set(i, 'rejected');
  for (const i of older.slice(REJECTED, REJECTED + RETRIED)) stage.set(i, 'retried');

  const vouchers = new Set<string>();
  const voucherFor = (at: number) => {
    for (;;) {
      const code = `${random.pick(VOUCHER_PREFIXES)}${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(random.int(0, 999_999)).padStart(6, '0')}`;
      if (!vouchers.has(code)) {
        vouchers.add(code);
        return code;
      }
    }
  };

  const serials = new Map<string, number>();
  for (let i = 0; i < APPLICATIONS; i++) {
    const company = companies[random.int(0, companies.length - 1)];
    const submitAt = Math.min(now - HOUR_MS, workTime(random, today - days[i] * DAY_MS));
    const day = formatTime(submitAt).slice(0, 10).replaceAll('-', '');
    const serial = (serials.get(day) ?? 0) + 1;
    serials.set(day, serial);
    const applyCode = `CZ${day}${String(serial).padStart(4, '0')}`;
    const mixed = random.chance(0.3);
    const amount = weighted(random, [
      [AMOUNTS[0], 2],
      [AMOUNTS[1], 4],
      [AMOUNTS[2], 3],
      [AMOUNTS[3], 2],
      [AMOUNTS[4], 1],
    ]);
    const lines = staffOf(company.cmpyCode, sizes[i]).map((p) => ({ ...p, amount: mixed ? random.pick(AMOUNTS) : amount }));
    const month = Number(formatTime(submitAt).slice(5, 7));
    const { id } = await submitRecharge(
      db,
      {
        cmpyCode: company.cmpyCode,
        contactPerson: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
        contactTell: random.chance(0.5) ? mobile(random) : `0371-6${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
        explainRemark: `${month}月${random.pick(PURPOSES)}，共 ${lines.length} 人`,
        rechargeTotalPeople: lines.length,
        rechargeTotalMoney: lines.reduce((sum, l) => sum + l.amount, 0),
        lines,
      },
      { now: formatTime(submitAt), applyCode },
    );
    if (i >= APPLICATIONS - PENDING) continue;

    const reviewer = random.pick(staff);
    const checkAt = later(random, submitAt, 0, 3);
    const fate = stage.get(i);
    if (fate === 'rejected') {
      await decideRecharges(db, reviewer, WHOLE_SCOPE, 'reject', [id], random.pick(REJECT_REASONS), formatTime(checkAt));
      continue;
    }
    await decideRecharges(db, reviewer, WHOLE_SCOPE, 'check', [id], random.chance(0.6) ? '材料齐全，同意充值' : '', formatTime(checkAt));
    if (fate === 'toRecharge') continue;

    const payer = random.pick(staff);
    let at = later(random, checkAt, 1, 3);
    if (fate === 'failed' || fate === 'retried') {
      await settleRecharge(db, await rechargeById(db, id), payer, { ok: false, reason: random.pick(FAIL_REASONS) }, `DEMO-${applyCode}-1`, formatTime(at));
      if (fate === 'failed') continue;
      at = later(random, at, 1, 3);
    }
    const row = await rechargeById(db, id);
    // The company's transfer: earlier that working day, or the day before when registered first thing; after the approval.
    const sameDay = at - startOfDay(at) >= 10 * HOUR_MS;
    const transferredAt = Math.max(sameDay ? at - random.int(1, 6) * 10 * 60_000 : workTime(random, startOfDay(at) - DAY_MS), checkAt + 30 * 60_000);
    const receipt = { channel: 'offline', voucherNo: voucherFor(at), paidAmount: row.rechargeTotalMoney, payTime: formatTime(Math.min(transferredAt, at - 60_000)), receiptKey: '' };
    await settleRecharge(db, row, payer, { ok: true, receipt }, `DEMO-${applyCode}-2`, formatTime(at));
  }
}
