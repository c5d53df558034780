import { SHANGHAI_OFFSET_MS } from './time.js';

/**
 * A seeded pseudo-random source for demo data (mulberry32): the same seed
 * gives the same demo database on every machine, so screenshots, e2e tests
 * and bug reports line up. Not for anything secret.
 */
export interface DemoRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` lowercase hex characters, e.g. a 32-character business code. */
  hex(length: number): string;
  /** A copy of `items` in random order. */
  shuffle<T>(items: readonly T[]): T[];
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability,
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

// What every demo seed shares: time arithmetic, picking by weight, people's names and numbers.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Midnight (Asia/Shanghai) of the day `ms` falls on: demo histories are counted back from it. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}

/** One of `items`, each as likely as its weight. */
export function weighted<T>(random: DemoRandom, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let point = random.next() * total;
  for (const [item, weight] of items) {
    point -= weight;
    if (point < 0) return item;
  }
  return items[items.length - 1][0];
}

/** `rows` in pieces of `size` (multi-row inserts stay within SQLite's bound-parameter limit). */
export function chunks<T>(rows: readonly T[], size = 200): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/** A 32-character business code from four 32-bit draws. */
export function code32(random: DemoRandom): string {
  let code = '';
  for (let i = 0; i < 4; i++) code += Math.floor(random.next() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return code;
}

/** Surnames, commonest first: a seed takes the first n it wants (`SURNAMES.slice(0, 18)`). */
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '郭', '马', '孙', '胡', '朱', '高', '宋', '郑', '谢', '韩', '冯', '董', '程', '曹', '袁', '许', '牛', '崔', '常', '范', '贾', '魏', '田', '任', '岳', '申', '姚', '杜'];

/** China Mobile, Unicom and Telecom number blocks. */
export const MOBILE_PREFIXES = ['134', '135', '136', '137', '138', '139', '150', '151', '152', '157', '158', '159', '182', '183', '187', '188', '130', '131', '132', '155', '156', '185', '186', '133', '153', '177', '180', '181', '189', '199'];

/** An eleven-digit mobile number in one of `prefixes`' blocks. */
export function mobile(random: DemoRandom, prefixes: readonly string[] = MOBILE_PREFIXES): string {
  return random.pick(prefixes) + String(random.int(0, 99_999_999)).padStart(8, '0');
}
