import { demoRandom, type DemoRandom } from '../../../platform/demo-random.js';

/**
 * The draw of a rule-composed paper: one seeded generator per paper, its seed
 * read from the paper's code (FNV-1a), so saving the same paper against the
 * same bank draws the same questions in the same order — a paper can be
 * composed again and checked, and two papers differ.
 */
export function paperSeed(paperCode: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < paperCode.length; i++) {
    hash ^= paperCode.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function paperRandom(paperCode: string): DemoRandom {
  return demoRandom(paperSeed(paperCode));
}

/**
 * `count` of `pool` (in its given, fixed order) chosen by `random`, leaving
 * out those already `taken`; null when fewer than `count` are left.
 */
export function drawFrom<T extends { id: number }>(random: DemoRandom, pool: readonly T[], count: number, taken: ReadonlySet<number>): T[] | null {
  const left = pool.filter((item) => !taken.has(Number(item.id)));
  if (left.length < count) return null;
  return random.shuffle(left).slice(0, count);
}

/** How many of `pool` are left once `taken` are out: what a short-bank refusal reports. */
export const leftIn = <T extends { id: number }>(pool: readonly T[], taken: ReadonlySet<number>) => pool.filter((item) => !taken.has(Number(item.id))).length;
