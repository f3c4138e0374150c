/** A deterministic generator (mulberry32), so a seed is reproducible. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // Skewed picks: early items (common surnames, big cities) come up more often.
  const pick = <T>(list: readonly T[], skew = 1) => list[Math.floor(list.length * next() ** skew)]!;
  /** An item by weights (same order as the list). */
  const weighted = <T>(list: readonly T[], weights: readonly number[]) => {
    let x = next() * weights.reduce((s, w) => s + w, 0);
    for (const [i, w] of weights.entries()) {
      x -= w;
      if (x < 0) return list[i]!;
    }
    return list[list.length - 1]!;
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}
export type Rand = ReturnType<typeof random>;
