import { creditCodeCheckChar, STORE_CATEGORY_LABELS } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../platform/demo-random.js';
import { formatTime } from '../../platform/time.js';
import { streetsOfCounty } from '../common/region/region.service.js';
import { demoStaff } from '../system/user/user.service.js';
import { recordTrades } from './bill-trade/bill-trade.service.js';
import type { NewTrade } from './bill-trade/bill-trade.table.js';
import { loadPays, loadTimelines, loadWithdrawals, withdrawalIds } from './bill-withdrawal/bill-withdrawal.service.js';
import type { NewWithdrawal, NewWithdrawalOperation, NewWithdrawalPay } from './bill-withdrawal/bill-withdrawal.table.js';
import { loadComments } from './store-comment/store-comment.service.js';
import type { NewComment } from './store-comment/store-comment.table.js';
import { registerStore, resubmitStore, reviewStore, type StoreApplication } from './store-info/store-info.service.js';

/**
 * The 商户管理 demo: 600 stores in 郑州's twelve counties (金水区 the most),
 * in every review state (some rejected once and resubmitted), 8,000 comments
 * and 200,000 trades of the certified stores after their certification, in
 * opening hours, and 3,000 withdrawals in every state with their timelines
 * and pay records, never more than a store had earned before applying and at
 * most one a month per store. Deterministic: a fixed seed, days counted back
 * from the seeding day.
 */
const SEED = 410_540;
const TRADES = 200_000;
const COMMENTS = 8_000;
const WITHDRAWALS = 3_000;
/** Withdrawals fall in the last this many 30-day windows, one per store per window. */
const WINDOWS = 7;

/** Stores per county (600 in all) and a point near its centre (GCJ-02). */
const COUNTIES: ReadonlyArray<readonly [code: string, stores: number, lng: number, lat: number]> = [
  ['410105', 90, 113.69, 34.8],
  ['410184', 70, 113.74, 34.4],
  ['410102', 60, 113.61, 34.75],
  ['410103', 60, 113.64, 34.73],
  ['410104', 50, 113.68, 34.75],
  ['410122', 50, 113.98, 34.72],
  ['410181', 45, 113.02, 34.75],
  ['410182', 45, 113.38, 34.79],
  ['410183', 40, 113.39, 34.54],
  ['410185', 40, 113.05, 34.45],
  ['410108', 35, 113.62, 34.87],
  ['410106', 15, 113.31, 34.8],
];

const SHOP_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['烩面馆', '胡辣汤', '小吃店', '饺子馆', '快餐店', '面馆'],
  2: ['便民超市', '便利店', '百货店', '购物中心'],
  3: ['生鲜超市', '水果店', '蔬菜店', '粮油店'],
  4: ['服装店', '鞋店', '童装店'],
  5: ['理发店', '洗衣店', '家电维修部', '照相馆'],
  6: ['大药房', '诊所药店'],
  7: ['五金店', '建材商行', '家居店'],
  8: ['文具店', '花店', '书店'],
};
const ROADS = ['人民路', '建设路', '文化路', '中华路', '工业路', '迎宾大道', '解放路', '新华路', '黄河路', '紫荆山路', '农业路', '花园路'];
const BANKS = ['中国工商银行', '中国农业银行', '中国银行', '中国建设银行', '郑州银行', '中原银行', '河南农信'];
const GIVEN = ['建国', '丽娟', '海涛', '秀梅', '志强', '红霞', '伟', '静', '磊', '芳', '军', '敏', '洋', '娜'];
const REJECT_REASONS = ['营业执照照片不清晰，请重新上传', '结算账户户名与营业执照名称不一致', '经营地址与执照登记地址不符', '门店照片未体现门头招牌'];
const COMMENT_TEXT: Readonly<Record<number, readonly string[]>> = {
  5: ['服务很好，东西新鲜，电子卡支付很方便', '老板很热情，价格实惠', '环境干净，下次还来', '红包抵扣很方便，点赞'],
  4: ['整体不错，就是人有点多', '味道可以，出餐稍慢', '商品齐全，价格公道'],
  3: ['一般般，没有特别的感觉', '价格略贵，服务还行'],
  2: ['等了很久，态度一般', '商品不太新鲜'],
  1: ['刷电子卡被告知不能用，体验很差', '服务态度差'],
};
const FAIL_REASONS = ['收款账号户名不符', '收款账户已冻结', '开户行信息有误'];

interface DemoStore {
  code: string;
  id: number;
  passedAt: number;
  county: string;
  accountName: string;
  bankName: string;
  accountNo: string;
  /** Trades' completed amounts by day (ms → cents), to bound withdrawals. */
  earned: number[];
  weight: number;
}

export interface ShopDemoOptions {
  now?: number;
}

/** A moment of the day `dayStart` in 09:00–18:00. */
const officeTime = (random: DemoRandom, dayStart: number) => dayStart + 9 * HOUR_MS + random.int(0, 9 * 60 - 1) * 60_000;
/** A moment of the day `dayStart` in a shop's hours, 08:00–21:00. */
const shopTime = (random: DemoRandom, dayStart: number) => dayStart + 8 * HOUR_MS + random.int(0, 13 * 60 - 1) * 60_000;

function creditCode(county: string, serial: number): string {
  const first17 = `92${county}${String(serial).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

export async function seedShopDemo(db: DbOrTrx, options: ShopDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const now = options.now ?? Date.now();
  const today = startOfDay(now);
  const staff = await demoStaff(db, '运营专员');

  // Stores ------------------------------------------------------------------
  const stores: DemoStore[] = [];
  let serial = 0;
  for (const [county, count, lng, lat] of COUNTIES) {
    const streets = await streetsOfCounty(db as Parameters<typeof streetsOfCounty>[0], county);
    for (let i = 0; i < count; i++) {
      serial += 1;
      const street = random.pick(streets);
      const category = weighted(random, [
        [1, 30],
        [2, 22],
        [3, 14],
        [4, 8],
        [5, 10],
        [6, 6],
        [7, 5],
        [8, 5],
      ] as const);
      const owner = `${random.pick(SURNAMES.slice(0, 24))}${random.pick(GIVEN)}`;
      const storeName = `${street.streetName.replace(/(街道|镇|乡|办事处)$/, '')}${owner.slice(0, 1)}记${random.pick(SHOP_WORDS[category])}`;
      // 85% certified long enough ago to have trades; 8% waiting; 7% rejected.
      const fate = weighted(random, [
        ['passed', 85],
        ['checking', 8],
        ['rejected', 7],
      ] as const);
      const submitDay = today - (fate === 'passed' ? random.int(260, 420) : fate === 'checking' ? random.int(1, 14) : random.int(15, 200)) * DAY_MS;
      const app: StoreApplication = {
        storeName,
        creditCode: creditCode(county, serial),
        legalPerson: owner,
        mobile: mobile(random),
        category,
        provinceCode: '410000',
        cityCode: '410100',
        countyCode: county,
        address: `${street.streetName}${random.pick(ROADS)}${random.int(1, 299)}号`,
        gcj02Lng: Math.round((lng + random.int(-300, 300) / 10_000) * 1e6) / 1e6,
        gcj02Lat: Math.round((lat + random.int(-300, 300) / 10_000) * 1e6) / 1e6,
        photoKeys: [],
        licenseKey: '',
        accountName: `${storeName}（${STORE_CATEGORY_LABELS[category]}）`.slice(0, 40),
        bankName: `${random.pick(BANKS)}郑州分行`,
        accountNo: `62${String(random.int(10, 99))}${String(random.int(0, 999_999_999)).padStart(9, '0')}${String(random.int(0, 999_999)).padStart(6, '0')}`,
      };
      const submitAt = officeTime(random, submitDay);
      const { storeCode, id } = await registerStore(db, app, formatTime(submitAt), `SH${county}${String(serial).padStart(5, '0')}`);
      if (fate === 'checking') continue;
      const reviewer = random.pick(staff).realName;
      let reviewAt = officeTime(random, submitDay + random.int(1, 3) * DAY_MS);
      if (fate === 'rejected') {
        await reviewStore(db, storeCode, 2, reviewer, random.pick(REJECT_REASONS), formatTime(reviewAt));
        continue;
      }
      // One in eight was rejected first and passed after resubmitting.
      if (random.chance(0.125)) {
        await reviewStore(db, storeCode, 2, reviewer, random.pick(REJECT_REASONS), formatTime(reviewAt));
        const resubmitAt = reviewAt + random.int(1, 4) * DAY_MS;
        await resubmitStore(db, storeCode, app, formatTime(resubmitAt));
        reviewAt = officeTime(random, startOfDay(resubmitAt) + random.int(1, 2) * DAY_MS);
      }
      await reviewStore(db, storeCode, 1, reviewer, '', formatTime(reviewAt));
      stores.push({ code: storeCode, id, passedAt: reviewAt, county, accountName: app.accountName, bankName: app.bankName, accountNo: app.accountNo, earned: [], weight: random.int(1, 10) });
    }
  }

  // Trades: busier stores sell more; after certification, before today ---------
  const totalWeight = stores.reduce((sum, s) => sum + s.weight, 0);
  const trades: NewTrade[] = [];
  const earnedBefore = new Map<number, number[]>();
  const payers = Array.from({ length: 4_000 }, () => ({ name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`, phone: mobile(random) }));
  for (const store of stores) {
    const n = Math.round((TRADES * store.weight) / totalWeight);
    const firstDay = startOfDay(store.passedAt) + DAY_MS;
    const days = Math.max(1, Math.floor((today - firstDay) / DAY_MS));
    const times: number[] = [];
    for (let i = 0; i < n; i++) times.push(shopTime(random, firstDay + random.int(0, days - 1) * DAY_MS));
    times.sort((a, b) => a - b);
    const earned: number[] = [];
    let sum = 0;
    for (const at of times) {
      const amount = random.int(5, 300) * 100 + random.pick([0, 0, 50, 80]);
      const how = weighted(random, [
        ['card', 45],
        ['red', 12],
        ['mixed', 13],
        ['other', 30],
      ] as const);
      const red = how === 'red' ? amount : how === 'mixed' ? Math.min(amount - 100, random.int(1, 20) * 100) : 0;
      const card = how === 'card' ? amount : how === 'mixed' ? amount - red : 0;
      const payer = random.pick(payers);
      const status = random.chance(0.03) ? 2 : 1;
      trades.push({
        // One draw for the code's random tail: two hundred thousand codes are made here.
        tradeCode: `JY${String(trades.length + 1).padStart(8, '0')}${Math.floor(random.next() * 0x1_0000_0000).toString(16).padStart(8, '0').toUpperCase()}`,
        storeId: store.id,
        status,
        amount,
        cardAmount: card,
        redPacketAmount: red,
        otherAmount: amount - card - red,
        payerName: payer.name,
        payerPhone: payer.phone,
        tradeTime: formatTime(at),
      });
      if (status === 1) sum += amount;
      earned.push(at, sum);
    }
    earnedBefore.set(store.id, earned);
  }
  await recordTrades(db, trades);

  /** What a store had earned (completed trades) before `at`. */
  const earnedAt = (storeId: number, at: number) => {
    const pairs = earnedBefore.get(storeId) ?? [];
    let value = 0;
    for (let i = 0; i < pairs.length; i += 2) {
      if (pairs[i] >= at) break;
      value = pairs[i + 1];
    }
    return value;
  };

  // Comments on certified stores -------------------------------------------------
  const comments: NewComment[] = [];
  for (let i = 0; i < COMMENTS; i++) {
    const store = stores[Math.floor(random.next() * stores.length)];
    const star = weighted(random, [
      [5, 52],
      [4, 26],
      [3, 11],
      [2, 6],
      [1, 5],
    ] as const);
    const firstDay = startOfDay(store.passedAt) + DAY_MS;
    const day = firstDay + random.int(0, Math.max(0, Math.floor((today - firstDay) / DAY_MS) - 1)) * DAY_MS;
    const payer = random.pick(payers);
    comments.push({
      commentCode: `PJ${String(i + 1).padStart(6, '0')}${random.hex(12)}`,
      storeId: store.id,
      star,
      content: random.chance(0.15) ? '' : random.pick(COMMENT_TEXT[star]),
      photoKeys: '',
      userName: payer.name,
      phone: payer.phone,
      createTime: formatTime(shopTime(random, day) + HOUR_MS),
    });
  }
  await loadComments(db, comments);

  // Withdrawals: one per store per 30-day window, the latest window still moving ----------
  const withdrawals: NewWithdrawal[] = [];
  const steps: Array<{ code: string; ops: Array<Omit<NewWithdrawalOperation, 'withdrawalId'>>; pays: Array<Omit<NewWithdrawalPay, 'withdrawalId'>> }> = [];
  const frozen = new Map<number, number>();
  let voucher = 0;
  let request = 0;
  const order = random.shuffle(stores);
  outer: for (let w = 0; w < WINDOWS; w++) {
    for (const store of order) {
      if (withdrawals.length >= WITHDRAWALS) break outer;
      // Not every store every month, so the latest window (still moving) gets its share of the 3,000.
      if (!random.chance(0.9)) continue;
      // Oldest window first, so balances are spent in time order.
      const window = WINDOWS - 1 - w;
      const day = today - (window * 30 + random.int(3, 28)) * DAY_MS;
      const applyAt = officeTime(random, day);
      const available = earnedAt(store.id, applyAt) - (frozen.get(store.id) ?? 0);
      if (available < 10_000) continue;
      const amount = Math.min(available, random.int(50, Math.max(50, Math.floor(available / 200))) * 100);
      const status =
        window === 0
          ? weighted(random, [
              [0, 34],
              [1, 22],
              [3, 16],
              [5, 10],
              [4, 12],
              [2, 6],
            ] as const)
          : weighted(random, [
              [4, 82],
              [2, 12],
              [5, 6],
            ] as const);
      const code = `TX${String(withdrawals.length + 1).padStart(6, '0')}${random.hex(14).toUpperCase()}`;
      const operator = random.pick(staff).realName;
      const ops: Array<Omit<NewWithdrawalOperation, 'withdrawalId'>> = [
        { action: 'apply', fromState: null, toState: 0, reason: '', voucherNo: '', operatorName: '商户', createTime: formatTime(applyAt) },
      ];
      const pays: Array<Omit<NewWithdrawalPay, 'withdrawalId'>> = [];
      let at = applyAt;
      // Operators act in office hours: a step falling outside them waits for 09:00 of the next working morning.
      const later = (minHours: number, maxHours: number) => {
        let next = at + random.int(minHours, maxHours) * HOUR_MS;
        const day = startOfDay(next);
        if (next - day < 9 * HOUR_MS) next = day + 9 * HOUR_MS + random.int(0, 59) * 60_000;
        else if (next - day >= 18 * HOUR_MS) next = day + DAY_MS + 9 * HOUR_MS + random.int(0, 59) * 60_000;
        at = Math.min(next, now - 60_000);
        return formatTime(at);
      };
      const row: NewWithdrawal = {
        withdrawalCode: code,
        storeId: store.id,
        amount,
        accountName: store.accountName,
        bankName: store.bankName,
        accountNo: store.accountNo,
        status,
        applyTime: formatTime(applyAt),
        auditName: '',
        auditTime: '',
        rejectDesc: '',
        payTime: '',
        voucherNo: '',
        failReason: '',
        updateTime: formatTime(applyAt),
      };
      const send = () => {
        const time = later(2, 24);
        ops.push({ action: 'pay', fromState: ops[ops.length - 1].toState, toState: 3, reason: '', voucherNo: '', operatorName: operator, createTime: time });
        request += 1;
        pays.push({ requestNo: `DEMO${String(request).padStart(8, '0')}`, step: 1, toState: 3, voucherNo: null, amount, payTime: '', receiptKey: '', instructionKey: '', failReason: '', operatorName: operator, createTime: time });
      };
      if (status === 2 && random.chance(0.7)) {
        const time = later(2, 30);
        row.rejectDesc = random.pick(['提现金额与对账单不符', '商户结算账户变更中，请更新后再申请', '存在未处理的消费者投诉']);
        Object.assign(row, { auditName: operator, auditTime: time, updateTime: time });
        ops.push({ action: 'reject', fromState: 0, toState: 2, reason: row.rejectDesc, voucherNo: '', operatorName: operator, createTime: time });
      } else if (status !== 0) {
        const time = later(2, 30);
        Object.assign(row, { auditName: operator, auditTime: time, updateTime: time });
        ops.push({ action: 'pass', fromState: 0, toState: 1, reason: '', voucherNo: '', operatorName: operator, createTime: time });
        if (status !== 1) {
          send();
          // A failure first for 打款失败, for some 已打款 (paid again) and for rejections after it.
          if (status === 5 || status === 2 || (status === 4 && random.chance(0.05))) {
            const reason = random.pick(FAIL_REASONS);
            const failAt = later(4, 48);
            ops.push({ action: 'fail', fromState: 3, toState: 5, reason, voucherNo: '', operatorName: operator, createTime: failAt });
            request += 1;
            pays.push({ requestNo: `DEMO${String(request).padStart(8, '0')}`, step: 2, toState: 5, voucherNo: null, amount: 0, payTime: '', receiptKey: '', instructionKey: '', failReason: reason, operatorName: operator, createTime: failAt });
            Object.assign(row, { failReason: reason, updateTime: failAt });
            if (status === 2) {
              const rejectAt = later(2, 24);
              row.rejectDesc = '打款失败，请商户核对结算账户后重新申请';
              ops.push({ action: 'reject', fromState: 5, toState: 2, reason: row.rejectDesc, voucherNo: '', operatorName: operator, createTime: rejectAt });
              row.updateTime = rejectAt;
            } else if (status === 4) {
              send();
            }
          }
          if (status === 4) {
            voucher += 1;
            const voucherNo = `ZZ${formatTime(at).slice(0, 10).replace(/-/g, '')}${String(voucher).padStart(6, '0')}`;
            const paidAt = later(4, 48);
            const payTime = `${paidAt.slice(0, 10)} 00:00:00`;
            ops.push({ action: 'succeed', fromState: 3, toState: 4, reason: '', voucherNo, operatorName: operator, createTime: paidAt });
            request += 1;
            pays.push({ requestNo: `DEMO${String(request).padStart(8, '0')}`, step: 2, toState: 4, voucherNo, amount, payTime, receiptKey: '', instructionKey: '', failReason: '', operatorName: operator, createTime: paidAt });
            Object.assign(row, { payTime, voucherNo, failReason: '', updateTime: paidAt });
          }
        }
      }
      if (status !== 2) frozen.set(store.id, (frozen.get(store.id) ?? 0) + amount);
      withdrawals.push(row);
      steps.push({ code, ops, pays });
    }
  }
  await loadWithdrawals(db, withdrawals);
  const ids = new Map((await withdrawalIds(db, withdrawals.map((w) => w.withdrawalCode))).map((r) => [r.withdrawalCode, Number(r.id)]));
  const timeline: NewWithdrawalOperation[] = [];
  const payRows: NewWithdrawalPay[] = [];
  for (const s of steps) {
    const withdrawalId = ids.get(s.code) ?? 0;
    for (const op of s.ops) timeline.push({ ...op, withdrawalId });
    for (const p of s.pays) payRows.push({ ...p, withdrawalId });
  }
  await loadTimelines(db, timeline);
  await loadPays(db, payRows);
}
