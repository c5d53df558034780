/**
 * Shares in percent with two decimals that add up to exactly 100 (or all 0
 * when nothing was counted): each share is cut to 0.01 and the units left
 * over go to the largest remainders, ties to the earlier entry. Every share
 * list the server answers (招聘TOP3占比, 行业分布) is made here.
 */
export function percentShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 10_000) / total);
  const units = exact.map(Math.floor);
  let left = 10_000 - units.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((value, i) => ({ i, remainder: value - units[i] })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    units[i] += 1;
    left -= 1;
  }
  return units.map((n) => n / 100);
}
