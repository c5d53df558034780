import { idCardCheckChar } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../db/database.js';
import { WHOLE_SCOPE } from '../../platform/data-scope.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { paymentChannelFor } from '../../platform/payments/payment-channel.js';
import { formatTime } from '../../platform/time.js';
import { approve, pay, type PaymentEnv } from '../payment/payment-apply/payment-apply.service.js';
import { demoStaff } from '../system/user/user.service.js';
import { batchCodeOf, importRows } from './red-pkg-user/red-pkg-user.import.js';
import { checkUsers, redPkgNames, redPkgPaymentSource, submitUsers } from './red-pkg-user/red-pkg-user.service.js';

/**
 * 红包补贴用户 of the demo: 30,000 people of 郑州's counties in three imported
 * batches (the last with refused rows, its error workbook downloadable), moved
 * through the services in flow order: the oldest batch submitted and checked
 * in 60 groups, each pass raising a 支付申请 (红包补贴发放) left in every state
 * — 审批中, 审批通过, 审批不通过 (its people back to 审核不通过), 待支付/支付中,
 * 支付成功 (each person credited to the e-card ledger, 已发放), 支付失败.
 * Deterministic: a fixed seed, codes drawn from it, times from the seeding day.
 */
const SEED = 410_530;
const BATCH_ROWS = 10_000;
const REFUSED_ROWS = 240;
const PAYMENTS = 60;
const PER_PAYMENT = 150;

/** People per county, by weight (新郑市 and the city districts the most). */
const COUNTIES: ReadonlyArray<readonly [name: string, code: string, weight: number]> = [
  ['新郑市', '410184', 14], ['中牟县', '410122', 10], ['金水区', '410105', 12], ['二七区', '410103', 9], ['中原区', '410102', 9],
  ['管城回族区', '410104', 7], ['惠济区', '410108', 5], ['巩义市', '410181', 8], ['荥阳市', '410182', 8], ['新密市', '410183', 8],
  ['登封市', '410185', 7], ['上街区', '410106', 3],
];
const CATEGORIES: ReadonlyArray<readonly [string, number]> = [['就业困难人员', 30], ['高校毕业生', 25], ['退役军人', 10], ['脱贫劳动力', 15], ['返乡创业人员', 8], ['灵活就业人员', 12]];
const AMOUNTS: ReadonlyArray<readonly [string, number]> = [['200', 25], ['300', 20], ['500', 25], ['800', 12], ['1000', 10], ['1500', 5], ['2000', 3]];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '建国', '红梅', '志强', '海燕', '国庆'];

/** A working-hours time on day `daysAgo` before `today`'s midnight, `minute` minutes after 9:00. */
const workTime = (today: number, daysAgo: number, minute: number) => formatTime(today - daysAgo * DAY_MS + 9 * HOUR_MS + minute * 60_000);

function person(random: DemoRandom, taken: Set<string>): { county: readonly [string, string, number]; idCard: string } {
  for (;;) {
    const county = weighted(random, COUNTIES.map((c) => [c, c[2]] as const));
    const birth = `${random.int(1966, 2003)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
    const first17 = `${county[1]}${birth}${String(random.int(0, 999)).padStart(3, '0')}`;
    const idCard = first17 + idCardCheckChar(first17);
    if (taken.has(idCard)) continue;
    taken.add(idCard);
    return { county, idCard };
  }
}

function goodRow(random: DemoRandom, taken: Set<string>): string[] {
  const { county, idCard } = person(random, taken);
  return [random.pick(SURNAMES.slice(0, 30)) + random.pick(GIVEN), idCard, mobile(random), county[0], weighted(random, CATEGORIES), weighted(random, AMOUNTS)];
}

/** The refused rows of the third batch: what operators really send back. */
function badRow(random: DemoRandom, taken: Set<string>, i: number, earlier: readonly string[][]): string[] {
  const row = goodRow(random, taken);
  switch (i % 6) {
    case 0: return [row[0], row[1].slice(0, 17) + (row[1].endsWith('1') ? '2' : '1'), row[2], row[3], row[4], row[5]];
    case 1: return [row[0], row[1], row[2].slice(0, 9), row[3], row[4], row[5]];
    case 2: return [row[0], row[1], row[2], '郑东新区', row[4], row[5]];
    case 3: return [row[0], row[1], row[2], row[3], row[4], '2500'];
    case 4: return [row[0], row[1], row[2], row[3], '低保户', row[5]];
    default: return [...earlier[i % earlier.length]];
  }
}

export async function seedRedPkgDemo(db: DbOrTrx, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const newCode = () => code32(random);
  const today = startOfDay(Date.parse(`${now.replace(' ', 'T')}+08:00`));
  const [operator] = await demoStaff(db, '运营中心管理员');
  const actor = { userId: operator.id, realName: operator.realName, scope: WHOLE_SCOPE };
  const names = await redPkgNames(db as Db);
  const taken = new Set<string>();

  // Three imports 75, 45 and 12 days ago; the last one with refused rows mixed in.
  const batches: string[][] = [];
  for (const [index, daysAgo] of [75, 45, 12].entries()) {
    const rows = Array.from({ length: BATCH_ROWS }, () => goodRow(random, taken));
    if (index === 2) {
      for (let i = 0; i < REFUSED_ROWS; i++) rows.splice(random.int(0, rows.length), 0, badRow(random, taken, i, rows));
    }
    const at = workTime(today, daysAgo, random.int(0, 90));
    const result = await importRows(db, names, actor, rows, { now: at, batchCode: batchCodeOf(at, random.hex(4)), fileName: `红包补贴名单第${index + 1}批.xlsx`, newCode });
    batches.push(await userCodesOf(db, result.batchCode));
  }

  // Batch 1: submitted the next days, checked in 60 groups (each a 支付申请), 500 refused, 500 still 待审核.
  const [first, second] = batches;
  for (let i = 0; i < first.length; i += 1000) await submitUsers(db, actor, first.slice(i, i + 1000), workTime(today, 73, 30 + i / 100));
  const env: PaymentEnv = { db, sources: [redPkgPaymentSource], channel: paymentChannelFor({ paymentChannel: 'offline' }) };
  const applies: string[] = [];
  for (let p = 0; p < PAYMENTS; p++) {
    const group = first.slice(p * PER_PAYMENT, (p + 1) * PER_PAYMENT);
    const checked = await checkUsers(db, actor, { userCodes: group, pass: 1, reason: '' }, workTime(today, 70 - Math.floor(p / 3), 20 + (p % 3) * 120), newCode);
    applies.push(checked.payApplyCode);
  }
  const rejected = first.slice(PAYMENTS * PER_PAYMENT, PAYMENTS * PER_PAYMENT + 500);
  await checkUsers(db, actor, { userCodes: rejected, pass: 0, reason: '户籍信息与补贴名单不符，请核实后重新提交' }, workTime(today, 50, 200), newCode);

  // 10 applications per state, in flow order: approved, then sent, then the bank's answer.
  for (const [p, applyCode] of applies.entries()) {
    const state = p % 6;
    if (state === 0) continue; // 审批中
    const day = 48 - Math.floor(p / 2);
    if (state === 2) {
      await approve(env, actor, { applyCodes: [applyCode], pass: 0, opinion: '发放名单需与区县人社局复核' }, workTime(today, day, 60));
      continue;
    }
    await approve(env, actor, { applyCodes: [applyCode], pass: 1, opinion: '同意发放' }, workTime(today, day, 60));
    if (state === 1) continue; // 审批通过 / 待支付
    const requestNo = () => `DEMO${random.hex(16)}`;
    await pay(env, actor, { applyCode, requestNo: requestNo(), step: 'send', voucherNo: '', amount: 0, receiptKey: '', reason: '' }, workTime(today, day - 1, 30));
    if (state === 5) continue; // 支付中
    const amount = await applyAmount(db, applyCode);
    const payTime = workTime(today, day - 2, 0);
    const result =
      state === 3
        ? { ok: true, voucherNo: `ZFPZ${payTime.slice(0, 10).replace(/-/g, '')}${String(p).padStart(4, '0')}`, amount, payTime, receiptKey: '', reason: '' }
        : { ok: false, voucherNo: '', amount: 0, receiptKey: '', reason: random.pick(['收款账户信息有误，银行退票', '超过单日转账限额', '银行系统维护，交易未完成']) };
    await pay(env, actor, { applyCode, requestNo: requestNo(), step: 'register', ...result }, workTime(today, day - 2, 90));
  }

  // Batch 2: a part submitted and waiting; batch 3 (with its refused rows) all 待提交.
  await submitUsers(db, actor, second.slice(0, 3000), workTime(today, 40, 45));
}

async function userCodesOf(db: DbOrTrx, batchCode: string): Promise<string[]> {
  return (await db.selectFrom('redpkgUser').select('userCode').where('batchCode', '=', batchCode).orderBy('id').execute()).map((r) => r.userCode);
}

async function applyAmount(db: DbOrTrx, applyCode: string): Promise<number> {
  const row = await db.selectFrom('paymentApply').select('amount').where('applyCode', '=', applyCode).executeTakeFirstOrThrow();
  return Number(row.amount);
}
