import { bulkInsert, createDatabase, dialectOf, type BulkColumnType, type DatabaseTarget, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { code32, DAY_MS, demoRandom } from '@hrbd/server/dist/platform/demo-random.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { sql, type Kysely } from 'kysely';

export const SHOP_ADMIN_PASSWORD = 'Bench@123456';

export interface ShopDataset {
  stores: number;
  trades: number;
  applies: number;
  /** Trades per status (1 已完成, 2 已退款) and applications per applyStatus. */
  tradeStatuses: Record<number, number>;
  applyStatuses: Record<number, number>;
  /** A store with about the median number of trades. */
  typicalStore: { storeCode: string; storeName: string; trades: number };
  seconds: number;
}

/** 郑州's twelve counties: stores are spread over them in turn. */
const ZHENGZHOU_COUNTIES = ['410102', '410103', '410104', '410105', '410106', '410108', '410122', '410181', '410182', '410183', '410184', '410185'];
/** Trades and applications over the last year. */
const SPAN_DAYS = 365;
/** Rows per bulk statement: one JSON parameter on SQLite, one array per column on PostgreSQL. */
const CHUNK = 50_000;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳'];

type Cell = string | number | null;

async function load(db: Db, dialect: DialectName, table: string, columns: ReadonlyArray<readonly [string, BulkColumnType]>, rows: readonly Cell[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(db as unknown as Kysely<unknown>, dialect, table, columns, rows.slice(i, i + CHUNK));
}

const STORE_COLUMNS = [
  ['store_code', 'text'], ['store_name', 'text'], ['credit_code', 'text'], ['legal_person', 'text'], ['mobile', 'text'], ['category', 'integer'],
  ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'],
  ['account_name', 'text'], ['bank_name', 'text'], ['account_no', 'text'], ['approve_type', 'integer'], ['submit_time', 'text'], ['review_time', 'text'],
  ['create_time', 'text'], ['update_time', 'text'],
] as const;
const TRADE_COLUMNS = [
  ['trade_code', 'text'], ['store_id', 'integer'], ['status', 'integer'], ['amount', 'integer'], ['card_amount', 'integer'], ['red_packet_amount', 'integer'],
  ['other_amount', 'integer'], ['payer_name', 'text'], ['payer_phone', 'text'], ['trade_time', 'text'],
] as const;
const APPLY_COLUMNS = [
  ['apply_code', 'text'], ['purpose', 'text'], ['source_type', 'text'], ['source_code', 'text'], ['payee_name', 'text'], ['payee_account', 'text'], ['payee_bank', 'text'],
  ['amount', 'integer'], ['line_count', 'integer'], ['apply_status', 'integer'], ['applicant_name', 'text'], ['apply_time', 'text'], ['update_time', 'text'],
] as const;

/**
 * A migrated database with the admin, `stores` 已认证 stores over 郑州's
 * counties, `trades` trades over a year (a few stores far busier than the
 * rest; one in twenty refunded; paid by e-card, red packet and other means
 * in mixes) and `applies` 支付申请 over a year in every status, most of them
 * long settled. Written in bulk statements; PostgreSQL is then `vacuum
 * analyze`d as autovacuum would after a bulk load (SQLite gets no ANALYZE:
 * the server never runs one).
 */
export async function buildShopDataset(
  target: DatabaseTarget,
  sizes: { stores: number; trades: number; applies: number },
  log: (line: string) => void,
): Promise<ShopDataset> {
  const started = performance.now();
  const db = createDatabase(target);
  const dialect = dialectOf(db);
  const random = demoRandom(20_261_126);
  const end = Date.parse('2026-11-26T00:00:00+08:00');
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: SHOP_ADMIN_PASSWORD, seedDemo: false });

    const storeCodes = Array.from({ length: sizes.stores }, (_, i) => `benchstore${String(i).padStart(22, '0')}`);
    await load(
      db,
      dialect,
      'shop_store',
      STORE_COLUMNS,
      storeCodes.map((code, i) => [
        code, `压测商户${i}便利店`, `92410100MA${String(i).padStart(8, '0')}`, '压测', '13800000000', 1 + (i % 5),
        '410000', '410100', ZHENGZHOU_COUNTIES[i % ZHENGZHOU_COUNTIES.length], '压测路1号', 113.7, 34.7,
        `压测商户${i}便利店`, '中国银行郑州分行', `6217${String(i).padStart(15, '0')}`, 1, '2025-01-01 00:00:00', '2025-01-02 00:00:00', '2025-01-01 00:00:00', '2025-01-02 00:00:00',
      ]),
    );
    const storeIds = (await db.selectFrom('shopStore').select(['id', 'storeCode']).orderBy('id').execute()).map((r) => Number(r.id));
    log(`  ${sizes.stores.toLocaleString('en')} stores`);

    // Trades and applications are written in time order, as a live table fills (drawn in random order, a page
    // newest first or an export read a page of the table per row).
    const inTimeOrder = (n: number) => Float64Array.from({ length: n }, () => end - Math.floor(random.next() * SPAN_DAYS * DAY_MS)).sort();
    const tradeTimes = inTimeOrder(sizes.trades);
    const perStore = new Map<number, number>();
    const tradeStatuses: Record<number, number> = {};
    for (let made = 0; made < sizes.trades; ) {
      const batch: Cell[][] = [];
      while (batch.length < CHUNK && made + batch.length < sizes.trades) {
        // One trade in ten goes to one of the first 20 stores (the busy ones).
        const store = random.chance(0.1) ? random.int(0, Math.min(19, storeIds.length - 1)) : random.int(0, storeIds.length - 1);
        perStore.set(store, (perStore.get(store) ?? 0) + 1);
        const amount = random.int(100, 30_000);
        const mix = random.int(0, 5);
        const card = mix === 0 || mix === 3 ? amount : mix === 4 ? Math.floor(amount / 2) : 0;
        const red = mix === 1 ? amount : mix === 4 ? amount - card : mix === 5 ? Math.min(500, amount) : 0;
        const other = amount - card - red;
        const status = random.chance(0.05) ? 2 : 1;
        tradeStatuses[status] = (tradeStatuses[status] ?? 0) + 1;
        const name = `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.chance(0.5) ? random.pick(GIVEN) : ''}`;
        batch.push([`JY${code32(random).slice(0, 20).toUpperCase()}`, storeIds[store], status, amount, card, red, other, name, `139${String(random.int(0, 99_999_999)).padStart(8, '0')}`, formatTime(tradeTimes[made + batch.length])]);
      }
      await load(db, dialect, 'shop_trade', TRADE_COLUMNS, batch);
      made += batch.length;
      if (made % 200_000 === 0 || made === sizes.trades) log(`  ${made.toLocaleString('en')} trades`);
    }

    const applyTimes = inTimeOrder(sizes.applies);
    const applyStatuses: Record<number, number> = {};
    for (let made = 0; made < sizes.applies; ) {
      const batch: Cell[][] = [];
      while (batch.length < CHUNK && made + batch.length < sizes.applies) {
        const applied = applyTimes[made + batch.length];
        const ageDays = (end - applied) / DAY_MS;
        const r = random.next();
        // 0 待审批, 1 待支付, 2 审批不通过, 3 支付成功, 4 支付失败, 5 支付中: older ones are settled.
        const status = ageDays < 7 ? (r < 0.5 ? 0 : r < 0.8 ? 1 : r < 0.9 ? 5 : 2) : r < 0.85 ? 3 : r < 0.93 ? 2 : r < 0.97 ? 4 : 1;
        applyStatuses[status] = (applyStatuses[status] ?? 0) + 1;
        const lines = random.int(1, 200);
        const time = formatTime(applied);
        const redpkg = random.chance(0.7);
        batch.push([
          code32(random), redpkg ? `红包补贴发放（${lines}人）` : `商户提现打款（压测商户${random.int(0, sizes.stores - 1)}便利店）`, redpkg ? 'redpkg' : 'shopWithdrawal', code32(random),
          redpkg ? '郑州市人力资源和社会保障局' : `压测商户${random.int(0, sizes.stores - 1)}便利店`, `6217${String(random.int(0, 999_999_999)).padStart(15, '0')}`, '中国银行郑州分行',
          lines * random.int(100, 2000), lines, status, '压测', time, time,
        ]);
      }
      await load(db, dialect, 'payment_apply', APPLY_COLUMNS, batch);
      made += batch.length;
      if (made % 200_000 === 0 || made === sizes.applies) log(`  ${made.toLocaleString('en')} 支付申请`);
    }

    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);

    const ranked = [...perStore.entries()].sort((a, b) => a[1] - b[1]);
    const [typicalIndex, typicalCount] = ranked[Math.floor(ranked.length / 2)];
    return {
      stores: sizes.stores,
      trades: sizes.trades,
      applies: sizes.applies,
      tradeStatuses,
      applyStatuses,
      typicalStore: { storeCode: storeCodes[typicalIndex], storeName: `压测商户${typicalIndex}便利店`, trades: typicalCount },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
