// A seeded random source, so the corpus comes out byte for byte the same on every run.

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  some: <T>(list: readonly T[], min: number, max: number) => T[];
};

/** mulberry32 over a string seed. */
export function rngOf(seed: string): Rng {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const pool = [...list];
    const out: T[] = [];
    for (let n = int(min, Math.min(max, pool.length)); n > 0; n -= 1) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance: (p) => next() < p, some };
}
